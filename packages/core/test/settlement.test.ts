import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { DomainError } from '../src/errors.ts';
import { GAME_RULES, type ProductOfferRow } from '../src/modules/catalog/index.ts';
import { createProductOffer, type OfferInput } from '../src/modules/catalog/testing.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import type { DrawRow } from '../src/modules/draws/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { checkouts, ticketDraws, ticketLines, tickets } from '../src/modules/orders/orders.tables.ts';
import {
  commitOpenDrawSeeds,
  DEMO_PRIZE_TABLES_MINOR,
  enterOfficialResult,
  getDrawnNumbers,
  getDrawResult,
  listPastResults,
  listResultKeys,
  listTicketPrizes,
  scoreLine,
  seedHash,
} from '../src/modules/results/index.ts';
import {
  drawAudit,
  drawCommitments,
  drawDividends,
  linePrizes,
} from '../src/modules/results/results.tables.ts';
import { closeSales, drawShopDraw, settleDraw, verifyDraw } from '../src/modules/settlement/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { getTestDb, resetTestDb, systemCtx, testCtx, testDatabaseUrl } from '../src/testing/index.ts';
import type { Ctx } from '../src/use-case.ts';

let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await resetTestDb(db);
  // The site's name and address: settling a draw e-mails its winners.
  await createSiteSettings(db);
});

const NOW = new Date('2026-03-07T08:00:00.000Z');
const LATER = new Date('2026-03-07T09:00:00.000Z');

/** The draw-day job (or an operator) acting at `at`: draw-day steps refuse customers and anonymous callers. */
const sys = (at: Date = NOW): Ctx => systemCtx(db, at);
/** A visitor reading results. */
const reader = (): Ctx => testCtx(db, NOW);

async function balanceOf(customerId: string): Promise<bigint> {
  return (await getWalletBalance(reader(), { customerId })).balanceMinor;
}

/** A ticket's prizes (a ticket without any is left out of the answer). */
async function prizesOf(ticketId: string) {
  return (await listTicketPrizes(reader(), [ticketId])).get(ticketId) ?? [];
}

async function setup(input: OfferInput = {}, drawInput: Partial<DrawRow> = {}) {
  const offer = await createProductOffer(db, { key: 'saturday_lotto', name: 'Saturday Lotto', ...input });
  const draw = await createDraw(
    db,
    { offerId: offer.id, drawNo: 4520, drawAt: new Date(NOW.getTime() + 3_600_000), ...drawInput },
    NOW,
  );
  return { offer, draw };
}

/** A ticket with these lines in the draw, inserted directly (the purchase itself is tested in orders). */
async function insertTicket(
  offer: ProductOfferRow,
  draw: DrawRow,
  customerId: string,
  lines: Array<{ numbers: number[]; bonus?: number[] }>,
) {
  const [checkout] = await db
    .insert(checkouts)
    .values({
      customerId,
      idempotencyKey: randomUUID(),
      totalMinor: 85n * BigInt(lines.length),
      currency: 'AUD',
    })
    .returning();
  const [ticket] = await db
    .insert(tickets)
    .values({
      checkoutId: checkout!.id,
      customerId,
      offerId: offer.id,
      gameType: 'standard',
      numGames: lines.length,
      numDraws: 1,
      priceMinor: 85n * BigInt(lines.length),
      currency: 'AUD',
    })
    .returning();
  await db.insert(ticketLines).values(
    lines.map((l, i) => ({
      ticketId: ticket!.id,
      lineNo: i + 1,
      numbers: l.numbers,
      bonus: l.bonus ?? [],
    })),
  );
  await db.insert(ticketDraws).values({ ticketId: ticket!.id, drawId: draw.id });
  return ticket!;
}

const RESULT = { main: [3, 11, 19, 27, 38, 44], supplementary: [7, 45], bonus: [] as number[] };
const DIVIDENDS = { 1: 1_000_000_00n, 2: 7_512_35n, 3: 1_502_10n, 4: 41_25n, 5: 20_05n, 6: 12_35n };
const ref = { offerKey: 'saturday_lotto', drawNo: 4520 };

async function statusOf(drawId: string) {
  const [row] = await db.select({ status: draws.status }).from(draws).where(eq(draws.id, drawId));
  return row?.status;
}

async function expectDomainError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  return error as DomainError;
}

