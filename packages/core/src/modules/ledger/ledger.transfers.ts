/**
 * The ledger's write side. Every transfer debits one account and credits another by the same amount, so the
 * balances always sum to zero; a customer's wallet can never spend below zero (a CHECK on ledger_accounts,
 * answered as insufficient_funds). The caller chooses each transfer's idempotency key, so a retry is harmless: the
 * same key again answers the transfer already made (with other accounts, amount or kind: idempotency_conflict).
 *
 * Two ways to move money, as TigerBeetle has them:
 * - `postTransfer`: single phase, the money moves at once;
 * - `holdTransfer`, then `postPendingTransfer` or `voidPendingTransfer`: a pending hold counts against what the
 *   debit account can spend at once, and later moves the money or releases it, each at most once;
 *   `holdAndPostTransfer` writes a hold and its post together, when both fall in one transaction.
 *
 * Call these inside the transaction that also writes what the money is for (tickets, a deposit, a paid prize), so
 * both commit or neither; the account rows stay locked until that transaction ends, always taken in id order so
 * two transfers cannot deadlock. A refusal (insufficient_funds, a conflict) leaves that transaction aborted: a
 * caller that wants to go on after one runs the call in its own savepoint (`inTransaction`).
 */
import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { builtOnceRows } from '../../db/built-once.ts';
import { DomainError } from '../../errors.ts';
import { isPgError, PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION } from '../../shared/pg-errors.ts';
import type { Ctx } from '../../use-case.ts';
import {
  type LedgerTransferRow,
  ledgerAccounts,
  ledgerTransfers,
  PENDING_NOT_NEGATIVE,
  type TransferKind,
  type TransferPhase,
  WALLET_NOT_NEGATIVE,
} from './ledger.tables.ts';

type Writer = Pick<Ctx, 'db' | 'clock'>;

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

/** A transfer, and whether this call made it (false: an earlier call with the same key did). */
export type TransferResult = { transfer: LedgerTransferRow; created: boolean };

export type TransferOptions = {
  /**
   * The caller knows no transfer has this key yet (it is derived from a row the caller has just created in this
   * transaction), so it is not looked up first; a duplicate would still be refused by the unique key.
   */
  keyIsNew?: boolean;
};

/** How each phase moves the two accounts: the change to the posted balance and to the pending amount. */
const MOVES: Record<TransferPhase, { balance: 1n | 0n; pending: 1n | 0n | -1n }> = {
  posted: { balance: 1n, pending: 0n },
  pending: { balance: 0n, pending: 1n },
  post_pending: { balance: 1n, pending: -1n },
  void_pending: { balance: 0n, pending: -1n },
};

function sameTransfer(row: LedgerTransferRow, input: TransferInput, phase: TransferPhase): boolean {
  return (
    row.debitAccountId === input.debitAccountId &&
    row.creditAccountId === input.creditAccountId &&
    row.amountMinor === input.amountMinor &&
    row.kind === input.kind &&
    row.phase === phase
  );
}

async function findByKey(ctx: Pick<Ctx, 'db'>, idempotencyKey: string): Promise<LedgerTransferRow | null> {
  const [row] = await ctx.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

type RawTransfer = Record<string, unknown>;

/** A transfer row as the database answers raw SQL (bigints may come as strings, timestamps as Date or text). */
function transferFrom(row: RawTransfer): LedgerTransferRow {
  const big = (v: unknown) => BigInt(v as string | number | bigint);
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: String(row.id),
    idempotencyKey: String(row.idempotency_key),
    debitAccountId: String(row.debit_account_id),
    creditAccountId: String(row.credit_account_id),
    amountMinor: big(row.amount_minor),
    currency: String(row.currency),
    kind: row.kind as TransferKind,
    phase: row.phase as TransferPhase,
    pendingId: text(row.pending_id),
    customerId: text(row.customer_id),
    reference: text(row.reference),
    description: String(row.description),
    debitBalanceAfterMinor: big(row.debit_balance_after_minor),
    creditBalanceAfterMinor: big(row.credit_balance_after_minor),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  };
}

