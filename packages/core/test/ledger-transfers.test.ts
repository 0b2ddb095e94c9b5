import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import {
  getWalletBalance,
  holdAndPostTransfer,
  holdTransfer,
  ledgerTotals,
  listTransactions,
  postPendingTransfer,
  postTransfer,
  systemAccountId,
  type TransferInput,
  voidPendingTransfer,
  walletAccountId,
} from '../src/modules/ledger/index.ts';
import { ledgerAccounts, ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { spendFromWallet } from '../src/modules/ledger/testing.ts';
import { fundWallet } from '../src/modules/payments/testing.ts';
import { customerCtx, testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { type Ctx, inTransaction } from '../src/use-case.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');

let db: Db;
let ctx: Ctx;
let customerId: string;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  ctx = testCtx(db, NOW);
  customerId = (await createCustomer(db)).id;
});

async function purchase(amountMinor: bigint, key: string): Promise<{ transferId: string; created: boolean }> {
  const { transfer, created } = await spendFromWallet(db, customerId, amountMinor, {
    idempotencyKey: key,
    reference: 'checkout-1',
    now: NOW,
  });
  return { transferId: transfer.id, created };
}

const balanceOf = async (id = customerId) => (await getWalletBalance(ctx, { customerId: id })).balanceMinor;
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };

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
    const a = await walletAccountId(ctx, customerId);
    const b = await walletAccountId(ctx, customerId);
    expect(a).toBe(b);
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, a));
    expect(row).toMatchObject({
      kind: 'customer_wallet',
      customerId,
      currency: 'AUD',
      balanceMinor: 0n,
      pendingDebitsMinor: 0n,
      pendingCreditsMinor: 0n,
    });
    expect(await balanceOf()).toBe(0n);
  });

  it('keeps one system account per key and currency', async () => {
    const sales = await systemAccountId(ctx, 'ticket_sales');
    expect(await systemAccountId(ctx, 'ticket_sales')).toBe(sales);
    expect(await systemAccountId(ctx, 'prize_fund')).not.toBe(sales);
    expect(await systemAccountId(ctx, 'ticket_sales', 'GBP')).not.toBe(sales);
  });

  it('reads a balance of zero for a customer with no wallet yet', async () => {
    expect(await balanceOf()).toBe(0n);
  });
});

