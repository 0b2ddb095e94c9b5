/**
 * The checks a purchase benchmark must pass before it may report: every customer that bought holds exactly its
 * deposit less one ticket with nothing held, no wallet is overdrawn, and the ledger balances (sums, holds, and every
 * account against its transfers).
 */
import type { DbHandle } from '@lottoshop/core/db';
import { queryRows } from '@lottoshop/core/db';
import { ledgerTotals } from '@lottoshop/core/ledger';
import { sql } from 'drizzle-orm';

export async function assertBooksSound(
  handle: DbHandle,
  buyers: Iterable<string>,
  expectedBalanceMinor: bigint,
): Promise<void> {
  // Every buyer's wallet in one statement (tens of thousands of buyers in a full run).
  const ids = [...buyers];
  const wrong = await queryRows<{ customer_id: string | null; balance: string | null; held: string | null }>(
    handle.db,
    sql`select b.id::text as customer_id, a.balance_minor::text as balance, a.pending_debits_minor::text as held
        from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) as b(id)
        left join ledger_accounts a on a.customer_id = b.id and a.kind = 'customer_wallet'
        where a.id is null or a.balance_minor <> ${expectedBalanceMinor} or a.pending_debits_minor <> 0
        limit 5`,
  );
  const first = wrong[0];
  if (first) {
    throw new Error(
      `${wrong.length === 5 ? '5 or more' : wrong.length} buyers hold the wrong amount after one purchase, e.g. ` +
        `customer ${first.customer_id} has ${first.balance ?? 'no wallet'} (${first.held ?? 0} held), not ${expectedBalanceMinor}`,
    );
  }
  const [overdrawn] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from ledger_accounts
        where kind = 'customer_wallet' and (balance_minor < 0 or balance_minor - pending_debits_minor < 0)`,
  );
  const totals = await ledgerTotals(handle);
  if (
    (overdrawn?.n ?? 0) > 0 ||
    totals.sumOfBalances !== 0n ||
    totals.sumOfHolds !== 0n ||
    totals.mismatches.length > 0
  ) {
    const shown = JSON.stringify(totals, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
    throw new Error(`the ledger is not sound after the runs: ${overdrawn?.n} overdrawn wallets, ${shown}`);
  }
}
