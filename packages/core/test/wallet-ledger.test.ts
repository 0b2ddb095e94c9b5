import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/identity.factory.ts';
import { fundWallet, spendFromWallet } from '../src/modules/wallet/wallet.factory.ts';
import { getWalletBalanceMinor, ledgerTotals } from '../src/modules/wallet/wallet.queries.ts';
import {
  postTransfer,
  systemAccountId,
  type TransferInput,
  walletAccountId,
} from '../src/modules/wallet/wallet.service.ts';
import { ledgerAccounts, ledgerTransfers } from '../src/modules/wallet/wallet.tables.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');

let db: Db;
let customerId: string;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  customerId = (await createCustomer(db)).id;
});

async function purchase(amountMinor: bigint, key: string): Promise<{ transferId: string; created: boolean }> {
  return spendFromWallet(db, customerId, amountMinor, {
    idempotencyKey: key,
    reference: 'checkout-1',
    now: NOW,
  });
}

/** The error a promise rejects with, however deep the driver wrapped the database's message. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) messages.push(String(e));
    return messages.join(' | ');
  }
  throw new Error('expected the promise to be rejected');
}

describe('accounts', () => {
  it('creates a wallet on demand, once, with a zero balance', async () => {
    const a = await walletAccountId(db, customerId);
    const b = await walletAccountId(db, customerId);
    expect(a).toBe(b);
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, a));
    expect(row).toMatchObject({ kind: 'customer_wallet', customerId, currency: 'AUD', balanceMinor: 0n });
    expect(await getWalletBalanceMinor(db, customerId)).toBe(0n);
  });

  it('keeps one system account per key and currency', async () => {
    const sales = await systemAccountId(db, 'ticket_sales');
    expect(await systemAccountId(db, 'ticket_sales')).toBe(sales);
    expect(await systemAccountId(db, 'prize_fund')).not.toBe(sales);
    expect(await systemAccountId(db, 'ticket_sales', 'GBP')).not.toBe(sales);
  });

  it('reads a balance of zero for a customer with no wallet yet', async () => {
    expect(await getWalletBalanceMinor(db, customerId)).toBe(0n);
  });
});

describe('postTransfer', () => {
  it('moves both balances and records the balances after', async () => {
    await fundWallet(db, customerId, 5000n, { now: NOW });
    const { transferId, created } = await purchase(1200n, 'purchase-1');
    expect(created).toBe(true);
    expect(await getWalletBalanceMinor(db, customerId)).toBe(3800n);
    const [transfer] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(transfer).toMatchObject({
      amountMinor: 1200n,
      debitBalanceAfterMinor: 3800n,
      creditBalanceAfterMinor: 1200n,
      kind: 'purchase',
      currency: 'AUD',
      description: 'Ticket purchase',
      createdAt: NOW,
    });
    expect(await ledgerTotals(db)).toEqual({ sumOfBalances: 0n, mismatches: [] });
  });

  it('posts a key once: a retry returns the same transfer and moves nothing', async () => {
    await fundWallet(db, customerId, 5000n, { now: NOW });
    const first = await purchase(1000n, 'purchase-once');
    const again = await purchase(1000n, 'purchase-once');
    expect(again).toEqual({ transferId: first.transferId, created: false });
    expect(await getWalletBalanceMinor(db, customerId)).toBe(4000n);
    const rows = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, 'purchase-once'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a reused key with a different amount as idempotency_conflict', async () => {
    await fundWallet(db, customerId, 5000n, { now: NOW });
    await purchase(1000n, 'purchase-k');
    await expect(purchase(2000n, 'purchase-k')).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await getWalletBalanceMinor(db, customerId)).toBe(4000n);
  });

  it('answers insufficient_funds when the wallet would go below zero, and changes nothing', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const error = await purchase(1001n, 'too-much').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'insufficient_funds' });
    expect(await getWalletBalanceMinor(db, customerId)).toBe(1000n);
    expect(
      await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, 'too-much')),
    ).toEqual([]);
    // Spending exactly the balance is allowed.
    await purchase(1000n, 'all-of-it');
    expect(await getWalletBalanceMinor(db, customerId)).toBe(0n);
    expect(await ledgerTotals(db)).toEqual({ sumOfBalances: 0n, mismatches: [] });
  });

  it('leaves the caller transaction usable after insufficient_funds', async () => {
    await fundWallet(db, customerId, 500n, { now: NOW });
    const outcome = await db.transaction(async (tx) => {
      const input: TransferInput = {
        idempotencyKey: 'in-tx',
        debitAccountId: await walletAccountId(tx, customerId),
        creditAccountId: await systemAccountId(tx, 'ticket_sales'),
        amountMinor: 900n,
        kind: 'purchase',
        customerId,
        reference: null,
        description: 'Ticket purchase',
      };
      const failed = await postTransfer(tx, input, NOW).catch((e: unknown) => e);
      const retried = await postTransfer(tx, { ...input, idempotencyKey: 'in-tx-2', amountMinor: 400n }, NOW);
      return { failed, retried };
    });
    expect(outcome.failed).toMatchObject({ code: 'insufficient_funds' });
    expect(outcome.retried.created).toBe(true);
    expect(await getWalletBalanceMinor(db, customerId)).toBe(100n);
  });

  it('lets a system account go negative (money coming in) while the total stays zero', async () => {
    await fundWallet(db, customerId, 2500n, { now: NOW });
    const [deposits] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, await systemAccountId(db, 'td_deposits')));
    expect(deposits?.balanceMinor).toBe(-2500n);
    expect((await ledgerTotals(db)).sumOfBalances).toBe(0n);
  });

  it('refuses a zero amount and a transfer from an account to itself', async () => {
    const wallet = await walletAccountId(db, customerId);
    const sales = await systemAccountId(db, 'ticket_sales');
    const base: TransferInput = {
      idempotencyKey: 'bad',
      debitAccountId: sales,
      creditAccountId: wallet,
      amountMinor: 0n,
      kind: 'refund',
      customerId,
      reference: null,
      description: 'Refund',
    };
    await expect(postTransfer(db, base, NOW)).rejects.toThrow(RangeError);
    await expect(postTransfer(db, { ...base, amountMinor: 1n, creditAccountId: sales }, NOW)).rejects.toThrow(
      RangeError,
    );
  });
});

describe('what the database itself enforces', () => {
  it('refuses a raw UPDATE that makes a customer wallet negative', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const wallet = await walletAccountId(db, customerId);
    const message = await rejection(
      db.execute(sql`update ledger_accounts set balance_minor = -1 where id = ${wallet}`),
    );
    expect(message).toMatch(/ledger_accounts_wallet_not_negative/);
    expect(await getWalletBalanceMinor(db, customerId)).toBe(1000n);
  });

  it('refuses to change or delete a posted transfer', async () => {
    const transferId = await fundWallet(db, customerId, 1000n, { now: NOW });
    expect(
      await rejection(db.execute(sql`update ledger_transfers set amount_minor = 1 where id = ${transferId}`)),
    ).toMatch(/append-only/);
    expect(await rejection(db.execute(sql`delete from ledger_transfers where id = ${transferId}`))).toMatch(
      /append-only/,
    );
    const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(row?.amountMinor).toBe(1000n);
  });

  it('refuses a raw transfer of a non-positive amount or between one account', async () => {
    const wallet = await walletAccountId(db, customerId);
    const sales = await systemAccountId(db, 'ticket_sales');
    const insert = (debit: string, credit: string, amount: number) =>
      db.execute(sql`insert into ledger_transfers (id, idempotency_key, debit_account_id, credit_account_id,
        amount_minor, currency, kind, description, debit_balance_after_minor, credit_balance_after_minor, created_at)
        values (gen_random_uuid(), ${`raw-${debit}-${credit}-${amount}`}, ${debit}, ${credit}, ${amount}, 'AUD',
        'refund', 'x', 0, 0, now())`);
    expect(await rejection(insert(sales, wallet, 0))).toMatch(/ledger_transfers_amount_positive/);
    expect(await rejection(insert(wallet, wallet, 5))).toMatch(/ledger_transfers_distinct_accounts/);
  });

  it('ledgerTotals reports an account whose balance was changed without a transfer', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const wallet = await walletAccountId(db, customerId);
    await db.execute(sql`update ledger_accounts set balance_minor = 1500 where id = ${wallet}`);
    const totals = await ledgerTotals(db);
    expect(totals.sumOfBalances).toBe(500n);
    expect(totals.mismatches).toEqual([
      { accountId: wallet, key: `wallet:${customerId}:AUD`, balanceMinor: 1500n, postedMinor: 1000n },
    ]);
  });
});
