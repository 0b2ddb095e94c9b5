import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals, listTransactions } from '../src/modules/ledger/index.ts';
import {
  addCard,
  applyGatewayWebhook,
  type CardProcessorConfig,
  cardProcessorGateway,
  depositWithFund,
  getCardDeposit,
  listFunds,
  type PaymentGateway,
  type PaymentOutcome,
  paymentGateways,
  removeFund,
  setDefaultFund,
} from '../src/modules/payments/index.ts';
import { deposits, paymentGatewayEvents } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods, signCardProcessorWebhook } from '../src/modules/payments/testing.ts';
import { twoFactorSettings } from '../src/modules/twofactor/twofactor.tables.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx, TEST_3DS_BROWSER, testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { type Ctx, customerActor, useCaseCtx } from '../src/use-case.ts';

const NOW = '2026-03-02T01:00:00.000Z';
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };
const CONFIG: CardProcessorConfig = {
  apiUrl: 'http://127.0.0.1:9',
  publicUrl: 'http://127.0.0.1:9',
  secretKey: 'sk_test',
  publishableKey: 'pk_test',
  webhookSecret: 'whsec_test_secret',
};

/**
 * The card processor's adapter with its network calls scripted: the signature check of its webhooks is the real
 * one. `calls` counts the payments asked for.
 */
function scriptedProcessor() {
  const real = cardProcessorGateway(CONFIG);
  const state = {
    next: { status: 'succeeded', reference: 'pay_1' } as PaymentOutcome,
    result: null as PaymentOutcome | null,
    calls: 0,
  };
  let cardNo = 0;
  const gateway: PaymentGateway = {
    ...real,
    createDeposit: async () => {
      state.calls += 1;
      return state.next;
    },
    paymentResult: async () => state.result ?? state.next,
    addCard: async (token) => {
      cardNo += 1;
      return {
        token,
        brand: 'Visa',
        lastFour: String(4240 + cardNo),
        expiryMonth: 12,
        expiryYear: 2034,
        verification: 'Verified',
      };
    },
  };
  return { gateway, gateways: paymentGateways(gateway), state };
}

let db: Db;
let clock: FixedClock;
let ctx: Ctx;
let customerId: string;
let processor: ReturnType<typeof scriptedProcessor>;
const balance = async () => (await getWalletBalance({ db }, { customerId })).balanceMinor;

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  clock = fixedClock(NOW);
  await createDemoPaymentMethods(db);
  customerId = (await createCustomer(db)).id;
  ctx = customerCtx(db, clock, customerId);
  processor = scriptedProcessor();
});

const save = (token: string) =>
  addCard(ctx, { method: 'cc', gateway: 'simulated', token, gateways: processor.gateways });
const deposit = (fundId: string, amount: number, key: string, extra: { csc?: string } = { csc: '123' }) =>
  depositWithFund(ctx, {
    fundId,
    amount: moneyFromWire(amount, 'AUD'),
    idempotencyKey: key,
    browser: TEST_3DS_BROWSER,
    gateways: processor.gateways,
    ...extra,
  });

function webhook(body: Record<string, unknown>, at: Date = clock.now(), secret = CONFIG.webhookSecret) {
  const rawBody = JSON.stringify(body);
  return applyGatewayWebhook(testCtx(db, clock), {
    gateway: 'simulated',
    rawBody,
    signature: signCardProcessorWebhook(rawBody, secret, at),
    gateways: processor.gateways,
  });
}
const succeeded = (depositId: string, amount: number, payment = 'pay_1', id = 'evt_1') => ({
  id,
  type: 'payment.succeeded',
  data: { payment, reference: depositId, amount, currency: 'AUD' },
});