/** One account's change in a transfer (amounts as text, cast to bigint by the statement). */
type SideChange = { id: string; balance: string; pendingDebits: string; pendingCredits: string };

/** The transfer statement's values: its two sides in id order, and the transfer's own. */
type MoveValues = Omit<TransferInput, 'amountMinor'> & {
  [K in keyof SideChange as `first${Capitalize<K>}` | `second${Capitalize<K>}`]: string;
} & { id: string; amount: string; phase: TransferPhase; pendingId: string | null; createdAt: string };

/**
 * The two accounts locked in id order, as a statement's first CTE (the update's own join may visit them in any
 * order), so two transfers between the same accounts queue instead of deadlocking.
 */
const lockedAccounts = (debitId: SQLWrapper, creditId: SQLWrapper) => sql`locked as materialized (
        select id from ${ledgerAccounts}
         where id in (${debitId}::uuid, ${creditId}::uuid)
         order by id
           for no key update)`;

/** The columns a transfer's INSERT names, in the order its SELECT gives them. */
const TRANSFER_COLUMNS = sql`(id, idempotency_key, debit_account_id, credit_account_id, amount_minor, currency,
        kind, phase, pending_id, customer_id, reference, description, debit_balance_after_minor,
        credit_balance_after_minor, created_at)`;

/** Refuses a transfer no statement should be sent for. */
function assertMovable(input: TransferInput): void {
  if (input.amountMinor <= 0n) throw new RangeError('a transfer amount must be positive');
  if (input.debitAccountId === input.creditAccountId) throw new RangeError('a transfer needs two accounts');
}

/** The two sides of a transfer in id order, the order the statement updates them in. */
const inIdOrder = <T extends { id: string }>(debit: T, credit: T): [T, T] =>
  debit.id < credit.id ? [debit, credit] : [credit, debit];

/** The accounts were moved and no transfer recorded, so nothing may commit: the caller's transaction rolls back. */
const NOTHING_RECORDED = 'a transfer names an account that does not exist, or moves money between currencies';

/** A database refusal of a transfer as the domain error it means (insufficient_funds, conflict), else as it is. */
function transferRefusal(error: unknown, phase: TransferPhase | 'pending_and_post'): unknown {
  if (isPgError(error, PG_CHECK_VIOLATION, WALLET_NOT_NEGATIVE)) return new DomainError('insufficient_funds');
  // The same key, or a second resolution of one hold, racing in another transaction that has now committed
  // (a second resolution may also meet the pending amount already released before it meets the unique index).
  if (
    isPgError(error, PG_UNIQUE_VIOLATION) ||
    ((phase === 'post_pending' || phase === 'void_pending') &&
      isPgError(error, PG_CHECK_VIOLATION, PENDING_NOT_NEGATIVE))
  ) {
    return new DomainError('conflict', {
      message: 'This payment was made meanwhile. Check your account and try again.',
    });
  }
  return error;
}

/**
 * The transfer's one statement, built once (db/built-once.ts): the two accounts locked in id order, then moved;
 * `first` and `second` are the two sides in id order.
 */