async function expectLedgerSound() {
  const totals = await ledgerTotals(reader());
  expect(totals.sumOfBalances).toBe(0n);
  expect(totals.mismatches).toEqual([]);
}

describe('closing and entering an official result', () => {
  it('refuses a result while sales are open, then closes once', async () => {
    const { draw } = await setup();
    const error = await expectDomainError(
      enterOfficialResult(sys(), { ...ref, ...RESULT, dividends: DIVIDENDS }),
      'conflict',
    );
    expect(error.message).toMatch(/^Close sales first/);
    expect((await closeSales(sys(), { offerKey: 'saturday_lotto', drawNo: 4520 })).status).toBe(
      'DRAW_CLOSED',
    );
    expect((await closeSales(sys(LATER), { offerKey: 'saturday_lotto', drawNo: 4520 })).status).toBe(
      'DRAW_CLOSED',
    );
    const events = await db.select().from(drawAudit).where(eq(drawAudit.drawId, draw.id));
    expect(events.map((e) => e.event)).toEqual(['closed']);
    // An operator's draw gets no seed commitment.
    expect(await db.select().from(drawCommitments)).toEqual([]);
    await expectDomainError(closeSales(sys(), { offerKey: 'saturday_lotto', drawNo: 9999 }), 'not_found');
  });

  it('validates the numbers against the matrix and asks for every cash dividend', async () => {
    await setup({}, { status: 'DRAW_CLOSED' });
    const error = await expectDomainError(
      enterOfficialResult(sys(), {
        ...ref,
        main: [1, 2, 3, 4, 5, 5],
        supplementary: [1, 46],
        bonus: [],
        dividends: { 1: 100n, 9: 5n },
      }),
      'validation_failed',
    );
    expect(error.fields).toEqual({
      main: ['A number cannot be drawn twice.'],
      supplementary: [
        'Each number must be a whole number from 1 to 45.',
        'A supplementary number cannot also be a main number: both come from the same barrel.',
      ],
      'dividends.9': ['This game has no division 9.'],
      'dividends.2': ['Enter the division 2 dividend (5 winning numbers + 1 supplementary).'],
      'dividends.3': ['Enter the division 3 dividend (5 winning numbers).'],
      'dividends.4': ['Enter the division 4 dividend (4 winning numbers).'],
      'dividends.5': ['Enter the division 5 dividend (3 winning numbers + 1 supplementary).'],
      'dividends.6': ['Enter the division 6 dividend (3 winning numbers).'],
    });
  });

  it('stores the result once: the same again is a no-op, a different one is refused', async () => {
    const { draw } = await setup({}, { status: 'DRAW_CLOSED' });
    const result = await enterOfficialResult(sys(), {
      ...ref,
      main: [44, 3, 11, 19, 27, 38],
      supplementary: [45, 7],
      bonus: [],
      dividends: DIVIDENDS,
    });
    expect(result).toMatchObject({
      productOfferKey: 'saturday_lotto',
      productOfferName: 'Saturday Lotto',
      drawNo: 4520,
      status: 'DRAW_DRAWN',
      numbers: RESULT,
      source: 'official',
      audit: null,
    });
    expect(result.divisions[1]).toEqual({
      division: 2,
      description: '5 winning numbers + 1 supplementary',
      winners: 0,
      prize: { amount: 751_235, currency: 'AUD' },
    });
    expect(await enterOfficialResult(sys(LATER), { ...ref, ...RESULT, dividends: DIVIDENDS })).toEqual(
      result,
    );
    const error = await expectDomainError(
      enterOfficialResult(sys(LATER), { ...ref, ...RESULT, dividends: { ...DIVIDENDS, 6: 13_00n } }),
      'conflict',
    );
    expect(error.message).toMatch(/already has a different result/);
    expect(await statusOf(draw.id)).toBe('DRAW_DRAWN');
  });

  it('credits a free-entry division the price of one game unless its dividend is given', async () => {
    await setup(
      { key: 'lotto_strike', name: 'Lotto Strike', rules: GAME_RULES.lottoStrike },
      { status: 'DRAW_CLOSED' },
    );
    const result = await enterOfficialResult(sys(), {
      offerKey: 'lotto_strike',
      drawNo: 4520,
      main: [12, 5, 40, 33],
      supplementary: [],
      bonus: [],
      dividends: { 1: 20_000_00n, 2: 250_00n, 3: 10_00n },
    });
    // Kept in draw order: Strike matches by position.
    expect(result.numbers.main).toEqual([12, 5, 40, 33]);
    expect(result.divisions.map((d) => [d.description, d.prize.amount])).toEqual([
      ['All 4 numbers in position', 20_000_00],
      ['First 3 numbers in position', 250_00],
      ['First 2 numbers in position', 10_00],
      ['First number in position', 85],
    ]);
  });
});

