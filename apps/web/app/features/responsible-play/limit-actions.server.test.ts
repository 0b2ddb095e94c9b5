import { describe, expect, it } from 'vitest';
import { requestSession } from '../../lib/session.server.ts';
import { startFakeApi } from '../../test/fake-api.server.ts';
import { runLimitAction } from './limit-actions.server.ts';

const api = startFakeApi();

const CUSTOMER = '01a20575-63b1-7da4-a55e-c5140322ac22';
const LIMIT_ID = '01a20575-63b1-7da4-a55e-c5140322ac99';

function session() {
  return requestSession(
    new Request('http://shop.test/my-account/spend-limits', {
      headers: { Cookie: `customer_id=${CUSTOMER}; customer_token=ctok_1; web_access_token=a.b.c` },
    }),
  );
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) f.set(name, value);
  return f;
}

const applied = {
  status: 200,
  body: {
    result: {
      kind: 'spend',
      period: 'week',
      status: 'applied',
      limit: { amount: 5000, currency: 'AUD' },
      effective_at: '2026-12-01T00:00:00.000Z',
    },
  },
};

describe('runLimitAction', () => {
  it('sets a limit typed in dollars as cents for its period', async () => {
    api.reply = applied;
    const { result, status } = await runLimitAction(
      session(),
      form({ intent: 'set-spend', period: 'week', amount: '$50' }),
      'en-AU',
    );
    expect(status).toBe(200);
    expect(result.form).toBe('spend');
    expect(result.notice).toBeTruthy();
    expect(api.seen.map((r) => [r.method, r.url.split('?')[0], r.body])).toEqual([
      ['PUT', '/v2/spend-limits/week', JSON.stringify({ limit: 5000 })],
    ]);
  });

  it('answers a missing period alone, before the amount, and sends nothing', async () => {
    const { result, status } = await runLimitAction(
      session(),
      form({ intent: 'set-deposit', amount: 'x' }),
      'en-AU',
    );
    expect(status).toBe(400);
    expect(result).toEqual({
      form: 'deposit',
      values: { amount: 'x' },
      errors: { period: 'Choose a period.' },
    });
    expect(api.seen).toEqual([]);
  });

  it('answers an amount it cannot read, or none, by the amount field', async () => {
    const bad = await runLimitAction(
      session(),
      form({ intent: 'set-precommitment', amount: '1.505' }),
      'en-AU',
    );
    expect(bad.result.errors).toEqual({ amount: 'Enter a limit in dollars and cents, e.g. 50 or 50.00.' });
    const none = await runLimitAction(session(), form({ intent: 'set-precommitment', amount: '' }), 'en-AU');
    expect(none.result.errors).toEqual({ amount: 'Enter a limit.' });
    const zero = await runLimitAction(
      session(),
      form({ intent: 'set-spend', period: 'week', amount: '0' }),
      'en-AU',
    );
    expect(zero.result.errors).toEqual({ amount: 'Enter a limit greater than $0.00.' });
    expect(api.seen).toEqual([]);
  });

  it('refuses a removal without a listed id, and an unknown intent, on the form', async () => {
    const removal = await runLimitAction(session(), form({ intent: 'remove-spend', id: 'nope' }), 'en-AU');
    expect(removal).toEqual({ result: { error: 'Choose a limit from the list.' }, status: 400 });
    const cancel = await runLimitAction(session(), form({ intent: 'cancel-change' }), 'en-AU');
    expect(cancel).toEqual({ result: { error: 'Choose a change from the list.' }, status: 400 });
    const unknown = await runLimitAction(session(), form({ intent: 'raise-everything' }), 'en-AU');
    expect(unknown).toEqual({ result: { error: 'Choose what to change.' }, status: 400 });
    expect(api.seen).toEqual([]);
  });

  it('removes a listed limit of its kind', async () => {
    api.reply = applied;
    const { status } = await runLimitAction(
      session(),
      form({ intent: 'remove-deposit', id: LIMIT_ID }),
      'en-AU',
    );
    expect(status).toBe(200);
    expect(api.seen.map((r) => [r.method, r.url.split('?')[0]])).toEqual([
      ['DELETE', `/v2/deposit-limits/${LIMIT_ID}`],
    ]);
  });
});
