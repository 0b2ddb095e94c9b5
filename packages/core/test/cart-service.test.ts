import { type AddCartItemBody, AddCartItemBody as AddSchema } from '@lottoshop/contracts/cart';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { cartItems, carts } from '../src/modules/cart/cart.tables.ts';
import {
  addItem,
  buildCart,
  clearCart,
  convertAnonymousCart,
  createAnonymousCart,
  deleteExpiredAnonymousCarts,
  getAnonymousCart,
  getCustomerCart,
  lockCustomerCart,
  removeItem,
  repriceItems,
  updateItemQuantity,
} from '../src/modules/cart/index.ts';
import { offerGameTypes, productOffers } from '../src/modules/catalog/catalog.tables.ts';
import { currentTicketPriceMinor, GAME_RULES } from '../src/modules/catalog/index.ts';
import { addGameDefinition, createProductOffer, DEMO_LOTTERIES } from '../src/modules/catalog/testing.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { customerCtx, getTestDb, resetTestDb, testCtx, testDatabaseUrl } from '../src/testing/index.ts';
import { type Ctx, inTransaction } from '../src/use-case.ts';

let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
});

const NOW = new Date('2026-03-02T01:00:00Z');
const DAY = 86_400_000;
const LINE = [1, 2, 3, 4, 5, 6];

/** A Saturday-Lotto-like offer (6 of 45, 4..50 games, 85c a game) with weekly draws 100..105. */
async function lottoWithDraws(count = 6, key = 'saturday_lotto') {
  const offer = await createProductOffer(db, { key, name: 'Saturday Lotto' });
  const drawRows = [];
  for (let i = 0; i < count; i++) {
    drawRows.push(
      await createDraw(
        db,
        {
          offerId: offer.id,
          drawNo: 100 + i,
          drawAt: new Date(NOW.getTime() + (i + 1) * 7 * DAY),
          jackpotMinor: 500_000_000n,
        },
        NOW,
      ),
    );
  }
  return { offer, draws: drawRows };
}

function body(input: Partial<AddCartItemBody> & { games?: AddCartItemBody['games'] } = {}): AddCartItemBody {
  return AddSchema.parse({
    lotteryKey: 'saturday_lotto',
    gameType: 'standard',
    games: Array.from({ length: 4 }, () => ({ Numbers: LINE })),
    ...input,
  });
}

/** An anonymous visitor at `at` (NOW by default). */
const visitor = (at: Date = NOW): Ctx => testCtx(db, at);
/** A signed-in customer at `at` (NOW by default). */
const as = (customerId: string, at: Date = NOW): Ctx => customerCtx(db, at, customerId);

