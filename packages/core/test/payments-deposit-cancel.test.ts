import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import {
  cancelDeposit,
  cardProcessorGateway,
  DEPOSIT_CANCEL_MESSAGES,
  depositFunds,
  depositWithFund,
  type PaymentGateway,
  type PaymentOutcome,
  paymentGateways,
} from '../src/modules/payments/index.ts';
import { deposits } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods, createSavedFund } from '../src/modules/payments/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx, TEST_3DS_BROWSER } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';

const NOW = '2026-03-02T01:00:00.000Z';
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };

/**
 * The card processor's adapter with its payments scripted by reference: every new payment asks for a 3-D Secure
 * challenge; `cancel` is what the processor does with a cancel (by default: the waiting payment is cancelled).
 */
function scriptedProcessor() {
  const state = {
    payments: new Map<string, PaymentOutcome>(),
    cancels: [] as string[],
    cancel: (reference: string) => {
      state.payments.set(reference, { status: 'declined', reference, reason: 'The payment was cancelled.' });
    },
  };
  let next = 0;
  const gateway: PaymentGateway = {
    ...cardProcessorGateway({
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'http://127.0.0.1:9',
      secretKey: 'sk',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
    }),
    createDeposit: async () => {
      const reference = `pay_${++next}`;
      const outcome: PaymentOutcome = {
        status: 'requires_action',
        reference,
        challengeUrl: `http://127.0.0.1:9/challenge/${reference}`,
      };
      state.payments.set(reference, outcome);
      return outcome;
    },
    paymentResult: async (reference) => {
      const found = state.payments.get(reference);
      if (!found) throw new DomainError('gateway_unavailable');
      return found;
    },
    cancelWaiting: async (reference) => {
      state.cancels.push(reference);
      state.cancel(reference);
    },
  };
  return { gateways: paymentGateways(gateway), state };
}

let db: Db;
let clock: FixedClock;
let customerId: string;
let fundId: string;
let processor: ReturnType<typeof scriptedProcessor>;
const balance = async () => (await getWalletBalance({ db }, { customerId })).balanceMinor;
const depositRow = async (id: string) => (await db.select().from(deposits).where(eq(deposits.id, id)))[0]!;
const cancel = (depositId: string, who = customerId) =>
  cancelDeposit(customerCtx(db, clock, who), { depositId, gateways: processor.gateways });

/** A card deposit waiting on its 3-D Secure challenge. */
async function waitingDeposit(amount: number, key: string) {
  const deposit = await depositWithFund(customerCtx(db, clock, customerId), {
    fundId,
    amount: moneyFromWire(amount, 'AUD'),
    idempotencyKey: key,
    csc: '123',
    browser: TEST_3DS_BROWSER,
    gateways: processor.gateways,
  });
  expect(deposit).toMatchObject({ status: 'pending', challengeUrl: expect.any(String) });
  return deposit.depositId;
}

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  clock = fixedClock(NOW);
  await createDemoPaymentMethods(db);
  customerId = (await createCustomer(db)).id;
  fundId = (
    await createSavedFund(db, { customerId, methodCode: 'cc', gateway: 'simulated', isDefault: true })
  ).id;
  processor = scriptedProcessor();
});

describe('a customer cancelling their deposit', () => {
  it('cancels a card deposit waiting on its challenge at the processor, declines it and moves no money', async () => {
    const id = await waitingDeposit(2500, 'cancel-1');

    const cancelled = await cancel(id);

    expect(cancelled).toMatchObject({
      depositId: id,
      status: 'declined',
      declineReason: DEPOSIT_CANCEL_MESSAGES.cancelled,
      challengeUrl: null,
      transactionId: null,
    });
    expect(processor.state.cancels).toEqual(['pay_1']);
    expect(await depositRow(id)).toMatchObject({ status: 'declined', challengeUrl: null });
    expect(await balance()).toBe(0n);
    // Once cancelled there is nothing left to cancel: refused, nothing changes, the processor is not asked again.
    await expect(cancel(id)).rejects.toMatchObject({
      code: 'conflict',
      message: DEPOSIT_CANCEL_MESSAGES.declined,
    });
    expect(processor.state.cancels).toEqual(['pay_1']);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('credits a payment completed just before the cancel, once, and says it cannot be cancelled', async () => {
    const id = await waitingDeposit(1800, 'cancel-2');
    // The customer completed the challenge a moment before: the cancel finds it paid and leaves it.
    processor.state.cancel = (reference) =>
      processor.state.payments.set(reference, { status: 'succeeded', reference });

    await expect(cancel(id)).rejects.toMatchObject({
      code: 'conflict',
      message: DEPOSIT_CANCEL_MESSAGES.approved,
    });
    expect(await depositRow(id)).toMatchObject({ status: 'approved' });
    expect(await balance()).toBe(1800n);
    await expect(cancel(id)).rejects.toMatchObject({ message: DEPOSIT_CANCEL_MESSAGES.approved });
    expect(await balance()).toBe(1800n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('leaves a payment the processor cannot cancel pending, and says so', async () => {
    const id = await waitingDeposit(1200, 'cancel-3');
    processor.state.cancel = () => {};

    await expect(cancel(id)).rejects.toMatchObject({
      code: 'conflict',
      message: DEPOSIT_CANCEL_MESSAGES.processing,
    });
    expect(await depositRow(id)).toMatchObject({ status: 'pending', challengeUrl: expect.any(String) });
    expect(await balance()).toBe(0n);
  });

  it('refuses an approved deposit and changes nothing', async () => {
    const approved = await depositFunds(customerCtx(db, clock, customerId), {
      method: 'td',
      gateway: 'test',
      amount: moneyFromWire(1500, 'AUD'),
      idempotencyKey: 'cancel-td-1',
    });

    await expect(cancel(approved.depositId)).rejects.toMatchObject({
      code: 'conflict',
      message: DEPOSIT_CANCEL_MESSAGES.approved,
    });
    expect(await depositRow(approved.depositId)).toMatchObject({ status: 'approved' });
    expect(await balance()).toBe(1500n);
  });

  it("answers not found for another customer's deposit and leaves it waiting", async () => {
    const id = await waitingDeposit(1000, 'cancel-4');
    const stranger = (await createCustomer(db)).id;

    await expect(cancel(id, stranger)).rejects.toMatchObject({ code: 'not_found' });
    expect(processor.state.cancels).toEqual([]);
    expect(await depositRow(id)).toMatchObject({ status: 'pending' });
  });
});
