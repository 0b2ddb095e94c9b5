/**
 * The ledger's write side: accounts created on demand and immutable, idempotent transfers between them.
 * Every transfer debits one account and credits another by the same amount, so the balances always sum to zero.
 * A customer's wallet cannot go below zero: the database refuses it (a CHECK on ledger_accounts).
 */
import { BASE_CURRENCY, money } from '@lottoshop/contracts/money';
import type { DepositBody, DepositDto, PaymentMethodCode } from '@lottoshop/contracts/wallet';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { findPaymentMethod } from './wallet.queries.ts';
import {
  currencyOf,
  depositAmountProblem,
  depositDescription,
  type SystemAccountKey,
  systemAccountKey,
  walletAccountKey,
} from './wallet.rules.ts';
import {
  type DepositRow,
  deposits,
  type LedgerTransferRow,
  ledgerAccounts,
  ledgerTransfers,
  type TransferKind,
  WALLET_NOT_NEGATIVE,
} from './wallet.tables.ts';

export type { SystemAccountKey };

async function ensureAccount(
  tx: Db,
  values: { key: string; kind: 'customer_wallet' | 'system'; customerId: string | null; currency: string },
): Promise<string> {
  const [existing] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, values.key))
    .limit(1);
  if (existing) return existing.id;
  await tx.insert(ledgerAccounts).values(values).onConflictDoNothing({ target: ledgerAccounts.key });
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, values.key))
    .limit(1);
  if (!row) throw new Error(`ledger account ${values.key} could not be created`);
  return row.id;
}

/** The customer's wallet account in `currency`, created (with a zero balance) the first time it is asked for. */
export async function walletAccountId(
  tx: Db,
  customerId: string,
  currency: string = BASE_CURRENCY,
): Promise<string> {
  return ensureAccount(tx, {
    key: walletAccountKey(customerId, currency),
    kind: 'customer_wallet',
    customerId,
    currency,
  });
}

/**
 * A busy system account is split into this many sub-accounts. Every posting locks the rows of both its accounts
 * until its transaction commits, so with one `ticket_sales` row all purchases of all customers queued behind each
 * other (measured: 8 concurrent purchases ran no faster than one; see docs/benchmarks.md). Spread by customer,
 * different customers' purchases lock different rows. A system account's balance is the sum of its sub-accounts.
 */
export const SYSTEM_ACCOUNT_SHARDS = 16;

/** The sub-account (0 .. SYSTEM_ACCOUNT_SHARDS - 1) of a customer: fixed per customer, spread evenly by its id. */
export function systemAccountShard(customerId: string): number {
  let hash = 0;
  for (let i = 0; i < customerId.length; i++) hash = (hash * 31 + customerId.charCodeAt(i)) >>> 0;
  return hash % SYSTEM_ACCOUNT_SHARDS;
}

/**
 * One of the shop's own accounts in `currency`, created the first time it is asked for. With `spreadBy` (the
 * customer on the other side of the posting) it is that customer's sub-account of it.
 */
export async function systemAccountId(
  tx: Db,
  key: SystemAccountKey,
  currency: string = BASE_CURRENCY,
  spreadBy?: string,
): Promise<string> {
  const base = systemAccountKey(key, currency);
  const shard = spreadBy === undefined ? 0 : systemAccountShard(spreadBy);
  return ensureAccount(tx, {
    key: shard === 0 ? base : `${base}:${shard}`,
    kind: 'system',
    customerId: null,
    currency,
  });
}

export type TransferInput = {
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: bigint;
  kind: TransferKind;
  customerId: string | null;
  reference: string | null;
  description: string;
};

/** A PostgreSQL error with this SQLSTATE (and constraint, when given), however deep the driver wrapped it. */
export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code: c, constraint: k } = e as { code?: unknown; constraint?: unknown };
    if (c === code && (constraint === undefined || k === undefined || k === constraint)) return true;
  }
  return false;
}

function sameTransfer(row: LedgerTransferRow, input: TransferInput): boolean {
  return (
    row.debitAccountId === input.debitAccountId &&
    row.creditAccountId === input.creditAccountId &&
    row.amountMinor === input.amountMinor &&
    row.kind === input.kind
  );
}