const moveAndRecord = builtOnceRows<MoveValues, RawTransfer>(() => {
  const v = (name: keyof MoveValues) => sql.placeholder(name);
  return sql`with ${lockedAccounts(v('debitAccountId'), v('creditAccountId'))},
      moved as (
        update ${ledgerAccounts} a
           set balance_minor = a.balance_minor + v.balance_change,
               pending_debits_minor = a.pending_debits_minor + v.pending_debits_change,
               pending_credits_minor = a.pending_credits_minor + v.pending_credits_change
          from (values (${v('firstId')}::uuid, ${v('firstBalance')}::bigint, ${v('firstPendingDebits')}::bigint,
                        ${v('firstPendingCredits')}::bigint),
                       (${v('secondId')}::uuid, ${v('secondBalance')}::bigint, ${v('secondPendingDebits')}::bigint,
                        ${v('secondPendingCredits')}::bigint))
               as v(id, balance_change, pending_debits_change, pending_credits_change)
         where a.id = v.id and a.id in (select id from locked)
     returning a.id, a.balance_minor, a.currency)
      insert into ${ledgerTransfers} ${TRANSFER_COLUMNS}
      select ${v('id')}::uuid, ${v('idempotencyKey')}::text, d.id, c.id, ${v('amount')}::bigint, d.currency,
             ${v('kind')}::text, ${v('phase')}::text, ${v('pendingId')}::uuid, ${v('customerId')}::uuid,
             ${v('reference')}::text, ${v('description')}::text, d.balance_minor, c.balance_minor,
             ${v('createdAt')}::timestamptz
        from moved d, moved c
       where d.id = ${v('debitAccountId')}::uuid and c.id = ${v('creditAccountId')}::uuid
         and d.currency = c.currency
   returning *`;
});

/**
 * Moves both accounts and records the transfer with the posted balances after it, in one statement: an UPDATE of
 * the two account rows (listed in id order, so concurrent transfers lock them in the same order) and the INSERT
 * of the transfer from what it returns. The wallet CHECK refuses an overdraft inside that statement.
 */
async function move(
  ctx: Writer,
  input: TransferInput,
  phase: TransferPhase,
  pendingId: string | null,
  opts: TransferOptions = {},
): Promise<TransferResult> {
  assertMovable(input);
  if (!opts.keyIsNew) {
    const existing = await findByKey(ctx, input.idempotencyKey);
    if (existing) {
      if (!sameTransfer(existing, input, phase)) throw new DomainError('idempotency_conflict');
      return { transfer: existing, created: false };
    }
  }

  const { balance, pending } = MOVES[phase];
  const amount = input.amountMinor;
  // Amounts go to the database as text cast to bigint: no driver turns them into a float on the way.
  const change = (side: 'debit' | 'credit') => {
    const sign = side === 'debit' ? -1n : 1n;
    return {
      balance: String(sign * balance * amount),
      pendingDebits: String(side === 'debit' ? pending * amount : 0n),
      pendingCredits: String(side === 'credit' ? pending * amount : 0n),
    };
  };
  const [first, second] = inIdOrder<SideChange>(
    { id: input.debitAccountId, ...change('debit') },
    { id: input.creditAccountId, ...change('credit') },
  );
  try {
    const rows = await moveAndRecord(ctx.db, {
      debitAccountId: input.debitAccountId,
      creditAccountId: input.creditAccountId,
      firstId: first.id,
      firstBalance: first.balance,
      firstPendingDebits: first.pendingDebits,
      firstPendingCredits: first.pendingCredits,
      secondId: second.id,
      secondBalance: second.balance,
      secondPendingDebits: second.pendingDebits,
      secondPendingCredits: second.pendingCredits,
      id: uuidv7(),
      idempotencyKey: input.idempotencyKey,
      amount: String(amount),
      kind: input.kind,
      phase,
      pendingId,
      customerId: input.customerId,
      reference: input.reference,
      description: input.description,
      createdAt: ctx.clock.now().toISOString(),
    });
    const [row] = rows;
    if (!row) throw new Error(NOTHING_RECORDED);
    return { transfer: transferFrom(row), created: true };
  } catch (error) {
    throw transferRefusal(error, phase);
  }
}

/** Moves money at once (single phase). */
export function postTransfer(
  ctx: Writer,
  input: TransferInput,
  opts?: TransferOptions,
): Promise<TransferResult> {
  return move(ctx, input, 'posted', null, opts);
}

/**
 * Holds money: a pending transfer that moves nothing yet, but from now on counts against what the debit account
 * can spend (a wallet short of the amount is insufficient_funds). Post or void it later, once.
 */
export function holdTransfer(
  ctx: Writer,
  input: TransferInput,
  opts?: TransferOptions,
): Promise<TransferResult> {
  return move(ctx, input, 'pending', null, opts);
}

