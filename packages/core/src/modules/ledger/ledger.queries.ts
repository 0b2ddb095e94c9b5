/** Reads of the ledger: a wallet's balances, the ledger's own check of its books, a customer's transactions. */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { TransactionDto } from '@lottoshop/contracts/wallet';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import type { Page } from '../../shared/page.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { transactionFromTransfer, walletAccountKey } from './ledger.rules.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/** A wallet's posted balance, its holds, and what its owner can spend (the balance less the holds). */
export type WalletBalance = { balanceMinor: bigint; heldMinor: bigint; availableMinor: bigint };

/** The customer's wallet in `currency`: zero until money first moves. */
export async function getWalletBalance(
  ctx: Reader,
  input: { customerId: string; currency?: string },
): Promise<WalletBalance> {
  const [row] = await ctx.db
    .select({ balanceMinor: ledgerAccounts.balanceMinor, heldMinor: ledgerAccounts.pendingDebitsMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, walletAccountKey(input.customerId, input.currency ?? BASE_CURRENCY)))
    .limit(1);
  const balanceMinor = row?.balanceMinor ?? 0n;
  const heldMinor = row?.heldMinor ?? 0n;
  return { balanceMinor, heldMinor, availableMinor: balanceMinor - heldMinor };
}

export type LedgerTotals = {
  /** The sum of every account's posted balance; always 0 in a sound ledger. */
  sumOfBalances: bigint;
  /** Pending debits less pending credits over all accounts; always 0 in a sound ledger. */
  sumOfHolds: bigint;
  /** Accounts whose balance or holds are not what their transfers add up to. */
  mismatches: LedgerMismatch[];
};

/** An account whose stored balance or holds differ from its transfers: stored beside what the transfers say. */
export type LedgerMismatch = {
  accountId: string;
  key: string;
  balanceMinor: bigint;
  postedMinor: bigint;
  pendingDebitsMinor: bigint;
  heldDebitsMinor: bigint;
  pendingCreditsMinor: bigint;
  heldCreditsMinor: bigint;
};

/**
 * Checks the ledger's invariants: posted balances and holds sum to zero, and each account's balance and holds are
 * exactly what its transfers add up to (posted and post_pending move money; a pending hold counts until a
 * post_pending or void_pending resolves it).
 */
export async function ledgerTotals(ctx: Reader): Promise<LedgerTotals> {
  const rows = await queryRows<{
    id: string;
    key: string;
    balance: string;
    posted: string;
    pending_debits: string;
    held_debits: string;
    pending_credits: string;
    held_credits: string;
  }>(
    ctx.db,
    // One pass over the transfers, summed per account (a correlated sum per account would read every transfer
    // once per account).
    sql`with moves as (
          select t.debit_account_id, t.credit_account_id, t.amount_minor,
                 t.phase in ('posted', 'post_pending') as moved,
                 (t.phase = 'pending' and not exists
                   (select 1 from ledger_transfers r where r.pending_id = t.id)) as open_hold
          from ledger_transfers t),
        sides as (
          select credit_account_id as account_id,
                 case when moved then amount_minor else 0 end as posted,
                 0::bigint as held_debit,
                 case when open_hold then amount_minor else 0 end as held_credit
          from moves
          union all
          select debit_account_id,
                 case when moved then -amount_minor else 0 end,
                 case when open_hold then amount_minor else 0 end,
                 0::bigint
          from moves),
        per_account as (
          select account_id, sum(posted) as posted, sum(held_debit) as held_debits, sum(held_credit) as held_credits
          from sides group by account_id)
        select a.id, a.key, a.balance_minor::text as balance,
          coalesce(p.posted, 0)::text as posted,
          a.pending_debits_minor::text as pending_debits,
          coalesce(p.held_debits, 0)::text as held_debits,
          a.pending_credits_minor::text as pending_credits,
          coalesce(p.held_credits, 0)::text as held_credits
        from ledger_accounts a left join per_account p on p.account_id = a.id`,
  );
  let sumOfBalances = 0n;
  let sumOfHolds = 0n;
  const mismatches: LedgerTotals['mismatches'] = [];
  for (const row of rows) {
    const balanceMinor = BigInt(row.balance);
    const postedMinor = BigInt(row.posted);
    sumOfBalances += balanceMinor;
    sumOfHolds += BigInt(row.pending_debits) - BigInt(row.pending_credits);
    const holdsAgree = row.pending_debits === row.held_debits && row.pending_credits === row.held_credits;
    if (balanceMinor !== postedMinor || !holdsAgree)
      mismatches.push({
        accountId: row.id,
        key: row.key,
        balanceMinor,
        postedMinor,
        pendingDebitsMinor: BigInt(row.pending_debits),
        heldDebitsMinor: BigInt(row.held_debits),
        pendingCreditsMinor: BigInt(row.pending_credits),
        heldCreditsMinor: BigInt(row.held_credits),
      });
  }
  return { sumOfBalances, sumOfHolds, mismatches };
}

