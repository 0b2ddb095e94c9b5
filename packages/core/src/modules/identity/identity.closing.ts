/**
 * The identity side of closing an account: closing the customer — status
 * 'closed' with when and why, every session and refresh token revoked at once. The row and its history stay
 * (tickets, transfers and prizes refer to it); a closed account can no longer sign in or refresh.
 */
import type { ClosureReason } from '@lottoshop/contracts/account-closing';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { revokeCustomerSessions } from './identity.sessions.ts';
import { customers } from './identity.tables.ts';

/**
 * Closes an active customer's account. False when it was not active (already closed, or suspended by the
 * operator), in which case nothing changes. Run it inside the caller's transaction.
 */
export async function closeCustomer(
  ctx: Ctx,
  input: { customerId: string; reason: ClosureReason; comment?: string | undefined },
): Promise<boolean> {
  const now = ctx.clock.now();
  const closed = await ctx.db
    .update(customers)
    .set({
      status: 'closed',
      closedAt: now,
      closureReason: input.reason,
      closureComment: input.comment === undefined || input.comment === '' ? null : input.comment,
      updatedAt: now,
    })
    .where(and(eq(customers.id, input.customerId), eq(customers.status, 'active')))
    .returning({ id: customers.id });
  if (closed.length === 0) return false;
  await revokeCustomerSessions(ctx.db, { customerId: input.customerId, now, reason: 'account_closed' });
  return true;
}
