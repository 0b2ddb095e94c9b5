import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { getCustomerOverview } from '../src/modules/account/index.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import {
  getTransaction,
  getWalletBalance,
  ledgerTotals,
  listTransactions,
  systemAccountId,
  walletAccountId,
} from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { spendFromWallet } from '../src/modules/ledger/testing.ts';
import { type DepositInput, depositFunds, listPaymentMethods } from '../src/modules/payments/index.ts';
import { deposits, paymentMethods } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods } from '../src/modules/payments/testing.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import type { Ctx } from '../src/use-case.ts';

const NOW = '2026-03-02T01:00:00.000Z';
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };

let db: Db;
let clock: FixedClock;
let ctx: Ctx;
let customerId: string;
/** The context of another customer, on the same clock. */
const as = (id: string) => customerCtx(db, clock, id);
const balanceOf = async (id = customerId) =>
  (await getWalletBalance({ db }, { customerId: id })).balanceMinor;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  clock = fixedClock(NOW);
  await createDemoPaymentMethods(db);
  customerId = (await createCustomer(db)).id;
  ctx = customerCtx(db, clock, customerId);
});

const td = (amount: number, idempotencyKey: string, extra: Partial<DepositInput> = {}): DepositInput => ({
  method: 'td',
  gateway: 'test',
  amount: moneyFromWire(amount, 'AUD'),
  idempotencyKey,
  ...extra,
});