/** The hold-and-post statement's values: the two sides' balance changes in id order, and both transfers' own. */
type HeldAndPostedValues = Omit<TransferInput, 'amountMinor'> & {
  firstId: string;
  firstBalance: string;
  secondId: string;
  secondBalance: string;
  holdId: string;
  postId: string;
  postKey: string;
  amount: string;
  createdAt: string;
};

/**
 * A hold and its post in one statement, built once: the two accounts locked in id order and their balances moved
 * by the amount (the pending amounts would go up and down again, so they are left as they are), then both
 * transfers recorded, each with the balances after it — the hold's are those before the money moved.
 */
const holdAndPostRecords = builtOnceRows<HeldAndPostedValues, RawTransfer>(() => {
  const v = (name: keyof HeldAndPostedValues) => sql.placeholder(name);
  return sql`with ${lockedAccounts(v('debitAccountId'), v('creditAccountId'))},
      moved as (
        update ${ledgerAccounts} a
           set balance_minor = a.balance_minor + v.balance_change
          from (values (${v('firstId')}::uuid, ${v('firstBalance')}::bigint),
                       (${v('secondId')}::uuid, ${v('secondBalance')}::bigint)) as v(id, balance_change)
         where a.id = v.id and a.id in (select id from locked)
     returning a.id, a.balance_minor, a.currency),
      sides as (
        select d.id as debit_id, c.id as credit_id, d.currency, d.balance_minor as debit_after,
               c.balance_minor as credit_after
          from moved d, moved c
         where d.id = ${v('debitAccountId')}::uuid and c.id = ${v('creditAccountId')}::uuid
           and d.currency = c.currency),
      held as (
        insert into ${ledgerTransfers} ${TRANSFER_COLUMNS}
        select ${v('holdId')}::uuid, ${v('idempotencyKey')}::text, debit_id, credit_id, ${v('amount')}::bigint,
               currency, ${v('kind')}::text, 'pending', null, ${v('customerId')}::uuid, ${v('reference')}::text,
               ${v('description')}::text, debit_after + ${v('amount')}::bigint,
               credit_after - ${v('amount')}::bigint, ${v('createdAt')}::timestamptz
          from sides
     returning *),
      posted as (
        insert into ${ledgerTransfers} ${TRANSFER_COLUMNS}
        select ${v('postId')}::uuid, ${v('postKey')}::text, debit_id, credit_id, ${v('amount')}::bigint,
               currency, ${v('kind')}::text, 'post_pending', ${v('holdId')}::uuid, ${v('customerId')}::uuid,
               ${v('reference')}::text, ${v('description')}::text, debit_after, credit_after,
               ${v('createdAt')}::timestamptz
          from sides
     returning *)
      select * from held union all select * from posted`;
});

/**
 * Holds money and posts the hold at once, for a payment whose hold and post fall in one transaction (a purchase
 * paid from the wallet): the books get what `holdTransfer` then `postPendingTransfer` would have written — the
 * hold under the caller's key and its post under `<key>:post` — in one statement, with the accounts locked once.
 * The key must be new (derived from a row the caller has just created); a duplicate is refused by the unique key.
 * A wallet short of the amount is insufficient_funds.
 */
