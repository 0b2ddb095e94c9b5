/** Reading draw results: drawn numbers, dividends and winners, prizes of tickets, the past results pages. */
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import type { Page } from '../../shared/page.ts';
import type { Ctx } from '../../use-case.ts';
import {
  getGameDefinition,
  getProductOffersByIds,
  listOfferIds,
  type ProductOfferRow,
} from '../catalog/index.ts';
import { type DrawRef, type DrawRow, findDraw, getDrawsByIds } from '../draws/index.ts';
import { type DrawnNumbers, describeDivision } from './results.scoring.ts';
import { type DrawResultRow, drawDividends, drawResults, linePrizes } from './results.tables.ts';

type Reader = Pick<Ctx, 'db'>;

const toNumbers = (row: Pick<DrawResultRow, 'main' | 'supplementary' | 'bonus'>): DrawnNumbers => ({
  main: row.main,
  supplementary: row.supplementary,
  bonus: row.bonus,
});

/** The drawn numbers of those of the given draws that have a result. */
export async function getDrawnNumbers(
  ctx: Reader,
  drawIds: readonly string[],
): Promise<Map<string, DrawnNumbers>> {
  const found = new Map<string, DrawnNumbers>();
  if (drawIds.length === 0) return found;
  const rows = await ctx.db
    .select({
      drawId: drawResults.drawId,
      main: drawResults.main,
      supplementary: drawResults.supplementary,
      bonus: drawResults.bonus,
    })
    .from(drawResults)
    .where(inArray(drawResults.drawId, [...new Set(drawIds)]));
  for (const row of rows) found.set(row.drawId, toNumbers(row));
  return found;
}

/** A draw's result row (numbers, source and audit), or null before it is drawn. */
export async function getResultRow(ctx: Reader, drawId: string): Promise<DrawResultRow | null> {
  const [row] = await ctx.db.select().from(drawResults).where(eq(drawResults.drawId, drawId));
  return row ?? null;
}

/** A draw's dividends by division, in minor units. */
export async function getDividends(ctx: Reader, drawId: string): Promise<Map<number, bigint>> {
  const rows = await ctx.db.select().from(drawDividends).where(eq(drawDividends.drawId, drawId));
  return new Map(rows.map((d) => [d.division, d.prizeMinor]));
}

export type TicketPrize = {
  drawId: string;
  lineNo: number;
  division: number;
  prizeMinor: bigint;
  paid: boolean;
};

