/**
 * The identity side of closing an account: closing the customer — status
 * 'closed' with when and why, every session and refresh token revoked at once. The row and its history stay
 * (tickets, transfers and prizes refer to it); a closed account can no longer sign in or refresh.
 */
import type { ClosureReason } from '@lottoshop/contracts/account-closing';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { revokeCustomerSessions } from './identity.sessions.ts';
import { customers } from './identity.tables.ts';
import { moveCustomer } from './identity.transitions.ts';

/**
 * Closes an active customer's account; a closed one is refused (409) and nothing changes. Run it inside the
 * caller's transaction.
 */
export async function closeCustomer(
  ctx: Ctx,
  input: { customerId: string; reason: ClosureReason; comment?: string | undefined },
): Promise<void> {
  const now = ctx.clock.now();
  const [customer] = await ctx.db
    .select({ status: customers.status })
    .from(customers)
    .where(eq(customers.id, input.customerId))
    .for('update');
  if (!customer) throw new DomainError('not_found', { message: 'There is no such customer.' });
  const [closed] = await moveCustomer(ctx, {
    where: eq(customers.id, input.customerId),
    from: customer.status,
    to: 'closed',
    set: {
      closedAt: now,
      closureReason: input.reason,
      closureComment: input.comment === undefined || input.comment === '' ? null : input.comment,
      updatedAt: now,
    },
  });
  if (!closed) throw new Error('customer moved under its lock');
  await revokeCustomerSessions(ctx.db, { customerId: input.customerId, now, reason: 'account_closed' });
}
