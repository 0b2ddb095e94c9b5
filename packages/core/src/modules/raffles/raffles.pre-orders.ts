/**
 * Pre-orders: raffle tickets bought before their draw opens (`drawPreOrderStartDate`). The purchase reserves their
 * places under the cap (`raffle_draws.pre_ordered`, checked with the sold tickets by the database) and holds their
 * price in the wallet; once the draw opens, the life-cycle job issues them — numbers from the same counter as any
 * purchase, the hold posted — each pre-order exactly once (`issued_at`, under its row lock).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx, inTransaction } from '../../use-case.ts';
import { type DrawRow, getDrawsByIds, purchaseStatusOf } from '../draws/index.ts';
import { postPendingTransfer } from '../ledger/index.ts';
import { openRaffleSales } from './raffles.sales.ts';
import { raffleDraws, rafflePreOrders, raffleTickets } from './raffles.tables.ts';

type Writer = Pick<Ctx, 'db'>;

export type RafflePreOrderInput = {
  draw: DrawRow;
  drawLabel: string;
  customerId: string;
  causeId: string | null;
  orderTicketId: string;
  checkoutId: string;
  /** What each ticket gives its cause, one per ticket. */
  causeAmountsMinor: readonly bigint[];
  currency: string;
  holdKey: string;
};

/** Reserves a pre-ordered ticket's places in the caller's transaction; refuses when the cap would be passed. */
export async function reserveRafflePreOrder(ctx: Writer, input: RafflePreOrderInput): Promise<void> {
  const count = input.causeAmountsMinor.length;
  if (count < 1) throw new RangeError('a pre-order has at least one ticket');
  await openRaffleSales(ctx, input.draw);
  const [reserved] = await queryRows<{ left: number }>(
    ctx.db,
    sql`update ${raffleDraws} set pre_ordered = pre_ordered + ${count}
        where draw_id = ${input.draw.id} and entries_hash is null and sold + pre_ordered + ${count} <= ticket_cap
        returning ticket_cap - sold - pre_ordered as left`,
  );
  if (!reserved) {
    const [row] = await queryRows<{ left: number }>(
      ctx.db,
      sql`select ticket_cap - sold - pre_ordered as left from ${raffleDraws} where draw_id = ${input.draw.id}`,
    );
    const left = Number(row?.left ?? 0);
    throw new DomainError('conflict', {
      message:
        left <= 0
          ? `${input.drawLabel} is sold out. No more tickets can be pre-ordered.`
          : `Only ${left} ${left === 1 ? 'ticket is' : 'tickets are'} left in ${input.drawLabel}. Choose fewer tickets.`,
    });
  }
  await ctx.db.insert(rafflePreOrders).values({
    drawId: input.draw.id,
    customerId: input.customerId,
    causeId: input.causeId,
    orderTicketId: input.orderTicketId,
    checkoutId: input.checkoutId,
    numTickets: count,
    causeAmountsMinor: [...input.causeAmountsMinor],
    currency: input.currency,
    holdKey: input.holdKey,
  });
}

/** Issues one waiting pre-order (if still waiting): its numbers, its hold posted; answers the numbers. */
async function issuePreOrder(ctx: Ctx, preOrderId: string): Promise<number[]> {
  return inTransaction(ctx, async (tx) => {
    const [order] = await tx.db
      .select()
      .from(rafflePreOrders)
      .where(and(eq(rafflePreOrders.id, preOrderId), isNull(rafflePreOrders.issuedAt)))
      .for('update', { skipLocked: true });
    if (!order) return [];
    const count = order.numTickets;
    const amounts = `{${order.causeAmountsMinor.join(',')}}`;
    const rows = await queryRows<{ ticket_no: number }>(
      tx.db,
      sql`
      with taken as (
        update ${raffleDraws} set sold = sold + ${count}, pre_ordered = pre_ordered - ${count}
        where draw_id = ${order.drawId} and entries_hash is null
        returning sold - ${count} as before)
      insert into ${raffleTickets} (draw_id, ticket_no, customer_id, cause_id, cause_amount_minor, currency,
                                    order_ticket_id, checkout_id)
      select ${order.drawId}::uuid, taken.before + g, ${order.customerId}::uuid, ${order.causeId}::uuid,
             (${amounts}::bigint[])[g], ${order.currency}, ${order.orderTicketId}::uuid, ${order.checkoutId}::uuid
      from taken, generate_series(1, ${count}) as g
      returning ticket_no`,
    );
    if (rows.length !== count)
      throw new Error(`pre-order ${order.id}: its draw's entries are already frozen`);
    await postPendingTransfer(tx, { hold: order.holdKey });
    await tx.db
      .update(rafflePreOrders)
      .set({ issuedAt: tx.clock.now() })
      .where(eq(rafflePreOrders.id, order.id));
    return rows.map((r) => Number(r.ticket_no)).sort((a, b) => a - b);
  });
}

/**
 * The life-cycle job's step: every pre-order whose draw has opened is issued, each in its own transaction. Answers
 * how many pre-orders were issued now.
 */
export async function issueDuePreOrders(ctx: Ctx): Promise<{ issued: number; tickets: number }> {
  assertOperatorOrSystem(ctx);
  const waiting = await ctx.db
    .select({ id: rafflePreOrders.id, drawId: rafflePreOrders.drawId })
    .from(rafflePreOrders)
    .where(isNull(rafflePreOrders.issuedAt))
    .orderBy(rafflePreOrders.createdAt, rafflePreOrders.id);
  if (waiting.length === 0) return { issued: 0, tickets: 0 };
  const draws = await getDrawsByIds(
    ctx,
    waiting.map((w) => w.drawId),
  );
  const now = ctx.clock.now();
  let issued = 0;
  let tickets = 0;
  for (const { id, drawId } of waiting) {
    const draw = draws.get(drawId);
    if (!draw || purchaseStatusOf(draw, now) === 'pre_order') continue;
    const numbers = await issuePreOrder(ctx, id);
    if (numbers.length > 0) {
      issued++;
      tickets += numbers.length;
    }
  }
  return { issued, tickets };
}