/** The winning lines of some tickets in every draw they were scored in, and whether each prize is paid. */
export async function listTicketPrizes(
  ctx: Reader,
  ticketIds: readonly string[],
): Promise<Map<string, TicketPrize[]>> {
  const byTicket = new Map<string, TicketPrize[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await ctx.db
    .select({
      ticketId: linePrizes.ticketId,
      drawId: linePrizes.drawId,
      lineNo: linePrizes.lineNo,
      division: linePrizes.division,
      prizeMinor: linePrizes.prizeMinor,
      transferId: linePrizes.transferId,
    })
    .from(linePrizes)
    .where(inArray(linePrizes.ticketId, [...new Set(ticketIds)]))
    .orderBy(asc(linePrizes.ticketId), asc(linePrizes.drawId), asc(linePrizes.lineNo));
  for (const { ticketId, transferId, ...row } of rows) {
    const list = byTicket.get(ticketId) ?? [];
    list.push({ ...row, paid: transferId !== null || row.prizeMinor === 0n });
    byTicket.set(ticketId, list);
  }
  return byTicket;
}

async function toDrawResultDto(
  ctx: Reader,
  draw: DrawRow,
  offer: ProductOfferRow,
  result: DrawResultRow,
): Promise<DrawResultDto> {
  const [definition, dividends] = await Promise.all([
    getGameDefinition(ctx, { offerId: offer.id, drawNo: draw.drawNo }),
    ctx.db
      .select()
      .from(drawDividends)
      .where(eq(drawDividends.drawId, draw.id))
      .orderBy(asc(drawDividends.division)),
  ]);
  const byDivision = new Map(dividends.map((d) => [d.division, d]));
  const divisions = definition
    ? definition.divisions.map((rule) => {
        const dividend = byDivision.get(rule.division);
        return {
          division: rule.division,
          description: describeDivision(rule, definition.matrix),
          winners: dividend?.winners ?? 0,
          prize: moneyDto(dividend?.prizeMinor ?? 0n, draw.currency),
        };
      })
    : dividends.map((d) => ({
        division: d.division,
        description: `Division ${d.division}`,
        winners: d.winners,
        prize: moneyDto(d.prizeMinor, draw.currency),
      }));
  return {
    productOfferKey: offer.key,
    productOfferName: offer.name,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    status: draw.status,
    numbers: toNumbers(result),
    divisions,
    jackpot: draw.jackpotMinor === null ? null : moneyDto(draw.jackpotMinor, draw.currency),
    source: result.source,
    audit:
      result.source === 'shop_rng' && result.seedHash
        ? { seedHash: result.seedHash, seed: result.seed, entriesHash: result.entriesHash }
        : null,
    demo: result.demo,
  };
}

const notDrawn = () =>
  new DomainError('not_found', {
    message: 'There is no result for that draw yet. Check back after the draw.',
  });

/** The result row and draw of a drawn draw (not_found before it is drawn). */
export async function loadDrawnDraw(ctx: Reader, ref: DrawRef) {
  const found = await findDraw(ctx, ref);
  if (!found) throw notDrawn();
  const result = await getResultRow(ctx, found.draw.id);
  if (!result) throw notDrawn();
  return { ...found, result };
}

/** The full result of a drawn draw: numbers, each division with its dividend and winners. */
export async function getDrawResult(ctx: Reader, ref: DrawRef): Promise<DrawResultDto> {
  const { draw, offer, result } = await loadDrawnDraw(ctx, ref);
  return toDrawResultDto(ctx, draw, offer, result);
}

export type ResultCategory = 'lotteries' | 'raffles';

/** Past results, newest draw first: every offer of a category, or one offer when `key` is given. */
export async function listPastResults(
  ctx: Reader,
  query: {
    category?: ResultCategory;
    key?: string;
    limit: number;
    offset: number;
    /** Only draws made in [from, to). */
    drawnBetween?: { from: Date; to: Date };
  },
): Promise<Page<DrawResultDto>> {
  const empty = { items: [], total: 0, limit: query.limit, offset: query.offset };
  const offerIds = await listOfferIds(ctx, {
    ...(query.category
      ? { kind: query.category === 'raffles' ? ('raffle' as const) : ('lottery' as const) }
      : {}),
    ...(query.key ? { key: query.key } : {}),
  });
  if (offerIds.length === 0) return empty;
  const between = query.drawnBetween;
  const where = and(
    inArray(drawResults.offerId, offerIds),
    between ? and(gte(drawResults.drawAt, between.from), lt(drawResults.drawAt, between.to)) : undefined,
  );
  // Ties in time and number go in the offers' display order (listOfferIds answers in that order).
  const ids = sql.join(
    offerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const displayOrder = sql`array_position(array[${ids}], ${drawResults.offerId})`;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(drawResults)
      .where(where)
      .orderBy(desc(drawResults.drawAt), desc(drawResults.drawNo), asc(displayOrder))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ total: count() }).from(drawResults).where(where),
  ]);
  const [drawsById, offersById] = await Promise.all([
    getDrawsByIds(
      ctx,
      rows.map((r) => r.drawId),
    ),
    getProductOffersByIds(
      ctx,
      rows.map((r) => r.offerId),
    ),
  ]);
  const items: DrawResultDto[] = [];
  for (const row of rows) {
    const draw = drawsById.get(row.drawId);
    const offer = offersById.get(row.offerId);
    if (!draw || !offer)
      throw new Error(`result of draw ${row.drawId} names a draw or offer that does not exist`);
    items.push(await toDrawResultDto(ctx, draw, offer, row));
  }
  return { items, total: totals[0]?.total ?? 0, limit: query.limit, offset: query.offset };
}

/** Keys of the offers that have at least one result to show, in display order. */
export async function listResultKeys(ctx: Reader): Promise<string[]> {
  const rows = await ctx.db.selectDistinct({ offerId: drawResults.offerId }).from(drawResults);
  const offers = await getProductOffersByIds(
    ctx,
    rows.map((r) => r.offerId),
  );
  return [...offers.values()]
    .sort((a, b) => a.displayOrder - b.displayOrder || a.key.localeCompare(b.key))
    .map((o) => o.key);
}
