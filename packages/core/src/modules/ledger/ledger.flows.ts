/**
 * What moved through a customer's wallet since given instants, by kind: the figures responsible-play limits are
 * measured by. A movement counts once — a single-phase transfer, or a hold that has not been voided (its post
 * resolves it and is not counted again) — so money held for a purchase still in flight already counts.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Ctx } from '../../use-case.ts';
import { walletAccountKey } from './ledger.rules.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';

/** Minor units moved in a window: paid for purchases, refunded, won, deposited. */
export type WalletFlows = {
  purchasesMinor: bigint;
  refundsMinor: bigint;
  prizesMinor: bigint;
  depositsMinor: bigint;
};

const ZERO: WalletFlows = { purchasesMinor: 0n, refundsMinor: 0n, prizesMinor: 0n, depositsMinor: 0n };

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
  for (const s of input.since) flows.set(s.getTime(), ZERO);
  if (input.since.length === 0) return flows;
  const instants = `{${input.since.map((s) => s.toISOString()).join(',')}}`;
  // A hold counts unless its one resolution (pending_id is unique) is a void. The resolution is looked up per hold
  // as a scalar subquery, through that unique index: written as `not exists`, PostgreSQL could plan it as a hashed
  // subplan that reads every void in the ledger on each call, which made a purchase's limits check scan the whole
  // ledger (docs/benchmarks.md).
  const rows = await queryRows<{
    since: Date | string;
    purchases: string;
    refunds: string;
    prizes: string;
    deposits: string;
  }>(
    ctx.db,
    sql`
      select s.since,
        coalesce(sum(t.amount_minor) filter (where t.kind = 'purchase' and t.debit_account_id = a.id), 0)::text as purchases,
        coalesce(sum(t.amount_minor) filter (where t.kind = 'refund' and t.credit_account_id = a.id), 0)::text as refunds,
        coalesce(sum(t.amount_minor) filter (where t.kind = 'prize' and t.credit_account_id = a.id), 0)::text as prizes,
        coalesce(sum(t.amount_minor) filter (where t.kind = 'deposit' and t.credit_account_id = a.id), 0)::text as deposits
      from unnest(${instants}::timestamptz[]) as s(since)
      join ${ledgerAccounts} a on a.key = ${walletAccountKey(input.customerId, input.currency)}
      left join ${ledgerTransfers} t
        on (t.debit_account_id = a.id or t.credit_account_id = a.id)
        and t.created_at >= s.since
        and (t.phase = 'posted' or (t.phase = 'pending' and (
          select v.phase from ${ledgerTransfers} v where v.pending_id = t.id) is distinct from 'void_pending'))
      group by s.since`,
  );
  for (const row of rows) {
    flows.set(new Date(row.since).getTime(), {
      purchasesMinor: BigInt(row.purchases),
      refundsMinor: BigInt(row.refunds),
      prizesMinor: BigInt(row.prizes),
      depositsMinor: BigInt(row.deposits),
    });
  }
  return flows;
}
