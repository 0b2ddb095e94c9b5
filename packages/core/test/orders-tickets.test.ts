import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { getWalletBalance } from '../src/modules/ledger/index.ts';
import {
  type DrawLine,
  getTicket,
  listDrawLines,
  listTickets,
  purchaseCart,
} from '../src/modules/orders/index.ts';
import { closeSales, enterResultAndSettle } from '../src/modules/settlement/index.ts';
import { systemCtx } from '../src/testing/index.ts';
import { addToCart, asCustomer, freshShop, LINES, newCustomer, type Shop } from './orders-fixture.ts';

let db: Db;
let shop: Shop;
beforeEach(async () => {
  ({ db, shop } = await freshShop());
});

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const as = (customerId: string) => asCustomer(db, shop, customerId);

/** Buys a one-draw ticket for draw 4520, then a two-draw ticket for 4520 and 4521; answers both tickets. */
async function buyTwoTickets(customerId: string, keyPrefix: string) {
  await addToCart(db, shop, customerId);
  const single = (
    await purchaseCart(as(customerId), {
      idempotencyKey: `${keyPrefix}-one`,
      paymentMethod: 'wallet',
    })
  ).receipt.orders[0]!;
  shop.clock.advance(60_000);
  await addToCart(db, shop, customerId, { numDraws: 2 });
  const double = (
    await purchaseCart(as(customerId), {
      idempotencyKey: `${keyPrefix}-two`,
      paymentMethod: 'wallet',
    })
  ).receipt.orders[0]!;
  return { single, double };
}

/** Draw 4520 closes, gets numbers that make line 1 win division 2 (five mains and a supplementary), and is paid. */
async function drawFirstDraw() {
  const draw = shop.draws[0]!;
  const after = new Date(draw.drawAt.getTime() + 3_600_000);
  shop.clock.set(after);
  const operator = systemCtx(db, shop.clock);
  await closeSales(operator, { offerKey: shop.offer.key, drawNo: draw.drawNo });
  await enterResultAndSettle(operator, {
    offerKey: shop.offer.key,
    drawNo: draw.drawNo,
    main: [1, 2, 3, 4, 5, 13],
    supplementary: [6, 14],
    bonus: [],
    dividends: { 1: 100_000_000n, 2: 500_000n, 3: 300_000n, 4: 5_000n, 5: 2_000n, 6: 1_500n },
  });
}

describe('listTickets and getTicket', () => {
  it('lists upcoming and past tickets newest first, and shows a drawn ticket with its matches and prize', async () => {
    const customer = await newCustomer(db, 2000n);
    const { single, double } = await buyTwoTickets(customer.id, 'list');

    const upcoming = await listTickets(as(customer.id), {
      status: 'upcoming_products',
      limit: 10,
      offset: 0,
    });
    expect(upcoming.items.map((t) => t.id)).toEqual([double.id, single.id]);
    expect(upcoming.total).toBe(2);
    expect(await listTickets(as(customer.id), { status: 'past_products', limit: 10, offset: 0 })).toEqual({
      items: [],
      total: 0,
      limit: 10,
      offset: 0,
    });
    const page2 = await listTickets(as(customer.id), { status: 'upcoming_products', limit: 1, offset: 1 });
    expect(page2).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page2.items.map((t) => t.id)).toEqual([single.id]);

    await drawFirstDraw();
    // Line 1 of both tickets won division 2 in draw 4520: two prizes paid into the wallet.
    expect((await getWalletBalance({ db }, { customerId: customer.id })).balanceMinor).toBe(
      2000n - 340n - 680n + 2n * 500_000n,
    );

    // The one-draw ticket is past only; the two-draw ticket is both (its second draw is still to come).
    const past = await listTickets(as(customer.id), { status: 'past_products', limit: 10, offset: 0 });
    expect(past.items.map((t) => t.id)).toEqual([double.id, single.id]);
    const stillUpcoming = await listTickets(as(customer.id), {
      status: 'upcoming_products',
      limit: 10,
      offset: 0,
    });
    expect(stillUpcoming.items.map((t) => t.id)).toEqual([double.id]);

    const ticket = await getTicket(as(customer.id), { ticketId: single.id });
    expect(ticket.lines).toEqual(LINES);
    expect(ticket.totalPrize).toEqual(aud(500_000));
    const [draw] = ticket.draws;
    expect(draw).toMatchObject({
      drawNo: 4520,
      status: 'DRAW_EMAILED',
      numbers: { main: [1, 2, 3, 4, 5, 13], supplementary: [6, 14], bonus: [] },
      prize: aud(500_000),
    });
    expect(draw?.lineResults).toEqual([
      {
        lineNo: 1,
        matchedNumbers: [1, 2, 3, 4, 5],
        matchedSupplementary: [6],
        matchedBonus: [],
        division: 2,
        prize: aud(500_000),
      },
      {
        lineNo: 2,
        matchedNumbers: [],
        matchedSupplementary: [],
        matchedBonus: [],
        division: null,
        prize: null,
      },
      {
        lineNo: 3,
        matchedNumbers: [13],
        matchedSupplementary: [14],
        matchedBonus: [],
        division: null,
        prize: null,
      },
      {
        lineNo: 4,
        matchedNumbers: [],
        matchedSupplementary: [],
        matchedBonus: [],
        division: null,
        prize: null,
      },
    ]);

    const both = await getTicket(as(customer.id), { ticketId: double.id });
    expect(both.draws.map((d) => [d.drawNo, d.status, d.numbers === null, d.lineResults.length])).toEqual([
      [4520, 'DRAW_EMAILED', false, 4],
      [4521, 'DRAW_OPEN', true, 0],
    ]);
    expect(both.totalPrize).toEqual(aud(500_000));
  });

  it('shows another customer nothing', async () => {
    const alice = await newCustomer(db, 2000n);
    const bob = await newCustomer(db);
    const { single } = await buyTwoTickets(alice.id, 'mine');
    expect((await listTickets(as(bob.id), { status: 'upcoming_products', limit: 10, offset: 0 })).total).toBe(
      0,
    );
    await expect(getTicket(as(bob.id), { ticketId: single.id })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('listDrawLines', () => {
  it('pages through the lines of a draw by (ticket, line), each once, with the owner and currency', async () => {
    const alice = await newCustomer(db, 2000n);
    const bob = await newCustomer(db, 2000n);
    await buyTwoTickets(alice.id, 'a');
    await buyTwoTickets(bob.id, 'b');
    const drawId = shop.draws[0]!.id;

    const seen: DrawLine[] = [];
    let after: { ticketId: string; lineNo: number } | undefined;
    for (;;) {
      const page = await listDrawLines({ db }, { drawId, ...(after ? { after } : {}), limit: 3 });
      if (page.length === 0) break;
      seen.push(...page);
      const last = page[page.length - 1]!;
      after = { ticketId: last.ticketId, lineNo: last.lineNo };
    }
    // Four tickets in draw 4520, four lines each.
    expect(seen).toHaveLength(16);
    const keys = seen.map((l) => `${l.ticketId}:${l.lineNo}`);
    expect(new Set(keys).size).toBe(16);
    expect([...keys].sort()).toEqual(keys);
    expect(seen.filter((l) => l.customerId === alice.id)).toHaveLength(8);
    expect(seen.every((l) => l.currency === 'AUD' && l.bonus.length === 0)).toBe(true);
    expect(seen[0]?.numbers).toEqual(LINES[0]?.Numbers);

    // The second draw holds only the two-draw tickets.
    expect(await listDrawLines({ db }, { drawId: shop.draws[1]!.id, limit: 100 })).toHaveLength(8);
  });
});
