import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import {
  addBankAccount,
  checkBankAccount,
  customerOfReference,
  customerReference,
  customerReferenceNumber,
  getBankDepositDetails,
  getWithdrawableFunds,
  getWithdrawal,
  hasValidCheckDigit,
  importStatement,
  listBankAccounts,
  listPayouts,
  luhnCheckDigit,
  payWithdrawal,
  rejectWithdrawal,
  removeBankAccount,
  statementAmountMinor,
  withdraw,
} from '../src/modules/banking/index.ts';
import { createDemoWithdrawalMethods } from '../src/modules/banking/testing.ts';
import { createCause } from '../src/modules/catalog/testing.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals, listTransactions } from '../src/modules/ledger/index.ts';
import { createDemoPaymentMethods, fundWallet } from '../src/modules/payments/testing.ts';
import { createVerifiedAttempt } from '../src/modules/verification/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx, dumpAllTables, systemCtx, testTwoFactorKey } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import type { Ctx } from '../src/use-case.ts';

const NOW = '2026-03-02T01:00:00.000Z';
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };
const key = testTwoFactorKey;

let db: Db;
let clock: FixedClock;
let ctx: Ctx;
let ops: Ctx;
let customerId: string;

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  clock = fixedClock(NOW);
  await createDemoPaymentMethods(db);
  await createDemoWithdrawalMethods(db);
  customerId = (await createCustomer(db)).id;
  // Withdrawing needs a verified identity (the verification module); this customer has one.
  await createVerifiedAttempt(db, { customerId });
  ctx = customerCtx(db, clock, customerId);
  ops = systemCtx(db, clock, 'ops');
});

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

const wallet = async () => getWalletBalance({ db }, { customerId });

describe('checking bank accounts', () => {
  it('takes a national account and a PayID, each shown by its last digits only', () => {
    const national = checkBankAccount({
      type: 'national',
      code: '062-000',
      accountNumber: '1234 5678',
      accountName: 'Alex Citizen',
    });
    expect(national).toMatchObject({ ok: true, account: { bankCode: '062000', number: '12345678' } });
    if (national.ok) expect(national.account.label).toBe('BSB 062-000 ·· 5678');
    const phone = checkBankAccount({
      type: 'payid_phone',
      accountNumber: '0412 345 678',
      accountName: 'Alex',
    });
    expect(phone).toMatchObject({ ok: true, account: { number: '+61412345678' } });
  });

  it('answers each bad field with its message', () => {
    const bad = checkBankAccount({
      type: 'national',
      code: '06200',
      accountNumber: '000000',
      accountName: '',
    });
    expect(bad).toEqual({
      ok: false,
      fields: {
        accountName: ['Please enter the name on the account.'],
        bsb: ['Please enter a valid 6 digit BSB, e.g. 062-000.'],
        accountNumber: ['Please enter a valid account number of 5 to 9 digits.'],
      },
    });
    const iban = checkBankAccount({
      type: 'international',
      code: 'NOTABIC',
      accountNumber: 'GB82 WEST 1234 5698 7654 33',
      accountName: 'Alex Citizen',
    });
    expect(iban).toMatchObject({
      ok: false,
      fields: {
        swift: ['Please enter a valid SWIFT/BIC code of 8 or 11 characters, e.g. CTBAAU2S.'],
        accountNumber: ['This IBAN is not valid: please check it (its check digits do not match).'],
      },
    });
    expect(
      checkBankAccount({
        type: 'international',
        code: 'NWBKGB2L',
        accountNumber: 'GB82 WEST 1234 5698 7654 32',
        accountName: 'Alex Citizen',
      }).ok,
    ).toBe(true);
    expect(
      checkBankAccount({ type: 'payid_email', accountNumber: 'not-an-email', accountName: 'A B' }),
    ).toEqual({
      ok: false,
      fields: { accountNumber: ['Please enter a valid email address'] },
    });
    expect(
      checkBankAccount({ type: 'payid_phone', accountNumber: '0212345678', accountName: 'A B' }),
    ).toEqual({
      ok: false,
      fields: { accountNumber: ['Please enter a valid Australian mobile number, e.g. 0412 345 678.'] },
    });
  });

  it('keeps the account number only encrypted, lists and removes the account', async () => {
    const saved = await addBankAccount(ctx, {
      type: 'national',
      code: '062000',
      accountNumber: '98765432',
      accountName: 'Alex Citizen',
      key,
    });
    expect(saved).toMatchObject({ bankCode: '062-000', label: 'BSB 062-000 ·· 5432', isBank: true });
    expect(JSON.stringify(await dumpAllTables(db))).not.toContain('98765432');
    expect(await listBankAccounts(ctx)).toHaveLength(1);
    await removeBankAccount(ctx, { id: saved.id });
    expect(await listBankAccounts(ctx)).toEqual([]);
    const other = customerCtx(db, clock, (await createCustomer(db)).id);
    expect((await refusal(removeBankAccount(other, { id: saved.id }))).code).toBe('not_found');
  });
});