describe('postTransfer', () => {
  it('moves both balances and records the balances after', async () => {
    await fundWallet(db, customerId, 5000n, { now: NOW });
    const { transferId, created } = await purchase(1200n, 'purchase-1');
    expect(created).toBe(true);
    expect(await balanceOf()).toBe(3800n);
    const [transfer] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(transfer).toMatchObject({
      phase: 'posted',
      pendingId: null,
      amountMinor: 1200n,
      debitBalanceAfterMinor: 3800n,
      creditBalanceAfterMinor: 1200n,
      kind: 'purchase',
      currency: 'AUD',
      description: 'Ticket purchase',
      createdAt: NOW,
    });
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('posts a key once: a retry returns the same transfer and moves nothing', async () => {
    await fundWallet(db, customerId, 5000n, { now: NOW });
    const first = await purchase(1000n, 'purchase-once');
    const again = await purchase(1000n, 'purchase-once');
    expect(again).toEqual({ transferId: first.transferId, created: false });
    expect(await balanceOf()).toBe(4000n);
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
    expect(await balanceOf()).toBe(4000n);
  });

  it('answers insufficient_funds when the wallet would go below zero, and changes nothing', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const error = await purchase(1001n, 'too-much').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf()).toBe(1000n);
    expect(
      await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, 'too-much')),
    ).toEqual([]);
    // Spending exactly the balance is allowed.
    await purchase(1000n, 'all-of-it');
    expect(await balanceOf()).toBe(0n);
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('leaves the caller transaction usable after insufficient_funds when the caller ran it in a savepoint', async () => {
    await fundWallet(db, customerId, 500n, { now: NOW });
    const outcome = await inTransaction(ctx, async (tx) => {
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
      const failed = await inTransaction(tx, (sp) => postTransfer(sp, input)).catch((e: unknown) => e);
      const retried = await postTransfer(tx, { ...input, idempotencyKey: 'in-tx-2', amountMinor: 400n });
      return { failed, retried };
    });
    expect(outcome.failed).toMatchObject({ code: 'insufficient_funds' });
    expect(outcome.retried.created).toBe(true);
    expect(await balanceOf()).toBe(100n);
  });

  it('lets a system account go negative (money coming in) while the total stays zero', async () => {
    await fundWallet(db, customerId, 2500n, { now: NOW });
    const [deposits] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, await systemAccountId(ctx, 'td_deposits')));
    expect(deposits?.balanceMinor).toBe(-2500n);
    expect((await ledgerTotals(ctx)).sumOfBalances).toBe(0n);
  });

  it('refuses a zero amount and a transfer from an account to itself', async () => {
    const wallet = await walletAccountId(ctx, customerId);
    const sales = await systemAccountId(ctx, 'ticket_sales');
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
    await expect(postTransfer(ctx, base)).rejects.toThrow(RangeError);
    await expect(postTransfer(ctx, { ...base, amountMinor: 1n, creditAccountId: sales })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('what the database itself enforces', () => {
  it('refuses a raw UPDATE that makes a customer wallet negative', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const wallet = await walletAccountId(ctx, customerId);
    const message = await rejection(
      db.execute(sql`update ledger_accounts set balance_minor = -1 where id = ${wallet}`),
    );
    expect(message).toMatch(/ledger_accounts_wallet_not_negative/);
    expect(await balanceOf()).toBe(1000n);
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
    const wallet = await walletAccountId(ctx, customerId);
    const sales = await systemAccountId(ctx, 'ticket_sales');
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
    const wallet = await walletAccountId(ctx, customerId);
    await db.execute(sql`update ledger_accounts set balance_minor = 1500 where id = ${wallet}`);
    const totals = await ledgerTotals(ctx);
    expect(totals.sumOfBalances).toBe(500n);
    expect(totals.mismatches).toEqual([
      {
        accountId: wallet,
        key: `wallet:${customerId}:AUD`,
        balanceMinor: 1500n,
        postedMinor: 1000n,
        pendingDebitsMinor: 0n,
        heldDebitsMinor: 0n,
        pendingCreditsMinor: 0n,
        heldCreditsMinor: 0n,
      },
    ]);
  });
});

describe('holds: pending transfers posted or voided once', () => {
  /** A purchase's money from the customer's wallet to the sales account, under `key`. */
  const purchaseInput = async (tx: Ctx, amountMinor: bigint, key: string): Promise<TransferInput> => ({
    idempotencyKey: key,
    debitAccountId: await walletAccountId(tx, customerId),
    creditAccountId: await systemAccountId(tx, 'ticket_sales'),
    amountMinor,
    kind: 'purchase',
    customerId,
    reference: 'checkout-h',
    description: 'Ticket purchase',
  });
  async function hold(amountMinor: bigint, key: string) {
    return inTransaction(ctx, async (tx) => holdTransfer(tx, await purchaseInput(tx, amountMinor, key)));
  }
  const walletOf = () => getWalletBalance(ctx, { customerId });

  it('counts a hold against what can be spent at once, without moving the balance', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const { transfer, created } = await hold(700n, 'hold-1');
    expect(created).toBe(true);
    expect(transfer).toMatchObject({ phase: 'pending', pendingId: null, debitBalanceAfterMinor: 1000n });
    expect(await walletOf()).toEqual({ balanceMinor: 1000n, heldMinor: 700n, availableMinor: 300n });
    // Only the 300 not held can be spent or held.
    await expect(hold(301n, 'hold-2')).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(purchase(301n, 'spend-over-hold')).rejects.toMatchObject({ code: 'insufficient_funds' });
    await purchase(300n, 'spend-rest');
    expect(await walletOf()).toEqual({ balanceMinor: 700n, heldMinor: 700n, availableMinor: 0n });
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('posts a hold once: the money moves, the hold is released, a second post answers the first', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    await hold(400n, 'hold-post');
    const posted = await inTransaction(ctx, (tx) => postPendingTransfer(tx, { hold: 'hold-post' }));
    expect(posted.created).toBe(true);
    expect(posted.transfer).toMatchObject({
      phase: 'post_pending',
      idempotencyKey: 'hold-post:post',
      amountMinor: 400n,
      debitBalanceAfterMinor: 600n,
    });
    expect(await walletOf()).toEqual({ balanceMinor: 600n, heldMinor: 0n, availableMinor: 600n });
    const again = await inTransaction(ctx, (tx) => postPendingTransfer(tx, { hold: 'hold-post' }));
    expect(again).toEqual({ transfer: posted.transfer, created: false });
    await expect(
      inTransaction(ctx, (tx) => voidPendingTransfer(tx, { hold: 'hold-post' })),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await walletOf()).toEqual({ balanceMinor: 600n, heldMinor: 0n, availableMinor: 600n });
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('voids a hold once: nothing moves and the money can be spent again; a voided hold cannot be posted', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    await hold(1000n, 'hold-void');
    const voided = await inTransaction(ctx, (tx) => voidPendingTransfer(tx, { hold: 'hold-void' }));
    expect(voided?.transfer).toMatchObject({ phase: 'void_pending', idempotencyKey: 'hold-void:void' });
    expect(await walletOf()).toEqual({ balanceMinor: 1000n, heldMinor: 0n, availableMinor: 1000n });
    await expect(
      inTransaction(ctx, (tx) => postPendingTransfer(tx, { hold: 'hold-void' })),
    ).rejects.toMatchObject({ code: 'conflict' });
    // Voiding a hold that was never made (or was rolled back with its transaction) does nothing.
    expect(await inTransaction(ctx, (tx) => voidPendingTransfer(tx, { hold: 'no-such-hold' }))).toBeNull();
    await purchase(1000n, 'spend-all-after-void');
    expect(await balanceOf()).toBe(0n);
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('shows the customer a posted hold once, and neither a hold still pending nor a voided one', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    await hold(100n, 'shown-posted');
    await inTransaction(ctx, (tx) => postPendingTransfer(tx, { hold: 'shown-posted' }));
    await hold(200n, 'shown-voided');
    await inTransaction(ctx, (tx) => voidPendingTransfer(tx, { hold: 'shown-voided' }));
    await hold(300n, 'still-pending');
    const page = await listTransactions(customerCtx(db, NOW, customerId));
    expect(page.items.map((t) => [t.type, t.amount.amount])).toEqual([
      ['purchase', -100],
      ['deposit', 1000],
    ]);
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('writes a hold and its post at once: the same two transfers as held then posted, and the books balance', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const { hold: held, transfer } = await inTransaction(ctx, async (tx) =>
      holdAndPostTransfer(tx, await purchaseInput(tx, 400n, 'held-and-posted')),
    );
    expect(held).toMatchObject({
      phase: 'pending',
      idempotencyKey: 'held-and-posted',
      pendingId: null,
      amountMinor: 400n,
      debitBalanceAfterMinor: 1000n,
    });
    expect(transfer).toMatchObject({
      phase: 'post_pending',
      idempotencyKey: 'held-and-posted:post',
      pendingId: held.id,
      amountMinor: 400n,
      debitBalanceAfterMinor: 600n,
      creditBalanceAfterMinor: held.creditBalanceAfterMinor + 400n,
    });
    expect(held.id < transfer.id).toBe(true);
    expect(await walletOf()).toEqual({ balanceMinor: 600n, heldMinor: 0n, availableMinor: 600n });
    // It reads back as a posted hold: a second post answers it, a void is refused.
    const again = await inTransaction(ctx, (tx) => postPendingTransfer(tx, { hold: 'held-and-posted' }));
    expect(again).toEqual({ transfer, created: false });
    await expect(
      inTransaction(ctx, (tx) => voidPendingTransfer(tx, { hold: 'held-and-posted' })),
    ).rejects.toMatchObject({ code: 'conflict' });
    const page = await listTransactions(customerCtx(db, NOW, customerId));
    expect(page.items.map((t) => [t.type, t.amount.amount])).toEqual([
      ['purchase', -400],
      ['deposit', 1000],
    ]);
    // Beyond what the wallet holds: refused, and nothing is written.
    await expect(
      inTransaction(ctx, async (tx) => holdAndPostTransfer(tx, await purchaseInput(tx, 601n, 'too-much'))),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    // A key already used: refused as a conflict, nothing moves.
    await expect(
      inTransaction(ctx, async (tx) =>
        holdAndPostTransfer(tx, await purchaseInput(tx, 100n, 'held-and-posted')),
      ),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await walletOf()).toEqual({ balanceMinor: 600n, heldMinor: 0n, availableMinor: 600n });
    const written = await db
      .select({ key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'purchase'));
    expect(written.map((w) => w.key).sort()).toEqual(['held-and-posted', 'held-and-posted:post']);
    expect(await ledgerTotals(ctx)).toEqual(SOUND);
  });

  it('the database refuses holds beyond the balance and a second resolution of one hold', async () => {
    await fundWallet(db, customerId, 1000n, { now: NOW });
    const wallet = await walletAccountId(ctx, customerId);
    expect(
      await rejection(
        db.execute(sql`update ledger_accounts set pending_debits_minor = 1001 where id = ${wallet}`),
      ),
    ).toMatch(/ledger_accounts_wallet_not_negative/);
    const { transfer } = await hold(100n, 'resolved-once');
    await inTransaction(ctx, (tx) => postPendingTransfer(tx, { hold: transfer }));
    const sales = await systemAccountId(ctx, 'ticket_sales');
    expect(
      await rejection(
        db.execute(sql`insert into ledger_transfers (id, idempotency_key, debit_account_id, credit_account_id,
          amount_minor, currency, kind, phase, pending_id, description, debit_balance_after_minor,
          credit_balance_after_minor, created_at)
          values (gen_random_uuid(), 'second-resolution', ${wallet}, ${sales}, 100, 'AUD', 'purchase',
          'void_pending', ${transfer.id}, 'x', 0, 0, now())`),
      ),
    ).toMatch(/ledger_transfers_pending_resolved_once/);
    expect(
      await rejection(
        db.execute(sql`insert into ledger_transfers (id, idempotency_key, debit_account_id, credit_account_id,
          amount_minor, currency, kind, description, debit_balance_after_minor, credit_balance_after_minor, created_at)
          values (gen_random_uuid(), 'unknown-kind', ${wallet}, ${sales}, 1, 'AUD', 'bribe', 'x', 0, 0, now())`),
      ),
    ).toMatch(/ledger_transfer_kinds/);
  });
});
