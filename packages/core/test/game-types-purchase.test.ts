/**
 * Entry types bought end to end in core: a System and a PowerHit added to the cart by the add rule, bought,
 * expanded into game lines with their entries, resulted, scored and paid once per winning line; the ticket shows
 * the entry's numbers and every winning line by division. Quick picks (random) are the server's.
 */
import type { AddCartItemBody } from '@lottoshop/contracts/cart';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { addItem } from '../src/modules/cart/index.ts';
import { GAME_RULES } from '../src/modules/catalog/index.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { getTicket, purchaseCart } from '../src/modules/orders/index.ts';
import { ticketEntries, ticketLines } from '../src/modules/orders/orders.tables.ts';
import { enterOfficialResult } from '../src/modules/results/index.ts';
import { closeSales, settleDraw } from '../src/modules/settlement/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, getTestDb, resetTestDb, systemCtx } from '../src/testing/index.ts';
import { addRefusal, cartBody, clock, offerOnSale } from './game-types-fixture.ts';
import { newCustomer } from './orders-fixture.ts';

let db: Db;

async function shop() {
  return offerOnSale(
    db,
    {
      key: 'super_jackpot_lottery',
      name: 'Powerball',
      rules: GAME_RULES.powerball,
      gameTypes: [
        {
          gameType: 'standard',
          name: 'Standard',
          pricePerGameMinor: 165n,
          minGames: 1,
          maxGames: 50,
          defaultGames: 1,
        },
        {
          gameType: 'reduced_system',
          name: 'Systems',
          pricePerGameMinor: 165n,
          minGames: 1,
          maxGames: 10,
          defaultGames: 1,
          systemSizes: [8, 9, 10],
        },
        {
          gameType: 'powerhit',
          name: 'PowerHit',
          pricePerGameMinor: 165n,
          minGames: 1,
          maxGames: 10,
          defaultGames: 1,
          systemSizes: [8, 9],
        },
        {
          gameType: 'random',
          name: 'Quick Pick',
          pricePerGameMinor: 165n,
          minGames: 1,
          maxGames: 50,
          defaultGames: 4,
        },
      ],
    },
    1500,
  );
}

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  // Settling e-mails each winner, which needs the site's name and address.
  await createSiteSettings(db);
});

const body = cartBody('super_jackpot_lottery', 'standard');