export const TRANSACTIONS_DEFAULT_LIMIT = 10;
export const TRANSACTIONS_MAX_LIMIT = 100;
/** The phases a customer sees as movements of their money (a hold shows once it is posted). */
const MOVEMENTS = ['posted', 'post_pending'] as const;

async function findWalletId(db: Ctx['db'], customerId: string, currency: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, walletAccountKey(customerId, currency)))
    .limit(1);
  return row?.id ?? null;
}

/** The acting customer's wallet movements, newest first. */
export async function listTransactions(
  ctx: Ctx,
  query: { limit?: number; offset?: number; currency?: string } = {},
): Promise<Page<TransactionDto>> {
  const { db } = ctx;
  const customerId = customerIdOf(ctx);
  const limit = Math.min(Math.max(query.limit ?? TRANSACTIONS_DEFAULT_LIMIT, 1), TRANSACTIONS_MAX_LIMIT);
  const offset = Math.max(query.offset ?? 0, 0);
  const walletId = await findWalletId(db, customerId, query.currency ?? BASE_CURRENCY);
  if (!walletId) return { items: [], total: 0, limit, offset };
  const touchesWallet = and(
    or(eq(ledgerTransfers.debitAccountId, walletId), eq(ledgerTransfers.creditAccountId, walletId)),
    inArray(ledgerTransfers.phase, [...MOVEMENTS]),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(ledgerTransfers)
      .where(touchesWallet)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(ledgerTransfers).where(touchesWallet),
  ]);
  return {
    items: rows.map((row) => transactionFromTransfer(row, walletId)),
    total: counted?.n ?? 0,
    limit,
    offset,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the acting customer's own transactions; another customer's (or an unknown id) is not_found. */
export async function getTransaction(ctx: Ctx, input: { transactionId: string }): Promise<TransactionDto> {
  const customerId = customerIdOf(ctx);
  const notFound = () => new DomainError('not_found', { message: 'We could not find this transaction.' });
  if (!UUID.test(input.transactionId)) throw notFound();
  const [row] = await ctx.db
    .select({ transfer: ledgerTransfers, walletId: ledgerAccounts.id })
    .from(ledgerTransfers)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.kind, 'customer_wallet'),
        eq(ledgerAccounts.customerId, customerId),
        or(
          eq(ledgerAccounts.id, ledgerTransfers.debitAccountId),
          eq(ledgerAccounts.id, ledgerTransfers.creditAccountId),
        ),
      ),
    )
    .where(and(eq(ledgerTransfers.id, input.transactionId), inArray(ledgerTransfers.phase, [...MOVEMENTS])))
    .limit(1);
  if (!row) throw notFound();
  return transactionFromTransfer(row.transfer, row.walletId);
}

/** A transfer by id (for a caller that keeps the id of what paid for something). */
export async function getTransfer(ctx: Reader, transferId: string) {
  const [row] = await ctx.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.id, transferId))
    .limit(1);
  return row ?? null;
}
