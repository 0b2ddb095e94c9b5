/**
 * A game played on another lottery's draws (Lotto Strike on Saturday Lotto, schedule `playedOn`, decision 051)
 * never gets a result of its own: when the Saturday Lotto draw gets its result, official or by the shop's RNG, the
 * Strike draw of that date gets the first four balls of it in the order drawn, in the same transaction, and its
 * entries are scored and paid against them. A result entered or drawn for Strike itself is refused.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { addItem } from '../src/modules/cart/index.ts';
import { type DrawnBy, GAME_RULES } from '../src/modules/catalog/index.ts';
import { createProductOffer, DEMO_LOTTERIES } from '../src/modules/catalog/testing.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { getTicket, purchaseCart } from '../src/modules/orders/index.ts';
import { drawWithRng, enterOfficialResult, getDrawResult } from '../src/modules/results/index.ts';
import { drawFromSeed } from '../src/modules/results/results.rng.ts';
import { drawResults } from '../src/modules/results/results.tables.ts';
import {
  closeSales,
  enterResultAndSettle,
  runDrawLifecyclePass,
  verifyDraw,
} from '../src/modules/settlement/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, getTestDb, resetTestDb, systemCtx } from '../src/testing/index.ts';
import { cartBody, clock } from './game-types-fixture.ts';
import { NOW, newCustomer } from './orders-fixture.ts';

let db: Db;
const DRAW_NO = 4600;
const DRAW_AT = new Date(Date.parse(NOW) + 7 * 86_400_000);

function demo(key: string) {
  const lottery = DEMO_LOTTERIES.find((l) => l.key === key);
  if (!lottery) throw new Error(`the demo shop has no ${key}`);
  return lottery;
}

/** Saturday Lotto and Lotto Strike (played on it) as in the demo shop, each with draw 4600 on sale. */
async function shop(drawnBy: DrawnBy = 'operator') {
  const made = [];
  for (const key of ['saturday_lotto', 'lotto_strike']) {
    const l = demo(key);
    const offer = await createProductOffer(db, {
      key: l.key,
      name: l.name,
      rules: l.rules,
      gameTypes: l.gameTypes,
      drawSchedule: l.drawSchedule,
      drawnBy,
    });
    made.push(await createDraw(db, { offerId: offer.id, drawNo: DRAW_NO, drawAt: DRAW_AT }, clock.now()));
  }
  const [saturday, strike] = made;
  return { saturday: saturday!, strike: strike! };
}

/** A customer with one Strike ticket of the given lines, bought. */
async function strikeTicket(lines: number[][]) {
  const customer = await newCustomer(db, 100_00n);
  const as = customerCtx(db, clock, customer.id);
  await addItem(as, {
    body: cartBody('lotto_strike', 'strike_standard')({ games: lines.map((Numbers) => ({ Numbers })) }),
  });
  const { receipt } = await purchaseCart(as, { idempotencyKey: 'strike-played-on', paymentMethod: 'wallet' });
  return { as, customer, ticketId: receipt.orders[0]!.id };
}

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await createSiteSettings(db);
});

const strikeRef = { offerKey: 'lotto_strike', drawNo: DRAW_NO };
const saturdayRef = { offerKey: 'saturday_lotto', drawNo: DRAW_NO };

