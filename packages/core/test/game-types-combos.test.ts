/**
 * Super Combos (`mega_combo`): the generator's properties (every favourite in every game, the player's numbers
 * used evenly, no game twice), the add rule's refusals, and a combo bought end to end: its games generated once at
 * purchase and stored, shown on the ticket, scored as stored and paid once per winning game.
 */
import type { AddCartItemBody } from '@lottoshop/contracts/cart';
import { comboProblem, generateComboGames } from '@lottoshop/contracts/super-combos';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { cartItems } from '../src/modules/cart/cart.tables.ts';
import { addItem } from '../src/modules/cart/index.ts';
import { GAME_RULES } from '../src/modules/catalog/index.ts';
import { ledgerTotals } from '../src/modules/ledger/index.ts';
import { getTicket, purchaseCart } from '../src/modules/orders/index.ts';
import { ticketEntries, ticketLines } from '../src/modules/orders/orders.tables.ts';
import { enterOfficialResult, scoreLine } from '../src/modules/results/index.ts';
import { closeSales, settleDraw } from '../src/modules/settlement/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, getTestDb, resetTestDb, systemCtx } from '../src/testing/index.ts';
import { addRefusal, cartBody, clock, demoOffer, offerOnSale } from './game-types-fixture.ts';
import { newCustomer } from './orders-fixture.ts';

const lotto = GAME_RULES.saturdayLotto;
const range = { minGames: 4, maxGames: 36 };

/** A small deterministic generator (mulberry32) as the random source, so a failing case can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (min: number, max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + (((t ^ (t >>> 14)) >>> 0) % (max - min));
  };
}

describe('generating Super Combos games', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [], 12],
    [[3, 9, 14, 22, 27, 31, 38, 44], [7, 40], 20],
    [[1, 2, 3, 4, 5, 6, 7], [], 7],
    [[10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29], [45], 36],
  ])('%#: %j with favourites %j over %i games', (numbers, favourites, games) => {
    const entry = { Numbers: numbers, Favourites: favourites };
    expect(comboProblem(lotto.matrix, entry, games, range)).toBeNull();
    for (let seed = 1; seed <= 25; seed++) {
      const lines = generateComboGames(lotto.matrix, entry, games, seeded(seed));
      expect(lines).toHaveLength(games);
      expect(new Set(lines.map((l) => l.Numbers.join())).size).toBe(games);
      const uses = new Map(numbers.map((n) => [n, 0]));
      for (const line of lines) {
        expect(line.Numbers).toHaveLength(6);
        expect(line.Numbers).toEqual([...line.Numbers].sort((a, b) => a - b));
        expect(new Set(line.Numbers).size).toBe(6);
        for (const f of favourites) expect(line.Numbers).toContain(f);
        for (const n of line.Numbers) {
          if (!favourites.includes(n)) {
            expect(numbers).toContain(n);
            uses.set(n, (uses.get(n) ?? 0) + 1);
          }
        }
      }
      // Spread evenly: no number used more than twice more than another (once, unless a game repeated one made
      // before and was replaced).
      const counts = [...uses.values()];
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
    }
  });

  it('makes every different game when asked for all of them', () => {
    // 7 numbers make C(7, 6) = 7 different games: all 7, each once.
    const lines = generateComboGames(lotto.matrix, { Numbers: [1, 2, 3, 4, 5, 6, 7] }, 7, seeded(9));
    expect(lines.map((l) => l.Numbers.join()).sort()).toEqual(
      [
        '1,2,3,4,5,6',
        '1,2,3,4,5,7',
        '1,2,3,4,6,7',
        '1,2,3,5,6,7',
        '1,2,4,5,6,7',
        '1,3,4,5,6,7',
        '2,3,4,5,6,7',
      ].sort(),
    );
  });

  it.each([
    [{ Numbers: [1, 2, 3, 4, 5, 6] }, 4, 'Numbers', 'Pick from 7 to 20 numbers.'],
    [{ Numbers: [1, 2, 3, 4, 5], Favourites: [9] }, 4, 'Numbers', 'Pick from 6 to 20 numbers.'],
    [{ Numbers: Array.from({ length: 21 }, (_, i) => i + 1) }, 4, 'Numbers', 'Pick from 7 to 20 numbers.'],
    [{ Numbers: [1, 2, 3, 4, 5, 6, 6] }, 4, 'Numbers', 'Each of the numbers can be picked only once.'],
    [{ Numbers: [1, 2, 3, 4, 5, 6, 46] }, 4, 'Numbers', 'Each of the numbers must be from 1 to 45.'],
    [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Favourites: [8, 9, 10] },
      4,
      'Favourites',
      'Pick at most 2 favourite numbers.',
    ],
    [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Favourites: [8, 8] },
      4,
      'Favourites',
      'Each favourite can be picked only once.',
    ],
    [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Favourites: [0] },
      4,
      'Favourites',
      'Each favourite must be from 1 to 45.',
    ],
    [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Favourites: [7] },
      4,
      'Favourites',
      'A favourite is in every game already: do not pick it again.',
    ],
    [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] }, 4, 'Powerball', 'This game has no Powerball.'],
    [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }, 3, 'numGames', 'Choose from 4 to 36 games.'],
    [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }, 37, 'numGames', 'Choose from 4 to 36 games.'],
    [
      { Numbers: [1, 2, 3, 4, 5, 6, 7] },
      8,
      'numGames',
      'These numbers make only 7 different games: pick more numbers or fewer games.',
    ],
  ] as const)('%#: refuses %j for %i games', (entry, games, field, message) => {
    const plain = JSON.parse(JSON.stringify(entry));
    expect(comboProblem(lotto.matrix, plain, games, range)).toEqual({ field, message });
  });
});

let db: Db;

/** Saturday Lotto selling only the demo shop's Super Combos game type, and draw 4700 on sale. */
async function shop() {
  return offerOnSale(db, demoOffer('saturday_lotto', ['mega_combo']), 4700);
}

