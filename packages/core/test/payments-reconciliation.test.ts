import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import {
  cardProcessorGateway,
  depositWithFund,
  type PaymentGateway,
  type PaymentOutcome,
  paymentGateways,
  reconcilePendingDeposits,
  UNFINISHED_DEPOSIT_REASONS,
} from '../src/modules/payments/index.ts';
import { deposits } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods, createSavedFund } from '../src/modules/payments/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx, systemCtx, TEST_3DS_BROWSER } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';

const NOW = '2026-03-02T01:00:00.000Z';
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };
const OPTIONS = { settleAfterSeconds: 120, expireAfterSeconds: 1800 };

/**
 * The card processor's adapter with its network scripted: `create` is what creating a payment does (by default the
 * answer is lost: the gateway is unreachable), `found` what the processor holds for a deposit, `cancels` the
 * waiting payments cancelled.
 */
function scriptedProcessor() {
  const state = {
    create: (): Promise<PaymentOutcome> => Promise.reject(new DomainError('gateway_unavailable')),
    found: new Map<string, PaymentOutcome | 'unreachable'>(),
    cancels: [] as string[],
  };
  const lookUp = async (depositId: string) => {
    const found = state.found.get(depositId) ?? null;
    if (found === 'unreachable') throw new DomainError('gateway_unavailable');
    return found;
  };
  const gateway: PaymentGateway = {
    ...cardProcessorGateway({
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'http://127.0.0.1:9',
      secretKey: 'sk',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
    }),
    createDeposit: () => state.create(),
    findDeposit: lookUp,
    paymentResult: async (reference) => {
      for (const [depositId, outcome] of state.found) {
        if (outcome !== 'unreachable' && outcome.reference === reference) return (await lookUp(depositId))!;
      }
      throw new DomainError('gateway_unavailable');
    },
    cancelWaiting: async (reference) => {
      state.cancels.push(reference);
      for (const [depositId, outcome] of state.found) {
        if (
          outcome !== 'unreachable' &&
          outcome.reference === reference &&
          outcome.status === 'requires_action'
        ) {
          state.found.set(depositId, { status: 'declined', reference, reason: 'cancelled' });
        }
      }
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
const reconcile = () =>
  reconcilePendingDeposits(systemCtx(db, clock), { gateways: processor.gateways, ...OPTIONS });

/** A deposit whose gateway answer was lost: written pending, the call to the gateway failed. */
async function unfinishedDeposit(amount: number, key: string): Promise<string> {
  await expect(
    depositWithFund(customerCtx(db, clock, customerId), {
      fundId,
      amount: moneyFromWire(amount, 'AUD'),
      idempotencyKey: key,
      csc: '123',
      browser: TEST_3DS_BROWSER,
      gateways: processor.gateways,
    }),
  ).rejects.toMatchObject({ code: 'gateway_unavailable' });
  const [row] = await db.select().from(deposits).where(eq(deposits.idempotencyKey, key));
  expect(row?.status).toBe('pending');
  return row!.id;
}
const depositRow = async (id: string) => (await db.select().from(deposits).where(eq(deposits.id, id)))[0]!;

/** A deposit waiting on its 3-D Secure challenge under `reference`, which the processor reports still waiting. */
async function challengedDeposit(amount: number, key: string, reference: string): Promise<string> {
  const challenge = {
    status: 'requires_action',
    reference,
    challengeUrl: 'http://127.0.0.1:9/challenge',
  } as const;
  processor.state.create = async () => challenge;
  const { depositId } = await depositWithFund(customerCtx(db, clock, customerId), {
    fundId,
    amount: moneyFromWire(amount, 'AUD'),
    idempotencyKey: key,
    csc: '123',
    browser: TEST_3DS_BROWSER,
    gateways: processor.gateways,
  });
  processor.state.found.set(depositId, challenge);
  return depositId;
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

describe('reconciling unfinished deposits', () => {
  it('credits a payment the processor took once, however many passes run', async () => {
    const id = await unfinishedDeposit(2500, 'lost-1');
    processor.state.found.set(id, { status: 'succeeded', reference: 'pay_lost_1' });

    // Too young: left to its own answer, webhook and return.
    expect(await reconcile()).toEqual({ checked: 0, approved: 0, declined: 0, waiting: 0 });
    clock.advance(121_000);
    expect(await reconcile()).toEqual({ checked: 1, approved: 1, declined: 0, waiting: 0 });
    expect(await reconcile()).toEqual({ checked: 0, approved: 0, declined: 0, waiting: 0 });

    expect(await balance()).toBe(2500n);
    expect(await depositRow(id)).toMatchObject({ status: 'approved', gatewayReference: 'pay_lost_1' });
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('declines a decline, and waits while the processor cannot be reached', async () => {
    const declined = await unfinishedDeposit(1000, 'lost-2');
    const unreachable = await unfinishedDeposit(2000, 'lost-3');
    processor.state.found.set(declined, { status: 'declined', reference: 'pay_2', reason: 'Do not honour.' });
    processor.state.found.set(unreachable, 'unreachable');
    clock.advance(3_600_000);

    expect(await reconcile()).toEqual({ checked: 2, approved: 0, declined: 1, waiting: 1 });
    expect(await depositRow(declined)).toMatchObject({ status: 'declined', declineReason: 'Do not honour.' });
    expect(await depositRow(unreachable)).toMatchObject({ status: 'pending' });
    expect(await balance()).toBe(0n);
  });

  it('declines a payment the processor never received, only once it has expired', async () => {
    const id = await unfinishedDeposit(1500, 'lost-4');
    clock.advance(600_000);
    expect(await reconcile()).toEqual({ checked: 1, approved: 0, declined: 0, waiting: 1 });
    clock.advance(1_800_000);
    expect(await reconcile()).toEqual({ checked: 1, approved: 0, declined: 1, waiting: 0 });
    expect(await depositRow(id)).toMatchObject({
      status: 'declined',
      declineReason: UNFINISHED_DEPOSIT_REASONS.neverReached,
    });
    expect(await balance()).toBe(0n);
  });

  it('cancels a challenge never completed at the processor before declining it', async () => {
    const abandoned = await challengedDeposit(3000, 'challenge-1', 'pay_abandoned');
    const waiting = await depositRow(abandoned);
    clock.advance(600_000);
    expect(await reconcile()).toEqual({ checked: 1, approved: 0, declined: 0, waiting: 1 });
    expect(processor.state.cancels).toEqual([]);

    clock.advance(1_800_000);
    expect(await reconcile()).toEqual({ checked: 1, approved: 0, declined: 1, waiting: 0 });
    expect(processor.state.cancels).toEqual([waiting.gatewayReference]);
    expect(await depositRow(abandoned)).toMatchObject({
      status: 'declined',
      declineReason: UNFINISHED_DEPOSIT_REASONS.challengeExpired,
    });
    expect(await balance()).toBe(0n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });
  it('keeps and credits once a challenge the customer completed just as it expired, and never refunds it', async () => {
    const late = await challengedDeposit(2200, 'challenge-late', 'pay_late');
    // The customer completes the challenge between the job's read and its cancel: the cancel leaves it paid.
    const gateway = processor.gateways.get('simulated');
    const cancel = gateway?.cancelWaiting;
    if (!gateway || !cancel) throw new Error('the scripted processor cancels nothing');
    gateway.cancelWaiting = async (reference) => {
      processor.state.found.set(late, { status: 'succeeded', reference });
      await cancel(reference);
    };
    clock.advance(2_400_000);
    expect(await reconcile()).toEqual({ checked: 1, approved: 1, declined: 0, waiting: 0 });
    expect(await depositRow(late)).toMatchObject({ status: 'approved' });
    expect(await balance()).toBe(2200n);
    expect(await reconcile()).toEqual({ checked: 0, approved: 0, declined: 0, waiting: 0 });
    expect(await balance()).toBe(2200n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });
});