describe('settlement', () => {
  it('scores every line and pays each winner its dividend to the cent, once', async () => {
    const { offer, draw } = await setup({}, { status: 'DRAW_CLOSED' });
    const ada = await createCustomer(db);
    const bob = await createCustomer(db);
    const cy = await createCustomer(db);
    const adaTicket = await insertTicket(offer, draw, ada.id, [
      { numbers: [3, 11, 19, 27, 38, 44] }, // division 1
      { numbers: [3, 11, 19, 27, 38, 7] }, // division 2: 5 + supp
      { numbers: [1, 2, 4, 5, 6, 8] }, // nothing
    ]);
    const bobTicket = await insertTicket(offer, draw, bob.id, [
      { numbers: [3, 11, 19, 1, 2, 4] }, // division 6
      { numbers: [3, 11, 19, 45, 2, 4] }, // division 5
      { numbers: [3, 11, 45, 7, 2, 4] }, // nothing: 2 mains + 2 supps
    ]);
    await insertTicket(offer, draw, cy.id, [{ numbers: [1, 2, 4, 5, 6, 8] }]);

    await enterOfficialResult(sys(), { ...ref, ...RESULT, dividends: DIVIDENDS });
    const settlement = await settleDraw(sys(LATER), ref);
    expect(settlement).toMatchObject({
      status: 'DRAW_EMAILED',
      linesScored: 7,
      winningLines: 4,
      prizesPaidNow: 4,
      totalPrizesMinor: 1_000_000_00n + 7_512_35n + 12_35n + 20_05n,
      totalPaidMinor: 1_000_000_00n + 7_512_35n + 12_35n + 20_05n,
    });
    expect(await balanceOf(ada.id)).toBe(1_007_512_35n);
    expect(await balanceOf(bob.id)).toBe(32_40n);
    expect(await balanceOf(cy.id)).toBe(0n);
    await expectLedgerSound();

    const result = await getDrawResult(reader(), { offerKey: 'saturday_lotto', drawNo: 4520 });
    expect(result.status).toBe('DRAW_EMAILED');
    expect(result.divisions.map((d) => d.winners)).toEqual([1, 1, 0, 0, 1, 1]);
    expect(await prizesOf(adaTicket.id)).toEqual([
      { drawId: draw.id, lineNo: 1, division: 1, prizeMinor: 1_000_000_00n, paid: true },
      { drawId: draw.id, lineNo: 2, division: 2, prizeMinor: 7_512_35n, paid: true },
    ]);
    expect((await prizesOf(bobTicket.id)).map((p) => p.division)).toEqual([6, 5]);

    const prizes = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'prize'));
    expect(prizes.map((t) => t.description).sort()).toEqual([
      'Prize — Saturday Lotto draw 4520, division 1',
      'Prize — Saturday Lotto draw 4520, division 2',
      'Prize — Saturday Lotto draw 4520, division 5',
      'Prize — Saturday Lotto draw 4520, division 6',
    ]);
    expect(prizes.every((t) => t.idempotencyKey.startsWith(`prize:${draw.id}:`))).toBe(true);

    // Settling again pays nothing more.
    const again = await settleDraw(sys(LATER), ref);
    expect(again).toMatchObject({
      status: 'DRAW_EMAILED',
      linesScored: 0,
      prizesPaidNow: 0,
      winningLines: 4,
    });
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'prize'))).toHaveLength(4);
    expect(await balanceOf(ada.id)).toBe(1_007_512_35n);
    const events = await db.select().from(drawAudit).where(eq(drawAudit.drawId, draw.id));
    expect(events.map((e) => e.event)).toEqual(['result_entered', 'scored', 'paid']);
  });

  it('refuses to settle a draw without a result', async () => {
    await setup();
    const error = await expectDomainError(settleDraw(sys(), ref), 'conflict');
    expect(error.message).toMatch(/has no result yet/);
  });

  it('pays every prize exactly once when a run is killed half-way and run again', async () => {
    const { offer, draw } = await setup({}, { status: 'DRAW_CLOSED' });
    const customers = [await createCustomer(db), await createCustomer(db), await createCustomer(db)];
    // 30 winning lines of division 6 (3 mains) and 30 losers, spread over the customers.
    const expected = new Map<string, bigint>();
    for (let t = 0; t < 12; t++) {
      const owner = customers[t % 3]!;
      const lines = Array.from({ length: 5 }, (_, i) =>
        (t * 5 + i) % 2 === 0 ? { numbers: [3, 11, 19, 1, 2, 4] } : { numbers: [1, 2, 4, 5, 6, 8] },
      );
      await insertTicket(offer, draw, owner.id, lines);
      const wins = lines.filter((l) => l.numbers[0] === 3).length;
      expected.set(owner.id, (expected.get(owner.id) ?? 0n) + BigInt(wins) * 12_35n);
    }
    await enterOfficialResult(sys(), { ...ref, ...RESULT, dividends: DIVIDENDS });

    const crash = new Error('killed');
    await expect(
      settleDraw(sys(LATER), ref, {
        afterPayout: (paid) => {
          if (paid === 7) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect(await statusOf(draw.id)).toBe('DRAW_SCORED');
    const paidSoFar = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'prize'));
    expect(paidSoFar).toHaveLength(7);
    await expectLedgerSound();

    const rerun = await settleDraw(sys(LATER), ref);
    expect(rerun).toMatchObject({
      status: 'DRAW_EMAILED',
      linesScored: 0,
      winningLines: 30,
      prizesPaidNow: 23,
    });
    const transfers = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'prize'));
    expect(transfers).toHaveLength(30);
    expect(new Set(transfers.map((t) => t.idempotencyKey)).size).toBe(30);
    for (const c of customers) expect(await balanceOf(c.id)).toBe(expected.get(c.id));
    const unpaid = await db.select().from(linePrizes).where(eq(linePrizes.drawId, draw.id));
    expect(unpaid.every((p) => p.transferId !== null && p.paidAt !== null)).toBe(true);
    await expectLedgerSound();
  });

  it('finishes scoring that was interrupted after writing some prizes, without duplicates', async () => {
    const { offer, draw } = await setup({}, { status: 'DRAW_CLOSED' });
    const ada = await createCustomer(db);
    const ticket = await insertTicket(offer, draw, ada.id, [
      { numbers: [3, 11, 19, 1, 2, 4] },
      { numbers: [3, 11, 19, 27, 2, 4] },
    ]);
    await enterOfficialResult(sys(), { ...ref, ...RESULT, dividends: DIVIDENDS });
    // What a scoring run killed after its first insert leaves behind: one prize row, status still DRAW_DRAWN.
    await db.insert(linePrizes).values({
      drawId: draw.id,
      ticketId: ticket.id,
      lineNo: 1,
      customerId: ada.id,
      division: 6,
      prizeMinor: 12_35n,
      currency: 'AUD',
      scoredAt: NOW,
    });
    const settlement = await settleDraw(sys(LATER), ref);
    expect(settlement).toMatchObject({ status: 'DRAW_EMAILED', winningLines: 2, prizesPaidNow: 2 });
    expect(await balanceOf(ada.id)).toBe(12_35n + 41_25n);
    const [div6] = await db
      .select()
      .from(drawDividends)
      .where(and(eq(drawDividends.drawId, draw.id), eq(drawDividends.division, 6)));
    expect(div6?.winners).toBe(1);
  });

  it('runs two settlements at once without paying twice', async () => {
    const { offer, draw } = await setup({}, { status: 'DRAW_CLOSED' });
    const ada = await createCustomer(db);
    await insertTicket(offer, draw, ada.id, [
      { numbers: [3, 11, 19, 1, 2, 4] },
      { numbers: [3, 11, 19, 27, 2, 4] },
    ]);
    await enterOfficialResult(sys(), { ...ref, ...RESULT, dividends: DIVIDENDS });
    await Promise.all([settleDraw(sys(LATER), ref), settleDraw(sys(LATER), ref)]);
    expect(await statusOf(draw.id)).toBe('DRAW_EMAILED');
    expect(await balanceOf(ada.id)).toBe(12_35n + 41_25n);
    expect(
      await db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, 'prize:%')),
    ).toHaveLength(2);
  });
});

