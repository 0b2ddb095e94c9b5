import { GAME_RULES, type ProductOfferRow } from '@lottoshop/core/catalog';
import { createProductOffer } from '@lottoshop/core/catalog/testing';
import type { DrawRow } from '@lottoshop/core/draws';
import { createDraw } from '@lottoshop/core/draws/testing';
import { createCustomer } from '@lottoshop/core/identity/testing';
import { getWalletBalance, ledgerTotals } from '@lottoshop/core/ledger';
import { buyTestTicket } from '@lottoshop/core/orders/testing';
import { drawFromSeed } from '@lottoshop/core/results';
import { createSiteSettings } from '@lottoshop/core/site/testing';
import { resetTestDb } from '@lottoshop/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_OPS_TOKEN, readOpsToken } from '../../src/config.ts';
import { buildRouteApp } from './route-app.ts';

const TOKEN = 'test-ops-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ seed: false });
});
afterAll(() => t.app.close());

let offer: ProductOfferRow;
let draw: DrawRow;
beforeEach(async () => {
  await resetTestDb(t.db);
  // The site's name and address: settling a draw e-mails its winners.
  await createSiteSettings(t.db);
  const now = t.clock.now();
  offer = await createProductOffer(t.db, { key: 'saturday_lotto', name: 'Saturday Lotto' });
  draw = await createDraw(
    t.db,
    { offerId: offer.id, drawNo: 4520, drawAt: new Date(now.getTime() + 86_400_000) },
    now,
  );
});

