// Webhooks racing on a real PostgreSQL (npm run test:pg); PGlite has a single connection, so there is nothing to race.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import {
  applyGatewayWebhook,
  cardProcessorGateway,
  depositWithFund,
  getCardDeposit,
  type PaymentOutcome,
  paymentGateways,
} from '../src/modules/payments/index.ts';
import {
  createDemoPaymentMethods,
  createSavedFund,
  signCardProcessorWebhook,
} from '../src/modules/payments/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx, TEST_3DS_BROWSER, testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl } from '../src/testing/test-db.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };
const SECRET = 'whsec_race_secret';

describe.skipIf(!testDatabaseUrl())('card deposit notifications under concurrency (PostgreSQL)', () => {
  let db: Db;
  let pool: pg.Pool;
  let wide: Db;
  let customerId: string;
  let result: PaymentOutcome;
  const real = cardProcessorGateway({
    apiUrl: 'http://127.0.0.1:9',
    publicUrl: 'http://127.0.0.1:9',
    secretKey: 'sk',
    publishableKey: 'pk',
    webhookSecret: SECRET,
  });
  // The processor's network calls scripted; its webhook signature check is the real one.
  const gateways = paymentGateways({
    ...real,
    createDeposit: async () => ({
      status: 'requires_action',
      reference: 'pay_race',
      challengeUrl: 'http://x/c',
    }),
    paymentResult: async () => result,
  });

  beforeAll(async () => {
    db = await getTestDb();
    const shared = (db as unknown as { $client: pg.Pool }).$client;
    pool = new pg.Pool({ connectionString: shared.options.connectionString, max: 25 });
    wide = drizzle({ client: pool });
  });
  afterAll(() => pool?.end());
  beforeEach(async () => {
    await resetTestDb(db);
    await createDemoPaymentMethods(db);
    customerId = (await createCustomer(db)).id;
    result = { status: 'succeeded', reference: 'pay_race' };
  });

  async function pendingDeposit(amount: number) {
    const fund = await createSavedFund(db, {
      customerId,
      methodCode: 'cc',
      gateway: 'simulated',
      isDefault: true,
    });
    return depositWithFund(customerCtx(db, NOW, customerId), {
      fundId: fund.id,
      amount: moneyFromWire(amount, 'AUD'),
      idempotencyKey: `race-${amount}`,
      csc: '123',
      browser: TEST_3DS_BROWSER,
      gateways,
    });
  }

  const notify = (depositId: string, amount: number, eventId: string) => {
    const rawBody = JSON.stringify({
      id: eventId,
      type: 'payment.succeeded',
      data: { payment: 'pay_race', reference: depositId, amount, currency: 'AUD' },
    });
    return applyGatewayWebhook(testCtx(wide, NOW), {
      gateway: 'simulated',
      rawBody,
      signature: signCardProcessorWebhook(rawBody, SECRET, NOW),
      gateways,
    });
  };

  it('credits once when 10 identical webhooks race', async () => {
    const d = await pendingDeposit(5000);
    expect(d.status).toBe('pending');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify(d.depositId, 5000, 'evt_same')),
    );
    expect(answers.filter((a) => a.applied)).toHaveLength(1);
    expect((await getWalletBalance({ db }, { customerId })).balanceMinor).toBe(5000n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('credits once when different notifications and the browser return race', async () => {
    const d = await pendingDeposit(7000);
    const ctx = customerCtx(wide, NOW, customerId);
    await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => notify(d.depositId, 7000, `evt_${i}`)),
      ...Array.from({ length: 5 }, () => getCardDeposit(ctx, { depositId: d.depositId, gateways })),
    ]);
    expect((await getWalletBalance({ db }, { customerId })).balanceMinor).toBe(7000n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });
});