async function fieldErrors(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('payment methods', () => {
  it('lists the test deposit with its limits', async () => {
    // The first two; BPAY and direct deposit follow (banking.test.ts reads their attributes).
    expect((await listPaymentMethods(ctx)).slice(0, 2)).toEqual([
      {
        code: 'td',
        name: 'Test deposit',
        funds: { cart: true, withdraw: false, digitalWallets: false },
        availableGateways: ['test'],
        rules: {
          enabled: true,
          minAmount: { amount: 1000, currency: 'AUD' },
          maxAmount: { amount: 500000, currency: 'AUD' },
          gatewayRules: [],
        },
        attributes: {},
      },
      {
        code: 'cc',
        name: 'Credit or debit card',
        funds: { cart: true, withdraw: false, digitalWallets: false },
        availableGateways: ['simulated'],
        rules: {
          enabled: true,
          minAmount: { amount: 1000, currency: 'AUD' },
          maxAmount: { amount: 500000, currency: 'AUD' },
          gatewayRules: [{ gateway: 'simulated', cscRequired: true }],
        },
        attributes: { brands: 'Visa,MasterCard,AmericanExpress' },
      },
    ]);
  });

  it('filters on the funds flags and leaves out disabled methods', async () => {
    expect((await listPaymentMethods(ctx)).map((m) => m.code)).toEqual(['td', 'cc', 'bp', 'dd']);
    expect((await listPaymentMethods(ctx, { withdraw: true })).map((m) => m.code)).toEqual([]);
    expect(
      (await listPaymentMethods(ctx, { cart: true, failedVerification: true })).map((m) => m.code),
    ).toEqual(['td']);
    expect(await listPaymentMethods(ctx, { digitalWallets: true })).toEqual([]);
    // Which methods are on is site data: an operator turning PayPal and Google Pay on changes the lists.
    await db
      .update(paymentMethods)
      .set({ enabled: true })
      .where(inArray(paymentMethods.code, ['pl', 'gp']));
    expect((await listPaymentMethods(ctx, { withdraw: true })).map((m) => m.code)).toEqual(['pl']);
    expect((await listPaymentMethods(ctx, { digitalWallets: true })).map((m) => m.code)).toEqual(['gp']);
  });
});

describe('depositFunds', () => {
  it('posts the deposit from td_deposits to the wallet and answers the new balance', async () => {
    const result = await depositFunds(ctx, td(2500, 'deposit-key-1'));
    expect(result).toMatchObject({
      status: 'approved',
      amount: { amount: 2500, currency: 'AUD' },
      balance: { amount: 2500, currency: 'AUD' },
      methodCode: 'td',
      createdAt: NOW,
    });
    expect(await balanceOf()).toBe(2500n);
    const [transfer] = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, result.transactionId));
    expect(transfer).toMatchObject({
      kind: 'deposit',
      reference: result.depositId,
      description: 'Deposit — Test deposit',
      debitAccountId: await systemAccountId(ctx, 'td_deposits', 'AUD', customerId),
      creditAccountId: await walletAccountId(ctx, customerId),
    });
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('posts once per idempotency key: a retry answers the same deposit', async () => {
    const first = await depositFunds(ctx, td(1500, 'deposit-key-2'));
    clock.advance(60_000);
    const again = await depositFunds(ctx, td(1500, 'deposit-key-2'));
    expect(again).toEqual(first);
    expect(await balanceOf()).toBe(1500n);
    expect(await db.select().from(deposits)).toHaveLength(1);
    expect(await db.select().from(ledgerTransfers)).toHaveLength(1);
  });

  it('posts the same key of another customer as a separate deposit', async () => {
    const other = (await createCustomer(db)).id;
    await depositFunds(ctx, td(1500, 'shared-key-1'));
    await depositFunds(as(other), td(2000, 'shared-key-1'));
    expect(await balanceOf()).toBe(1500n);
    expect(await balanceOf(other)).toBe(2000n);
  });

  it('refuses a reused key with a different amount', async () => {
    await depositFunds(ctx, td(1500, 'deposit-key-3'));
    const error = await fieldErrors(depositFunds(ctx, td(1600, 'deposit-key-3')));
    expect(error.code).toBe('idempotency_conflict');
    expect(await balanceOf()).toBe(1500n);
  });

  it('answers the spec messages below the minimum and above the maximum', async () => {
    const low = await fieldErrors(depositFunds(ctx, td(999, 'too-low-1')));
    expect(low.code).toBe('validation_failed');
    expect(low.fields).toEqual({ amount: ['Please enter an amount equal to or greater than $10.00.'] });
    const high = await fieldErrors(depositFunds(ctx, td(500001, 'too-high-1')));
    expect(high.fields).toEqual({ amount: ['Please enter an amount equal to or less than $5,000.00.'] });
    expect(await balanceOf()).toBe(0n);
    expect(await db.select().from(deposits)).toEqual([]);
  });

  it('accepts the limits themselves', async () => {
    await depositFunds(ctx, td(1000, 'at-min-1'));
    await depositFunds(ctx, td(500000, 'at-max-1'));
    expect(await balanceOf()).toBe(501000n);
  });

  it('answers payment_method_unavailable for an unknown method, gateway, disabled method or other currency', async () => {
    await db
      .update(paymentMethods)
      .set({ gateways: ['test'] })
      .where(eq(paymentMethods.code, 'pl'));
    for (const input of [
      td(1500, 'bad-method-1', { method: 'zz' }),
      td(1500, 'bad-method-2', { gateway: 'stripe' }),
      td(1500, 'bad-method-3', { method: 'pl' }),
      td(1500, 'bad-method-4', { amount: moneyFromWire(1500, 'GBP') }),
    ]) {
      const error = await fieldErrors(depositFunds(ctx, input));
      expect(error.code).toBe('payment_method_unavailable');
    }
    expect(await balanceOf()).toBe(0n);
  });

  it('shows in the customer overview as balance and available funds', async () => {
    await createSiteSettings(db);
    await depositFunds(ctx, td(4321, 'overview-1'));
    const overview = await getCustomerOverview(ctx);
    expect(overview.balance).toEqual({ amount: 4321, currency: 'AUD' });
    expect(overview.availableFunds).toEqual({ amount: 4321, currency: 'AUD' });
  });
});

describe('transactions', () => {
  async function spend(amountMinor: bigint, key: string) {
    await spendFromWallet(db, customerId, amountMinor, {
      idempotencyKey: key,
      reference: 'checkout-9',
      now: clock.now(),
    });
  }

  it('lists the wallet movements newest first, signed from the customer side, with the balance after', async () => {
    await depositFunds(ctx, td(5000, 'tx-deposit-1'));
    clock.advance(1000);
    await spend(1200n, 'tx-spend-1');
    const page = await listTransactions(ctx);
    expect(page).toMatchObject({ total: 2, limit: 10, offset: 0 });
    expect(page.items.map((t) => [t.type, t.amount.amount, t.balanceAfter.amount, t.description])).toEqual([
      ['purchase', -1200, 3800, 'Ticket purchase'],
      ['deposit', 5000, 5000, 'Deposit — Test deposit'],
    ]);
    expect(page.items[0]?.reference).toBe('checkout-9');
    expect(page.items[0]?.createdAt).toBe('2026-03-02T01:00:01.000Z');
  });

  it('pages with limit and offset, and caps the limit', async () => {
    for (let i = 0; i < 12; i++) {
      await depositFunds(ctx, td(1000 + i, `paged-key-${i}`));
      clock.advance(1000);
    }
    const first = await listTransactions(ctx);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(12);
    const second = await listTransactions(ctx, { limit: 5, offset: 10 });
    expect(second.items.map((t) => t.amount.amount)).toEqual([1001, 1000]);
    expect((await listTransactions(ctx, { limit: 1000 })).limit).toBe(100);
  });

  it('lists nothing for a customer who never had money', async () => {
    expect(await listTransactions(ctx)).toEqual({ items: [], total: 0, limit: 10, offset: 0 });
  });

  it("reads one of the customer's own transactions, and not another customer's", async () => {
    const mine = await depositFunds(ctx, td(1500, 'own-key-1'));
    const other = (await createCustomer(db)).id;
    const theirs = await depositFunds(as(other), td(2500, 'own-key-2'));
    expect(await getTransaction(ctx, { transactionId: mine.transactionId })).toMatchObject({
      id: mine.transactionId,
      type: 'deposit',
      amount: { amount: 1500, currency: 'AUD' },
      reference: mine.depositId,
    });
    for (const id of [theirs.transactionId, 'not-a-uuid', '01890000-0000-7000-8000-000000000000']) {
      await expect(getTransaction(ctx, { transactionId: id })).rejects.toMatchObject({ code: 'not_found' });
    }
  });
});