async function existingTransfer(
  tx: Db,
  input: TransferInput,
): Promise<{ transferId: string; created: false }> {
  const [row] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (!row) throw new Error(`transfer ${input.idempotencyKey} vanished`);
  if (!sameTransfer(row, input)) {
    throw new DomainError('idempotency_conflict');
  }
  return { transferId: row.id, created: false };
}

/** Marks a rollback of the savepoint because another transaction already posted this key. */
class AlreadyPosted extends Error {}

/**
 * Posts one immutable transfer and moves both balances with it. The same `idempotencyKey` again returns the
 * existing transfer with `created: false` (with other accounts, amount or kind: idempotency_conflict).
 * A customer wallet going below zero is refused by the database and answered as insufficient_funds; the
 * caller's transaction stays usable (the attempt runs in a savepoint). Call it inside the `db.transaction` that
 * also writes what the money is for (tickets, a deposit), so both commit or neither; the account locks are then
 * held until that transaction ends.
 */
export async function postTransfer(
  tx: Db,
  input: TransferInput,
  now: Date,
): Promise<{ transferId: string; created: boolean }> {
  if (input.amountMinor <= 0n) throw new RangeError('a transfer amount must be positive');
  if (input.debitAccountId === input.creditAccountId) throw new RangeError('a transfer needs two accounts');

  const [already] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (already) return existingTransfer(tx, input);

  // A savepoint inside the caller's transaction (or a transaction of its own when given the database): a refused
  // transfer leaves nothing behind and the caller's transaction usable.
  try {
    return await tx.transaction(async (sp) => {
      // Lock both accounts in one fixed order (by id), so two transfers between the same accounts cannot deadlock.
      const accounts = await sp
        .select({
          id: ledgerAccounts.id,
          balanceMinor: ledgerAccounts.balanceMinor,
          currency: ledgerAccounts.currency,
        })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [input.debitAccountId, input.creditAccountId]))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      const debit = accounts.find((a) => a.id === input.debitAccountId);
      const credit = accounts.find((a) => a.id === input.creditAccountId);
      if (!debit || !credit) throw new Error('a transfer names an account that does not exist');
      if (debit.currency !== credit.currency)
        throw new Error('a transfer cannot move money between currencies');

      const debitAfter = debit.balanceMinor - input.amountMinor;
      const creditAfter = credit.balanceMinor + input.amountMinor;
      const inserted = await sp
        .insert(ledgerTransfers)
        .values({
          idempotencyKey: input.idempotencyKey,
          debitAccountId: input.debitAccountId,
          creditAccountId: input.creditAccountId,
          amountMinor: input.amountMinor,
          currency: debit.currency,
          kind: input.kind,
          customerId: input.customerId,
          reference: input.reference,
          description: input.description,
          debitBalanceAfterMinor: debitAfter,
          creditBalanceAfterMinor: creditAfter,
          createdAt: now,
        })
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning({ id: ledgerTransfers.id });
      if (inserted.length === 0) throw new AlreadyPosted();
      // Both updates in id order, like the locks. The CHECK refuses a negative customer wallet here.
      const moves = [
        { id: input.debitAccountId, balanceMinor: debitAfter },
        { id: input.creditAccountId, balanceMinor: creditAfter },
      ].sort((a, b) => (a.id < b.id ? -1 : 1));
      for (const move of moves) {
        await sp
          .update(ledgerAccounts)
          .set({ balanceMinor: move.balanceMinor })
          .where(eq(ledgerAccounts.id, move.id));
      }
      return { transferId: (inserted[0] as { id: string }).id, created: true };
    });
  } catch (error) {
    if (error instanceof AlreadyPosted) return existingTransfer(tx, input);
    if (isPgError(error, '23514', WALLET_NOT_NEGATIVE)) {
      throw new DomainError('insufficient_funds');
    }
    throw error;
  }
}

/** The gateway of the test deposit: approved at once, no money really moves. */
export const TEST_GATEWAY = 'test';

