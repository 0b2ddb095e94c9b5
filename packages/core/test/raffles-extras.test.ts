/** Raffle pre-orders (held, then numbered once when the draw opens) and free postal entries (numbered, drawn). */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { getCustomerCart } from '../src/modules/cart/index.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { getReceipt, purchaseCart } from '../src/modules/orders/index.ts';
import {
  causeAmountsOfBundle,
  drawRaffle,
  getFreePostalEntry,
  getRaffle,
  issueDuePreOrders,
  listEntryNumbers,
  listRaffleResults,
  recordPostalEntry,
} from '../src/modules/raffles/index.ts';
import { raffleDraws, rafflePreOrders, raffleTickets } from '../src/modules/raffles/raffles.tables.ts';
import { closeSales, runDrawLifecyclePass } from '../src/modules/settlement/index.ts';
import { customerCtx, systemCtx, testCtx, whileRowsHeldElsewhere } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl } from '../src/testing/test-db.ts';
import { operatorActor, useCaseCtx } from '../src/use-case.ts';
import { addToCart, newCustomer } from './orders-fixture.ts';
import { addRaffleToCart, makeRaffleShop, type RaffleShop } from './raffles-fixture.ts';

let db: Db;
let shop: RaffleShop;
const DAY = 86_400_000;
const ops = () => useCaseCtx({ db, clock: shop.clock, actor: operatorActor('test-operator') });
const entrant = {
  productOfferKey: 'home_raffle',
  firstName: 'Jo',
  lastName: 'Citizen',
  suburb: 'Bondi',
  state: 'NSW' as const,
  postcode: '2026',
};

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  shop = await makeRaffleShop(db, { cap: 10 });
});