describe('anonymous cart lifecycle', () => {
  it('creates an empty cart with a cookie-safe token and a short reference', async () => {
    const cart = await createAnonymousCart(visitor());
    expect(cart.anonymousCartToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(cart.cartReference).toMatch(/^[A-Z0-9]{6,12}$/);
    expect(cart.cartItems).toEqual([]);
    expect(cart.cartTotal).toEqual({ amount: 0, currency: 'AUD' });
    expect(cart.preOrderTotal).toEqual({ amount: 0, currency: 'AUD' });
    expect(cart.blockedReasons).toEqual({});
    const again = await getAnonymousCart(visitor(), { token: cart.anonymousCartToken });
    expect(again.cartReference).toBe(cart.cartReference);
    const other = await createAnonymousCart(visitor());
    expect(other.anonymousCartToken).not.toBe(cart.anonymousCartToken);
    expect(other.cartReference).not.toBe(cart.cartReference);
  });

  it('adds, changes and removes items, with totals and the item wording', async () => {
    const { draws: ds } = await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());

    const added = await addItem(visitor(), { token, body: body({ numDraws: 2, games: manyLines(6) }) });
    expect(added).toMatchObject({ anonymousCartToken: token });
    expect(added.cartItems).toHaveLength(1);
    const item = added.cartItems[0]!;
    expect(item).toMatchObject({
      description: 'Saturday Lotto — 6 games, 2 draws',
      quantity: 1,
      unitPrice: { amount: 85 * 6 * 2, currency: 'AUD' },
      total: { amount: 1020, currency: 'AUD' },
      productType: 'multi_draw_ticket',
      lotteryKey: 'saturday_lotto',
      productOfferName: 'Saturday Lotto',
      drawNo: 100,
      drawDate: ds[0]!.drawAt.toISOString(),
      drawPrizePool: { amount: 500_000_000, currency: 'AUD' },
      gameType: 'standard',
      gameOffer: 'Standard',
      numDraws: 2,
      numGames: 6,
      purchaseStatus: 'standard',
      recurringPurchase: null,
      causeKey: null,
    });
    expect(item.games).toHaveLength(6);

    const second = await addItem(visitor(), { token, body: body({ drawNo: 101 }) });
    expect(second.cartItems.map((i) => i.drawNo)).toEqual([100, 101]);
    expect(second.cartItems[1]).toMatchObject({ productType: 'lottery_ticket', unitPrice: { amount: 340 } });
    expect(second.cartTotal.amount).toBe(1020 + 340);

    const updated = await updateItemQuantity(visitor(), { token, itemId: item.id, quantity: 3 });
    expect(updated.cartItems[0]).toMatchObject({ quantity: 3, total: { amount: 3060 } });
    expect(updated.cartTotal.amount).toBe(3060 + 340);

    const removed = await removeItem(visitor(), { token, itemId: item.id });
    expect(removed.cartItems.map((i) => i.drawNo)).toEqual([101]);
    expect(removed.cartTotal.amount).toBe(340);
  });

  it('refuses a quantity outside 1..20 and changes nothing', async () => {
    await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const cart = await addItem(visitor(), { token, body: body() });
    const id = cart.cartItems[0]!.id;
    for (const q of [0, 21, 1.5]) {
      await expect(updateItemQuantity(visitor(), { token, itemId: id, quantity: q })).rejects.toMatchObject({
        code: 'validation_failed',
        fields: { quantity: ['Choose a quantity from 1 to 20.'] },
      });
    }
    expect((await getAnonymousCart(visitor(), { token })).cartItems[0]!.quantity).toBe(1);
  });

  it('is cart_not_found for an unknown token', async () => {
    await expect(getAnonymousCart(visitor(), { token: 'x'.repeat(43) })).rejects.toMatchObject({
      code: 'cart_not_found',
    });
    await expect(addItem(visitor(), { token: 'x'.repeat(43), body: body() })).rejects.toMatchObject({
      code: 'cart_not_found',
    });
  });

  it('expires 14 days after the last change, and each change extends it', async () => {
    await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const later = new Date(NOW.getTime() + 10 * DAY);
    // Draw 104 is five weeks out, so the item outlives the cart.
    await addItem(visitor(later), { token, body: body({ drawNo: 104 }) });
    // 14 days after creation, but only 4 after the last change: still there.
    const day14 = new Date(NOW.getTime() + 14 * DAY);
    expect((await getAnonymousCart(visitor(day14), { token })).cartItems).toHaveLength(1);
    // Reading is not a change: it expires 14 days after the add.
    const gone = new Date(later.getTime() + 14 * DAY);
    await expect(getAnonymousCart(visitor(gone), { token })).rejects.toMatchObject({
      code: 'cart_not_found',
    });
    expect(await db.select().from(carts)).toHaveLength(0);
    expect(await db.select().from(cartItems)).toHaveLength(0);
  });

  it('deletes expired anonymous carts in bulk, leaving live and customer carts', async () => {
    const old = await createAnonymousCart(visitor(new Date(NOW.getTime() - 15 * DAY)));
    const live = await createAnonymousCart(visitor());
    const person = await createCustomer(db);
    await getCustomerCart(as(person.id));
    expect(await deleteExpiredAnonymousCarts(visitor())).toBe(1);
    await expect(getAnonymousCart(visitor(), { token: old.anonymousCartToken })).rejects.toMatchObject({
      code: 'cart_not_found',
    });
    await expect(getAnonymousCart(visitor(), { token: live.anonymousCartToken })).resolves.toBeTruthy();
    expect(await db.select().from(carts)).toHaveLength(2);
  });
});

function manyLines(n: number) {
  return Array.from({ length: n }, (_, i) => ({ Numbers: [1, 2, 3, 4, 5, 6 + i] }));
}

