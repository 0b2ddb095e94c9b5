// Deposit purchases racing on a real PostgreSQL (npm run test:pg); PGlite has a single connection, so nothing races.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  depositAndPurchase,
  getDepositPurchase,
  receiveGatewayWebhook,
} from '../src/modules/deposit-purchases/index.ts';
import { getWalletBalance, ledgerTotals, listTransactions } from '../src/modules/ledger/index.ts';
import { cardProcessorGateway, type PaymentOutcome, paymentGateways } from '../src/modules/payments/index.ts';
import {
  createDemoPaymentMethods,
  createSavedFund,
  signCardProcessorWebhook,
} from '../src/modules/payments/testing.ts';
import { customerCtx, testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';
import { addToCart, makeShop, newCustomer, purchaseCounts, type Shop } from './orders-fixture.ts';

const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };
const SECRET = 'whsec_dp_race';

describe.skipIf(!testDatabaseUrl())('deposit purchases under concurrency (PostgreSQL)', () => {
  let db: Db;
  let wide: ReturnType<typeof widePool>;
  let shop: Shop;
  let customerId: string;
  let fundId: string;
  let result: PaymentOutcome;
  const real = cardProcessorGateway({
    apiUrl: 'http://127.0.0.1:9',
    publicUrl: 'http://127.0.0.1:9',
    secretKey: 'sk',
    publishableKey: 'pk',
    webhookSecret: SECRET,
  });
  // The processor's network calls scripted (a 3-D Secure challenge, then its result); its signature check is real.
  const gateways = paymentGateways({
    ...real,
    createDeposit: async () => ({
      status: 'requires_action',
      reference: 'pay_dp',
      challengeUrl: 'http://x/c',
    }),
    paymentResult: async () => result,
  });

  beforeAll(async () => {
    db = await getTestDb();
    wide = widePool(db, 25);
  });
  afterAll(() => wide?.end());
  beforeEach(async () => {
    await resetTestDb(db);
    shop = await makeShop(db);
    await createDemoPaymentMethods(db);
    customerId = (await newCustomer(db)).id;
    fundId = (await createSavedFund(db, { customerId, methodCode: 'cc', gateway: 'simulated' })).id;
    await addToCart(db, shop, customerId);
    result = { status: 'succeeded', reference: 'pay_dp' };
  });

  it('buys once and credits once when webhooks and browser returns race for one deposit purchase', async () => {
    const { depositPurchase } = await depositAndPurchase(customerCtx(db, shop.clock, customerId), {
      body: {
        kind: 'checkout',
        deposit: {
          amount: 1000,
          currency: 'AUD',
          idempotencyKey: 'dp-race-1',
          customerFundId: fundId,
          csc: '123',
        },
        purchase: { channelKey: 'web' },
      },
      gateways,
    });
    expect(depositPurchase.status).toBe('pending');
    const depositId = depositPurchase.deposit.depositId;
    const now = shop.clock.now();
    const webhook = (eventId: string) => {
      const rawBody = JSON.stringify({
        id: eventId,
        type: 'payment.succeeded',
        data: { payment: 'pay_dp', reference: depositId, amount: 1000, currency: 'AUD' },
      });
      return receiveGatewayWebhook(testCtx(wide.db, now), {
        gateway: 'simulated',
        rawBody,
        signature: signCardProcessorWebhook(rawBody, SECRET, now),
        gateways,
      });
    };
    const back = () =>
      getDepositPurchase(customerCtx(wide.db, shop.clock, customerId), { depositId, gateways });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => webhook(i % 2 === 0 ? 'evt_same' : `evt_${i}`)),
      ...Array.from({ length: 6 }, back),
    ]);
    expect(answers).toHaveLength(12);

    const final = await getDepositPurchase(customerCtx(db, shop.clock, customerId), { depositId, gateways });
    expect(final.status).toBe('purchased');
    // One credit of $10.00, one purchase of $3.40.
    expect((await getWalletBalance({ db }, { customerId })).balanceMinor).toBe(660n);
    const moves = (await listTransactions(customerCtx(db, shop.clock, customerId), {})).items;
    expect(moves.map((t) => t.type).sort()).toEqual(['deposit', 'purchase']);
    expect(await purchaseCounts(db, customerId)).toMatchObject({ checkouts: 1, tickets: 1 });
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });
});
