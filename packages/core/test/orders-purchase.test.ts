import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { cartItems } from '../src/modules/cart/cart.tables.ts';
import { getCustomerCart } from '../src/modules/cart/index.ts';
import { offerGameTypes } from '../src/modules/catalog/catalog.tables.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { setLimit } from '../src/modules/limits/index.ts';
import { customerLimits } from '../src/modules/limits/limits.tables.ts';
import { createLimitSettings } from '../src/modules/limits/testing.ts';
import { listOutbox } from '../src/modules/mail/index.ts';
import { buyTickets, getReceipt, getTicket, purchaseCart } from '../src/modules/orders/index.ts';
import { checkouts } from '../src/modules/orders/orders.tables.ts';
import { createVerificationSettings, createVerifiedAttempt } from '../src/modules/verification/testing.ts';
import {
  addToCart,
  asCustomer,
  checkoutItem,
  freshShop,
  LINES,
  newCustomer,
  purchaseCounts,
  type Shop,
  TICKET_MINOR,
} from './orders-fixture.ts';

let db: Db;
let shop: Shop;
beforeEach(async () => {
  ({ db, shop } = await freshShop());
});

const as = (customerId: string) => asCustomer(db, shop, customerId);
const aud = (amount: bigint | number) => ({ amount: Number(amount), currency: 'AUD' as const });
const balanceOf = async (customerId: string) => (await getWalletBalance({ db }, { customerId })).balanceMinor;
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };

describe('purchaseCart', () => {
  it('debits the wallet, issues one ticket per quantity, clears the cart and answers the receipt', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id, { quantity: 2 });

    const { receipt, created } = await purchaseCart(as(customer.id), {
      idempotencyKey: 'checkout-0001',
      paymentMethod: 'wallet',
      expectedTotal: aud(2n * TICKET_MINOR),
    });

    expect(created).toBe(true);
    expect(receipt.total).toEqual(aud(680));
    expect(receipt.balance).toEqual(aud(320));
    expect(receipt.createdAt).toBe(shop.clock.now().toISOString());
    expect(receipt.orders).toHaveLength(2);
    for (const ticket of receipt.orders) {
      expect(ticket).toMatchObject({
        checkoutId: receipt.checkoutId,
        productOfferKey: 'saturday_lotto',
        productOfferName: 'Saturday Lotto',
        productType: 'lottery_ticket',
        gameType: 'standard',
        gameOffer: 'Standard',
        numGames: 4,
        numDraws: 1,
        price: aud(340),
        lines: LINES,
        totalPrize: aud(0),
      });
      expect(ticket.draws).toEqual([
        {
          drawNo: 4520,
          drawDate: shop.draws[0]!.drawAt.toISOString(),
          status: 'DRAW_OPEN',
          numbers: null,
          lineResults: [],
          prize: aud(0),
        },
      ]);
    }
    expect(receipt.trackingData.goals).toEqual(['purchase']);
    expect(receipt.trackingData.products).toHaveLength(2);
    expect(receipt.trackingData.products[0]).toMatchObject({
      brand: 'Lotto',
      category: 'lottery_ticket',
      name: 'Saturday Lotto',
      price: aud(340),
      num_draws: 1,
      num_games: 4,
      draw_no: 4520,
      draw_date: shop.draws[0]!.drawAt.toISOString(),
    });

    expect(await balanceOf(customer.id)).toBe(320n);
    expect(await purchaseCounts(db, customer.id)).toEqual({
      checkouts: 1,
      tickets: 2,
      ticketLines: 8,
      ticketDraws: 2,
      purchaseTransfers: 1,
      purchaseHolds: 1,
      cartItems: 0,
    });
    // The money was held, then the hold posted: two transfers, one movement for the customer.
    const moves = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'purchase'))
      .orderBy(ledgerTransfers.idempotencyKey);
    expect(moves.map((m) => [m.phase, m.idempotencyKey, m.amountMinor])).toEqual([
      ['pending', `purchase:${receipt.checkoutId}`, 680n],
      ['post_pending', `purchase:${receipt.checkoutId}:post`, 680n],
    ]);
    const [hold, transfer] = moves;
    expect(transfer).toMatchObject({
      reference: receipt.checkoutId,
      description: 'Ticket purchase',
      pendingId: hold?.id,
    });
    const [checkout] = await db.select().from(checkouts);
    expect(checkout).toMatchObject({ status: 'paid', transferId: transfer?.id, balanceAfterMinor: 320n });
    expect((await getCustomerCart(as(customer.id))).cartItems).toEqual([]);
    expect(await ledgerTotals({ db })).toEqual(SOUND);

    // The receipt and the tickets read back the same later.
    expect(await getReceipt(as(customer.id), { checkoutId: receipt.checkoutId })).toEqual(receipt);
    const first = receipt.orders[0]!;
    expect(await getTicket(as(customer.id), { ticketId: first.id })).toEqual(first);
  });

  it('buys a multi-draw ticket into consecutive draws at games x draws', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id, { numDraws: 2 });
    const { receipt } = await purchaseCart(as(customer.id), {
      idempotencyKey: 'multi-draw-1',
      paymentMethod: 'wallet',
    });
    expect(receipt.total).toEqual(aud(680));
    const [ticket] = receipt.orders;
    expect(ticket?.productType).toBe('multi_draw_ticket');
    expect(ticket?.draws.map((d) => d.drawNo)).toEqual([4520, 4521]);
  });

  it('e-mails one receipt naming the tickets, their draws and amounts, and none for a replay or a refusal', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id, { quantity: 2 });
    const receipts = async () =>
      (await listOutbox({ db }, { to: customer.email })).filter((m) => m.kind === 'purchase_receipt');
    const { receipt } = await purchaseCart(as(customer.id), {
      idempotencyKey: 'mail-0001',
      paymentMethod: 'wallet',
    });
    await purchaseCart(as(customer.id), { idempotencyKey: 'mail-0001', paymentMethod: 'wallet' });
    const [mail, ...more] = await receipts();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your receipt: $6.80');
    expect(mail?.textBody).toContain(`2 × Saturday Lotto, draw ${shop.draws[0]?.drawNo} (`);
    expect(mail?.textBody).toContain(': $6.80.');
    expect(mail?.textBody).toContain('Total $6.80. Paid now from your wallet: $6.80.');
    expect(mail?.textBody).toContain(`/receipt/${receipt.checkoutId}`);
    // A purchase refused rolls its e-mail back with it.
    await addToCart(db, shop, customer.id, { quantity: 1 });
    await expect(
      purchaseCart(as(customer.id), { idempotencyKey: 'mail-0002', paymentMethod: 'wallet' }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await receipts()).toHaveLength(1);
  });

  it('refuses with insufficient_funds and changes nothing', async () => {
    const customer = await newCustomer(db, 300n);
    await addToCart(db, shop, customer.id);
    await expect(
      purchaseCart(as(customer.id), { idempotencyKey: 'poor-0001', paymentMethod: 'wallet' }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(customer.id)).toBe(300n);
    expect(await purchaseCounts(db, customer.id)).toEqual({
      checkouts: 0,
      tickets: 0,
      ticketLines: 0,
      ticketDraws: 0,
      purchaseTransfers: 0,
      purchaseHolds: 0,
      cartItems: 1,
    });
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('refuses over a spend limit first, then past the verification threshold counting every earlier purchase, and buys once verified', async () => {
    // A $10.00 threshold for unverified customers, and a weekly spend limit of $10.00.
    await createVerificationSettings(db, { settings: { purchaseThresholdMinor: 1_000n } });
    await createLimitSettings(db);
    const customer = await newCustomer(db, 10_000n);
    await setLimit(as(customer.id), { kind: 'spend', period: 'weekly', amountMinor: 1_000n, mode: 'set' });
    // Each refused purchase leaves its ticket in the cart for the next try.
    const buy = async (key: string, add = true) => {
      if (add) await addToCart(db, shop, customer.id);
      return purchaseCart(as(customer.id), { idempotencyKey: key, paymentMethod: 'wallet' }).then(
        () => 'bought',
        (e: unknown) => (e as { code?: string }).code,
      );
    };
    // Two tickets: $6.80 of $10.00 spent.
    expect(await buy('under-both-1')).toBe('bought');
    expect(await buy('under-both-2')).toBe('bought');
    // A third goes over both: the limit refuses first.
    expect(await buy('over-both')).toBe('spend_limit');
    // With the limit raised (a raise waits out the cooling-off period, so the limit is removed from the table), the
    // threshold counts every purchase the wallet has made, and refuses.
    await db.delete(customerLimits);
    expect(await buy('over-threshold', false)).toBe('REQUIRED');
    // Verified, the customer may buy.
    await createVerifiedAttempt(db, { customerId: customer.id });
    expect(await buy('verified', false)).toBe('bought');
    expect(await balanceOf(customer.id)).toBe(10_000n - 3n * TICKET_MINOR);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('refuses a draw whose sales closed, naming the draw, and charges nothing', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id);
    // The clock passes the first draw's sales stop (Sunday 8 March 2026, 9:30 am in Sydney... see the draw).
    shop.clock.set(new Date(shop.draws[0]!.salesCloseAt.getTime() + 60_000));
    const error = await purchaseCart(as(customer.id), {
      idempotencyKey: 'late-0001',
      paymentMethod: 'wallet',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'draw_closed' });
    expect((error as Error).message).toMatch(
      /^Sales for Saturday Lotto draw 4520 closed at \d{1,2}:\d\d [ap]m on \w+ \d{1,2} March\. Choose the next draw\.$/,
    );
    expect(await balanceOf(customer.id)).toBe(1000n);
    expect(await purchaseCounts(db, customer.id)).toMatchObject({ checkouts: 0, tickets: 0, cartItems: 1 });
  });

  it('refuses a draw an operator closed early, and any draw of a multi-draw ticket that is not open', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id, { numDraws: 2 });
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, shop.draws[1]!.id));
    await expect(
      purchaseCart(as(customer.id), { idempotencyKey: 'closed-0002', paymentMethod: 'wallet' }),
    ).rejects.toMatchObject({
      code: 'draw_closed',
      message: 'Sales for Saturday Lotto draw 4521 have closed. Choose the next draw.',
    });
    expect(await purchaseCounts(db, customer.id)).toMatchObject({ checkouts: 0, tickets: 0, cartItems: 1 });
  });

  it('on a changed price reprices the cart, charges nothing, and buys at the new total next time', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id);
    await db
      .update(offerGameTypes)
      .set({ pricePerGameMinor: 100n })
      .where(eq(offerGameTypes.offerId, shop.offer.id));

    const error = await purchaseCart(as(customer.id), {
      idempotencyKey: 'reprice-0001',
      paymentMethod: 'wallet',
      expectedTotal: aud(340),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'price_changed' });
    expect((error as Error).message).toBe(
      'The price of your Saturday Lotto ticket changed from $3.40 to $4.00. Your cart now shows the new prices; check it and try again.',
    );
    expect(await balanceOf(customer.id)).toBe(1000n);
    expect(await purchaseCounts(db, customer.id)).toMatchObject({
      checkouts: 0,
      tickets: 0,
      purchaseTransfers: 0,
    });
    const cart = await getCustomerCart(as(customer.id));
    expect(cart.cartTotal).toEqual(aud(400));
    expect(cart.cartItems[0]?.unitPrice).toEqual(aud(400));

    // The customer saw the new total and buys again with the same key: the failed attempt left it unused.
    const { receipt, created } = await purchaseCart(as(customer.id), {
      idempotencyKey: 'reprice-0001',
      paymentMethod: 'wallet',
      expectedTotal: aud(400),
    });
    expect(created).toBe(true);
    expect(receipt.total).toEqual(aud(400));
    expect(await balanceOf(customer.id)).toBe(600n);
  });

  it('refuses when the customer saw a different total, without repricing anything', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id);
    await expect(
      purchaseCart(as(customer.id), {
        idempotencyKey: 'stale-total-1',
        paymentMethod: 'wallet',
        expectedTotal: aud(680),
      }),
    ).rejects.toMatchObject({
      code: 'price_changed',
      message: 'Your cart total has changed since you last saw it. Check your cart and try again.',
    });
    const [item] = await db.select().from(cartItems);
    expect(item?.unitPriceMinor).toBe(TICKET_MINOR);
    expect(await balanceOf(customer.id)).toBe(1000n);
  });

  it('answers cart_empty for an empty cart or no cart, leaving no checkout behind', async () => {
    const customer = await newCustomer(db, 1000n);
    await expect(
      purchaseCart(as(customer.id), { idempotencyKey: 'no-cart-0001', paymentMethod: 'wallet' }),
    ).rejects.toMatchObject({ code: 'cart_empty' });
    await addToCart(db, shop, customer.id);
    await db.delete(cartItems);
    await expect(
      purchaseCart(as(customer.id), { idempotencyKey: 'no-cart-0001', paymentMethod: 'wallet' }),
    ).rejects.toMatchObject({ code: 'cart_empty' });
    expect(await purchaseCounts(db, customer.id)).toMatchObject({ checkouts: 0 });
  });

  it('has one effect for the same key twice and answers the same receipt', async () => {
    const customer = await newCustomer(db, 1000n);
    await addToCart(db, shop, customer.id);
    const body = { idempotencyKey: 'twice-0001', paymentMethod: 'wallet' as const };
    const first = await purchaseCart(as(customer.id), body);
    // Something else lands in the cart before the retry: the retry still buys nothing more.
    await addToCart(db, shop, customer.id);
    const second = await purchaseCart(as(customer.id), body);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.receipt).toEqual(first.receipt);
    expect(await balanceOf(customer.id)).toBe(660n);
    expect(await purchaseCounts(db, customer.id)).toMatchObject({
      checkouts: 1,
      tickets: 1,
      purchaseTransfers: 1,
      cartItems: 1,
    });
  });

  it('keeps customers apart: receipts, tickets and idempotency keys', async () => {
    const alice = await newCustomer(db, 1000n);
    const bob = await newCustomer(db, 1000n);
    await addToCart(db, shop, alice.id);
    await addToCart(db, shop, bob.id, { quantity: 2 });
    const key = { idempotencyKey: 'shared-key-01', paymentMethod: 'wallet' as const };
    const a = await purchaseCart(as(alice.id), key);
    const b = await purchaseCart(as(bob.id), key);
    expect(b.created).toBe(true);
    expect(b.receipt.checkoutId).not.toBe(a.receipt.checkoutId);
    expect(b.receipt.orders).toHaveLength(2);
    await expect(getReceipt(as(bob.id), { checkoutId: a.receipt.checkoutId })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(getTicket(as(bob.id), { ticketId: a.receipt.orders[0]!.id })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await balanceOf(alice.id)).toBe(660n);
    expect(await balanceOf(bob.id)).toBe(320n);
  });
});