describe('adding a ticket: rules', () => {
  it('ignores untouched lines and completes quick picks on the server', async () => {
    await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const games = [
      { Numbers: [], quickPick: true },
      { Numbers: [7, 8], quickPick: true },
      { Numbers: LINE },
      { Numbers: [], quickPick: true },
      { Numbers: [] },
      { Numbers: [] },
    ];
    const cart = await addItem(visitor(), { token, body: body({ games }) });
    const item = cart.cartItems[0]!;
    expect(item.numGames).toBe(4);
    expect(item.unitPrice.amount).toBe(4 * 85);
    for (const line of item.games) {
      expect(line.Numbers).toHaveLength(6);
      expect(new Set(line.Numbers).size).toBe(6);
      expect(line.Numbers.every((n) => n >= 1 && n <= 45)).toBe(true);
      expect(line.Powerball).toBeUndefined();
    }
    expect(item.games[1]!.Numbers).toEqual(expect.arrayContaining([7, 8]));
    expect(item.games[2]!.Numbers).toEqual(LINE);
  });

  it('needs at least minGames and at most maxGames complete games', async () => {
    await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await expect(addItem(visitor(), { token, body: body({ games: manyLines(3) }) })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { games: ['Pick at least 4 complete games.'] },
    });
    await expect(
      addItem(visitor(), {
        token,
        body: body({ games: Array.from({ length: 51 }, () => ({ Numbers: LINE })) }),
      }),
    ).rejects.toMatchObject({ fields: { games: ['A ticket can have at most 50 games.'] } });
    await expect(addItem(visitor(), { token, body: body({ games: manyLines(4) }) })).resolves.toBeTruthy();
    const fifty = Array.from({ length: 50 }, () => ({ Numbers: [], quickPick: true }));
    const cart = await addItem(visitor(), { token, body: body({ games: fifty }) });
    expect(cart.cartItems[1]!.numGames).toBe(50);
  });

  it('names the bad line and number set, and adds nothing', async () => {
    await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const games = [
      { Numbers: LINE },
      { Numbers: [1, 2, 3] },
      { Numbers: LINE },
      { Numbers: [1, 2, 3, 4, 5, 99] },
    ];
    await expect(addItem(visitor(), { token, body: body({ games }) })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: {
        'games.1.Numbers': ['Pick exactly 6 numbers.'],
        'games.3.Numbers': ['Each of the numbers must be from 1 to 45.'],
      },
    });
    await expect(
      addItem(visitor(), {
        token,
        body: body({ games: [...manyLines(3), { Numbers: LINE, Powerball: [3] }] }),
      }),
    ).rejects.toMatchObject({ fields: { 'games.3.Powerball': ['This game has no Powerball.'] } });
    expect(await db.select().from(cartItems)).toHaveLength(0);
  });

  it('checks Powerball lines of super_jackpot_lottery by its own matrix', async () => {
    const demo = DEMO_LOTTERIES.find((l) => l.key === 'super_jackpot_lottery')!;
    const offer = await createProductOffer(db, demo);
    await createDraw(db, { offerId: offer.id, drawNo: 1500 }, NOW);
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const pb = (games: AddCartItemBody['games']) => body({ lotteryKey: 'super_jackpot_lottery', games });

    await expect(
      addItem(visitor(), { token, body: pb([{ Numbers: [1, 2, 3, 4, 5, 6, 7] }]) }),
    ).rejects.toMatchObject({
      fields: { 'games.0.Powerball': ['Pick exactly 1 Powerball number.'] },
    });
    await expect(
      addItem(visitor(), { token, body: pb([{ Numbers: [1, 2, 3, 4, 5, 6, 36], Powerball: [1] }]) }),
    ).rejects.toMatchObject({ fields: { 'games.0.Numbers': ['Each of the numbers must be from 1 to 35.'] } });
    await expect(
      addItem(visitor(), { token, body: pb([{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [21] }]) }),
    ).rejects.toMatchObject({
      fields: { 'games.0.Powerball': ['Each of the Powerball numbers must be from 1 to 20.'] },
    });

    const cart = await addItem(visitor(), {
      token,
      body: pb([
        { Numbers: [7, 6, 5, 4, 3, 2, 1], Powerball: [20] },
        { Numbers: [], quickPick: true },
      ]),
    });
    const item = cart.cartItems[0]!;
    expect(item).toMatchObject({
      description: 'Powerball — 2 games, 1 draw',
      unitPrice: { amount: 2 * 165 },
    });
    expect(item.games[0]).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [20] });
    expect(item.games[1]!.Numbers).toHaveLength(7);
    expect(item.games[1]!.Powerball).toHaveLength(1);
    expect(item.games[1]!.Powerball![0]).toBeGreaterThanOrEqual(1);
    expect(item.games[1]!.Powerball![0]).toBeLessThanOrEqual(20);
  });

  it('uses the game definition in force for the first draw', async () => {
    const { offer } = await lottoWithDraws();
    await addGameDefinition(db, offer.id, 102, GAME_RULES.ozLotto);
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await expect(addItem(visitor(), { token, body: body({ drawNo: 101 }) })).resolves.toBeTruthy();
    await expect(addItem(visitor(), { token, body: body({ drawNo: 102 }) })).rejects.toMatchObject({
      fields: { 'games.0.Numbers': ['Pick exactly 7 numbers.'] },
    });
  });

  it('refuses an unknown or unavailable lottery, a game type not sold, and a recurring purchase', async () => {
    const { offer } = await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await expect(
      addItem(visitor(), { token, body: body({ lotteryKey: 'no_such_lottery' }) }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { lotteryKey: ['This lottery is not on sale.'] },
    });
    await expect(
      addItem(visitor(), { token, body: body({ gameType: 'reduced_system' }) }),
    ).rejects.toMatchObject({
      fields: { gameType: ['This way of playing Saturday Lotto is not available.'] },
    });
    await expect(
      addItem(visitor(), {
        token,
        body: body({ recurringPurchase: { type: 'subscription', enabled: true } }),
      }),
    ).rejects.toMatchObject({
      fields: { recurringPurchase: ['Subscriptions are not available for lottery tickets yet.'] },
    });
    await db.update(offerGameTypes).set({ enabled: false }).where(eq(offerGameTypes.offerId, offer.id));
    await expect(addItem(visitor(), { token, body: body() })).rejects.toMatchObject({
      fields: { gameType: [expect.any(String)] },
    });
    await db.update(productOffers).set({ available: false }).where(eq(productOffers.id, offer.id));
    await expect(addItem(visitor(), { token, body: body() })).rejects.toMatchObject({
      fields: { lotteryKey: ['This lottery is not on sale.'] },
    });
  });

  it('takes the next draw on sale, refuses a closed one, and needs enough draws for numDraws', async () => {
    const { draws: ds } = await lottoWithDraws(3);
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    // Draw 100's sales have stopped (still DRAW_OPEN until the job closes it): the next on sale is 101.
    await db.update(draws).set({ salesCloseAt: NOW }).where(eq(draws.id, ds[0]!.id));
    const cart = await addItem(visitor(), { token, body: body() });
    expect(cart.cartItems[0]!.drawNo).toBe(101);

    // The draw the customer chose is named, never silently swapped for the next one.
    const late = await addItem(visitor(), { token, body: body({ drawNo: 100 }) }).catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'draw_closed' });
    expect((late as Error).message).toMatch(
      /^Sales for Saturday Lotto draw 100 closed at \d{1,2}:\d\d [ap]m on \w+ \d{1,2} \w+\. Choose the next draw\.$/,
    );
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, ds[1]!.id));
    await expect(addItem(visitor(), { token, body: body({ drawNo: 101 }) })).rejects.toMatchObject({
      code: 'draw_closed',
      message: 'Sales for Saturday Lotto draw 101 have closed. Choose the next draw.',
    });
    await expect(addItem(visitor(), { token, body: body({ drawNo: 999 }) })).rejects.toMatchObject({
      fields: { drawNo: ['There is no Saturday Lotto draw 999.'] },
    });
    await expect(
      addItem(visitor(), { token, body: body({ drawNo: 102, numDraws: 2 }) }),
    ).rejects.toMatchObject({
      fields: { numDraws: ['Only 1 draw is on sale from draw 102. Choose fewer draws.'] },
    });
    await expect(addItem(visitor(), { token, body: body({ numDraws: 7 }) })).rejects.toMatchObject({
      fields: { numDraws: ['Choose 1, 2, 3, 4, 5, 6, 8 or 10 draws.'] },
    });
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, ds[2]!.id));
    await expect(addItem(visitor(), { token, body: body() })).rejects.toMatchObject({
      code: 'draw_closed',
      message: 'No Saturday Lotto draw is on sale right now.',
    });
  });

  it('refuses a multi-draw ticket when a draw inside the run has closed', async () => {
    const { draws: ds } = await lottoWithDraws(4);
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, ds[2]!.id));
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await expect(addItem(visitor(), { token, body: body({ numDraws: 3 }) })).rejects.toMatchObject({
      fields: { numDraws: [expect.stringContaining('Only 2 draws are on sale from draw 100')] },
    });
    await expect(addItem(visitor(), { token, body: body({ numDraws: 2 }) })).resolves.toBeTruthy();
  });
});

