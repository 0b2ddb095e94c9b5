/** Buying raffle tickets through the cart and the purchase: the add rule, ticket numbers, causes, caps. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { getCustomerCart } from '../src/modules/cart/index.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { buyTickets, purchaseCart } from '../src/modules/orders/index.ts';
import { tickets } from '../src/modules/orders/orders.tables.ts';
import { getRaffle, listCheckoutRaffleTickets, listRaffles } from '../src/modules/raffles/index.ts';
import { raffleTickets } from '../src/modules/raffles/raffles.tables.ts';
import { testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { asCustomer, checkoutItem, newCustomer, purchaseCounts } from './orders-fixture.ts';
import { addCarRaffle, addRaffleToCart, makeRaffleShop, type RaffleShop } from './raffles-fixture.ts';

let db: Db;
let shop: RaffleShop;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  shop = await makeRaffleShop(db, { cap: 10 });
});

const as = (customerId: string) => asCustomer(db, shop, customerId);
const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const errorOf = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('raffle storefront', () => {
  it('lists the raffle with tickets left, its causes and what each ticket gives them', async () => {
    const [raffle] = await listRaffles(testCtx(db, shop.clock));
    expect(raffle).toMatchObject({
      productOfferKey: 'home_raffle',
      drawNo: 7,
      drawName: 'Home Raffle 7',
      purchaseStatus: 'open',
      ticketCap: 10,
      ticketsSold: 0,
      ticketsLeft: 10,
      ticketPrice: aud(1000),
      prizeValue: aud(75_000_000),
    });
    expect(raffle?.causes.map((c) => [c.key, c.shareBasisPoints, c.perTicket.amount])).toEqual([
      ['kids_research', 4000, 400],
      ['surf_rescue', 2500, 250],
    ]);
  });

  it('orders prizes main first, then by timestamp, then by id', async () => {
    const details = await getRaffle(testCtx(db, shop.clock), { productOfferKey: 'home_raffle' });
    expect(details.prizes[0]?.kind).toBe('main');
    expect(details.bundles.map((b) => b.numTickets)).toEqual([1, 3]);
  });

  it('refuses a lottery key or an unknown raffle as not found', async () => {
    const error = await errorOf(getRaffle(testCtx(db, shop.clock), { productOfferKey: 'saturday_lotto' }));
    expect(error).toMatchObject({ code: 'not_found' });
  });
});

describe('buying raffle tickets', () => {
  it('numbers each ticket of a cart of two raffles, not in draw order, in its own draw and in cart order', async () => {
    // The car raffle's draw is made second, so the purchase numbers it second, whatever the cart's order.
    const car = await addCarRaffle(db, shop);
    const customer = await newCustomer(db, 100_00n);
    const item = (offerId: string, drawId: string, quantity: number, causeId: string) =>
      checkoutItem(shop, {
        offerId,
        firstDrawId: drawId,
        numGames: 1,
        lines: [],
        quantity,
        unitPriceMinor: 10_00n,
        causeId,
      });
    const surf = shop.raffle.causes.surf.id;
    const { receipt } = await buyTickets(as(customer.id), {
      idempotencyKey: 'two-raffles',
      items: [
        item(car.offer.id, car.draw.id, 2, surf),
        item(shop.raffle.offer.id, shop.raffle.draw.id, 1, shop.raffle.causes.kids.id),
        item(car.offer.id, car.draw.id, 1, surf),
      ],
    });
    // The tickets in the order issued: the cart's items and their quantities.
    const issued = await db
      .select({ id: tickets.id, offerId: tickets.offerId })
      .from(tickets)
      .where(eq(tickets.checkoutId, receipt.checkoutId))
      .orderBy(tickets.id);
    expect(issued.map((t) => t.offerId)).toEqual([
      car.offer.id,
      car.offer.id,
      shop.raffle.offer.id,
      car.offer.id,
    ]);
    const numbered = await db
      .select({
        ticketId: raffleTickets.orderTicketId,
        drawId: raffleTickets.drawId,
        no: raffleTickets.ticketNo,
      })
      .from(raffleTickets)
      .where(eq(raffleTickets.checkoutId, receipt.checkoutId));
    const numberOf = (ticketId: string | undefined) => numbered.find((n) => n.ticketId === ticketId);
    expect(issued.map((t) => numberOf(t.id))).toEqual([
      { ticketId: issued[0]?.id, drawId: car.draw.id, no: 1 },
      { ticketId: issued[1]?.id, drawId: car.draw.id, no: 2 },
      { ticketId: issued[2]?.id, drawId: shop.raffle.draw.id, no: 1 },
      { ticketId: issued[3]?.id, drawId: car.draw.id, no: 3 },
    ]);
    expect(numbered).toHaveLength(4);
  });

  it('issues distinct ticket numbers for a bundle and records the cause and its share', async () => {
    const customer = await newCustomer(db, 100_00n);
    const cart = await addRaffleToCart(db, shop, customer.id, {
      numRaffleTickets: 3,
      quantity: 2,
      causeKey: 'surf_rescue',
    });
    expect(cart.cartItems[0]).toMatchObject({
      productType: 'raffle_ticket',
      causeKey: 'surf_rescue',
      numRaffleTickets: 6,
      unitPrice: aud(2500),
      total: aud(5000),
    });
    expect(cart.cartTotal).toEqual(aud(5000));

    const { receipt } = await purchaseCart(as(customer.id), {
      idempotencyKey: 'raffle-0001',
      paymentMethod: 'wallet',
      expectedTotal: aud(5000),
    });
    expect(receipt.orders.map((o) => o.productType)).toEqual(['raffle_ticket', 'raffle_ticket']);
    const tickets = await listCheckoutRaffleTickets(as(customer.id), { checkoutId: receipt.checkoutId });
    expect(tickets.map((t) => t.ticketNo)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(tickets.every((t) => t.causeKey === 'surf_rescue')).toBe(true);
    // $25 over three tickets is 834c + 833c + 833c; a quarter of each, rounded down, reaches the cause.
    expect(tickets.map((t) => t.causeAmount.amount)).toEqual([208, 208, 208, 208, 208, 208]);
    expect((await getWalletBalance({ db }, { customerId: customer.id })).balanceMinor).toBe(50_00n);
    expect((await listRaffles(testCtx(db, shop.clock)))[0]).toMatchObject({ ticketsSold: 6, ticketsLeft: 4 });
  });

  it('another customer cannot read those tickets', async () => {
    const buyer = await newCustomer(db, 10_00n);
    const other = await newCustomer(db);
    await addRaffleToCart(db, shop, buyer.id);
    const { receipt } = await purchaseCart(as(buyer.id), { idempotencyKey: 'r1', paymentMethod: 'wallet' });
    expect(await listCheckoutRaffleTickets(as(other.id), { checkoutId: receipt.checkoutId })).toEqual([]);
  });

  it('applies the add rule: a bundle the raffle sells and a cause from its list', async () => {
    const customer = await newCustomer(db);
    expect(await errorOf(addRaffleToCart(db, shop, customer.id, { numRaffleTickets: 2 }))).toMatchObject({
      code: 'validation_failed',
      fields: { numRaffleTickets: [expect.stringContaining('1, 3 tickets')] },
    });
    expect(await errorOf(addRaffleToCart(db, shop, customer.id, { causeKey: undefined }))).toMatchObject({
      fields: { causeKey: ['Choose a cause from the list.'] },
    });
    expect(await errorOf(addRaffleToCart(db, shop, customer.id, { causeKey: 'other_cause' }))).toMatchObject({
      fields: { causeKey: ['Choose a cause from the list.'] },
    });
    expect(
      await errorOf(addRaffleToCart(db, shop, customer.id, { lotteryKey: 'saturday_lotto' })),
    ).toMatchObject({ fields: { lotteryKey: ['This raffle is not on sale.'] } });
    expect((await getCustomerCart(as(customer.id))).cartItems).toHaveLength(0);
  });

  it('never sells past the cap: sold out is refused and changes nothing', async () => {
    const first = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, first.id, { numRaffleTickets: 3, quantity: 3 });
    const second = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, second.id, { numRaffleTickets: 1, quantity: 1 });
    await purchaseCart(as(first.id), { idempotencyKey: 'a', paymentMethod: 'wallet' });
    await purchaseCart(as(second.id), { idempotencyKey: 'b', paymentMethod: 'wallet' });

    const late = await newCustomer(db, 100_00n);
    expect(await errorOf(addRaffleToCart(db, shop, late.id))).toMatchObject({
      code: 'conflict',
      message: 'Home Raffle 7 is sold out.',
    });
    expect((await listRaffles(testCtx(db, shop.clock)))[0]?.purchaseStatus).toBe('sold_out');
    const numbers = await db
      .select({ n: raffleTickets.ticketNo })
      .from(raffleTickets)
      .where(eq(raffleTickets.drawId, shop.raffle.draw.id));
    expect(numbers.map((r) => r.n).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('a purchase that would pass the cap rolls back whole: no money, no tickets, the cart kept', async () => {
    const early = await newCustomer(db, 100_00n);
    const late = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, late.id, { numRaffleTickets: 3, quantity: 2 });
    await addRaffleToCart(db, shop, early.id, { numRaffleTickets: 3, quantity: 2 });
    await purchaseCart(as(early.id), { idempotencyKey: 'early', paymentMethod: 'wallet' });

    const error = await errorOf(
      purchaseCart(as(late.id), { idempotencyKey: 'late', paymentMethod: 'wallet' }),
    );
    expect(error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('Only 4 tickets are left'),
    });
    expect(await purchaseCounts(db, late.id)).toMatchObject({ checkouts: 0, tickets: 0, cartItems: 1 });
    expect((await getWalletBalance({ db }, { customerId: late.id })).balanceMinor).toBe(100_00n);
    expect(await ledgerTotals({ db })).toMatchObject({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });
});