describe.skipIf(!testDatabaseUrl())('settlement racing on PostgreSQL', () => {
  it('pays every prize exactly once when several settlements run at the same time', async () => {
    const { offer, draw } = await setup({}, { status: 'DRAW_CLOSED' });
    const customers = await Promise.all(Array.from({ length: 4 }, () => createCustomer(db)));
    for (let t = 0; t < 20; t++) {
      const lines = Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? { numbers: [3, 11, 19, 1, 2, 4] } : { numbers: [3, 11, 19, 27, 2, 4] },
      );
      await insertTicket(offer, draw, customers[t % 4]!.id, lines);
    }
    await enterOfficialResult(sys(), { ...ref, ...RESULT, dividends: DIVIDENDS });
    const runs = await Promise.allSettled(Array.from({ length: 6 }, () => settleDraw(sys(LATER), ref)));
    // A run may lose the race to move the draw on; none may fail otherwise, and one more run finishes the job.
    for (const run of runs) if (run.status === 'rejected') expect(run.reason).toBeInstanceOf(DomainError);
    await settleDraw(sys(LATER), ref);
    expect(await statusOf(draw.id)).toBe('DRAW_EMAILED');
    const transfers = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'prize'));
    expect(transfers).toHaveLength(200);
    // Each customer has 5 tickets of 5 division-6 and 5 division-4 lines.
    for (const c of customers) expect(await balanceOf(c.id)).toBe(25n * (12_35n + 41_25n));
    await expectLedgerSound();
  });
});