const post = (url: string, body?: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

/** A ticket of `lines` bought for the customer (with money deposited for exactly its price). */
async function insertTicket(o: ProductOfferRow, d: DrawRow, customerId: string, lines: number[][]) {
  await buyTestTicket(t.db, t.clock, {
    customerId,
    offerId: o.id,
    drawId: d.id,
    lines: lines.map((numbers) => ({ Numbers: numbers })),
  });
}
const balanceOf = async (customerId: string) =>
  (await getWalletBalance({ db: t.db }, { customerId })).balanceMinor;

const RESULT = {
  main: [3, 11, 19, 27, 38, 44],
  supplementary: [7, 45],
  dividends: { 1: 100_000_000, 2: 751_235, 3: 150_210, 4: 4_125, 5: 2_005, 6: 1_235 },
};

describe('the ops family: authentication', () => {
  it('refuses a missing, wrong or malformed token with 401 and says how to authenticate', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${DEV_OPS_TOKEN}` },
    ]) {
      const res = await post('/ops/draws/saturday_lotto/4520/close', undefined, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
    // Nothing happened to the draw.
    expect((await post('/ops/draws/saturday_lotto/4520/close')).json().result.status).toBe('DRAW_CLOSED');
  });

  it('is not signed and is not listed in discovery', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/discover' });
    expect((res.json().result as { name: string }[]).map((f) => f.name)).not.toContain('ops');
  });
});

describe('the ops family: the draw cycle', () => {
  it('closes a draw, idempotently', async () => {
    const res = await post('/ops/draws/saturday_lotto/4520/close');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      product_offer_key: 'saturday_lotto',
      draw_no: 4520,
      status: 'DRAW_CLOSED',
      draw_stop: draw.salesCloseAt.toISOString(),
    });
    expect((await post('/ops/draws/saturday_lotto/4520/close')).statusCode).toBe(200);
  });

  it('answers 400 for bad input, 404 for an unknown draw, 409 while sales are open', async () => {
    expect((await post('/ops/draws/saturday_lotto/abc/close')).statusCode).toBe(400);
    expect((await post('/ops/draws/Bad-Key/1/close')).statusCode).toBe(400);
    const missing = await post('/ops/draws/saturday_lotto/9999/close');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('There is no draw 9999 of saturday_lotto.');

    const badBody = await post('/ops/draws/saturday_lotto/4520/result', {
      main: [1, 2.5],
      dividends: { 1: -5, x: 3 },
    });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys(badBody.json().errors).sort()).toEqual(['dividends.1', 'dividends.x', 'main.1']);

    const open = await post('/ops/draws/saturday_lotto/4520/result', RESULT);
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toMatch(/^Close sales first/);
  });

  it('explains what is wrong with numbers that do not fit the game', async () => {
    await post('/ops/draws/saturday_lotto/4520/close');
    const res = await post('/ops/draws/saturday_lotto/4520/result', {
      main: [3, 11, 19, 27, 38, 46],
      supplementary: [7],
      dividends: { 1: 100 },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.main).toEqual(['Each number must be a whole number from 1 to 45.']);
    expect(errors.supplementary).toEqual(['Enter exactly 2 supplementary numbers (got 1).']);
    expect(errors['dividends.2']).toEqual([
      'Enter the division 2 dividend (5 winning numbers + 1 supplementary).',
    ]);
  });

  it('enters the official result, scores and pays in one call; settle again pays nothing more', async () => {
    const ada = await createCustomer(t.db);
    await insertTicket(offer, draw, ada.id, [
      [3, 11, 19, 27, 38, 7],
      [3, 11, 19, 1, 2, 4],
      [1, 2, 4, 5, 6, 8],
      [9, 10, 12, 13, 14, 15],
    ]);
    await post('/ops/draws/saturday_lotto/4520/close');
    const res = await post('/ops/draws/saturday_lotto/4520/result', RESULT);
    expect(res.statusCode).toBe(200);
    const { draw: result, settlement } = res.json().result;
    expect(result).toMatchObject({
      product_offer_key: 'saturday_lotto',
      draw_no: 4520,
      status: 'DRAW_EMAILED',
      numbers: { main: RESULT.main, supplementary: [7, 45], bonus: [] },
      source: 'official',
    });
    expect(result.divisions[1]).toEqual({
      division: 2,
      description: '5 winning numbers + 1 supplementary',
      winners: 1,
      prize: { amount: 751_235, currency: 'AUD' },
    });
    expect(settlement).toEqual({
      status: 'DRAW_EMAILED',
      lines_scored: 4,
      winning_lines: 2,
      prizes_paid_now: 2,
      total_prizes: { amount: 752_470, currency: 'AUD' },
      total_paid: { amount: 752_470, currency: 'AUD' },
    });
    expect(await balanceOf(ada.id)).toBe(752_470n);

    const again = await post('/ops/draws/saturday_lotto/4520/settle');
    expect(again.statusCode).toBe(200);
    expect(again.json().result.settlement).toMatchObject({ prizes_paid_now: 0, lines_scored: 0 });
    // Entering the same result again is accepted and changes nothing.
    expect((await post('/ops/draws/saturday_lotto/4520/result', RESULT)).statusCode).toBe(200);
    expect(await balanceOf(ada.id)).toBe(752_470n);
    expect((await ledgerTotals({ db: t.db })).sumOfBalances).toBe(0n);
  });

  it('draws a game the shop runs itself, revealing the seed, and refuses it for an operator game', async () => {
    const now = t.clock.now();
    const shop = await createProductOffer(t.db, {
      key: 'express_lotto',
      name: 'Express Lotto',
      drawnBy: 'shop',
    });
    await createDraw(t.db, { offerId: shop.id, drawNo: 7, drawAt: new Date(now.getTime() + 3_600_000) }, now);
    expect((await post('/ops/draws/express_lotto/7/draw')).statusCode).toBe(409);
    await post('/ops/draws/express_lotto/7/close');
    const res = await post('/ops/draws/express_lotto/7/draw');
    expect(res.statusCode).toBe(200);
    const { draw: result } = res.json().result;
    expect(result.source).toBe('shop_rng');
    expect(result.status).toBe('DRAW_EMAILED');
    expect(result.numbers.main).toHaveLength(6);
    expect(result.audit.seed).toMatch(/^[0-9a-f]{64}$/);
    expect((await post('/ops/draws/express_lotto/7/draw')).json().result.draw).toEqual(result);

    await post('/ops/draws/saturday_lotto/4520/close');
    const refused = await post('/ops/draws/saturday_lotto/4520/draw');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/enter the official result/);
  });
});

describe('the ops family: a game played on another lottery (Lotto Strike on Saturday Lotto)', () => {
  /** Lotto Strike played on the lottery `hostKey`, with its draw of the host draw's number and time. */
  async function strikeOn(hostKey: string, host: DrawRow) {
    const strike = await createProductOffer(t.db, {
      key: 'lotto_strike',
      name: 'Lotto Strike',
      rules: GAME_RULES.lottoStrike,
      drawSchedule: {
        weekdays: [6],
        time: '19:30',
        timezone: 'Australia/Sydney',
        salesCloseMinutesBefore: 30,
        playedOn: hostKey,
      },
      drawnBy: hostKey === 'saturday_lotto' ? 'operator' : 'shop',
    });
    const strikeDraw = await createDraw(
      t.db,
      { offerId: strike.id, drawNo: host.drawNo, drawAt: host.drawAt },
      t.clock.now(),
    );
    return { strike, strikeDraw };
  }

  it('the Saturday result gives Strike its first four balls in the order drawn and pays its entries', async () => {
    const { strike, strikeDraw } = await strikeOn('saturday_lotto', draw);
    const ada = await createCustomer(t.db);
    await insertTicket(strike, strikeDraw, ada.id, [
      [19, 3, 44, 11],
      [19, 3, 11, 44],
    ]);
    await post('/ops/draws/saturday_lotto/4520/close');
    // The balls in the order drawn: 19, 3, 44, 11, 27, 38.
    const res = await post('/ops/draws/saturday_lotto/4520/result', {
      ...RESULT,
      main: [19, 3, 44, 11, 27, 38],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.draw.numbers.main).toEqual([3, 11, 19, 27, 38, 44]);

    const strikeResult = await post('/ops/draws/lotto_strike/4520/settle');
    expect(strikeResult.statusCode).toBe(200);
    expect(strikeResult.json().result.draw).toMatchObject({
      status: 'DRAW_EMAILED',
      numbers: { main: [19, 3, 44, 11], supplementary: [], bonus: [] },
      source: 'official',
    });
    // Division 1 ($20,000) and division 3 ($10), the shop's Strike prize table.
    expect(await balanceOf(ada.id)).toBe(20_000_00n + 10_00n);
    expect((await ledgerTotals({ db: t.db })).sumOfBalances).toBe(0n);
  });

  it('refuses a result or a draw for Strike itself with 409, naming Saturday Lotto', async () => {
    await strikeOn('saturday_lotto', draw);
    await post('/ops/draws/lotto_strike/4520/close');
    const refused = await post('/ops/draws/lotto_strike/4520/result', {
      main: [5, 12, 30, 41],
      dividends: { 1: 2_000_000, 2: 25_000, 3: 1_000 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/played on the Saturday Lotto draw/);
    expect((await post('/ops/draws/lotto_strike/4520/draw')).statusCode).toBe(409);
  });

  it('a draw of the host by the shop RNG gives Strike the first four balls drawn, in order', async () => {
    const now = t.clock.now();
    const host = await createProductOffer(t.db, {
      key: 'express_lotto',
      name: 'Express Lotto',
      drawnBy: 'shop',
    });
    const hostDraw = await createDraw(
      t.db,
      { offerId: host.id, drawNo: 7, drawAt: new Date(now.getTime() + 3_600_000) },
      now,
    );
    const { strike, strikeDraw } = await strikeOn('express_lotto', hostDraw);
    const ada = await createCustomer(t.db);
    await insertTicket(strike, strikeDraw, ada.id, [[1, 2, 3, 4]]);
    await post('/ops/draws/express_lotto/7/close');
    const res = await post('/ops/draws/express_lotto/7/draw');
    expect(res.statusCode).toBe(200);
    const drawn = res.json().result.draw;
    // The host's balls in the order drawn, recomputed from its revealed seed (its numbers are listed ascending).
    const inOrder = drawFromSeed(
      { ...GAME_RULES.saturdayLotto.matrix, ordered: true },
      drawn.audit.seed,
      drawn.audit.entries_hash,
    ).main;
    expect([...inOrder].sort((a, b) => a - b)).toEqual(drawn.numbers.main);
    const strikeRes = await post('/ops/draws/lotto_strike/7/settle');
    expect(strikeRes.statusCode).toBe(200);
    const strikeDrawn = strikeRes.json().result.draw;
    expect(strikeDrawn.status).toBe('DRAW_EMAILED');
    expect(strikeDrawn.source).toBe('shop_rng');
    expect(strikeDrawn.audit.seed).toBe(drawn.audit.seed);
    expect(strikeDrawn.numbers.main).toEqual(inOrder.slice(0, 4));
  });
});

describe('OPS_TOKEN', () => {
  it('defaults to the development token, and is required in production', () => {
    expect(readOpsToken({})).toBe(DEV_OPS_TOKEN);
    expect(readOpsToken({ OPS_TOKEN: ' a-long-enough-token ' })).toBe('a-long-enough-token');
    expect(() => readOpsToken({ NODE_ENV: 'production' })).toThrow('OPS_TOKEN must be set in production');
    expect(() => readOpsToken({ OPS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
    expect(() => readOpsToken({ OPS_TOKEN: 'has spaces in the token' })).toThrow(/at least 16 characters/);
  });
});
