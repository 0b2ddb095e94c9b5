import { and, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { stateMachine } from '../../shared/state-machine.ts';
import type { Ctx } from '../../use-case.ts';
import { type CheckoutRow, type CheckoutStatus, checkouts } from './orders.tables.ts';

/**
 * A checkout is claimed pending, then paid once its money is posted, in the purchase's one transaction: a refused
 * purchase rolls its claim back, so a checkout never rests anywhere but paid.
 */
export const CHECKOUT_MACHINE = stateMachine<CheckoutStatus>('checkout', {
  pending: ['paid'],
  paid: [],
});

/** A placeholder in an update's `set` (whose types take a value or SQL, not a bare placeholder). */
const setTo = (name: string) => sql`${sql.placeholder(name)}`;

/** The checkout's last write: built once (db/built-once.ts), being one of the purchase's busiest statements. */
const paidStatement = builtOnce((db) =>
  db
    .update(checkouts)
    .set({
      status: 'paid',
      totalMinor: setTo('totalMinor'),
      currency: setTo('currency'),
      transferId: setTo('transferId'),
      balanceAfterMinor: setTo('balanceAfterMinor'),
      preOrderMinor: setTo('preOrderMinor'),
    })
    .where(and(eq(checkouts.id, sql.placeholder('id')), eq(checkouts.status, sql.placeholder('from'))))
    .returning(),
);

/** Moves a checkout read `from` to paid, with what it paid; answers nothing when it moved meanwhile. */
export async function markCheckoutPaid(
  ctx: Pick<Ctx, 'db'>,
  input: {
    id: string;
    from: CheckoutStatus;
    totalMinor: bigint;
    currency: string;
    transferId: string;
    balanceAfterMinor: bigint;
    preOrderMinor: bigint;
  },
): Promise<CheckoutRow[]> {
  CHECKOUT_MACHINE.assert(input.from, 'paid');
  return paidStatement(ctx.db, input);
}