describe('pre-orders', () => {
  beforeEach(async () => {
    // Sales of the draw open in two days: until then its tickets are pre-ordered.
    await db
      .update(draws)
      .set({ salesOpenAt: new Date(shop.clock.now().getTime() + 2 * DAY) })
      .where(eq(draws.id, shop.raffle.draw.id));
  });

  it('shows pre_order, keeps the pre-order total apart in the cart, and holds its price without numbering', async () => {
    const raffle = await getRaffle(testCtx(db, shop.clock), { productOfferKey: 'home_raffle' });
    expect(raffle.purchaseStatus).toBe('pre_order');
    const c = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3 });
    const cart = await getCustomerCart(customerCtx(db, shop.clock, c.id));
    expect(cart.cartItems[0]?.purchaseStatus).toBe('pre_order');
    expect(cart.preOrderTotal.amount).toBe(25_00);
    expect(cart.cartTotal.amount).toBe(25_00);

    await purchaseCart(customerCtx(db, shop.clock, c.id), {
      idempotencyKey: 'pre-1',
      paymentMethod: 'wallet',
    });
    expect(await listEntryNumbers({ db }, shop.raffle.draw.id)).toEqual([]);
    expect(await getWalletBalance({ db }, { customerId: c.id })).toEqual({
      balanceMinor: 100_00n,
      heldMinor: 25_00n,
      availableMinor: 75_00n,
    });
    const [counter] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, shop.raffle.draw.id));
    expect(counter).toMatchObject({ sold: 0, preOrdered: 3 });
    // The places are taken: only 7 of 10 are left.
    expect((await getRaffle(testCtx(db, shop.clock), { productOfferKey: 'home_raffle' })).ticketsLeft).toBe(
      7,
    );
  });

  // Issue 34 item 4: one rule for paid now / held / available funds, the receipt's figures matching the header's.
  it('receipts a lottery ticket and a pre-order as paid now, held, and the available funds after', async () => {
    const c = await newCustomer(db, 100_00n);
    await addToCart(db, shop, c.id);
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3 });
    const ctx = customerCtx(db, shop.clock, c.id);
    const cart = await getCustomerCart(ctx);
    expect({ total: cart.cartTotal.amount, preOrders: cart.preOrderTotal.amount }).toEqual({
      total: 28_40,
      preOrders: 25_00,
    });
    const { receipt } = await purchaseCart(ctx, { idempotencyKey: 'pre-mixed-1', paymentMethod: 'wallet' });
    const wallet = await getWalletBalance({ db }, { customerId: c.id });
    expect(wallet).toEqual({ balanceMinor: 96_60n, heldMinor: 25_00n, availableMinor: 71_60n });
    expect({
      total: receipt.total.amount,
      paidNow: receipt.paidNow.amount,
      held: receipt.heldForPreOrders.amount,
      balance: receipt.balance.amount,
    }).toEqual({ total: 28_40, paidNow: 3_40, held: 25_00, balance: 71_60 });
    // Read again later, the receipt says the same.
    expect(await getReceipt(ctx, { checkoutId: receipt.checkoutId })).toMatchObject({
      paidNow: { amount: 3_40 },
      heldForPreOrders: { amount: 25_00 },
      balance: { amount: 71_60 },
    });
  });

  it('receipts a cart of pre-orders only as nothing paid now and all of it held', async () => {
    const c = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3 });
    const { receipt } = await purchaseCart(customerCtx(db, shop.clock, c.id), {
      idempotencyKey: 'pre-only-1',
      paymentMethod: 'wallet',
    });
    expect({ paidNow: receipt.paidNow.amount, held: receipt.heldForPreOrders.amount }).toEqual({
      paidNow: 0,
      held: 25_00,
    });
    expect(receipt.balance.amount).toBe(75_00);
  });

  it('refuses a wallet short of its pre-orders with the whole total, and holds nothing', async () => {
    const c = await newCustomer(db, 30_00n);
    // $25.00 and $10.00: the first is held, the second is not covered.
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3 });
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 1 });
    await expect(
      purchaseCart(customerCtx(db, shop.clock, c.id), {
        idempotencyKey: 'pre-short',
        paymentMethod: 'wallet',
      }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
      message: expect.stringContaining('this purchase of $35.00'),
    });
    expect(await getWalletBalance({ db }, { customerId: c.id })).toEqual({
      balanceMinor: 30_00n,
      heldMinor: 0n,
      availableMinor: 30_00n,
    });
    expect((await getCustomerCart(customerCtx(db, shop.clock, c.id))).cartItems).toHaveLength(2);
  });

  it('refuses a pre-order past the cap and changes nothing', async () => {
    const c = await newCustomer(db, 500_00n);
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3, quantity: 3 });
    await purchaseCart(customerCtx(db, shop.clock, c.id), {
      idempotencyKey: 'pre-9',
      paymentMethod: 'wallet',
    });
    const d = await newCustomer(db, 500_00n);
    await expect(addRaffleToCart(db, shop, d.id, { numRaffleTickets: 3 })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await getWalletBalance({ db }, { customerId: d.id })).heldMinor).toBe(0n);
  });

  it('issues pre-ordered tickets when the draw opens, once, and posts their price', async () => {
    const c = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3 });
    await purchaseCart(customerCtx(db, shop.clock, c.id), {
      idempotencyKey: 'pre-2',
      paymentMethod: 'wallet',
    });
    const job = () => systemCtx(db, shop.clock, 'draw-lifecycle');

    expect((await runDrawLifecyclePass(job())).preOrdersIssued).toBe(0);
    shop.clock.advance(2 * DAY + 1000);
    expect((await runDrawLifecyclePass(job())).preOrdersIssued).toBe(1);
    expect((await runDrawLifecyclePass(job())).preOrdersIssued).toBe(0);

    expect(await listEntryNumbers({ db }, shop.raffle.draw.id)).toEqual([1, 2, 3]);
    const tickets = await db.select().from(raffleTickets).where(eq(raffleTickets.customerId, c.id));
    // The cause's share of each ticket, as a bought ticket's (rounded down per ticket).
    expect(tickets.map((t) => t.causeAmountMinor).sort()).toEqual(
      causeAmountsOfBundle({
        bundlePriceMinor: 25_00n,
        numTickets: 3,
        shareBasisPoints: 4000,
        currency: 'AUD',
      }).sort(),
    );
    expect(await getWalletBalance({ db }, { customerId: c.id })).toEqual({
      balanceMinor: 75_00n,
      heldMinor: 0n,
      availableMinor: 75_00n,
    });
    const [counter] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, shop.raffle.draw.id));
    expect(counter).toMatchObject({ sold: 3, preOrdered: 0 });
    const [order] = await db.select().from(rafflePreOrders);
    expect(order?.issuedAt).not.toBeNull();
    expect(await ledgerTotals({ db })).toMatchObject({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });

  it.skipIf(!testDatabaseUrl())(
    'issues the pre-orders no one holds without waiting for one another job pass holds (PostgreSQL)',
    async () => {
      const held = await newCustomer(db, 100_00n);
      const other = await newCustomer(db, 100_00n);
      for (const [i, c] of [held, other].entries()) {
        await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3 });
        await purchaseCart(customerCtx(db, shop.clock, c.id), {
          idempotencyKey: `pre-held-${i}`,
          paymentMethod: 'wallet',
        });
      }
      shop.clock.advance(2 * DAY + 1000);
      const pass = await whileRowsHeldElsewhere(
        db,
        (holder) =>
          holder
            .select({ id: rafflePreOrders.id })
            .from(rafflePreOrders)
            .where(eq(rafflePreOrders.customerId, held.id))
            .for('update'),
        (impatient) => issueDuePreOrders(systemCtx(impatient, shop.clock, 'draw-lifecycle')),
      );
      expect(pass).toEqual({ issued: 1, tickets: 3 });
      const orders = await db.select().from(rafflePreOrders);
      expect(orders.map((o) => [o.customerId === held.id, o.issuedAt === null]).sort()).toEqual([
        [false, false],
        [true, true],
      ]);
      // Released, it is issued in the next pass.
      expect(await issueDuePreOrders(systemCtx(db, shop.clock, 'draw-lifecycle'))).toEqual({
        issued: 1,
        tickets: 3,
      });
      expect(await listEntryNumbers({ db }, shop.raffle.draw.id)).toEqual([1, 2, 3, 4, 5, 6]);
    },
  );
});

