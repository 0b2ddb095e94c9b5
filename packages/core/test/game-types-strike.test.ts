/**
 * Lotto Strike bought end to end in core: a Strike standard line keeps the order picked; a boxed entry is priced
 * as 24 games, stored as its 24 orders, scored by position against the first four balls and paid once per winning
 * order; the ticket shows the entry and each winning order. Bad entries are refused with a message, changing nothing.
 */
import type { AddCartItemBody } from '@lottoshop/contracts/cart';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { cartItems } from '../src/modules/cart/cart.tables.ts';
import { addItem } from '../src/modules/cart/index.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { getTicket, purchaseCart } from '../src/modules/orders/index.ts';
import { ticketLines } from '../src/modules/orders/orders.tables.ts';
import { enterOfficialResult } from '../src/modules/results/index.ts';
import { closeSales, settleDraw } from '../src/modules/settlement/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, getTestDb, resetTestDb, systemCtx } from '../src/testing/index.ts';
import { addRefusal, cartBody, clock, demoOffer, offerOnSale } from './game-types-fixture.ts';
import { newCustomer } from './orders-fixture.ts';

let db: Db;

/** Lotto Strike with the demo shop's game types (standard and boxed), and draw 4600 on sale. */
async function shop() {
  return offerOnSale(db, demoOffer('lotto_strike'), 4600);
}

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await createSiteSettings(db);
});

const body = cartBody('lotto_strike', 'strike_standard');

