/**
 * The operator's proof that the books are sound (`npm run ops -- ledger-check`, GET /ops/ledger/check): every
 * posted balance together sums to zero, so do the holds, and every account's stored balance and pending amounts
 * are exactly what its transfers add up to. Read-only; answers the report whether sound or not.
 */
import { count } from 'drizzle-orm';
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import { type LedgerMismatch, ledgerTotals } from './ledger.queries.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';

export type LedgerCheck = {
  sound: boolean;
  accounts: number;
  transfers: number;
  sumOfBalancesMinor: bigint;
  sumOfHoldsMinor: bigint;
  mismatches: LedgerMismatch[];
};

export async function checkLedger(ctx: Ctx): Promise<LedgerCheck> {
  assertOperatorOrSystem(ctx);
  // One snapshot: the counts and the sums see the same transfers.
  return ctx.db.transaction(
    async (tx) => {
      const totals = await ledgerTotals({ db: tx });
      const [accounts] = await tx.select({ n: count() }).from(ledgerAccounts);
      const [transfers] = await tx.select({ n: count() }).from(ledgerTransfers);
      return {
        sound: totals.sumOfBalances === 0n && totals.sumOfHolds === 0n && totals.mismatches.length === 0,
        accounts: accounts?.n ?? 0,
        transfers: transfers?.n ?? 0,
        sumOfBalancesMinor: totals.sumOfBalances,
        sumOfHoldsMinor: totals.sumOfHolds,
        mismatches: totals.mismatches,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
