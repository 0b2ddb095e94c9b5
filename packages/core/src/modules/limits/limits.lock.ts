/** The customer's limits lock: their purchases, deposits and limit changes are checked one after another. */
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';

/**
 * Takes the customer's limits lock until the transaction ends (a transaction-scoped advisory lock, so nothing needs
 * releasing and a rollback lets go). Lock order where money moves: the caller's own rows, then this lock, then the
 * ledger's accounts.
 */
export async function lockCustomerLimits(tx: Pick<Ctx, 'db'>, customerId: string): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limits:${customerId}`}, 0))`);
}