describe('free postal entries', () => {
  it('says where and what to write and by when', async () => {
    const info = await getFreePostalEntry(testCtx(db, shop.clock), { productOfferKey: 'home_raffle' });
    expect(info.address.length).toBeGreaterThan(1);
    expect(info.include[0]).toContain('Home Raffle 7');
    expect(info.closesAt).toBe(shop.raffle.draw.salesCloseAt.toISOString());
  });

  it('gives a postal entry the next number, joins the frozen entries and can win', async () => {
    const c = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets: 3 });
    await purchaseCart(customerCtx(db, shop.clock, c.id), {
      idempotencyKey: 'buy-1',
      paymentMethod: 'wallet',
    });
    const entry = await recordPostalEntry(ops(), entrant);
    expect(entry.ticketNo).toBe(4);
    expect(await listEntryNumbers({ db }, shop.raffle.draw.id)).toEqual([1, 2, 3, 4]);

    await closeSales(ops(), { offerKey: 'home_raffle', drawNo: 7 });
    shop.clock.set(new Date(shop.raffle.draw.drawAt.getTime() + 1000));
    const outcome = await drawRaffle(ops(), { offerKey: 'home_raffle', drawNo: 7 });
    expect(outcome.entries).toBe(4);
    // Whoever won, the results name winners by first name and suburb only; a postal winner too.
    const results = await listRaffleResults(testCtx(db, shop.clock), { limit: 5, offset: 0 });
    const winners = results.items[0]?.winners ?? [];
    expect(winners.length).toBe(outcome.winners.length);
    for (const w of winners)
      expect(Object.keys(w).sort()).toEqual([
        'firstName',
        'prizeName',
        'prizeValue',
        'state',
        'suburb',
        'ticketNo',
      ]);
  });

  it('refuses a customer, a wrong post code, a full draw and a closed one, recording nothing', async () => {
    await expect(
      recordPostalEntry(customerCtx(db, shop.clock, (await newCustomer(db)).id), entrant),
    ).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(recordPostalEntry(ops(), { ...entrant, postcode: '3000' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    for (let i = 0; i < 10; i++) await recordPostalEntry(ops(), entrant);
    await expect(recordPostalEntry(ops(), entrant)).rejects.toMatchObject({ code: 'conflict' });
    expect((await listEntryNumbers({ db }, shop.raffle.draw.id)).length).toBe(10);
  });
});
