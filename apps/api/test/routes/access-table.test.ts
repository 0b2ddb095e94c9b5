import { createSavedFund } from '@lottoshop/core/payments/testing';
import { createVerifiedAttempt } from '@lottoshop/core/verification/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODIES, type OwnedThing, servedRoutes, TABLE, TICKET, urlOf, VERSIONS } from './route-access.ts';
import { buildRouteApp } from './route-app.ts';

/**
 * Who may call each API route, as one table that must name every route the server has: a route added without an
 * entry fails the first test. Each class is then proven for its routes: customer routes refuse a visitor; routes
 * that take the id of a customer's own thing (a ticket, a transaction, a checkout, a cart item, the customer)
 * answer another customer "not found" and show nothing of it (no broken object-level authorisation); operator
 * routes refuse visitors and customers alike.
 */
let t: Awaited<ReturnType<typeof buildRouteApp>>;
let routes: string[];
beforeAll(async () => {
  t = await buildRouteApp();
  routes = servedRoutes(t.app);
});
afterAll(() => t.app.close());

/** Calls at the first version the route answers (a 400 for the version means: try an older one). */
async function call(route: string, opts: { bearer?: string; ids?: Record<string, string> } = {}) {
  const { method, url } = urlOf(route, opts.ids);
  let res: Awaited<ReturnType<typeof t.send>> | undefined;
  for (const version of url.startsWith('/v2/') ? VERSIONS : [null]) {
    res = await t.send(method, url, BODIES[route] ?? (method === 'GET' ? undefined : {}), {
      version,
      ...(opts.bearer ? { bearer: opts.bearer } : {}),
    });
    const code = res.statusCode === 400 ? (res.json() as { code?: string }).code : undefined;
    if (code !== 'version_not_supported') break;
  }
  if (!res) throw new Error('no call made');
  return res;
}