async function domainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('saved cards', () => {
  it('keeps the token, brand, last four, expiry and label; the first card is the default', async () => {
    const first = await save('pm_first_card_token');
    const second = await save('pm_second_card_token');
    expect(first).toMatchObject({
      default: true,
      brand: 'Visa',
      lastFour: '4241',
      expiryMonth: 12,
      verification: 'Verified',
    });
    expect(second.default).toBe(false);
    // Saving the same token again is the same card.
    expect((await save('pm_second_card_token')).id).toBe(second.id);
    await setDefaultFund(ctx, { fundId: second.id });
    expect((await listFunds(ctx, { methodCode: 'cc' })).map((f) => [f.id, f.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await removeFund(ctx, { fundId: second.id });
    expect((await listFunds(ctx)).map((f) => [f.id, f.default])).toEqual([[first.id, true]]);
  });

  it('is a sensitive action: with two-factor on, an unelevated session is asked for a code and nothing is saved', async () => {
    await db
      .insert(twoFactorSettings)
      .values({ customerId, method: 'authenticator', enabledAt: clock.now() });
    const session = useCaseCtx({ db, clock, actor: customerActor(customerId, randomUUID()) });
    const asked = addCard(session, {
      method: 'cc',
      gateway: 'simulated',
      token: 'pm_needs_code',
      gateways: processor.gateways,
    });
    expect((await domainError(asked)).code).toBe('2fa_required');
    expect(await listFunds(ctx)).toEqual([]);
  });

  it("answers not found for another customer's card", async () => {
    const card = await save('pm_owner_card_token');
    const stranger = customerCtx(db, clock, (await createCustomer(db)).id);
    expect((await domainError(setDefaultFund(stranger, { fundId: card.id }))).code).toBe('not_found');
    expect((await domainError(removeFund(stranger, { fundId: card.id }))).code).toBe('not_found');
    expect(await listFunds(ctx)).toHaveLength(1);
  });
});

describe('card deposits', () => {
  it('credits an approved payment once, and a retry with the key asks the processor nothing again', async () => {
    const card = await save('pm_card_token_1');
    const first = await deposit(card.id, 2500, 'card-deposit-1');
    expect(first).toMatchObject({
      status: 'approved',
      amount: { amount: 2500, currency: 'AUD' },
      declineReason: null,
    });
    const again = await deposit(card.id, 2500, 'card-deposit-1');
    expect(again.depositId).toBe(first.depositId);
    expect(processor.state.calls).toBe(1);
    expect(await balance()).toBe(2500n);
    expect((await listTransactions(ctx, {})).items.map((t) => t.description)).toEqual([
      'Deposit — Credit or debit card',
    ]);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('asks for the security code where the rules say so, and checks the amount limits', async () => {
    const card = await save('pm_card_token_2');
    const noCsc = await domainError(deposit(card.id, 2500, 'card-deposit-2', {}));
    expect(noCsc.fields?.csc).toEqual(["Please enter your card's 3 or 4 digit security code."]);
    const small = await domainError(deposit(card.id, 500, 'card-deposit-3'));
    expect(small.fields?.amount).toEqual(['Please enter an amount equal to or greater than $10.00.']);
    expect(processor.state.calls).toBe(0);
    expect(await db.select().from(deposits)).toEqual([]);
  });

  it('records a decline with its reason and moves no money', async () => {
    const card = await save('pm_card_token_3');
    processor.state.next = { status: 'declined', reference: 'pay_2', reason: 'Your card was declined.' };
    const result = await deposit(card.id, 3000, 'card-deposit-4');
    expect(result).toMatchObject({
      status: 'declined',
      declineReason: 'Your card was declined.',
      transactionId: null,
    });
    expect(await balance()).toBe(0n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('keeps a challenged payment pending until the processor confirms it, then credits it once', async () => {
    const card = await save('pm_card_token_4');
    processor.state.next = {
      status: 'requires_action',
      reference: 'pay_3',
      challengeUrl: 'http://127.0.0.1:9/challenge/pay_3',
    };
    const pending = await deposit(card.id, 4000, 'card-deposit-5');
    expect(pending).toMatchObject({ status: 'pending', challengeUrl: 'http://127.0.0.1:9/challenge/pay_3' });
    expect(await balance()).toBe(0n);
    // Still waiting for the customer: still pending.
    expect(
      (await getCardDeposit(ctx, { depositId: pending.depositId, gateways: processor.gateways })).status,
    ).toBe('pending');
    // The webhook arrives first; the browser's return then finds it settled.
    expect(await webhook(succeeded(pending.depositId, 4000, 'pay_3'))).toMatchObject({
      applied: true,
      status: 'approved',
    });
    processor.state.result = { status: 'succeeded', reference: 'pay_3' };
    expect(
      (await getCardDeposit(ctx, { depositId: pending.depositId, gateways: processor.gateways })).status,
    ).toBe('approved');
    expect(await webhook(succeeded(pending.depositId, 4000, 'pay_3'))).toMatchObject({ applied: false });
    expect(await webhook(succeeded(pending.depositId, 4000, 'pay_3', 'evt_2'))).toMatchObject({
      applied: false,
    });
    expect(await balance()).toBe(4000n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('settles on the browser return when the webhook is late, and a failed challenge moves nothing', async () => {
    const card = await save('pm_card_token_5');
    processor.state.next = {
      status: 'requires_action',
      reference: 'pay_4',
      challengeUrl: 'http://x/challenge/pay_4',
    };
    const one = await deposit(card.id, 1500, 'card-deposit-6');
    processor.state.result = {
      status: 'declined',
      reference: 'pay_4',
      reason: 'The 3-D Secure authentication failed.',
    };
    const failed = await getCardDeposit(ctx, { depositId: one.depositId, gateways: processor.gateways });
    expect(failed).toMatchObject({
      status: 'declined',
      declineReason: 'The 3-D Secure authentication failed.',
    });
    // A late success notification for a declined deposit credits nothing.
    expect(await webhook(succeeded(one.depositId, 1500, 'pay_4'))).toMatchObject({
      applied: false,
      status: 'declined',
    });
    expect(await balance()).toBe(0n);
  });
});

describe('gateway webhooks', () => {
  async function pendingDeposit(amount = 2000) {
    const card = await save(`pm_card_${Math.random().toString(36).slice(2, 12)}`);
    processor.state.next = {
      status: 'requires_action',
      reference: 'pay_9',
      challengeUrl: 'http://x/challenge/pay_9',
    };
    return deposit(card.id, amount, `wh-${Math.random().toString(36).slice(2, 12)}`);
  }

  it('refuses a bad signature, an old notification, another amount, currency or payment, changing nothing', async () => {
    const d = await pendingDeposit();
    const refusals = [
      () => webhook(succeeded(d.depositId, 2000, 'pay_9'), clock.now(), 'whsec_wrong'),
      () => webhook(succeeded(d.depositId, 2000, 'pay_9'), new Date(clock.now().getTime() - 10 * 60_000)),
      () => webhook(succeeded(d.depositId, 2001, 'pay_9')),
      () =>
        webhook({
          ...succeeded(d.depositId, 2000, 'pay_9'),
          data: { payment: 'pay_9', reference: d.depositId, amount: 2000, currency: 'GBP' },
        }),
      () => webhook(succeeded(d.depositId, 2000, 'pay_other')),
      () => webhook(succeeded('019c0000-0000-7000-8000-000000000000', 2000, 'pay_9')),
      () =>
        applyGatewayWebhook(testCtx(db, clock), {
          gateway: 'simulated',
          rawBody: '{}',
          signature: undefined,
          gateways: processor.gateways,
        }),
    ];
    for (const refusal of refusals) expect((await domainError(refusal())).code).toBe('webhook_invalid');
    expect(await db.select().from(paymentGatewayEvents)).toEqual([]);
    const [row] = await db.select().from(deposits).where(eq(deposits.id, d.depositId));
    expect(row?.status).toBe('pending');
    expect(await balance()).toBe(0n);
  });

  it('declines on a failure notification', async () => {
    const d = await pendingDeposit();
    const failure = {
      id: 'evt_f',
      type: 'payment.failed',
      data: {
        payment: 'pay_9',
        reference: d.depositId,
        amount: 2000,
        currency: 'AUD',
        decline_reason: 'Your card has insufficient funds.',
      },
    };
    expect(await webhook(failure)).toMatchObject({ applied: true, status: 'declined' });
    const [row] = await db.select().from(deposits).where(eq(deposits.id, d.depositId));
    expect(row?.declineReason).toBe('Your card has insufficient funds.');
    expect(await balance()).toBe(0n);
  });
});