describe('Lotto Strike played on Saturday Lotto', () => {
  it('the official Saturday result gives the Strike draw its first four balls in order, scored and paid', async () => {
    const { saturday } = await shop();
    const { as, customer, ticketId } = await strikeTicket([
      [30, 5, 41, 12],
      [30, 5, 12, 41],
    ]);
    const sys = systemCtx(db, new Date(saturday.salesCloseAt.getTime() + 60_000));
    await closeSales(sys, saturdayRef);
    // Balls in the order drawn: 30, 5, 41, 12, 7, 22, then the supplementaries.
    const outcome = await enterResultAndSettle(sys, {
      ...saturdayRef,
      main: [30, 5, 41, 12, 7, 22],
      supplementary: [1, 2],
      bonus: [],
      dividends: { 1: 1_000_000_00n, 2: 7_500_00n, 3: 1_500_00n, 4: 40_00n, 5: 20_00n, 6: 12_00n },
    });
    expect(outcome.draw.numbers.main).toEqual([5, 7, 12, 22, 30, 41]);
    const [stored] = await db.select().from(drawResults).where(eq(drawResults.drawId, saturday.id));
    expect(stored?.mainInDrawOrder).toEqual([30, 5, 41, 12, 7, 22]);

    const strike = await getDrawResult(sys, strikeRef);
    expect(strike.numbers).toEqual({ main: [30, 5, 41, 12], supplementary: [], bonus: [] });
    const ticket = await getTicket(as, { ticketId });
    expect(ticket.draws[0]?.status).toBe('DRAW_EMAILED');
    expect(ticket.draws[0]?.lineResults.map((r) => [r.lineNo, r.division])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    // The demo prize table pays Strike's divisions 1 and 3: $20,000 and $10.
    expect((await getWalletBalance(as, { customerId: customer.id })).balanceMinor).toBe(
      100_00n - 2n * 110n + 20_000_00n + 10_00n,
    );
    expect((await ledgerTotals(as)).sumOfBalances).toBe(0n);
  });

  it('a Saturday draw by the shop RNG gives the Strike draw the first four balls drawn, in the same pass', async () => {
    await shop('shop');
    const { as, ticketId } = await strikeTicket([[1, 2, 3, 4]]);
    const sys = systemCtx(db, new Date(DRAW_AT.getTime() + 60_000));
    const pass = await runDrawLifecyclePass(sys);
    expect(pass.failed).toEqual([]);
    expect(pass.drawn.map((d) => d.offerKey)).toEqual(['saturday_lotto']);
    expect(pass.settled.map((d) => d.offerKey).sort()).toEqual(['lotto_strike', 'saturday_lotto']);

    const rows = await db.select().from(drawResults);
    const saturday = rows.find((r) => r.main.length === 6)!;
    const strike = rows.find((r) => r.main.length === 4)!;
    const inOrder = drawFromSeed(
      { ...GAME_RULES.saturdayLotto.matrix, ordered: true },
      saturday.seed ?? '',
      saturday.entriesHash ?? '',
    ).main;
    expect(saturday.mainInDrawOrder).toEqual(inOrder);
    expect(strike.main).toEqual(inOrder.slice(0, 4));
    expect(strike).toMatchObject({ source: 'shop_rng', seed: saturday.seed, seedHash: saturday.seedHash });

    const ticket = await getTicket(as, { ticketId });
    expect(ticket.draws[0]?.numbers?.main).toEqual(inOrder.slice(0, 4));
    expect(['DRAW_PAID', 'DRAW_EMAILED']).toContain(ticket.draws[0]?.status);
    // Anyone can check the Strike numbers from the Saturday draw's revealed seed and entries.
    expect(await verifyDraw(sys, strikeRef)).toMatchObject({
      ok: true,
      entriesMatch: true,
      numbersMatch: true,
    });
  });

  it('a result entered or drawn for Strike itself is refused, naming Saturday Lotto, and changes nothing', async () => {
    const { strike } = await shop();
    const sys = systemCtx(db, new Date(strike.salesCloseAt.getTime() + 60_000));
    await closeSales(sys, strikeRef);
    const entered = await refusal(() =>
      enterOfficialResult(sys, {
        ...strikeRef,
        main: [5, 12, 30, 41],
        supplementary: [],
        bonus: [],
        dividends: { 1: 20_000_00n, 2: 250_00n, 3: 10_00n },
      }),
    );
    expect(entered.code).toBe('conflict');
    expect(entered.message).toContain('Saturday Lotto');
    expect((await refusal(() => drawWithRng(sys, strikeRef))).message).toContain('Saturday Lotto');
    expect(await db.select().from(drawResults)).toEqual([]);
  });
});