describe('the access table', () => {
  it('names every route the API serves, and nothing else', () => {
    const missing = routes.filter((r) => !(r in TABLE));
    const stale = Object.keys(TABLE).filter((r) => !routes.includes(r));
    expect(missing, 'routes without an entry in TABLE').toEqual([]);
    expect(stale, 'entries of TABLE for routes that no longer exist').toEqual([]);
  });

  it('customer routes refuse a visitor without a token', async () => {
    const customerRoutes = Object.entries(TABLE).filter(
      ([, a]) => a.kind === 'customer' || a.kind === 'customer-id',
    );
    for (const [route] of customerRoutes) {
      const res = await call(route);
      expect([401, 403], `${route}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  });

  it('operator routes refuse a visitor and a customer', async () => {
    const { token } = await t.newCustomer();
    for (const [route] of Object.entries(TABLE).filter(([, a]) => a.kind === 'operator')) {
      for (const bearer of [undefined, token]) {
        const res = await call(route, bearer ? { bearer } : {});
        expect([401, 403], `${route} (${bearer ? 'customer' : 'visitor'}): ${res.statusCode}`).toContain(
          res.statusCode,
        );
      }
    }
  });

  it("routes that name a customer's own thing answer another customer 'not found', showing none of it", async () => {
    const owner = await t.newCustomer();
    const deposit = await t.send(
      'POST',
      '/v2/funds/td/test/deposit',
      { amount: 2000, idempotency_key: `access-${owner.customerId}` },
      { bearer: owner.token, version: '3.4' },
    );
    expect(deposit.statusCode, deposit.body).toBe(201);
    const transactionId: string = deposit.json().result.transaction_id;
    const add = async () => {
      const res = await t.send('POST', '/v2/cart/items', TICKET, { bearer: owner.token, version: '3.3' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as { cart_items: { id: string }[]; cart_total: unknown };
    };
    const bought = await add();
    const receipt = await t.send(
      'POST',
      '/v2/cart/purchase',
      { idempotency_key: 'access-purchase', payment_method: 'wallet', expected_total: bought.cart_total },
      { bearer: owner.token, version: '3.3' },
    );
    expect(receipt.statusCode, receipt.body).toBe(201);
    const checkoutId: string = receipt.json().result.checkout_id;
    const ticketId: string = receipt.json().result.orders[0].id;
    const cartItemId = (await add()).cart_items[0]?.id ?? '';
    // A second session of the owner's (another device), which a stranger must not be able to end.
    await t.logIn(owner.email);
    const sessions = await t.send('GET', '/v2/customer/sessions', undefined, {
      bearer: owner.token,
      version: '3.0',
    });
    const otherSession: string =
      sessions.json().result.find((s: { current: boolean; session_id: string }) => !s.current)?.session_id ??
      '';
    expect(otherSession).not.toBe('');
    // Limits: a weekly spend limit, a daily deposit limit, and a weekly deposit limit raised (a pending change).
    const limit = async (route: string, cents: number) => {
      const res = await t.send('PUT', route, { limit: cents }, { bearer: owner.token, version: '3.0' });
      expect(res.statusCode, res.body).toBe(200);
    };
    await limit('/v2/spend-limits/weekly', 5000);
    await limit('/v2/deposit-limits/daily', 5000);
    await limit('/v2/deposit-limits/weekly', 5000);
    await limit('/v2/deposit-limits/weekly', 9000);
    const limitsOf = async (kind: string) =>
      (await t.send('GET', `/v2/${kind}-limits`, undefined, { bearer: owner.token, version: '3.0' })).json()
        .result.customer_limits as { id: string; period: string; pending: { change_id: string } | null }[];
    const spendLimitId = (await limitsOf('spend'))[0]?.id ?? '';
    const depositLimits = await limitsOf('deposit');
    const depositLimitId = depositLimits.find((l) => l.period === 'daily')?.id ?? '';
    const limitChangeId = depositLimits.find((l) => l.period === 'weekly')?.pending?.change_id ?? '';
    expect(limitChangeId).not.toBe('');
    const fund = await createSavedFund(t.db, { customerId: owner.customerId });
    // A bank account, and a withdrawal held from a second deposit.
    const account = await t.send(
      'POST',
      '/v2/funds/bank-account',
      { type: 'national', code: '062-000', account_number: '12345678', account_name: 'Owner Person' },
      { bearer: owner.token, version: '3.8' },
    );
    expect(account.statusCode, account.body).toBe(201);
    const topUp = await t.send(
      'POST',
      '/v2/funds/td/test/deposit',
      { amount: 1000, idempotency_key: `access-top-up-${owner.customerId}` },
      { bearer: owner.token, version: '3.4' },
    );
    expect(topUp.statusCode, topUp.body).toBe(201);
    await createVerifiedAttempt(t.db, { customerId: owner.customerId });
    const withdrawal = await t.send(
      'POST',
      '/v2/tw/withdraw',
      { amount: 500, idempotency_key: `access-withdraw-${owner.customerId}` },
      { bearer: owner.token, version: '3.1' },
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const depositId: string = deposit.json().result.deposit_id;
    const ids: Record<OwnedThing, Record<string, string>> = {
      spendLimit: { id: spendLimitId },
      depositLimit: { id: depositLimitId },
      limitChange: { id: limitChangeId },

      fund: { id: fund.id },
      bankAccount: { id: account.json().result.id },
      withdrawal: { id: withdrawal.json().result.id, transactionId: withdrawal.json().result.transaction_id },
      deposit: { id: depositId },
      session: { sessionId: otherSession },
      transaction: { id: transactionId },
      checkout: { checkoutId },
      ticket: { id: ticketId },
      cartItem: { id: cartItemId },
      customer: { id: owner.customerId },
    };

    const stranger = await t.newCustomer();
    const secrets = [
      transactionId,
      checkoutId,
      ticketId,
      cartItemId,
      otherSession,
      owner.email,
      spendLimitId,
      depositLimitId,
      limitChangeId,
    ];
    for (const [route, access] of Object.entries(TABLE)) {
      if (access.kind !== 'customer-id') continue;
      // The stranger learns nothing of it; then the owner still reaches it (so the stranger changed nothing).
      const theirs = await call(route, { bearer: stranger.token, ids: ids[access.thing] });
      expect(theirs.statusCode, `${route} for a stranger: ${theirs.body}`).toBe(404);
      for (const secret of secrets) expect(theirs.body, route).not.toContain(secret);
      const mine = await call(route, { bearer: owner.token, ids: ids[access.thing] });
      if (access.ownerStatus)
        expect(mine.statusCode, `${route} for its owner: ${mine.body}`).toBe(access.ownerStatus);
      else expect(mine.statusCode, `${route} for its owner: ${mine.body}`).toBeLessThan(300);
    }
  });
});
