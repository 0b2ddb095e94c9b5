/** A raffle ticket as the customer reads it in My Account: its numbers, a pre-order's once issued, and its wins. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { getWalletBalance } from '../src/modules/ledger/index.ts';
import { getTicket, listTickets, purchaseCart } from '../src/modules/orders/index.ts';
import { drawRaffle } from '../src/modules/raffles/index.ts';
import { rafflePrizes } from '../src/modules/raffles/raffles.tables.ts';
import { closeSales, runDrawLifecyclePass } from '../src/modules/settlement/index.ts';
import { customerCtx, systemCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { newCustomer } from './orders-fixture.ts';
import { addRaffleToCart, makeRaffleShop, type RaffleShop } from './raffles-fixture.ts';

let db: Db;
let shop: RaffleShop;
const DAY = 86_400_000;
const ref = { offerKey: 'home_raffle', drawNo: 7 };

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  shop = await makeRaffleShop(db, { cap: 2 });
});

async function buy(customerId: string, key: string, numRaffleTickets = 1) {
  await addRaffleToCart(db, shop, customerId, { numRaffleTickets });
  const { receipt } = await purchaseCart(customerCtx(db, shop.clock, customerId), {
    idempotencyKey: key,
    paymentMethod: 'wallet',
  });
  return receipt.orders[0]!.id;
}

describe('a raffle ticket in My Account', () => {
  it('shows its numbers, and a winning number with its prize, counted in what the ticket won', async () => {
    // Two tickets in a draw of two, two prizes: each ticket wins one. The main prize is the fixture's $750,000
    // (paid into the wallet); a weekend away is delivered by the operator.
    await db.insert(rafflePrizes).values({
      drawId: shop.raffle.draw.id,
      kind: 'secondary',
      name: 'Weekend away',
      description: 'Delivered by the operator',
      valueMinor: 900_00n,
      currency: 'AUD',
      payout: 'fulfilment',
      awardAt: new Date(shop.raffle.draw.drawAt.getTime() + 60_000),
    });
    const ada = await newCustomer(db, 100_00n);
    const bob = await newCustomer(db, 100_00n);
    const adaTicket = await buy(ada.id, 'raffle-view-1');
    const bobTicket = await buy(bob.id, 'raffle-view-2');
    const asAda = customerCtx(db, shop.clock, ada.id);
    const asBob = customerCtx(db, shop.clock, bob.id);

    expect((await getTicket(asAda, { ticketId: adaTicket })).raffle).toEqual({
      numbers: [{ ticketNo: 1, prizeName: null, prize: null }],
      numberedFrom: null,
    });
    const upcoming = await listTickets(asBob, { status: 'upcoming_products', limit: 10, offset: 0 });
    expect(upcoming.items[0]?.raffle?.numbers.map((n) => n.ticketNo)).toEqual([2]);

    const ops = systemCtx(db, shop.clock, 'raffle-test');
    await closeSales(ops, ref);
    const outcome = await drawRaffle(ops, ref);
    const cashWinner = outcome.winners.find((w) => w.prizeName === 'First prize')!;
    const [cashTicket, cashCtx, cashCustomer, otherTicket, otherCtx] =
      cashWinner.ticketNo === 1
        ? [adaTicket, asAda, ada.id, bobTicket, asBob]
        : [bobTicket, asBob, bob.id, adaTicket, asAda];

    const won = await getTicket(cashCtx, { ticketId: cashTicket });
    expect(won.raffle?.numbers).toEqual([
      {
        ticketNo: cashWinner.ticketNo,
        prizeName: 'First prize',
        prize: { amount: 750_000_00, currency: 'AUD' },
      },
    ]);
    expect(won.totalPrize).toEqual({ amount: 750_000_00, currency: 'AUD' });
    // The past tickets list says the same (it is what says "won" or "no win").
    const past = await listTickets(cashCtx, { status: 'past_products', limit: 10, offset: 0 });
    expect(past.items.map((t) => [t.id, t.totalPrize.amount])).toEqual([[cashTicket, 750_000_00]]);
    expect((await getWalletBalance({ db }, { customerId: cashCustomer })).balanceMinor).toBe(
      100_00n - 10_00n + 750_000_00n,
    );

    // A prize the operator delivers is named, with no money counted.
    const delivered = await getTicket(otherCtx, { ticketId: otherTicket });
    expect(delivered.raffle?.numbers).toEqual([
      { ticketNo: 3 - cashWinner.ticketNo, prizeName: 'Weekend away', prize: null },
    ]);
    expect(delivered.totalPrize.amount).toBe(0);
  });

  it('shows a pre-order without numbers until its draw opens, then the numbers it was issued', async () => {
    const opensAt = new Date(shop.clock.now().getTime() + 2 * DAY);
    await db.update(draws).set({ salesOpenAt: opensAt }).where(eq(draws.id, shop.raffle.draw.id));
    const c = await newCustomer(db, 100_00n);
    const ticketId = await buy(c.id, 'raffle-view-3', 1);
    const asC = customerCtx(db, shop.clock, c.id);
    expect((await getTicket(asC, { ticketId })).raffle).toEqual({
      numbers: [],
      numberedFrom: opensAt.toISOString(),
    });

    shop.clock.advance(2 * DAY + 1000);
    expect((await runDrawLifecyclePass(systemCtx(db, shop.clock, 'draw-lifecycle'))).preOrdersIssued).toBe(1);
    expect((await getTicket(asC, { ticketId })).raffle).toEqual({
      numbers: [{ ticketNo: 1, prizeName: null, prize: null }],
      numberedFrom: null,
    });
  });
});
