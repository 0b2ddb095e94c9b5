import { findDraw } from '@lottoshop/core/draws';
import { buyTestTicket } from '@lottoshop/core/orders/testing';
import { closeSales, enterResultAndSettle } from '@lottoshop/core/settlement';
import { systemCtx } from '@lottoshop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

/**
 * The results area's calls on the seeded demo site (with its year of demo results): the archive by month, the
 * customer's own entries on results, winners and prizes, statistics, and the winner-publicity choice.
 */
let t: Awaited<ReturnType<typeof buildRouteApp>>;
let nextDrawNo: number;
const v37 = { version: '3.7' };

beforeAll(async () => {
  t = await buildRouteApp();
  const offers = (await t.get('/v2/product_offers')).json().result as {
    key: string;
    next_draw: { draw_no: number };
  }[];
  nextDrawNo = offers.find((o) => o.key === 'saturday_lotto')!.next_draw.draw_no;
});
afterAll(() => t.app.close());

type Result = { draw_no: number; draw_date: string; demo: boolean };

describe('the results archive', () => {
  it("answers one month's draws, paged, and refuses a month that is not one", async () => {
    const res = await t.send('GET', '/v2/draws/past/archived/saturday_lotto/2025/6?limit=31', undefined, v37);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().result as Result[];
    expect(results.map((r) => r.draw_date.slice(0, 10))).toEqual([
      '2025-06-28',
      '2025-06-21',
      '2025-06-14',
      '2025-06-07',
    ]);
    expect(results.every((r) => r.demo)).toBe(true);
    expect(res.json().page_info).toMatchObject({ total: 4 });
    for (const bad of ['2025/13', '2025/0', '1999/5', 'twenty/5', '2025/6.5']) {
      const refused = await t.send('GET', `/v2/draws/past/archived/saturday_lotto/${bad}`, undefined, v37);
      expect(refused.statusCode, bad).toBe(400);
    }
    const unknown = await t.send('GET', '/v2/draws/past/archived/no_such_offer/2025/6', undefined, v37);
    expect(unknown.statusCode).toBe(404);
    // Version 3.7 and later only.
    expect(
      (await t.send('GET', '/v2/draws/past/archived/saturday_lotto/2025/6', undefined, { version: '3.6' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('number statistics', () => {
  it('counts the latest draws, 50 by default, and says what is wrong with a bad window', async () => {
    const res = await t.send('GET', '/v2/draws/statistics/saturday_lotto?window=10', undefined, v37);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().result;
    expect(stats).toMatchObject({ window: 10, draws_counted: 10, demo: true });
    expect(stats.main).toHaveLength(45);
    const byDefault = (await t.send('GET', '/v2/draws/statistics/saturday_lotto', undefined, v37)).json()
      .result;
    expect(byDefault.window).toBe(50);
    for (const bad of ['0', '501', 'abc', '-3', '1e2']) {
      const refused = await t.send(
        'GET',
        `/v2/draws/statistics/saturday_lotto?window=${bad}`,
        undefined,
        v37,
      );
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.body).toMatch(/window/);
    }
  });
});

describe('a draw with the customer, its winners and prizes', () => {
  it("marks the customer's own lines and wins, names consenting winners, and lists the prize table", async () => {
    const { token, customerId } = await t.newCustomer();
    const ctx = systemCtx(t.db, t.clock);
    const found = await findDraw(ctx, { offerKey: 'saturday_lotto', drawNo: nextDrawNo });
    await buyTestTicket(t.db, t.clock, {
      customerId,
      offerId: found!.offer.id,
      drawId: found!.draw.id,
      lines: [{ Numbers: [3, 9, 17, 22, 31, 40] }, { Numbers: [1, 2, 4, 5, 6, 7] }],
    });
    await closeSales(ctx, { offerKey: 'saturday_lotto', drawNo: nextDrawNo });
    await enterResultAndSettle(ctx, {
      offerKey: 'saturday_lotto',
      drawNo: nextDrawNo,
      main: [3, 9, 17, 22, 31, 40],
      supplementary: [5, 44],
      bonus: [],
      dividends: { 1: 5_000_000_00n, 2: 7_500_00n, 3: 1_500_00n, 4: 40_00n, 5: 20_00n, 6: 12_00n },
    });
    const path = `saturday_lotto/${nextDrawNo}`;

    const mine = await t.send('GET', `/v2/draw/full_result_customer/${path}`, undefined, { bearer: token });
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().result;
    expect(data).toMatchObject({ status: 'DRAW_EMAILED', demo: false });
    expect(data.customer_data.total_won).toEqual({ amount: 5_000_000_00, currency: 'AUD' });
    expect(data.customer_data.orders).toHaveLength(1);
    expect(
      data.customer_data.orders[0].lines.map((l: { line_no: number; division: number | null }) => [
        l.line_no,
        l.division,
      ]),
    ).toEqual([
      [1, 1],
      [2, null],
    ]);
    // Someone else's view of the same draw has none of it.
    const other = await t.newCustomer();
    const theirs = await t.send('GET', `/v2/draw/full_result_customer/${path}`, undefined, {
      bearer: other.token,
    });
    expect(theirs.json().result.customer_data).toEqual({
      orders: [],
      total_won: { amount: 0, currency: 'AUD' },
    });
    const list = await t.send('GET', '/v2/draws/past_customer/saturday_lotto', undefined, {
      bearer: token,
      ...v37,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [latest, before] = list.json().result;
    expect(latest.draw_no).toBe(nextDrawNo);
    expect(latest.customer_data.orders).toHaveLength(1);
    expect(before.customer_data.orders).toEqual([]);
    expect(list.json().result).toHaveLength(5);

    // Winners: counted, and named (first name and state) only once the winner says yes.
    const anonymous = (await t.get(`/v2/draw/details/${path}/winners`)).json().result;
    expect(anonymous.divisions[0]).toMatchObject({ division: 1, winners: 1, named: [] });
    const consent = await t.send(
      'PUT',
      '/v2/customer/winner-publicity',
      { consented: true },
      { bearer: token },
    );
    expect(consent.json().result).toEqual({ consented: true });
    expect(
      (await t.send('GET', '/v2/customer/winner-publicity', undefined, { bearer: token })).json().result,
    ).toEqual({
      consented: true,
    });
    const named = (await t.get(`/v2/draw/details/${path}/winners?clear_cache=1`)).json().result;
    expect(named.divisions[0].named).toEqual([{ first_name: expect.any(String), state: expect.any(String) }]);
    const bad = await t.send('PUT', '/v2/customer/winner-publicity', { consented: 'yes' }, { bearer: token });
    expect(bad.statusCode).toBe(400);

    const prizes = (await t.get(`/v2/draw/details/${path}/prizes`)).json().result;
    expect(prizes.divisions).toHaveLength(6);
    expect(prizes.divisions[0]).toMatchObject({
      division: 1,
      prize_kind: 'pool',
      prize: { amount: 5_000_000_00 },
    });
    expect((await t.get('/v2/draw/details/saturday_lotto/999999/winners')).statusCode).toBe(404);
  });
});
