import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { GAME_RULES, getGameDefinition, listOfferBranding } from '../src/modules/catalog/index.ts';
import { addGameDefinition, createCause, createProductOffer } from '../src/modules/catalog/testing.ts';
import { listProductOffers } from '../src/modules/draws/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { getTestDb, resetTestDb, testCtx } from '../src/testing/index.ts';

let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
});

const NOW = new Date('2026-03-02T01:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('game definitions', () => {
  it('apply from their effective draw number until the next version', async () => {
    const offer = await createProductOffer(db, { rules: GAME_RULES.saturdayLotto, effectiveFromDrawNo: 1 });
    await addGameDefinition(db, offer.id, 5000, GAME_RULES.ozLotto);
    expect(
      (await getGameDefinition(testCtx(db, NOW), { offerId: offer.id, drawNo: 4999 }))?.matrix.main.pick,
    ).toBe(6);
    const v2 = await getGameDefinition(testCtx(db, NOW), { offerId: offer.id, drawNo: 5000 });
    expect(v2?.matrix.main.pick).toBe(7);
    expect(v2?.divisions).toHaveLength(7);
    expect(await getGameDefinition(testCtx(db, NOW), { offerId: offer.id, drawNo: 0 })).toBeNull();
  });
});

describe('product offers', () => {
  it('show the next draw still on sale, skipping closed and past ones', async () => {
    const offer = await createProductOffer(db, { key: 'saturday_lotto' });
    await createDraw(db, { offerId: offer.id, drawNo: 1, drawAt: days(-1), status: 'DRAW_CLOSED' }, NOW);
    // Sales already stopped, draw not yet made.
    await createDraw(
      db,
      {
        offerId: offer.id,
        drawNo: 2,
        drawAt: new Date(NOW.getTime() + 10 * 60_000),
        salesCloseAt: days(-0.01),
      },
      NOW,
    );
    await createDraw(db, { offerId: offer.id, drawNo: 3, drawAt: days(7), jackpotMinor: 500_000_000n }, NOW);
    await createDraw(db, { offerId: offer.id, drawNo: 4, drawAt: days(14) }, NOW);

    const [dto] = await listProductOffers(testCtx(db, NOW));
    expect(dto?.nextDraw).toMatchObject({
      drawNo: 3,
      purchaseStatus: 'open',
      jackpot: { amount: 500_000_000, currency: 'AUD' },
    });
    // The draws on sale, in order: what the play screen's starting draws (drawOffset 0, 1, …) name.
    expect(dto?.upcomingDraws).toEqual([
      { drawNo: 3, drawDate: days(7).toISOString() },
      { drawNo: 4, drawDate: days(14).toISOString() },
    ]);
    expect(dto?.gameTypes[0]).toMatchObject({
      gameType: 'standard',
      pricePerGame: { amount: 85 },
      routeSuffix: '/standard',
    });
  });

  it('leave out unavailable offers and carry a raffle cause', async () => {
    const cause = await createCause(db, { key: 'surf_rescue', urlSlug: 'surf-rescue' });
    await createProductOffer(db, { key: 'hidden', available: false });
    await createProductOffer(db, {
      key: 'car_raffle',
      kind: 'raffle',
      causeId: cause.id,
      ticketPriceMinor: 500n,
    });
    const offers = await listProductOffers(testCtx(db, NOW));
    expect(offers.map((o) => o.key)).toEqual(['car_raffle']);
    expect(offers[0]).toMatchObject({
      productType: 'raffle_ticket',
      ticketPrice: { amount: 500, currency: 'AUD' },
      cause: { key: 'surf_rescue', urlSlug: 'surf-rescue' },
      matrix: null,
      nextDraw: null,
    });
    expect((await listOfferBranding(testCtx(db, NOW))).map((b) => b.productOfferKey)).toEqual(['car_raffle']);
  });

  it('refuse a non-positive price and an impossible games range in the database', async () => {
    await expect(
      createProductOffer(db, {
        gameTypes: [
          {
            gameType: 'standard',
            name: 'S',
            pricePerGameMinor: 0n,
            minGames: 1,
            maxGames: 5,
            defaultGames: 1,
          },
        ],
      }),
    ).rejects.toThrow();
    await expect(
      createProductOffer(db, {
        gameTypes: [
          {
            gameType: 'standard',
            name: 'S',
            pricePerGameMinor: 80n,
            minGames: 5,
            maxGames: 2,
            defaultGames: 3,
          },
        ],
      }),
    ).rejects.toThrow();
  });
});
