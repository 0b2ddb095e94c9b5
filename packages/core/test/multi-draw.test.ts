/**
 * Several draws and days (decision 052): a number of draws or autoplay, forward draws, and an offer with selectable
 * days played for a number of weeks. The cart prices base × draws × weeks; the purchase enters exactly the draws
 * chosen; bad choices are refused with the field named and nothing changed.
 */
import { type AddCartItemBody, AddCartItemBody as AddSchema } from '@lottoshop/contracts/cart';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { capabilities } from '../src/modules/capabilities/capabilities.tables.ts';
import { createCapabilityCatalogue } from '../src/modules/capabilities/testing.ts';
import { cartItems } from '../src/modules/cart/cart.tables.ts';
import { addItem, createAnonymousCart } from '../src/modules/cart/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { getTicket, purchaseCart } from '../src/modules/orders/index.ts';
import { ticketDraws, tickets } from '../src/modules/orders/orders.tables.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, getTestDb, resetTestDb, testCtx } from '../src/testing/index.ts';
import { NOW, newCustomer } from './orders-fixture.ts';

let db: Db;
const clock = fixedClock(NOW);
const DAY = 86_400_000;
const LINES = [{ Numbers: [1, 2, 3, 4, 5, 6] }, { Numbers: [7, 8, 9, 10, 11, 12] }];

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await createSiteSettings(db);
  // Every capability on, autoplay too (the demo site has it off until recurring purchases are built).
  await createCapabilityCatalogue(db);
});

/**
 * NOW is Monday 2 March 2026, 12:00 in Sydney. A weekly lotto drawn on Saturdays (draws 100..105), and a
 * Monday & Wednesday lotto with selectable days whose draws from tonight on are 200 (Mon 2), 201 (Wed 4),
 * 202 (Mon 9), 203 (Wed 11), ... 211 (Wed 1 April).
 */
async function shop() {
  const now = clock.now();
  const weekly = await createProductOffer(db, { key: 'saturday_lotto', name: 'Saturday Lotto' });
  for (let i = 0; i < 6; i++) {
    await createDraw(
      db,
      { offerId: weekly.id, drawNo: 100 + i, drawAt: new Date(now.getTime() + (i * 7 + 5) * DAY) },
      now,
    );
  }
  const days = await createProductOffer(db, {
    key: 'weekday_lotto',
    name: 'Monday & Wednesday Lotto',
    drawSchedule: {
      weekdays: [1, 3],
      time: '20:30',
      timezone: 'Australia/Sydney',
      salesCloseMinutesBefore: 30,
      selectableDays: true,
    },
    gameTypes: [
      {
        gameType: 'standard',
        name: 'Standard',
        pricePerGameMinor: 75n,
        minGames: 2,
        maxGames: 50,
        defaultGames: 12,
      },
    ],
  });
  // 20:30 Sydney (AEDT, UTC+11) is 09:30 UTC the same day.
  const monday = Date.parse('2026-03-02T09:30:00Z');
  for (let w = 0; w < 6; w++) {
    for (const [i, offset] of [0, 2].entries()) {
      await createDraw(
        db,
        { offerId: days.id, drawNo: 200 + w * 2 + i, drawAt: new Date(monday + (w * 7 + offset) * DAY) },
        now,
      );
    }
  }
  return { weekly, days };
}

function body(input: Record<string, unknown> = {}): AddCartItemBody {
  return AddSchema.parse({ lotteryKey: 'saturday_lotto', gameType: 'standard', games: LINES, ...input });
}

const visitor = () => testCtx(db, clock.now());

async function drawNosOf(ticketId: string): Promise<number[]> {
  const rows = await db
    .select({ drawNo: draws.drawNo })
    .from(ticketDraws)
    .innerJoin(draws, eq(draws.id, ticketDraws.drawId))
    .where(eq(ticketDraws.ticketId, ticketId))
    .orderBy(asc(draws.drawNo));
  return rows.map((r) => r.drawNo);
}