describe('building a cart', () => {
  it('removes items whose first draw has closed and reports them once', async () => {
    const { draws: ds } = await lottoWithDraws();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await addItem(visitor(), { token, body: body({ drawNo: 100 }) });
    await addItem(visitor(), { token, body: body({ drawNo: 101, numDraws: 2, games: manyLines(5) }) });
    const afterStop = new Date(ds[0]!.salesCloseAt.getTime() + 1);
    const built = await buildCart(visitor(afterStop), { token });
    expect(built.cartItems.map((i) => i.drawNo)).toEqual([101]);
    expect(built.autoRemovedItems).toEqual([
      { description: 'Saturday Lotto — 4 games, 1 draw', reason: 'The draw for this ticket has closed.' },
    ]);
    expect(built.cartTotal.amount).toBe(85 * 5 * 2);
    const again = await buildCart(visitor(afterStop), { token });
    expect(again.autoRemovedItems).toEqual([]);
    expect(again.cartItems).toHaveLength(1);
  });

  it('brings prices up to date and removes tickets no longer sold', async () => {
    const { offer } = await lottoWithDraws();
    const other = await lottoWithDraws(2, 'other_lotto');
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await addItem(visitor(), { token, body: body() });
    await addItem(visitor(), { token, body: body({ lotteryKey: 'other_lotto' }) });
    await db
      .update(offerGameTypes)
      .set({ pricePerGameMinor: 100n })
      .where(eq(offerGameTypes.offerId, offer.id));
    await db.update(productOffers).set({ available: false }).where(eq(productOffers.id, other.offer.id));
    // Reading the cart shows the stored prices.
    expect((await getAnonymousCart(visitor(), { token })).cartTotal.amount).toBe(2 * 340);
    const built = await buildCart(visitor(), { token });
    expect(built.cartItems).toHaveLength(1);
    expect(built.cartItems[0]!.unitPrice.amount).toBe(400);
    expect(built.autoRemovedItems).toEqual([
      { description: 'Saturday Lotto — 4 games, 1 draw', reason: 'This ticket is no longer on sale.' },
    ]);
  });
});