export async function holdAndPostTransfer(
  ctx: Writer,
  input: TransferInput,
): Promise<{ hold: LedgerTransferRow; transfer: LedgerTransferRow }> {
  assertMovable(input);
  const amount = input.amountMinor;
  const [first, second] = inIdOrder(
    { id: input.debitAccountId, balance: String(-amount) },
    { id: input.creditAccountId, balance: String(amount) },
  );
  try {
    const rows = await holdAndPostRecords(ctx.db, {
      debitAccountId: input.debitAccountId,
      creditAccountId: input.creditAccountId,
      firstId: first.id,
      firstBalance: first.balance,
      secondId: second.id,
      secondBalance: second.balance,
      // uuidv7 ids in order: the hold sorts before its post, as it would written apart.
      holdId: uuidv7(),
      postId: uuidv7(),
      idempotencyKey: input.idempotencyKey,
      postKey: `${input.idempotencyKey}:post`,
      amount: String(amount),
      kind: input.kind,
      customerId: input.customerId,
      reference: input.reference,
      description: input.description,
      createdAt: ctx.clock.now().toISOString(),
    });
    const hold = rows.find((r) => r.phase === 'pending');
    const transfer = rows.find((r) => r.phase === 'post_pending');
    if (!hold || !transfer) throw new Error(NOTHING_RECORDED);
    return { hold: transferFrom(hold), transfer: transferFrom(transfer) };
  } catch (error) {
    throw transferRefusal(error, 'pending_and_post');
  }
}

/** A hold, with the transfer that resolved it (null while it is still pending). */
async function findHold(
  ctx: Pick<Ctx, 'db'>,
  pendingKey: string,
): Promise<{ hold: LedgerTransferRow; resolution: LedgerTransferRow | null } | null> {
  const resolution = alias(ledgerTransfers, 'resolution');
  const [row] = await ctx.db
    .select({ hold: ledgerTransfers, resolution })
    .from(ledgerTransfers)
    .leftJoin(resolution, eq(resolution.pendingId, ledgerTransfers.id))
    .where(and(eq(ledgerTransfers.idempotencyKey, pendingKey), eq(ledgerTransfers.phase, 'pending')))
    .orderBy(asc(ledgerTransfers.id))
    .limit(1);
  return row ?? null;
}

type Resolution = {
  /** The hold: its row (when the caller has it at hand) or its idempotency key. */
  hold: LedgerTransferRow | string;
  /** Overrides the description of the hold for the resolving transfer. */
  description?: string;
};

async function resolve(ctx: Writer, input: Resolution, phase: 'post_pending' | 'void_pending') {
  let hold: LedgerTransferRow;
  // A hold the caller has at hand was made in its transaction: nothing can have resolved it yet, and if anything
  // did, UNIQUE (pending_id) refuses the second resolution. So its resolution's key need not be looked up first.
  const keyIsNew = typeof input.hold !== 'string';
  if (typeof input.hold === 'string') {
    const found = await findHold(ctx, input.hold);
    if (!found) return null;
    if (found.resolution) {
      if (found.resolution.phase !== phase) {
        throw new DomainError('conflict', {
          message: `This hold has already been ${found.resolution.phase === 'post_pending' ? 'posted' : 'voided'}.`,
        });
      }
      return { transfer: found.resolution, created: false };
    }
    hold = found.hold;
  } else {
    hold = input.hold;
  }
  if (hold.phase !== 'pending') throw new Error('only a pending transfer can be posted or voided');
  return move(
    ctx,
    {
      idempotencyKey: `${hold.idempotencyKey}:${phase === 'post_pending' ? 'post' : 'void'}`,
      debitAccountId: hold.debitAccountId,
      creditAccountId: hold.creditAccountId,
      amountMinor: hold.amountMinor,
      kind: hold.kind,
      customerId: hold.customerId,
      reference: hold.reference,
      description: input.description ?? hold.description,
    },
    phase,
    hold.id,
    { keyIsNew },
  );
}

/** Posts a hold: its money moves now. A hold already posted answers that transfer; one voided is a conflict. */
export async function postPendingTransfer(ctx: Writer, input: Resolution): Promise<TransferResult> {
  const result = await resolve(ctx, input, 'post_pending');
  if (!result) throw new DomainError('not_found', { message: 'There is no such hold to post.' });
  return result;
}

/**
 * Voids a hold: its money is released, nothing moves. Voiding a hold that does not exist (it was rolled back with
 * its transaction, or never made) does nothing and answers null, so a compensation can always run it.
 */
export function voidPendingTransfer(ctx: Writer, input: Resolution): Promise<TransferResult | null> {
  return resolve(ctx, input, 'void_pending');
}