export type WalletCtx = { db: Db; clock: Clock };

export type DepositInput = Pick<DepositBody, 'amount' | 'currency' | 'idempotencyKey'> & {
  /** The payment method code and gateway of the path /funds/{method}/{gateway}/deposit. */
  method: string;
  gateway: string;
};

async function depositDto(tx: Db, deposit: DepositRow): Promise<DepositDto> {
  if (!deposit.transferId) throw new Error(`deposit ${deposit.id} has no transfer`);
  const [transfer] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.id, deposit.transferId))
    .limit(1);
  if (!transfer) throw new Error(`deposit ${deposit.id} names a missing transfer`);
  const currency = currencyOf(deposit.currency);
  return {
    depositId: deposit.id,
    transactionId: transfer.id,
    status: deposit.status,
    amount: money(deposit.amountMinor, currency),
    balance: money(transfer.creditBalanceAfterMinor, currency),
    methodCode: deposit.methodCode as PaymentMethodCode,
    createdAt: deposit.createdAt.toISOString(),
  };
}

async function findDeposit(tx: Db, customerId: string, idempotencyKey: string): Promise<DepositRow | null> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

function sameDeposit(row: DepositRow, input: DepositInput): boolean {
  return (
    row.methodCode === input.method &&
    row.gateway === input.gateway &&
    row.amountMinor === BigInt(input.amount) &&
    row.currency === input.currency
  );
}

async function repeatedDeposit(tx: Db, row: DepositRow, input: DepositInput): Promise<DepositDto> {
  if (!sameDeposit(row, input)) throw new DomainError('idempotency_conflict');
  return depositDto(tx, row);
}

/**
 * Pays money into the customer's wallet with a payment method (spec 2 §3, §7 POST /funds/{method}/{gateway}/deposit).
 * The test deposit (`td` through the `test` gateway) is approved at once and posted from td_deposits to the wallet.
 * A retry with the same idempotency key answers the same deposit and posts nothing again.
 */
export async function depositFunds(
  ctx: WalletCtx,
  customerId: string,
  input: DepositInput,
): Promise<DepositDto> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await findDeposit(tx, customerId, input.idempotencyKey);
    if (existing) return repeatedDeposit(tx, existing, input);

    const method = await findPaymentMethod(tx, input.method);
    // Only the test gateway settles on the spot; no real payment gateway is connected.
    if (
      !method?.enabled ||
      input.gateway !== TEST_GATEWAY ||
      !method.gateways.includes(input.gateway) ||
      method.currency !== input.currency
    ) {
      throw new DomainError('payment_method_unavailable');
    }
    const amountMinor = BigInt(input.amount);
    const problem = depositAmountProblem(amountMinor, method);
    if (problem) throw new DomainError('validation_failed', { fields: { amount: [problem] } });

    const [inserted] = await tx
      .insert(deposits)
      .values({
        customerId,
        methodCode: method.code,
        gateway: input.gateway,
        amountMinor,
        currency: method.currency,
        status: 'approved',
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [deposits.customerId, deposits.idempotencyKey] })
      .returning();
    if (!inserted) {
      // Another request with this key won the race and has committed.
      const winner = await findDeposit(tx, customerId, input.idempotencyKey);
      if (!winner) throw new Error('deposit vanished');
      return repeatedDeposit(tx, winner, input);
    }
    const { transferId } = await postTransfer(
      tx,
      {
        idempotencyKey: `deposit:${inserted.id}`,
        debitAccountId: await systemAccountId(tx, 'td_deposits', method.currency, customerId),
        creditAccountId: await walletAccountId(tx, customerId, method.currency),
        amountMinor,
        kind: 'deposit',
        customerId,
        reference: inserted.id,
        description: depositDescription(method.name),
      },
      now,
    );
    const [deposit] = await tx
      .update(deposits)
      .set({ transferId })
      .where(eq(deposits.id, inserted.id))
      .returning();
    if (!deposit) throw new Error('deposit vanished');
    return depositDto(tx, deposit);
  });
}