describe('customer carts and converting', () => {
  it('creates the customer cart lazily, once', async () => {
    const person = await createCustomer(db);
    const a = await getCustomerCart(as(person.id));
    const b = await getCustomerCart(as(person.id));
    expect(a.cartReference).toBe(b.cartReference);
    expect('anonymousCartToken' in a).toBe(false);
    expect(await db.select().from(carts)).toHaveLength(1);
  });

  it('moves the anonymous items into the customer cart and deletes the anonymous cart', async () => {
    await lottoWithDraws();
    const person = await createCustomer(db);
    await addItem(as(person.id), { body: body({ drawNo: 100 }) });
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await addItem(visitor(), { token, body: body({ drawNo: 101 }) });
    await addItem(visitor(), { token, body: body({ drawNo: 102 }) });

    const converted = await convertAnonymousCart(as(person.id), { token });
    expect(converted.cartItems.map((i) => i.drawNo)).toEqual([100, 101, 102]);
    expect('anonymousCartToken' in converted).toBe(false);
    await expect(getAnonymousCart(visitor(), { token })).rejects.toMatchObject({ code: 'cart_not_found' });
    await expect(convertAnonymousCart(as(person.id), { token })).rejects.toMatchObject({
      code: 'cart_not_found',
    });
    expect(await db.select().from(carts)).toHaveLength(1);
  });

  it('creates the customer cart when converting for a customer without one', async () => {
    await lottoWithDraws();
    const person = await createCustomer(db);
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await addItem(visitor(), { token, body: body() });
    const converted = await convertAnonymousCart(as(person.id), { token });
    expect(converted.cartItems).toHaveLength(1);
    expect((await getCustomerCart(as(person.id))).cartReference).toBe(converted.cartReference);
  });

  it('does not convert an expired anonymous cart', async () => {
    const person = await createCustomer(db);
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await expect(
      convertAnonymousCart(as(person.id, new Date(NOW.getTime() + 15 * DAY)), { token }),
    ).rejects.toMatchObject({ code: 'cart_not_found' });
  });

  it('never reaches an item of another cart', async () => {
    await lottoWithDraws();
    const alice = await createCustomer(db);
    const bob = await createCustomer(db);
    const aliceCart = await addItem(as(alice.id), { body: body() });
    const aliceItem = aliceCart.cartItems[0]!.id;
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());

    for (const [ctx, ref] of [
      [as(bob.id), {}],
      [visitor(), { token }],
    ] as const) {
      await expect(updateItemQuantity(ctx, { ...ref, itemId: aliceItem, quantity: 5 })).rejects.toMatchObject(
        {
          code: 'not_found',
          message: 'That ticket is not in your cart.',
        },
      );
      await expect(removeItem(ctx, { ...ref, itemId: aliceItem })).rejects.toMatchObject({
        code: 'not_found',
      });
    }
    expect((await getCustomerCart(as(bob.id))).cartItems).toEqual([]);
    expect((await getCustomerCart(as(alice.id))).cartItems[0]).toMatchObject({
      id: aliceItem,
      quantity: 1,
    });
  });
});

