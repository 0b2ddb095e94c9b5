/**
 * The checks a purchase benchmark must pass before it may report: every customer that bought holds exactly its
 * deposit less one ticket with nothing held, no wallet is overdrawn, and the ledger balances (sums, holds, and every
 * account against its transfers).
 */
import type { DbHandle } from '@lottoshop/core/db';
import { queryRows } from '@lottoshop/core/db';
import { getWalletBalance, ledgerTotals } from '@lottoshop/core/ledger';
import { sql } from 'drizzle-orm';

export async function assertBooksSound(
  handle: DbHandle,
  buyers: Iterable<string>,
  expectedBalanceMinor: bigint,
): Promise<void> {
  for (const customerId of buyers) {
    const { balanceMinor, heldMinor } = await getWalletBalance(handle, { customerId });
    if (balanceMinor !== expectedBalanceMinor || heldMinor !== 0n) {
      throw new Error(
        `customer ${customerId} has ${balanceMinor} (${heldMinor} held) after one purchase, not ${expectedBalanceMinor}`,
      );
    }
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
