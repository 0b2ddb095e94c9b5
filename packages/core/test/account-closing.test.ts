import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { closeAccount, login } from '../src/modules/account/index.ts';
import { authSessions, customers, refreshTokens } from '../src/modules/identity/identity.tables.ts';
import { accessTokenKeys } from '../src/modules/identity/index.ts';
import { FACTORY_PASSWORD } from '../src/modules/identity/testing.ts';
import { purchaseCart } from '../src/modules/orders/index.ts';
import { twoFactorKey } from '../src/modules/twofactor/index.ts';
import { addToCart, asCustomer, freshShop, newCustomer, type Shop, TICKET_MINOR } from './orders-fixture.ts';

let db: Db;
let shop: Shop;
beforeEach(async () => {
  ({ db, shop } = await freshShop());
});

const body = (password = FACTORY_PASSWORD) => ({ password, reason: 'no_longer_play' as const });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected a refusal').toBeDefined();
  return error as { code: string; message: string; fields?: Record<string, string[]> };
}

async function statusOf(customerId: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

describe('closeAccount', () => {
  it('closes an account with an empty wallet and nothing in play, ending every session', async () => {
    const customer = await newCustomer(db);
    const keys = accessTokenKeys('a-test-secret-of-at-least-32-bytes-long');
    const ctx = asCustomer(db, shop, customer.id);
    // Two devices signed in.
    for (const deviceId of ['phone', 'laptop']) {
      await login(ctx, {
        body: { email: customer.email, password: FACTORY_PASSWORD },
        keys,
        deviceId,
        twoFactorKey: twoFactorKey('a-two-factor-test-key-of-32-chars-or-more'),
      });
    }
    await closeAccount(ctx, { body: { ...body(), reason: 'other', comment: 'Moving overseas' } });
    const row = await statusOf(customer.id);
    expect(row?.status).toBe('closed');
    expect(row?.closureReason).toBe('other');
    expect(row?.closureComment).toBe('Moving overseas');
    expect(row?.closedAt?.toISOString()).toBe(shop.clock.now().toISOString());
    const open = await db.select().from(authSessions).where(eq(authSessions.customerId, customer.id));
    expect(open).toHaveLength(2);
    expect(open.every((s) => s.revokedAt !== null && s.revokedReason === 'account_closed')).toBe(true);
    const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.customerId, customer.id));
    expect(tokens).toHaveLength(2);
    expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);
    // The account can no longer sign in, and a second closing finds no active account.
    const again = await refusal(
      login(ctx, {
        body: { email: customer.email, password: FACTORY_PASSWORD },
        keys,
        twoFactorKey: twoFactorKey('a-two-factor-test-key-of-32-chars-or-more'),
      }),
    );
    expect(again.code).toBe('invalid_credentials');
    expect((await refusal(closeAccount(ctx, { body: body() }))).code).toBe('unauthorized');
  });

  it('refuses a wrong password on the password field, and changes nothing', async () => {
    const customer = await newCustomer(db);
    const error = await refusal(
      closeAccount(asCustomer(db, shop, customer.id), { body: body('wrong-pass-1') }),
    );
    expect(error.code).toBe('password_incorrect');
    expect(error.fields?.password).toEqual(['The password you entered is incorrect.']);
    expect((await statusOf(customer.id))?.status).toBe('active');
  });

  it('refuses while the wallet holds money, saying how much', async () => {
    const customer = await newCustomer(db, 1250n);
    const error = await refusal(closeAccount(asCustomer(db, shop, customer.id), { body: body() }));
    expect(error.code).toBe('account_not_closable');
    expect(error.message).toContain('$12.50');
    expect((await statusOf(customer.id))?.status).toBe('active');
  });

  it('refuses while a ticket waits for its draw', async () => {
    const customer = await newCustomer(db, TICKET_MINOR);
    await addToCart(db, shop, customer.id);
    const ctx = asCustomer(db, shop, customer.id);
    await purchaseCart(ctx, { idempotencyKey: 'close-1', paymentMethod: 'wallet' });
    const error = await refusal(closeAccount(ctx, { body: body() }));
    expect(error.code).toBe('account_not_closable');
    expect(error.message).toContain('draws that have not been drawn yet');
    expect((await statusOf(customer.id))?.status).toBe('active');
  });
});