describe('what checkout uses', () => {
  it('locks the customer cart and lists its items with their offer, first draw and price', async () => {
    const { offer, draws: ds } = await lottoWithDraws();
    const person = await createCustomer(db);
    expect(await inTransaction(visitor(), (tx) => lockCustomerCart(tx, person.id))).toBeNull();
    await addItem(as(person.id), { body: body({ numDraws: 2, quantity: 3 }) });
    const locked = await inTransaction(visitor(), (tx) => lockCustomerCart(tx, person.id));
    expect(locked?.items).toEqual([
      expect.objectContaining({
        offerId: offer.id,
        gameType: 'standard',
        firstDrawId: ds[0]!.id,
        numDraws: 2,
        numGames: 4,
        quantity: 3,
        unitPriceMinor: 680n,
        currency: 'AUD',
      }),
    ]);
    expect(locked!.items[0]!.lines).toHaveLength(4);
  });

  it('prices an item at today`s price, reprices it, and clears a cart', async () => {
    const { offer } = await lottoWithDraws();
    const person = await createCustomer(db);
    await addItem(as(person.id), { body: body() });
    const locked = (await inTransaction(visitor(), (tx) => lockCustomerCart(tx, person.id)))!;
    const item = locked.items[0]!;
    expect(await currentTicketPriceMinor(visitor(), item)).toBe(340n);
    await db
      .update(offerGameTypes)
      .set({ pricePerGameMinor: 90n })
      .where(eq(offerGameTypes.offerId, offer.id));
    expect(await currentTicketPriceMinor(visitor(), item)).toBe(360n);
    await repriceItems(visitor(), [{ itemId: item.itemId, unitPriceMinor: 360n }]);
    const relocked = await inTransaction(visitor(), (tx) => lockCustomerCart(tx, person.id));
    expect(relocked!.cartId).toBe(locked.cartId);
    expect(relocked!.items[0]!.unitPriceMinor).toBe(360n);
    await db.update(productOffers).set({ available: false }).where(eq(productOffers.id, offer.id));
    expect(await currentTicketPriceMinor(visitor(), item)).toBeNull();

    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await db.update(productOffers).set({ available: true }).where(eq(productOffers.id, offer.id));
    await addItem(visitor(), { token, body: body() });
    await inTransaction(visitor(), (tx) => clearCart(tx, locked.cartId));
    expect((await getCustomerCart(as(person.id))).cartItems).toEqual([]);
    // Only that cart was cleared.
    expect((await getAnonymousCart(visitor(), { token })).cartItems).toHaveLength(1);
  });
});

describe.skipIf(!testDatabaseUrl())('on PostgreSQL, at the same time', () => {
  it('gives a customer one cart however many requests create it', async () => {
    const person = await createCustomer(db);
    const results = await Promise.all(Array.from({ length: 10 }, () => getCustomerCart(as(person.id))));
    expect(new Set(results.map((r) => r.cartReference)).size).toBe(1);
    expect(await db.select().from(carts)).toHaveLength(1);
  });

  it('converts an anonymous cart once when two sign-ins race', async () => {
    await lottoWithDraws();
    const alice = await createCustomer(db);
    const bob = await createCustomer(db);
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await addItem(visitor(), { token, body: body() });
    const outcomes = await Promise.allSettled([
      convertAnonymousCart(as(alice.id), { token }),
      convertAnonymousCart(as(bob.id), { token }),
    ]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'cart_not_found' });
    const items = await db.select().from(cartItems);
    expect(items).toHaveLength(1);
  });
});
