/**
 * Past draws for the demo's results history: one bulk insert per offer, numbered back from the offer's earliest
 * draw so the history ends just before the calendar the scheduler keeps.
 */
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { queryRows } from '../../db/client.ts';
import type { Ctx } from '../../use-case.ts';
import type { ProductOfferRow } from '../catalog/index.ts';

export type PastDraw = { id: string; drawNo: number; drawAt: Date; jackpotMinor: bigint | null };

/**
 * Inserts finished draws (DRAW_EMAILED: nothing is left to do for them) at `times`, ascending, numbered so the
 * last one is just below the offer's earliest draw (draw numbers below 1 are left out). Sales closed at the
 * schedule's sales stop; the jackpot is the offer's standing one. One statement, however many draws.
 */
export async function createPastDraws(
  ctx: Pick<Ctx, 'db'>,
  input: { offer: ProductOfferRow; times: readonly Date[]; salesCloseMinutesBefore: number },
): Promise<PastDraw[]> {
  const { offer, times } = input;
  if (times.length === 0) return [];
  // Ids made here, as every draw's are (UUIDv7), in draw order.
  const wanted = times.map((t) => ({ id: uuidv7(), at: t.toISOString() }));
  const rows = await queryRows<{
    id: string;
    draw_no: number;
    draw_at: string | Date;
    jackpot_minor: string | number | bigint | null;
  }>(
    ctx.db,
    sql`
    with first_draw as (
      select coalesce(min(draw_no), ${times.length + 1}) as no from draws where offer_id = ${offer.id}
    ), wanted as (
      select t.value->>'id' as id, (t.value->>'at')::timestamptz as at,
        (select no from first_draw) - ${times.length} + t.ord::int - 1 as draw_no
      from jsonb_array_elements(${JSON.stringify(wanted)}::jsonb) with ordinality as t(value, ord)
    )
    insert into draws (id, offer_id, draw_no, draw_type, status, draw_at, sales_close_at, currency, jackpot_minor)
    select w.id::uuid, ${offer.id}, w.draw_no, ${offer.drawType}, 'DRAW_EMAILED', w.at,
      w.at - make_interval(mins => ${input.salesCloseMinutesBefore}), ${offer.currency},
      ${offer.standingJackpotMinor ?? offer.nextJackpotMinor}
    from wanted w where w.draw_no >= 1
    on conflict (offer_id, draw_no) do nothing
    returning id, draw_no, draw_at, jackpot_minor`,
  );
  return rows.map((r) => ({
    id: r.id,
    drawNo: Number(r.draw_no),
    drawAt: new Date(r.draw_at),
    jackpotMinor: r.jackpot_minor === null ? null : BigInt(String(r.jackpot_minor)),
  }));
}
