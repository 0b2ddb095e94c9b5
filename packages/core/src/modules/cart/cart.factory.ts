/** Test and benchmark data for carts: many customers' carts filled at once with a ticket already checked. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newReference } from './cart.rules.ts';
import type { ValidatedTicket } from './cart.service.ts';
import { cartItems, carts } from './cart.tables.ts';

/**
 * Gives each customer a cart (made if missing) holding `ticket` once, 500 customers per statement. The ticket is
 * one `validateTicket` answered, so it is a ticket the shop sells; the benchmarks fill tens of thousands of carts.
 */
export async function fillCarts(
  db: Db,
  customerIds: readonly string[],
  ticket: ValidatedTicket,
  now: Date = new Date(),
): Promise<void> {
  for (let start = 0; start < customerIds.length; start += 500) {
    const batch = customerIds.slice(start, start + 500);
    await db
      .insert(carts)
      .values(
        batch.map((customerId) => ({
          reference: newReference(),
          customerId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: carts.customerId });
    const rows = await db
      .select({ id: carts.id })
      .from(carts)
      .where(inArray(carts.customerId, [...batch]));
    await db.insert(cartItems).values(rows.map((cart) => ({ cartId: cart.id, ...ticket, createdAt: now })));
  }
}
