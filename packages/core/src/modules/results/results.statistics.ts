/**
 * Number statistics of an offer over its latest draws (issue 10 item 8): how often each number was drawn (hot and
 * cold), how many draws since each was last seen (overdue) and the average division 1 dividend of the draws it
 * was in (most and least profitable). Counted by PostgreSQL over the stored results (unnest and group by), so
 * however long the history, only one row per number comes back.
 */
import type { NumberStatDto, NumberStatisticsDto } from '@lottoshop/contracts/results';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { getGameDefinition, getProductOfferByKey } from '../catalog/index.ts';

type Row = { barrel: 'main' | 'bonus'; n: number; drawn: number; since: number; avg_d1: string | null };
type Summary = {
  draws: number;
  first_no: number | null;
  last_no: number | null;
  demo: boolean | null;
  latest_no: number | null;
};

function statsOf(
  range: { min: number; max: number } | null,
  rows: Row[],
  barrel: Row['barrel'],
  currency: string,
): NumberStatDto[] {
  if (!range) return [];
  const byNumber = new Map(rows.filter((r) => r.barrel === barrel).map((r) => [Number(r.n), r]));
  const stats: NumberStatDto[] = [];
  for (let n = range.min; n <= range.max; n++) {
    const row = byNumber.get(n);
    stats.push({
      number: n,
      drawn: row ? Number(row.drawn) : 0,
      drawsSinceSeen: row ? Number(row.since) : null,
      averageDivisionOne: row && row.avg_d1 !== null ? moneyDto(BigInt(String(row.avg_d1)), currency) : null,
    });
  }
  return stats;
}

/** The statistics of `key` over its latest `window` drawn draws. An unknown offer, or a raffle, is not_found. */
export async function getNumberStatistics(
  ctx: Pick<Ctx, 'db'>,
  input: { key: string; window: number },
): Promise<NumberStatisticsDto> {
  const offer = await getProductOfferByKey(ctx, input.key);
  if (offer?.kind !== 'lottery') {
    throw new DomainError('not_found', { message: 'There are no number statistics for that offer.' });
  }
  const recent = sql`select draw_id, draw_no, main, bonus, demo,
      (row_number() over (order by draw_at desc, draw_no desc) - 1)::int as ago
    from draw_results where offer_id = ${offer.id}
    order by draw_at desc, draw_no desc limit ${input.window}`;
  const [summaries, rows] = await Promise.all([
    queryRows<Summary>(
      ctx.db,
      sql`with recent as (${recent})
        select count(*)::int as draws, min(draw_no) as first_no, max(draw_no) as last_no, bool_or(demo) as demo,
          (select draw_no from recent where ago = 0) as latest_no
        from recent`,
    ),
    queryRows<Row>(
      ctx.db,
      sql`with recent as (${recent}),
        division_one as (
          select draw_id, prize_minor from draw_dividends
          where division = 1 and draw_id in (select draw_id from recent)
        ),
        balls as (
          select 'main' as barrel, n, r.ago, r.draw_id from recent r, unnest(r.main) as n
          union all
          select 'bonus' as barrel, n, r.ago, r.draw_id from recent r, unnest(r.bonus) as n
        )
        select b.barrel, b.n, count(*)::int as drawn, min(b.ago)::int as since,
          round(avg(d.prize_minor))::text as avg_d1
        from balls b left join division_one d on d.draw_id = b.draw_id
        group by b.barrel, b.n`,
    ),
  ]);
  const summary = summaries[0];
  const definition = summary?.latest_no
    ? await getGameDefinition(ctx, { offerId: offer.id, drawNo: Number(summary.latest_no) })
    : null;
  const matrix = definition?.matrix;
  return {
    productOfferKey: offer.key,
    productOfferName: offer.name,
    window: input.window,
    drawsCounted: summary ? Number(summary.draws) : 0,
    firstDrawNo: summary?.first_no == null ? null : Number(summary.first_no),
    lastDrawNo: summary?.last_no == null ? null : Number(summary.last_no),
    demo: summary?.demo === true,
    main: statsOf(matrix?.main ?? null, rows, 'main', offer.currency),
    bonus: statsOf(matrix?.bonus ?? null, rows, 'bonus', offer.currency),
  };
}