describe('the shop draws its own games', () => {
  const shopOffer: OfferInput = { key: 'express_lotto', name: 'Express Lotto', drawnBy: 'shop' };
  const shopRef = { offerKey: 'express_lotto', drawNo: 4520 };

  it('commits a seed while the draw is on sale, freezes entries at close, draws, reveals and verifies', async () => {
    const { offer, draw } = await setup(shopOffer, { jackpotMinor: 2_000_000_00n });
    // An operator's open draw gets no commitment.
    const other = await createProductOffer(db, { key: 'operator_lotto' });
    await createDraw(db, { offerId: other.id, drawNo: 1, drawAt: new Date(NOW.getTime() + 3_600_000) }, NOW);
    expect(await commitOpenDrawSeeds(sys())).toBe(1);
    expect(await commitOpenDrawSeeds(sys())).toBe(0);
    const [commitment] = await db.select().from(drawCommitments);
    expect(commitment).toMatchObject({ drawId: draw.id, entriesHash: null });

    await expectDomainError(drawShopDraw(sys(), shopRef), 'conflict');
    const ada = await createCustomer(db);
    const lines = Array.from({ length: 40 }, (_, i) => ({
      numbers: [1, 2, 3, 4, 5, 6]
        .map((n) => ((n * (i + 3)) % 45) + 1)
        .filter((n, j, a) => a.indexOf(n) === j),
    })).filter((l) => l.numbers.length === 6);
    await insertTicket(offer, draw, ada.id, lines);

    await closeSales(sys(), { offerKey: 'express_lotto', drawNo: 4520 });
    const [frozen] = await db.select().from(drawCommitments);
    expect(frozen?.seedHash).toBe(commitment?.seedHash);
    expect(frozen?.entriesCount).toBe(lines.length);
    expect(frozen?.entriesHash).toMatch(/^[0-9a-f]{64}$/);

    const result = await drawShopDraw(sys(LATER), shopRef);
    expect(result.status).toBe('DRAW_DRAWN');
    expect(result.source).toBe('shop_rng');
    expect(result.audit).toEqual({
      seedHash: commitment!.seedHash,
      seed: commitment!.seed,
      entriesHash: frozen!.entriesHash,
    });
    expect(seedHash(result.audit!.seed!)).toBe(result.audit!.seedHash);
    // Division 1 pays the advertised jackpot; the others the demo table.
    expect(result.divisions.map((d) => BigInt(d.prize.amount))).toEqual([
      2_000_000_00n,
      ...DEMO_PRIZE_TABLES_MINOR.saturdayLotto.slice(1),
    ]);
    expect(await drawShopDraw(sys(LATER), shopRef)).toEqual(result);
    expect(await verifyDraw(sys(), shopRef)).toMatchObject({
      ok: true,
      seedMatchesHash: true,
      entriesMatch: true,
    });

    const settlement = await settleDraw(sys(LATER), shopRef);
    let expectedTotal = 0n;
    for (const line of lines) {
      const { division } = scoreLine(GAME_RULES.saturdayLotto, result.numbers, {
        numbers: line.numbers,
        bonus: [],
      });
      if (division !== null) expectedTotal += BigInt(result.divisions[division - 1]!.prize.amount);
    }
    expect(settlement.totalPaidMinor).toBe(expectedTotal);
    expect(await balanceOf(ada.id)).toBe(expectedTotal);
    const events = (await db.select().from(drawAudit).where(eq(drawAudit.drawId, draw.id))).map(
      (e) => e.event,
    );
    expect(events).toEqual(['seed_committed', 'closed', 'entries_frozen', 'numbers_drawn', 'scored', 'paid']);
  });

  it('detects entries changed after the draw', async () => {
    const { offer, draw } = await setup(shopOffer, { status: 'DRAW_CLOSED' });
    const ada = await createCustomer(db);
    await insertTicket(offer, draw, ada.id, [{ numbers: [1, 2, 3, 4, 5, 6] }]);
    await drawShopDraw(sys(), shopRef);
    await insertTicket(offer, draw, ada.id, [{ numbers: [7, 8, 9, 10, 11, 12] }]);
    expect(await verifyDraw(sys(), shopRef)).toMatchObject({
      ok: false,
      entriesMatch: false,
      numbersMatch: true,
    });
  });

  it('refuses the RNG for a game its operator draws', async () => {
    await setup({}, { status: 'DRAW_CLOSED' });
    const error = await expectDomainError(drawShopDraw(sys(), ref), 'conflict');
    expect(error.message).toMatch(/enter the official result/);
  });

  it('keeps the audit record append-only', async () => {
    const { draw } = await setup(shopOffer, { status: 'DRAW_CLOSED' });
    await drawShopDraw(sys(), shopRef);
    await expect(
      db.update(drawAudit).set({ event: 'paid' }).where(eq(drawAudit.drawId, draw.id)),
    ).rejects.toThrow();
    await expect(db.delete(drawAudit).where(eq(drawAudit.drawId, draw.id))).rejects.toThrow();
  });
});