describe('a number of draws, autoplay and forward draws', () => {
  it('prices base × games × draws and lists the draws a multi-draw item enters', async () => {
    await shop();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const cart = await addItem(visitor(), {
      token,
      body: body({ numDraws: 3, games: [...LINES, ...LINES] }),
    });
    const [item] = cart.cartItems;
    expect(item).toMatchObject({
      productType: 'multi_draw_ticket',
      numDraws: 3,
      drawNo: 100,
      unitPrice: { amount: 85 * 4 * 3 },
      recurringPurchase: null,
      day: null,
      numWeeks: null,
    });
    expect(item!.draws.map((d) => d.drawNo)).toEqual([100, 101, 102]);
  });

  it('refuses autoplay, both spellings, while the site has the autoplay capability off, and adds nothing', async () => {
    await shop();
    await db.update(capabilities).set({ enabledOnSite: false }).where(eq(capabilities.key, 'autoplay'));
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    for (const asked of [
      { numDraws: 'autoplay' as const },
      { recurringPurchase: { type: 'autoplay' as const, enabled: true } },
    ]) {
      await expect(
        addItem(visitor(), { token, body: body({ ...asked, games: [...LINES, ...LINES] }) }),
      ).rejects.toMatchObject({
        fields: { numDraws: ['Autoplay is not available: choose a number of draws.'] },
      });
    }
    expect(await db.select().from(cartItems)).toHaveLength(0);
  });

  it("keeps 'autoplay' as one draw with recurring on", async () => {
    await shop();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const cart = await addItem(visitor(), {
      token,
      body: body({ numDraws: 'autoplay', games: [...LINES, ...LINES] }),
    });
    expect(cart.cartItems[0]).toMatchObject({
      productType: 'lottery_ticket',
      numDraws: 1,
      unitPrice: { amount: 85 * 4 },
      recurringPurchase: { type: 'autoplay', enabled: true },
    });
    // recurringPurchase {autoplay, enabled} says the same.
    const again = await addItem(visitor(), {
      token,
      body: body({ recurringPurchase: { type: 'autoplay', enabled: true }, games: [...LINES, ...LINES] }),
    });
    expect(again.cartItems[1]?.recurringPurchase).toMatchObject({ type: 'autoplay', enabled: true });
    await expect(
      addItem(visitor(), {
        token,
        body: body({
          numDraws: 3,
          recurringPurchase: { type: 'autoplay', enabled: true },
          games: [...LINES, ...LINES],
        }),
      }),
    ).rejects.toMatchObject({ fields: { numDraws: [expect.stringContaining('Autoplay plays one draw')] } });
    await expect(
      addItem(visitor(), {
        token,
        body: body({
          recurringPurchase: { type: 'subscription', enabled: true },
          games: [...LINES, ...LINES],
        }),
      }),
    ).rejects.toMatchObject({ fields: { recurringPurchase: [expect.any(String)] } });
  });

  it('takes the Nth draw on sale for a forward draw, and refuses one past the draws on sale', async () => {
    await shop();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const four = [...LINES, ...LINES];
    const next = await addItem(visitor(), { token, body: body({ drawOffset: 0, games: four }) });
    expect(next.cartItems[0]?.drawNo).toBe(100);
    const third = await addItem(visitor(), {
      token,
      body: body({ drawOffset: 3, numDraws: 2, games: four }),
    });
    expect(third.cartItems[1]?.draws.map((d) => d.drawNo)).toEqual([103, 104]);

    const before = await db.select().from(cartItems);
    await expect(
      addItem(visitor(), { token, body: body({ drawOffset: 6, games: four }) }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { drawOffset: ['Only 6 draws of Saturday Lotto are on sale. Choose an earlier draw.'] },
    });
    await expect(
      addItem(visitor(), { token, body: body({ drawOffset: 5, numDraws: 2, games: four }) }),
    ).rejects.toMatchObject({
      fields: { numDraws: ['Only 1 draw is on sale from draw 105. Choose fewer draws.'] },
    });
    await expect(
      addItem(visitor(), { token, body: body({ drawOffset: 1, drawNo: 101, games: four }) }),
    ).rejects.toMatchObject({ fields: { drawOffset: [expect.any(String)] } });
    // A closed draw is skipped by a forward draw (it counts the draws on sale) but refused by number.
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.drawNo, 100));
    const skip = await addItem(visitor(), { token, body: body({ drawOffset: 0, games: four }) });
    expect(skip.cartItems.at(-1)?.drawNo).toBe(101);
    await expect(
      addItem(visitor(), { token, body: body({ drawNo: 100, games: four }) }),
    ).rejects.toMatchObject({
      code: 'draw_closed',
    });
    // Refusals added nothing: the forward draw added one, and the item for draw 100 left when its draw closed.
    expect((await db.select().from(cartItems)).length).toBe(before.length);
  });

  it('refuses numDraws 0, 1000 and words at the schema, and 7 draws in the service', async () => {
    for (const numDraws of [0, 1000, 'x', 2.5]) {
      expect(AddSchema.safeParse({ ...body(), numDraws }).success).toBe(false);
    }
    for (const drawOffset of [-1, 11, 'next']) {
      expect(AddSchema.safeParse({ ...body(), drawOffset }).success).toBe(false);
    }
    await shop();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    await expect(
      addItem(visitor(), { token, body: body({ numDraws: 7, games: [...LINES, ...LINES] }) }),
    ).rejects.toMatchObject({ fields: { numDraws: ['Choose 1, 2, 3, 4, 5, 6, 8 or 10 draws.'] } });
  });
});