const body = cartBody('saturday_lotto', 'mega_combo');

describe('Super Combos, bought and settled', () => {
  beforeEach(async () => {
    db = await getTestDb();
    await resetTestDb(db);
    await createSiteSettings(db);
  });

  it('generates the games once at purchase, stores and shows them, scores them as stored and pays once', async () => {
    const { draw } = await shop();
    const customer = await newCustomer(db, 500_00n);
    const as = customerCtx(db, clock, customer.id);
    const cart = await addItem(as, {
      body: body({
        games: [{ Numbers: [12, 3, 4, 5, 6, 7, 8, 9, 10, 11], Favourites: [2, 1] }],
        comboGames: 10,
      }),
    });
    expect(cart.cartItems.map((i) => [i.numGames, i.unitPrice.amount, i.games])).toEqual([
      [10, 10 * 85, [{ Numbers: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12], Favourites: [1, 2] }]],
    ]);
    const { receipt } = await purchaseCart(as, { idempotencyKey: 'combo-0001', paymentMethod: 'wallet' });
    expect(receipt.total.amount).toBe(10 * 85);
    const ticketId = receipt.orders[0]!.id;
    const stored = await db
      .select()
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, ticketId))
      .orderBy(asc(ticketLines.lineNo));
    expect(stored).toHaveLength(10);
    expect(await db.select().from(ticketEntries)).toEqual([
      expect.objectContaining({
        favourites: [1, 2],
        numbers: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        lineCount: 10,
      }),
    ]);
    const before = await getTicket(as, { ticketId });
    expect(before.entries[0]).toMatchObject({ label: 'Super Combo', Favourites: [1, 2], lineCount: 10 });
    expect(before.entries[0]?.games?.map((g) => g.Numbers)).toEqual(stored.map((l) => l.numbers));

    // Drawn 1, 2, 3, 4, 5, 6 with supplementaries 7 and 8: every game holds 1 and 2 and four of 3..12.
    const sys = systemCtx(db, new Date(draw.salesCloseAt.getTime() + 60_000));
    await closeSales(sys, { offerKey: 'saturday_lotto', drawNo: 4700 });
    const drawn = { main: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], bonus: [] };
    const dividends = { 1: 1_000_000_00n, 2: 5_000_00n, 3: 1_000_00n, 4: 50_00n, 5: 20_00n, 6: 10_00n };
    await enterOfficialResult(sys, { offerKey: 'saturday_lotto', drawNo: 4700, ...drawn, dividends });
    const expected = stored
      .map((l) => scoreLine(lotto, drawn, { numbers: l.numbers, bonus: [] }).division)
      .filter((d): d is number => d !== null);
    const expectedPaid = expected.reduce((sum, d) => sum + (dividends as Record<number, bigint>)[d]!, 0n);
    const settled = await settleDraw(sys, { offerKey: 'saturday_lotto', drawNo: 4700 });
    expect(settled.winningLines).toBe(expected.length);
    expect(settled.totalPaidMinor).toBe(expectedPaid);
    expect(expected.length).toBeGreaterThan(0);
    expect((await settleDraw(sys, { offerKey: 'saturday_lotto', drawNo: 4700 })).prizesPaidNow).toBe(0);
    expect((await ledgerTotals(as)).sumOfBalances).toBe(0n);

    const after = await getTicket(as, { ticketId });
    expect(after.draws[0]?.lineResults.map((r) => r.division).sort()).toEqual([...expected].sort());
    expect(after.totalPrize.amount).toBe(Number(expectedPaid));
  });

  it('refuses bad entries through the cart with a message on the field, changing nothing', async () => {
    await shop();
    const customer = await newCustomer(db, 100_00n);
    const as = customerCtx(db, clock, customer.id);
    const refusal = (b: AddCartItemBody) => addRefusal(as, b);
    expect(await refusal(body({ games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }] }))).toEqual({
      comboGames: ['Choose from 4 to 36 games.'],
    });
    expect(await refusal(body({ games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 7] }], comboGames: 4 }))).toEqual({
      'games.0.Numbers': ['Each of the numbers can be picked only once.'],
    });
    expect(
      await refusal(
        body({ games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Favourites: [8, 9, 10] }], comboGames: 4 }),
      ),
    ).toEqual({ 'games.0.Favourites': ['Pick at most 2 favourite numbers.'] });
    expect(
      await refusal(
        body({
          games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }, { Numbers: [8, 9, 10, 11, 12, 13, 14] }],
          comboGames: 4,
        }),
      ),
    ).toEqual({ games: ['A Super Combos ticket has one set of numbers.'] });
    expect(await db.select().from(cartItems)).toEqual([]);
  });
});