describe('entry types, bought and settled', () => {
  it('a System 8 and a PowerHit: priced as their lines, expanded, scored and each winning line paid once', async () => {
    const { draw } = await shop();
    const customer = await newCustomer(db, 500_00n);
    const as = customerCtx(db, clock, customer.id);
    await addItem(as, {
      body: body({
        gameType: 'reduced_system',
        games: [{ Numbers: [8, 1, 2, 3, 4, 5, 6, 7], Powerball: [17] }],
      }),
    });
    const cart = await addItem(as, {
      body: body({ gameType: 'powerhit', games: [{ Numbers: [1, 2, 3, 4, 10, 11, 12] }] }),
    });
    expect(cart.cartItems.map((i) => [i.gameType, i.numGames, i.unitPrice.amount])).toEqual([
      ['reduced_system', 8, 8 * 165],
      ['powerhit', 20, 20 * 165],
    ]);
    expect(cart.cartItems[0]?.games).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8], Powerball: [17] }]);

    const { receipt } = await purchaseCart(as, { idempotencyKey: 'games-0001', paymentMethod: 'wallet' });
    expect(receipt.total.amount).toBe(28 * 165);
    const [system, hit] = receipt.orders;
    expect(system?.entries).toEqual([
      { entryNo: 1, label: 'System 8', Numbers: [1, 2, 3, 4, 5, 6, 7, 8], Powerball: [17], lineCount: 8 },
    ]);
    expect(system?.lines).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8], Powerball: [17] }]);
    expect(hit?.entries).toEqual([
      { entryNo: 1, label: 'PowerHit', Numbers: [1, 2, 3, 4, 10, 11, 12], lineCount: 20 },
    ]);
    const stored = await db
      .select()
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, hit!.id))
      .orderBy(asc(ticketLines.lineNo));
    expect(stored).toHaveLength(20);
    expect(stored[16]).toMatchObject({ lineNo: 17, numbers: [1, 2, 3, 4, 10, 11, 12], bonus: [17] });
    expect(await db.select().from(ticketEntries)).toHaveLength(2);

    // Drawn 1-7 with Powerball 17: the system's line without 8 wins div 1 (7 + PB); the other seven lines hold 6
    // mains + PB (div 3). The PowerHit's four mains win only with Powerball 17 (div 6).
    const sys = systemCtx(db, new Date(draw.salesCloseAt.getTime() + 60_000));
    await closeSales(sys, { offerKey: 'super_jackpot_lottery', drawNo: 1500 });
    const dividends = {
      1: 1_000_000_00n,
      2: 100_000_00n,
      3: 5_000_00n,
      4: 500_00n,
      5: 100_00n,
      6: 50_00n,
      7: 20_00n,
      8: 15_00n,
      9: 10_00n,
    };
    await enterOfficialResult(sys, {
      offerKey: 'super_jackpot_lottery',
      drawNo: 1500,
      main: [1, 2, 3, 4, 5, 6, 7],
      supplementary: [],
      bonus: [17],
      dividends,
    });
    const settled = await settleDraw(sys, { offerKey: 'super_jackpot_lottery', drawNo: 1500 });
    expect(settled).toMatchObject({ status: 'DRAW_EMAILED', winningLines: 9 });
    const expected = 1_000_000_00n + 7n * 5_000_00n + 50_00n;
    expect(settled.totalPaidMinor).toBe(expected);
    // Settling again pays nothing more.
    expect((await settleDraw(sys, { offerKey: 'super_jackpot_lottery', drawNo: 1500 })).prizesPaidNow).toBe(
      0,
    );
    expect((await getWalletBalance(as, { customerId: customer.id })).balanceMinor).toBe(
      500_00n - 28n * 165n + expected,
    );
    expect((await ledgerTotals(as)).sumOfBalances).toBe(0n);

    const systemTicket = await getTicket(as, { ticketId: system!.id });
    const results = systemTicket.draws[0]?.lineResults ?? [];
    expect(results.map((r) => [r.division, r.lineNo, r.numbers, r.prize?.amount])).toEqual([
      [1, 1, [1, 2, 3, 4, 5, 6, 7], 1_000_000_00],
      ...[2, 3, 4, 5, 6, 7, 8].map((lineNo) => [3, lineNo, expect.any(Array), 5_000_00]),
    ]);
    expect(systemTicket.totalPrize.amount).toBe(Number(1_000_000_00n + 7n * 5_000_00n));
    const hitTicket = await getTicket(as, { ticketId: hit!.id });
    expect(hitTicket.draws[0]?.lineResults).toEqual([
      expect.objectContaining({
        lineNo: 17,
        entryNo: 1,
        division: 6,
        bonus: [17],
        matchedBonus: [17],
        prize: { amount: 50_00, currency: 'AUD' },
      }),
    ]);
  });

  it('refuses a system size the offer does not sell, and a Powerball on a PowerHit, changing nothing', async () => {
    await shop();
    const customer = await newCustomer(db, 100_00n);
    const as = customerCtx(db, clock, customer.id);
    const refusal = (b: AddCartItemBody) => addRefusal(as, b);
    expect(
      await refusal(
        body({
          gameType: 'reduced_system',
          games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], Powerball: [1] }],
        }),
      ),
    ).toEqual({
      'games.0.Numbers': ['Pick from 8 to 10 numbers for a system.'],
    });
    expect(
      await refusal(
        body({ gameType: 'powerhit', games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [3] }] }),
      ),
    ).toEqual({
      'games.0.Powerball': ['PowerHit plays every Powerball: pick no Powerball.'],
    });
  });

  it('random: every game is the server quick pick, whatever was sent', async () => {
    await shop();
    const customer = await newCustomer(db);
    const cart = await addItem(customerCtx(db, clock, customer.id), {
      body: body({
        gameType: 'random',
        games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] }, { Numbers: [] }, { Numbers: [] }],
      }),
    });
    const games = cart.cartItems[0]?.games ?? [];
    expect(games).toHaveLength(3);
    for (const game of games) {
      expect(game.Numbers).toHaveLength(7);
      expect(game.Powerball).toHaveLength(1);
    }
  });
});