describe('an offer with selectable days', () => {
  it('prices base × draws × weeks and enters only the chosen days, for the weeks chosen', async () => {
    await shop();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const mondays = await addItem(visitor(), {
      token,
      body: body({ lotteryKey: 'weekday_lotto', day: 'monday', numWeeks: 3 }),
    });
    expect(mondays.cartItems[0]).toMatchObject({
      numDraws: 3,
      day: 'monday',
      numWeeks: 3,
      unitPrice: { amount: 75 * 2 * 1 * 3 },
      productType: 'multi_draw_ticket',
    });
    expect(mondays.cartItems[0]!.draws.map((d) => d.drawNo)).toEqual([200, 202, 204]);

    const both = await addItem(visitor(), {
      token,
      body: body({ lotteryKey: 'weekday_lotto', day: 'all', numWeeks: 2, drawOffset: 1 }),
    });
    expect(both.cartItems[1]).toMatchObject({
      numDraws: 4,
      day: 'all',
      numWeeks: 2,
      unitPrice: { amount: 75 * 2 * 2 * 2 },
    });
    expect(both.cartItems[1]!.draws.map((d) => d.drawNo)).toEqual([201, 202, 203, 204]);

    const wednesdays = await addItem(visitor(), {
      token,
      body: body({ lotteryKey: 'weekday_lotto', day: 'wednesday', drawOffset: 2 }),
    });
    // The forward draw counts Wednesdays only: next available 201, 1st 203, 2nd 205.
    expect(wednesdays.cartItems[2]).toMatchObject({ drawNo: 205, numDraws: 1, numWeeks: 1 });
  });

  it('needs a day of the offer, weeks not draws, and enough draws on sale', async () => {
    await shop();
    const { anonymousCartToken: token } = await createAnonymousCart(visitor());
    const days = (input: Record<string, unknown>) =>
      addItem(visitor(), { token, body: body({ lotteryKey: 'weekday_lotto', ...input }) });
    await expect(days({})).rejects.toMatchObject({ fields: { day: ['Choose the day you want to play.'] } });
    await expect(days({ day: 'friday' })).rejects.toMatchObject({
      fields: { day: ['Choose Monday, Wednesday or every draw day.'] },
    });
    await expect(days({ day: 'monday', numDraws: 3 })).rejects.toMatchObject({
      fields: { numDraws: [expect.stringContaining('choose a number of weeks')] },
    });
    await expect(days({ day: 'monday', numWeeks: 7 })).rejects.toMatchObject({
      fields: {
        numWeeks: ['Only 6 draws are on sale from draw 200 on the day you chose. Choose fewer weeks.'],
      },
    });
    // Draw 201 is a Wednesday.
    await expect(days({ day: 'monday', drawNo: 201 })).rejects.toMatchObject({
      fields: { drawNo: [expect.any(String)] },
    });
    // A weekly offer has no days to choose.
    await expect(
      addItem(visitor(), { token, body: body({ day: 'monday', games: [...LINES, ...LINES] }) }),
    ).rejects.toMatchObject({ fields: { day: ['Saturday Lotto has no days to choose from.'] } });
    expect(await db.select().from(cartItems)).toHaveLength(0);
  });

  it('buys a Wednesdays ticket for 3 weeks and an autoplay ticket: the right draws, kept on the ticket', async () => {
    await shop();
    const customer = await newCustomer(db, 100_00n);
    const as = customerCtx(db, clock, customer.id);
    await addItem(as, { body: body({ lotteryKey: 'weekday_lotto', day: 'wednesday', numWeeks: 3 }) });
    await addItem(as, { body: body({ numDraws: 'autoplay', drawOffset: 2, games: [...LINES, ...LINES] }) });
    const { receipt } = await purchaseCart(as, {
      idempotencyKey: 'multi-draw-0001',
      paymentMethod: 'wallet',
    });
    expect(receipt.total.amount).toBe(75 * 2 * 3 + 85 * 4);
    const [wed, auto] = receipt.orders;
    expect(wed).toMatchObject({
      numDraws: 3,
      day: 'wednesday',
      numWeeks: 3,
      autoplay: false,
      productType: 'multi_draw_ticket',
    });
    expect(wed!.draws.map((d) => d.drawNo)).toEqual([201, 203, 205]);
    expect(await drawNosOf(wed!.id)).toEqual([201, 203, 205]);
    expect(auto).toMatchObject({ numDraws: 1, autoplay: true, productType: 'lottery_ticket' });
    expect(await drawNosOf(auto!.id)).toEqual([102]);
    expect((await getTicket(as, { ticketId: wed!.id })).day).toBe('wednesday');
    const stored = await db.select().from(tickets).orderBy(asc(tickets.createdAt));
    expect(stored.map((t) => [t.drawWeekdays, t.autoplay])).toEqual(
      expect.arrayContaining([
        [[3], false],
        [null, true],
      ]),
    );
  });

  it('refuses the purchase when a draw of the run closed after the add, and changes nothing', async () => {
    await shop();
    const customer = await newCustomer(db, 100_00n);
    const as = customerCtx(db, clock, customer.id);
    await addItem(as, { body: body({ lotteryKey: 'weekday_lotto', day: 'monday', numWeeks: 2 }) });
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.drawNo, 202));
    await expect(
      purchaseCart(as, { idempotencyKey: 'multi-draw-0002', paymentMethod: 'wallet' }),
    ).rejects.toMatchObject({ code: 'draw_closed' });
    expect(await db.select().from(tickets)).toHaveLength(0);
  });
});