describe('Lotto Strike, bought and settled', () => {
  it('a Strike line in the order picked and a boxed entry of 24 orders: scored by position, paid once', async () => {
    const { draw } = await shop();
    const customer = await newCustomer(db, 500_00n);
    const as = customerCtx(db, clock, customer.id);
    await addItem(as, { body: body({ games: [{ Numbers: [5, 12, 29, 41] }] }) });
    const cart = await addItem(as, {
      body: body({ gameType: 'strike_boxed', games: [{ Numbers: [41, 30, 12, 5] }] }),
    });
    expect(cart.cartItems.map((i) => [i.gameType, i.numGames, i.unitPrice.amount, i.games])).toEqual([
      ['strike_standard', 1, 110, [{ Numbers: [5, 12, 29, 41] }]],
      ['strike_boxed', 24, 24 * 110, [{ Numbers: [5, 12, 30, 41] }]],
    ]);

    const { receipt } = await purchaseCart(as, { idempotencyKey: 'strike-0001', paymentMethod: 'wallet' });
    expect(receipt.total.amount).toBe(25 * 110);
    const [line, boxed] = receipt.orders;
    expect(line?.lines).toEqual([{ Numbers: [5, 12, 29, 41] }]);
    expect(boxed?.entries).toEqual([
      expect.objectContaining({ entryNo: 1, label: 'Boxed', Numbers: [5, 12, 30, 41], lineCount: 24 }),
    ]);
    // The ticket lists the 24 orders it entered.
    expect(boxed?.entries[0]?.games).toHaveLength(24);
    const stored = await db
      .select()
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, boxed!.id))
      .orderBy(asc(ticketLines.lineNo));
    expect(stored.map((l) => l.numbers.join('-'))).toHaveLength(24);
    expect(new Set(stored.map((l) => l.numbers.join('-'))).size).toBe(24);
    expect(stored[0]).toMatchObject({ lineNo: 1, numbers: [5, 12, 30, 41], bonus: [] });

    // The first four balls, in the order drawn: 5, 12, 30, 41. Matches run from the first position on without a
    // gap: the standard line (5, 12, 29, 41) matches the first 2 (division 3; its 41 after the gap counts for
    // nothing). The boxed entry: 1 x div 1, 1 x div 3 (5-12-41-30), 4 x div 4 (the other orders from 5).
    const sys = systemCtx(db, new Date(draw.salesCloseAt.getTime() + 60_000));
    await closeSales(sys, { offerKey: 'lotto_strike', drawNo: 4600 });
    await enterOfficialResult(sys, {
      offerKey: 'lotto_strike',
      drawNo: 4600,
      main: [5, 12, 30, 41],
      supplementary: [],
      bonus: [],
      dividends: { 1: 20_000_00n, 2: 250_00n, 3: 10_00n },
    });
    const settled = await settleDraw(sys, { offerKey: 'lotto_strike', drawNo: 4600 });
    expect(settled).toMatchObject({ status: 'DRAW_EMAILED', winningLines: 7 });
    const expected = 10_00n + 20_000_00n + 10_00n + 4n * 110n;
    expect(settled.totalPaidMinor).toBe(expected);
    expect((await settleDraw(sys, { offerKey: 'lotto_strike', drawNo: 4600 })).prizesPaidNow).toBe(0);
    expect((await getWalletBalance(as, { customerId: customer.id })).balanceMinor).toBe(
      500_00n - 25n * 110n + expected,
    );
    expect((await ledgerTotals(as)).sumOfBalances).toBe(0n);

    const lineTicket = await getTicket(as, { ticketId: line!.id });
    expect(lineTicket.draws[0]?.lineResults).toEqual([
      expect.objectContaining({
        lineNo: 1,
        division: 3,
        matchedNumbers: [5, 12],
        prize: { amount: 10_00, currency: 'AUD' },
      }),
    ]);
    const boxedTicket = await getTicket(as, { ticketId: boxed!.id });
    const results = boxedTicket.draws[0]?.lineResults ?? [];
    expect(results.map((r) => r.division)).toEqual([1, 3, 4, 4, 4, 4]);
    expect(results[0]).toMatchObject({ lineNo: 1, entryNo: 1, numbers: [5, 12, 30, 41] });
    expect(boxedTicket.totalPrize.amount).toBe(Number(20_000_00n + 10_00n + 4n * 110n));
  });

  it('refuses wrong counts, a number twice, numbers out of range and a Powerball, changing nothing', async () => {
    await shop();
    const customer = await newCustomer(db, 100_00n);
    const as = customerCtx(db, clock, customer.id);
    const refusal = (b: AddCartItemBody) => addRefusal(as, b);
    const cases: [AddCartItemBody, Record<string, string[]>][] = [
      [
        body({ gameType: 'strike_boxed', games: [{ Numbers: [1, 2, 3] }] }),
        { 'games.0.Numbers': ['Pick exactly 4 numbers.'] },
      ],
      [
        body({ gameType: 'strike_boxed', games: [{ Numbers: [1, 2, 3, 4, 5] }] }),
        { 'games.0.Numbers': ['Pick exactly 4 numbers.'] },
      ],
      [
        body({ gameType: 'strike_boxed', games: [{ Numbers: [1, 2, 2, 4] }] }),
        { 'games.0.Numbers': ['Each of the numbers can be picked only once.'] },
      ],
      [
        body({ gameType: 'strike_boxed', games: [{ Numbers: [1, 2, 3, 46] }] }),
        { 'games.0.Numbers': ['Each of the numbers must be from 1 to 45.'] },
      ],
      [
        body({ gameType: 'strike_boxed', games: [{ Numbers: [1, 2, 3, 4], Powerball: [1] }] }),
        { 'games.0.Powerball': ['This game has no Powerball.'] },
      ],
      [body({ games: [{ Numbers: [1, 2, 3] }] }), { 'games.0.Numbers': ['Pick exactly 4 numbers.'] }],
      [
        body({ games: [{ Numbers: [7, 7, 3, 4] }] }),
        { 'games.0.Numbers': ['Each of the numbers can be picked only once.'] },
      ],
      [
        body({ games: [{ Numbers: [0, 1, 3, 4] }] }),
        { 'games.0.Numbers': ['Each of the numbers must be from 1 to 45.'] },
      ],
    ];
    for (const [b, fields] of cases) expect(await refusal(b), JSON.stringify(b.games)).toEqual(fields);
    // A game type the offer does not sell.
    expect(
      await refusal(body({ gameType: 'reduced_system', games: [{ Numbers: [1, 2, 3, 4, 5] }] })),
    ).toEqual(expect.any(Object));
    expect(await db.select().from(cartItems)).toEqual([]);
  });
});
