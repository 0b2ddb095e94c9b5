/**
 * Selling raffle tickets: opening a draw's sales counter and allocating ticket numbers inside the purchase
 * transaction. One conditional UPDATE adds the tickets to the draw's `sold` counter (locking its row until the
 * purchase commits) and the numbers are the range it moved over, so two purchases never share a number; the
 * CHECK sold <= ticket_cap and the primary key (draw, ticket number) hold it in the database too.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import type { DrawRow } from '../draws/index.ts';
import { raffleDraws, raffleTickets } from './raffles.tables.ts';

type Writer = Pick<Ctx, 'db'>;

/** Starts counting a raffle draw's sales (idempotent): the cap is the draw's. */
export async function openRaffleSales(ctx: Writer, draw: Pick<DrawRow, 'id' | 'ticketCap'>): Promise<void> {
  if (draw.ticketCap === null || draw.ticketCap < 1) {
    throw new Error(`raffle draw ${draw.id} has no ticket cap`);
  }
  await ctx.db
    .insert(raffleDraws)
    .values({ drawId: draw.id, ticketCap: draw.ticketCap })
    .onConflictDoNothing({ target: raffleDraws.drawId });
}

export type RaffleAllocation = {
  draw: DrawRow;
  drawLabel: string;
  /** The numbers wanted, one entry each: the orders ticket it belongs to and what it gives its cause. */
  numbers: readonly { orderTicketId: string; causeAmountMinor: bigint }[];
  causeId: string | null;
  currency: string;
  customerId: string;
  checkoutId: string;
};

/**
 * Issues `numbers.length` consecutive ticket numbers of the draw to the customer, in the caller's transaction, and
 * answers them in order. Refuses with a conflict naming how many are left when the cap would be passed.
 */
export async function allocateRaffleTickets(ctx: Writer, input: RaffleAllocation): Promise<number[]> {
  const count = input.numbers.length;
  if (count < 1) throw new RangeError('a raffle allocation has at least one ticket');
  await openRaffleSales(ctx, input.draw);
  const amounts = `{${input.numbers.map((n) => n.causeAmountMinor).join(',')}}`;
  const ticketIds = `{${input.numbers.map((n) => n.orderTicketId).join(',')}}`;
  const rows = await queryRows<{ ticket_no: number }>(
    ctx.db,
    sql`
    with taken as (
      update ${raffleDraws} set sold = sold + ${count}
      where draw_id = ${input.draw.id} and entries_hash is null and sold + pre_ordered + ${count} <= ticket_cap
      returning sold - ${count} as before)
    insert into ${raffleTickets} (draw_id, ticket_no, customer_id, cause_id, cause_amount_minor, currency,
                                  order_ticket_id, checkout_id)
    select ${input.draw.id}::uuid, taken.before + g, ${input.customerId}::uuid, ${input.causeId}::uuid,
           (${amounts}::bigint[])[g], ${input.currency}, (${ticketIds}::uuid[])[g], ${input.checkoutId}::uuid
    from taken, generate_series(1, ${count}) as g
    returning ticket_no`,
  );
  const numbers = rows.map((r) => Number(r.ticket_no)).sort((a, b) => a - b);
  if (numbers.length === count) return numbers;

  const [left] = await queryRows<{ left: number }>(
    ctx.db,
    sql`select ticket_cap - sold - pre_ordered as left from ${raffleDraws} where draw_id = ${input.draw.id}`,
  );
  const remaining = Number(left?.left ?? 0);
  throw new DomainError('conflict', {
    message:
      remaining <= 0
        ? `${input.drawLabel} is sold out. No more tickets can be bought.`
        : `Only ${remaining} ${remaining === 1 ? 'ticket is' : 'tickets are'} left in ${input.drawLabel}. Choose fewer tickets.`,
  });
}
