import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import { getDrawPreview } from '../src/modules/draws/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { testCtx } from '../src/testing/index.ts';
import { freshShop, type Shop } from './orders-fixture.ts';

let db: Db;
let shop: Shop;
beforeEach(async () => {
  ({ db, shop } = await freshShop());
});

describe('getDrawPreview', () => {
  it("answers a lottery draw with its offer's name, branding and the price of one game", async () => {
    const preview = await getDrawPreview(testCtx(db, shop.clock), {
      productOfferKey: 'saturday_lotto',
      drawNo: 4521,
    });
    expect(preview).toMatchObject({
      draw: {
        productOfferKey: 'saturday_lotto',
        drawNo: 4521,
        purchaseStatus: 'open',
        id: shop.draws[1]!.id,
      },
      productOfferName: 'Saturday Lotto',
      brandName: 'Lotto',
      kind: 'lottery',
      branding: { productOfferKey: 'saturday_lotto', logoUrl: '/images/offers/saturday_lotto.svg' },
      priceFrom: { amount: 85, currency: 'AUD' },
    });
  });

  it("answers a raffle draw with the raffle's ticket price", async () => {
    const raffle = await createProductOffer(db, {
      key: 'home_raffle',
      kind: 'raffle',
      ticketPriceMinor: 2500n,
    });
    const now = shop.clock.now();
    await createDraw(
      db,
      { offerId: raffle.id, drawNo: 7, drawAt: new Date(now.getTime() + 86_400_000) },
      now,
    );
    const preview = await getDrawPreview(testCtx(db, shop.clock), {
      productOfferKey: 'home_raffle',
      drawNo: 7,
    });
    expect(preview).toMatchObject({ kind: 'raffle', priceFrom: { amount: 2500, currency: 'AUD' } });
  });

  it('says not found for an unknown offer or a draw the offer does not have', async () => {
    const ctx = testCtx(db, shop.clock);
    await expect(
      getDrawPreview(ctx, { productOfferKey: 'no_such_lotto', drawNo: 4520 }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(getDrawPreview(ctx, { productOfferKey: 'saturday_lotto', drawNo: 1 })).rejects.toMatchObject(
      {
        code: 'not_found',
        message: "There is no draw 1 of 'saturday_lotto'.",
      },
    );
  });
});