describe('buyTickets', () => {
  it('checks the stored lines against the game again and refuses a bad one', async () => {
    const customer = await newCustomer(db, 1000n);
    const bad = checkoutItem(shop, { lines: [...LINES.slice(0, 3), { Numbers: [1, 2, 3, 4, 5, 46] }] });
    await expect(
      buyTickets(as(customer.id), { idempotencyKey: 'bad-lines-1', items: [bad] }),
    ).rejects.toMatchObject({
      code: 'conflict',
      status: 422,
      message:
        'Your Saturday Lotto ticket for draw 4520 cannot be bought. Game 4: Each of the numbers must be from 1 to 45. Remove it from your cart and pick again.',
    });
    const short = checkoutItem(shop, { numGames: 5 });
    await expect(
      buyTickets(as(customer.id), { idempotencyKey: 'bad-lines-2', items: [short] }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await purchaseCounts(db, customer.id)).toMatchObject({ checkouts: 0, tickets: 0 });
    expect(await balanceOf(customer.id)).toBe(1000n);
  });

  it('refuses a stored price that is no longer the current one', async () => {
    const customer = await newCustomer(db, 1000n);
    const cheap = checkoutItem(shop, { unitPriceMinor: 1n });
    await expect(
      buyTickets(as(customer.id), { idempotencyKey: 'cheap-0001', items: [cheap] }),
    ).rejects.toMatchObject({ code: 'price_changed' });
    expect(await balanceOf(customer.id)).toBe(1000n);
  });

  it('refuses more draws than are scheduled', async () => {
    const customer = await newCustomer(db, 10_000n);
    const item = checkoutItem(shop, { numDraws: 4, unitPriceMinor: 4n * TICKET_MINOR });
    await expect(
      buyTickets(as(customer.id), { idempotencyKey: 'too-many-1', items: [item] }),
    ).rejects.toMatchObject({
      code: 'draw_closed',
      message:
        'Only 3 Saturday Lotto draws from draw 4520 are on sale (up to draw 4522). Choose fewer draws.',
    });
  });
});