describe('withdrawals', () => {
  const tw = (amount: number, idempotencyKey: string) =>
    withdraw(ctx, { method: 'tw', amount: moneyFromWire(amount, 'AUD'), idempotencyKey });

  it('refuses a customer whose identity is not verified yet, with where to verify, and holds nothing', async () => {
    const unverified = (await createCustomer(db)).id;
    await fundWallet(db, unverified, 10_000n);
    const error = await refusal(
      withdraw(customerCtx(db, clock, unverified), {
        method: 'tw',
        amount: moneyFromWire(2_000, 'AUD'),
        idempotencyKey: 'withdraw-unverified',
      }),
    );
    expect(error.code).toBe('REQUIRED');
    expect(error.message).toContain('/my-account/verify-account');
    expect(await getWalletBalance({ db }, { customerId: unverified })).toMatchObject({ heldMinor: 0n });
  });

  it('holds the amount at once; paying posts it, once', async () => {
    await fundWallet(db, customerId, 10_000n);
    expect((await getWithdrawableFunds(ctx, { currency: 'AUD' })).amount).toBe(10_000);
    const w = await tw(4_000, 'withdraw-0001');
    expect(w).toMatchObject({ status: 'pending', withdrawalMethodCode: 'tw', amount: { amount: 4000 } });
    expect(await wallet()).toEqual({ balanceMinor: 10_000n, heldMinor: 4_000n, availableMinor: 6_000n });
    expect(await tw(4_000, 'withdraw-0001')).toEqual(w);
    expect((await getWithdrawableFunds(ctx, { currency: 'AUD' })).amount).toBe(6_000);
    expect(await listPayouts(ops, { key })).toHaveLength(1);
    await payWithdrawal(ops, { withdrawalId: w.id });
    await payWithdrawal(ops, { withdrawalId: w.id });
    expect(await wallet()).toEqual({ balanceMinor: 6_000n, heldMinor: 0n, availableMinor: 6_000n });
    expect(await getWithdrawal(ctx, { transactionId: w.transactionId })).toMatchObject({ status: 'paid' });
    const { items } = await listTransactions(ctx);
    expect(items.find((t) => t.type === 'withdrawal')).toMatchObject({ amount: { amount: -4000 } });
    expect((await refusal(rejectWithdrawal(ops, { withdrawalId: w.id, reason: 'too late' }))).code).toBe(
      'conflict',
    );
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('gives the money back when the operator rejects it, with the reason', async () => {
    await fundWallet(db, customerId, 10_000n);
    const w = await tw(2_500, 'withdraw-0002');
    const rejected = await rejectWithdrawal(ops, { withdrawalId: w.id, reason: 'Name does not match' });
    expect(rejected.status).toBe('rejected');
    expect(await wallet()).toEqual({ balanceMinor: 10_000n, heldMinor: 0n, availableMinor: 10_000n });
    expect(await getWithdrawal(ctx, { withdrawalId: w.id })).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name does not match',
    });
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('refuses with a clear message: over the funds, outside the limits, nowhere to pay', async () => {
    await fundWallet(db, customerId, 3_000n);
    const over = await refusal(tw(5_000, 'withdraw-0003'));
    expect(over.code).toBe('insufficient_funds');
    expect(over.message).toBe('You can withdraw up to $30.00.');
    expect((await refusal(tw(50, 'withdraw-0004'))).fields).toEqual({
      amount: ['Please enter an amount equal to or greater than $1.00.'],
    });
    const tt = await refusal(
      withdraw(ctx, { method: 'tt', amount: moneyFromWire(1_000, 'AUD'), idempotencyKey: 'withdraw-0005' }),
    );
    expect(tt.fields).toEqual({
      bankAccountId: ['Please choose one of your bank accounts, or add one first.'],
    });
    const pl = await refusal(
      withdraw(ctx, {
        method: 'pl',
        amount: moneyFromWire(1_000, 'AUD'),
        idempotencyKey: 'w-0006',
        email: 'x',
      }),
    );
    expect(pl.fields).toEqual({ email: ['Please enter a valid email address'] });
    expect(
      (
        await refusal(
          withdraw(ctx, { method: 'zz', amount: moneyFromWire(1_000, 'AUD'), idempotencyKey: 'w-0007' }),
        )
      ).code,
    ).toBe('payment_method_unavailable');
    // Money of another currency than the method's is refused at the face, not read as cents of the wallet's.
    expect(
      (
        await refusal(
          withdraw(ctx, { method: 'tw', amount: moneyFromWire(1_000, 'GBP'), idempotencyKey: 'w-0008' }),
        )
      ).code,
    ).toBe('payment_method_unavailable');
    expect(await wallet()).toEqual({ balanceMinor: 3_000n, heldMinor: 0n, availableMinor: 3_000n });
  });

  it('pays to a saved bank account and donates to a cause', async () => {
    await fundWallet(db, customerId, 10_000n);
    const account = await addBankAccount(ctx, {
      type: 'payid_email',
      accountNumber: 'Alex@Example.com',
      accountName: 'Alex Citizen',
      key,
    });
    const bank = await withdraw(ctx, {
      method: 'tt',
      amount: moneyFromWire(1_000, 'AUD'),
      idempotencyKey: 'withdraw-bank',
      bankAccountId: account.id,
    });
    expect(bank.destination).toBe('PayID a···@example.com');
    const [line] = await listPayouts(ops, { key });
    expect(line?.payTo).toBe('Alex Citizen, PayID alex@example.com');
    const cause = await createCause(db, { key: 'surf_rescue', name: 'Surf Rescue' });
    const gift = await withdraw(ctx, {
      method: 'do',
      amount: moneyFromWire(500, 'AUD'),
      idempotencyKey: 'withdraw-gift',
      causeKey: cause.key,
    });
    expect(gift.destination).toBe('Surf Rescue');
  });
});

describe('BPAY and direct deposit references, and the bank statement', () => {
  it('makes a stable reference with its Luhn check digit', async () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(customerReferenceNumber(1n)).toBe('1000000016');
    const reference = await customerReference(ctx, customerId);
    expect(hasValidCheckDigit(reference)).toBe(true);
    expect(await customerReference(ctx, customerId)).toBe(reference);
    expect(await customerOfReference({ db }, reference)).toBe(customerId);
    const wrong = `${reference.slice(0, -1)}${(Number(reference.slice(-1)) + 1) % 10}`;
    expect(await customerOfReference({ db }, wrong)).toBeNull();
    expect(await getBankDepositDetails(ctx)).toEqual({
      bpay: { billerCode: '987654', reference },
      directDeposit: {
        accountName: 'Lottoshop Client Account',
        bsb: '062-000',
        accountNumber: '10457823',
        reference,
      },
    });
  });

  it("reads a line's amount in dollars, as the shop's one amount parser does, and only a payment in", () => {
    expect(statementAmountMinor('25.00')).toBe(2_500n);
    expect(statementAmountMinor(' $1,000.5 ')).toBe(100_050n);
    expect(statementAmountMinor('.50')).toBe(50n);
    for (const bad of ['0', '0.00', '-5.00', '1.505', '1e3', '25.', 'abc', '', '99999999999999999'])
      expect(statementAmountMinor(bad), bad).toBeNull();
  });

  it('credits matched lines once, reports unmatched ones, and credits nothing twice', async () => {
    const reference = await customerReference(ctx, customerId);
    const csv = [
      'date,type,amount,reference,transaction_id',
      `2026-03-01,BPAY,25.00,${reference},BP-1`,
      `2026-03-01,DD,"1,000.50",${reference},`,
      '2026-03-01,BPAY,10.00,1000000099,BP-2',
      '2026-03-01,BPAY,-5.00,1000000016,BP-3',
    ].join('\n');
    const first = await importStatement(ops, { csv, currency: 'AUD' });
    expect(first.lines.map((l) => l.status)).toEqual(['credited', 'credited', 'unmatched', 'invalid']);
    expect(first.creditedTotal).toEqual({ amount: 102_550, currency: 'AUD' });
    expect(first.lines[2]?.message).toBe('No customer has the reference 1000000099.');
    expect((await wallet()).balanceMinor).toBe(102_550n);
    const again = await importStatement(ops, { csv, currency: 'AUD' });
    expect(again.lines.map((l) => l.status)).toEqual([
      'already_imported',
      'already_imported',
      'already_imported',
      'invalid',
    ]);
    expect((await wallet()).balanceMinor).toBe(102_550n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
    expect((await refusal(importStatement(ops, { csv: 'a,b\n1,2', currency: 'AUD' }))).fields?.csv).toEqual([
      'The statement needs a header line with date, type, amount and reference (missing: date, type, amount, reference).',
    ]);
    expect((await refusal(importStatement(ctx, { csv, currency: 'AUD' }))).code).toBe('forbidden');
  });
});
