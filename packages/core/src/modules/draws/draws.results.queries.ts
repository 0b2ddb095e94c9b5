/** Reading draw results: drawn numbers, dividends and winners, prizes of a ticket, past results pages. */
import { type DrawStatus, RESULT_STATUSES } from '@lottoshop/contracts/draws';
import { type Currency, money } from '@lottoshop/contracts/money';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import type { Page } from '../../page.ts';
import { getGameDefinition } from '../catalog/catalog.queries.ts';
import { type ProductOfferRow, productOffers } from '../catalog/catalog.tables.ts';
import { type DrawResultRow, drawDividends, drawResults, linePrizes } from './draws.results.tables.ts';
import { type DrawnNumbers, describeDivision } from './draws.scoring.ts';
import { type DrawRow, draws } from './draws.tables.ts';

const toNumbers = (row: Pick<DrawResultRow, 'main' | 'supplementary' | 'bonus'>): DrawnNumbers => ({
  main: row.main,
  supplementary: row.supplementary,
  bonus: row.bonus,
});

/** The drawn numbers of those of the given draws that have a result. */
export async function getDrawnNumbers(db: Db, drawIds: string[]): Promise<Map<string, DrawnNumbers>> {
  const found = new Map<string, DrawnNumbers>();
  if (drawIds.length === 0) return found;
  const rows = await db
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

/** The winning lines of a ticket in every draw it was scored in, and whether each prize has been paid. */
export async function listTicketPrizes(
  db: Db,
  ticketId: string,
): Promise<Array<{ drawId: string; lineNo: number; division: number; prizeMinor: bigint; paid: boolean }>> {
  const rows = await db
    .select({
      drawId: linePrizes.drawId,
      lineNo: linePrizes.lineNo,
      division: linePrizes.division,
      prizeMinor: linePrizes.prizeMinor,
      transferId: linePrizes.transferId,
    })
    .from(linePrizes)
    .where(eq(linePrizes.ticketId, ticketId))
    .orderBy(asc(linePrizes.drawId), asc(linePrizes.lineNo));
  return rows.map(({ transferId, ...row }) => ({
    ...row,
    paid: transferId !== null || row.prizeMinor === 0n,
  }));
}

/** A draw of an offer by the offer's key and the draw number, or null. */
export async function findDraw(
  db: Db,
  offerKey: string,
  drawNo: number,
): Promise<{ draw: DrawRow; offer: ProductOfferRow } | null> {
  const [row] = await db
    .select({ draw: draws, offer: productOffers })
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(and(eq(productOffers.key, offerKey), eq(draws.drawNo, drawNo)))
    .limit(1);
  return row ?? null;
}

async function toDrawResultDto(
  db: Db,
  draw: DrawRow,
  offer: ProductOfferRow,
  result: DrawResultRow,
): Promise<DrawResultDto> {
  const currency = draw.currency as Currency;
  const [definition, dividends] = await Promise.all([
    getGameDefinition(db, offer.id, draw.drawNo),
    db
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
          prize: money(dividend?.prizeMinor ?? 0n, currency),
        };
      })
    : dividends.map((d) => ({
        division: d.division,
        description: `Division ${d.division}`,
        winners: d.winners,
        prize: money(d.prizeMinor, currency),
      }));
  return {
    productOfferKey: offer.key,
    productOfferName: offer.name,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    status: draw.status,
    numbers: toNumbers(result),
    divisions,
    jackpot: draw.jackpotMinor === null ? null : money(draw.jackpotMinor, currency),
    source: result.source,
    audit:
      result.source === 'shop_rng' && result.seedHash
        ? { seedHash: result.seedHash, seed: result.seed, entriesHash: result.entriesHash }
        : null,
  };
}

const notDrawn = () =>
  new DomainError('not_found', {
    message: 'There is no result for that draw yet. Check back after the draw.',
  });

/** The full result of a drawn draw: numbers, each division with its dividend and winners. */
export async function getDrawResult(db: Db, offerKey: string, drawNo: number): Promise<DrawResultDto> {
  const [row] = await db
    .select({ draw: draws, offer: productOffers, result: drawResults })
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .innerJoin(drawResults, eq(drawResults.drawId, draws.id))
    .where(
      and(
        eq(productOffers.key, offerKey),
        eq(draws.drawNo, drawNo),
        inArray(draws.status, RESULT_STATUSES as DrawStatus[]),
      ),
    )
    .limit(1);
  if (!row) throw notDrawn();
  return toDrawResultDto(db, row.draw, row.offer, row.result);
}

export type ResultCategory = 'lotteries' | 'raffles';

/** Past results, newest draw first: every offer of a category, or one offer when `key` is given. */
export async function listPastResults(
  db: Db,
  opts: { category?: ResultCategory; key?: string; limit: number; offset: number },
): Promise<Page<DrawResultDto>> {
  const conditions = [inArray(draws.status, RESULT_STATUSES as DrawStatus[])];
  if (opts.category)
    conditions.push(eq(productOffers.kind, opts.category === 'raffles' ? 'raffle' : 'lottery'));
  if (opts.key) conditions.push(eq(productOffers.key, opts.key));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ draw: draws, offer: productOffers, result: drawResults })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .innerJoin(drawResults, eq(drawResults.drawId, draws.id))
      .where(where)
      .orderBy(desc(draws.drawAt), desc(draws.drawNo), asc(productOffers.displayOrder))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: count() })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .innerJoin(drawResults, eq(drawResults.drawId, draws.id))
      .where(where),
  ]);
  const items: DrawResultDto[] = [];
  for (const row of rows) items.push(await toDrawResultDto(db, row.draw, row.offer, row.result));
  return { items, total: totals[0]?.total ?? 0, limit: opts.limit, offset: opts.offset };
}

/** Keys of the offers that have at least one result to show, in display order. */
export async function listResultKeys(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: productOffers.key, displayOrder: productOffers.displayOrder })
    .from(productOffers)
    .innerJoin(draws, eq(draws.offerId, productOffers.id))
    .innerJoin(drawResults, eq(drawResults.drawId, draws.id))
    .where(inArray(draws.status, RESULT_STATUSES as DrawStatus[]))
    .orderBy(asc(productOffers.displayOrder), asc(productOffers.key));
  return rows.map((r) => r.key);
}