describe('results queries', () => {
  it('list past results newest first, with keys and drawn numbers', async () => {
    const { offer } = await setup({}, { status: 'DRAW_CLOSED' });
    const d2 = await createDraw(
      db,
      {
        offerId: offer.id,
        drawNo: 4521,
        status: 'DRAW_CLOSED',
        drawAt: new Date(NOW.getTime() + 86_400_000),
      },
      NOW,
    );
    await createDraw(
      db,
      { offerId: offer.id, drawNo: 4522, drawAt: new Date(NOW.getTime() + 2 * 86_400_000) },
      NOW,
    );
    const strike = await createProductOffer(db, { key: 'lotto_strike', rules: GAME_RULES.lottoStrike });
    await createDraw(db, { offerId: strike.id, drawNo: 1, status: 'DRAW_CLOSED' }, NOW);
    expect(await listResultKeys(reader())).toEqual([]);

    await enterOfficialResult(sys(), { ...ref, ...RESULT, dividends: DIVIDENDS });
    await enterOfficialResult(sys(), {
      ...ref,
      drawNo: 4521,
      main: [1, 2, 3, 4, 5, 6],
      supplementary: [7, 8],
      bonus: [],
      dividends: DIVIDENDS,
    });
    const page = await listPastResults(reader(), { category: 'lotteries', limit: 5, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.items.map((r) => r.drawNo)).toEqual([4521, 4520]);
    expect(
      (await listPastResults(reader(), { category: 'lotteries', limit: 1, offset: 1 })).items[0]?.drawNo,
    ).toBe(4520);
    expect((await listPastResults(reader(), { category: 'raffles', limit: 5, offset: 0 })).total).toBe(0);
    expect((await listPastResults(reader(), { key: 'lotto_strike', limit: 5, offset: 0 })).total).toBe(0);
    expect(await listResultKeys(reader())).toEqual(['saturday_lotto']);

    const numbers = await getDrawnNumbers(reader(), [d2.id, randomUUID()]);
    expect([...numbers]).toEqual([[d2.id, { main: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], bonus: [] }]]);
    await expectDomainError(
      getDrawResult(reader(), { offerKey: 'saturday_lotto', drawNo: 4522 }),
      'not_found',
    );
  });
});
