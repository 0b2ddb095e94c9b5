/**
 * What moved through a customer's wallet since given instants, by kind: the figures responsible-play limits are
 * measured by. A movement counts once — a single-phase transfer, or a hold that has not been voided (its post
 * resolves it and is not counted again) — so money held for a purchase still in flight already counts.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { type Money, moneyOf, zeroOf } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { existingAccountId } from './ledger.accounts.ts';
import { walletAccountKey } from './ledger.rules.ts';
import { ledgerTransfers } from './ledger.tables.ts';

/** The money moved in a window, in the wallet's currency: paid for purchases, refunded, won, deposited. */
export type WalletFlows = {
  purchases: Money;
  refunds: Money;
  prizes: Money;
  deposits: Money;
};

function noFlows(currency: string): WalletFlows {
  const zero = zeroOf(currency);
  return { purchases: zero, refunds: zero, prizes: zero, deposits: zero };
}

/**
 * The wallet's flows since each of `since` (one round trip for every window), keyed by the instant's time in
 * milliseconds. Runs on the caller's transaction, so a caller holding the customer's limits lock sees every
 * purchase committed before it.
 */
export async function walletFlowsSince(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; currency: string; since: readonly Date[] },
): Promise<Map<number, WalletFlows>> {
  const flows = new Map<number, WalletFlows>();
  const none = noFlows(input.currency);
  for (const s of input.since) flows.set(s.getTime(), none);
  if (input.since.length === 0) return flows;
  // The wallet's id is found first and sent as a value, so the planner sees which account it reads: behind a
  // subquery it could not, and it weighed the shop's busy system accounts instead, choosing to read the whole table
  // for the debit side (docs/benchmarks.md). A customer without a wallet has moved nothing.
  const walletId = await existingAccountId(ctx, walletAccountKey(input.customerId, input.currency));
  if (walletId === null) return flows;
  // Each instant once: one given twice would be joined twice and its sums doubled.
  const times = [...new Set(input.since.map((s) => s.getTime()))];
  const instants = `{${times.map((t) => new Date(t).toISOString()).join(',')}}`;
  const earliest = new Date(Math.min(...times));
  // Each side is read through its own (account, created_at) index from the earliest instant: one join on "debit or
  // credit is the wallet" could not use either index on both columns. A hold counts unless its one resolution
  // (pending_id is unique) is a void, looked up per hold through that unique index.
  const rows = await queryRows<{
    since: Date | string;
    purchases: string;
    refunds: string;
    prizes: string;
    deposits: string;
  }>(
    ctx.db,
    sql`
      with moved as (
        select t.id, t.kind, t.phase, t.amount_minor, t.created_at
          from ${ledgerTransfers} t
         where t.debit_account_id = ${walletId}::uuid
           and t.created_at >= ${earliest.toISOString()}::timestamptz and t.kind = 'purchase'
        union all
        select t.id, t.kind, t.phase, t.amount_minor, t.created_at
          from ${ledgerTransfers} t
         where t.credit_account_id = ${walletId}::uuid
           and t.created_at >= ${earliest.toISOString()}::timestamptz and t.kind in ('refund', 'prize', 'deposit')),
      counted as (
        select m.kind, m.amount_minor, m.created_at from moved m
         where m.phase = 'posted' or (m.phase = 'pending' and (
           select v.phase from ${ledgerTransfers} v where v.pending_id = m.id) is distinct from 'void_pending'))
      select s.since,
        coalesce(sum(c.amount_minor) filter (where c.kind = 'purchase'), 0)::text as purchases,
        coalesce(sum(c.amount_minor) filter (where c.kind = 'refund'), 0)::text as refunds,
        coalesce(sum(c.amount_minor) filter (where c.kind = 'prize'), 0)::text as prizes,
        coalesce(sum(c.amount_minor) filter (where c.kind = 'deposit'), 0)::text as deposits
      from unnest(${instants}::timestamptz[]) as s(since)
      left join counted c on c.created_at >= s.since
      group by s.since`,
  );
  for (const row of rows) {
    // The sums come back as text (a bigint sum can pass 2^53), read into money digit by digit.
    const of = (text: string) => moneyOf(BigInt(text), input.currency);
    flows.set(new Date(row.since).getTime(), {
      purchases: of(row.purchases),
      refunds: of(row.refunds),
      prizes: of(row.prizes),
      deposits: of(row.deposits),
    });
  }
  return flows;
}
