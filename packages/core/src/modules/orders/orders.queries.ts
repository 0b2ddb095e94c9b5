/**
 * Reading what customers bought: receipts, their tickets with the draws' numbers and prizes, and the lines entered
 * in a draw (for scoring).
 */
import type { GameDefinitionDto } from '@lottoshop/contracts/catalog';
import { type DrawStatus, RESULT_STATUSES } from '@lottoshop/contracts/draws';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { type Currency, money } from '@lottoshop/contracts/money';
import type { LineResultDto, ReceiptDto, TicketDrawDto, TicketDto } from '@lottoshop/contracts/orders';
import { and, asc, desc, eq, gt, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import type { Page } from '../../page.ts';
import { getGameDefinition } from '../catalog/catalog.queries.ts';
import { offerGameTypes, productOffers } from '../catalog/catalog.tables.ts';
import { getDrawnNumbers, listTicketPrizes } from '../draws/draws.results.queries.ts';
import { type DrawnNumbers, scoreLine } from '../draws/draws.scoring.ts';
import { draws } from '../draws/draws.tables.ts';
import {
  type CheckoutRow,
  checkouts,
  type TicketRow,
  ticketDraws,
  ticketLines,
  tickets,
} from './orders.tables.ts';

export type DrawLine = {
  ticketId: string;
  customerId: string;
  lineNo: number;
  numbers: number[];
  bonus: number[];
  currency: string;
};

/** Lines entered in a draw, keyset-paged by (ticketId, lineNo) ascending. */
export async function listDrawLines(
  db: Db,
  drawId: string,
  opts: { after?: { ticketId: string; lineNo: number }; limit: number },
): Promise<DrawLine[]> {
  const after = opts.after;
  const where = after
    ? and(
        eq(ticketDraws.drawId, drawId),
        or(
          gt(ticketLines.ticketId, after.ticketId),
          and(eq(ticketLines.ticketId, after.ticketId), gt(ticketLines.lineNo, after.lineNo)),
        ),
      )
    : eq(ticketDraws.drawId, drawId);
  return db
    .select({
      ticketId: ticketLines.ticketId,
      customerId: tickets.customerId,
      lineNo: ticketLines.lineNo,
      numbers: ticketLines.numbers,
      bonus: ticketLines.bonus,
      currency: tickets.currency,
    })
    .from(ticketDraws)
    .innerJoin(ticketLines, eq(ticketLines.ticketId, ticketDraws.ticketId))
    .innerJoin(tickets, eq(tickets.id, ticketDraws.ticketId))
    .where(where)
    .orderBy(asc(ticketLines.ticketId), asc(ticketLines.lineNo))
    .limit(opts.limit);
}

/** Statuses in which a draw's lines have been scored: line results and prizes are shown. */
const SCORED_STATUSES: readonly DrawStatus[] = ['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];

const receiptNotFound = () =>
  new DomainError('not_found', {
    message: 'We could not find that receipt. Check your tickets in My Account.',
  });
const ticketNotFound = () =>
  new DomainError('not_found', {
    message: 'We could not find that ticket. Check your tickets in My Account.',
  });

/** The receipt of one of the customer's checkouts; another customer's (or an unknown id) is not_found. */
export async function getReceipt(db: Db, customerId: string, checkoutId: string): Promise<ReceiptDto> {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.customerId, customerId)))
    .limit(1);
  if (!checkout) throw receiptNotFound();
  return receiptOf(db, checkout);
}

/** The receipt of a checkout row (whose owner the caller has checked). */
export async function receiptOf(db: Db, checkout: CheckoutRow): Promise<ReceiptDto> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.checkoutId, checkout.id))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  const orders = await toTicketDtos(db, rows);
  const offerKeys = [...new Set(orders.map((t) => t.productOfferKey))];
  const brands =
    offerKeys.length === 0
      ? []
      : await db
          .select({ key: productOffers.key, brandName: productOffers.brandName })
          .from(productOffers)
          .where(inArray(productOffers.key, offerKeys));
  const brandOf = new Map(brands.map((b) => [b.key, b.brandName]));
  const currency = checkout.currency as Currency;
  return {
    checkoutId: checkout.id,
    total: money(checkout.totalMinor, currency),
    orders,
    balance: money(checkout.balanceAfterMinor ?? 0n, currency),
    createdAt: checkout.createdAt.toISOString(),
    trackingData: {
      goals: ['purchase'],
      // Spec 1 §3 analytics product fields, one entry per ticket.
      products: orders.map((t) => ({
        brand: brandOf.get(t.productOfferKey) ?? t.productOfferName,
        category: t.productType,
        name: t.productOfferName,
        variant: t.gameOffer,
        price: t.price,
        num_draws: t.numDraws,
        num_games: t.numGames,
        draw_no: t.draws[0]?.drawNo ?? null,
        draw_date: t.draws[0]?.drawDate ?? null,
      })),
    },
  };
}

export type TicketListStatus = 'upcoming_products' | 'past_products';

/**
 * A page of the customer's tickets, newest first. Upcoming: at least one of its draws has no result yet. Past: at
 * least one of its draws has a result (a multi-draw ticket part-way through is both).
 */
export async function listTickets(
  db: Db,
  customerId: string,
  query: { status: TicketListStatus; limit: number; offset: number },
): Promise<Page<TicketDto>> {
  const results = [...RESULT_STATUSES];
  const drawFilter =
    query.status === 'past_products' ? inArray(draws.status, results) : notInArray(draws.status, results);
  const hasSuchDraw: SQL = sql`exists (${db
    .select({ one: sql`1` })
    .from(ticketDraws)
    .innerJoin(draws, eq(draws.id, ticketDraws.drawId))
    .where(and(eq(ticketDraws.ticketId, tickets.id), drawFilter))})`;
  const where = and(eq(tickets.customerId, customerId), hasSuchDraw);
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where);
  return {
    items: await toTicketDtos(db, rows),
    total: count?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

/** One of the customer's tickets with its lines, draws, drawn numbers and prizes; another's is not_found. */
export async function getTicket(db: Db, customerId: string, ticketId: string): Promise<TicketDto> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.customerId, customerId)))
    .limit(1);
  if (!row) throw ticketNotFound();
  const [dto] = await toTicketDtos(db, [row]);
  if (!dto) throw ticketNotFound();
  return dto;
}

function toLineDto(line: { numbers: number[]; bonus: number[] }): GameLineDto {
  return line.bonus.length > 0 ? { Numbers: line.numbers, Powerball: line.bonus } : { Numbers: line.numbers };
}

/** Builds the DTOs of some tickets with a fixed number of queries (plus one per ticket with a scored draw). */
async function toTicketDtos(db: Db, rows: TicketRow[]): Promise<TicketDto[]> {
  if (rows.length === 0) return [];
  const ticketIds = rows.map((r) => r.id);
  const offerIds = [...new Set(rows.map((r) => r.offerId))];

  // One after another: inside a transaction every query shares one connection.
  const offers = await db.select().from(productOffers).where(inArray(productOffers.id, offerIds));
  const gameTypes = await db.select().from(offerGameTypes).where(inArray(offerGameTypes.offerId, offerIds));
  const lineRows = await db
    .select()
    .from(ticketLines)
    .where(inArray(ticketLines.ticketId, ticketIds))
    .orderBy(asc(ticketLines.ticketId), asc(ticketLines.lineNo));
  const drawRows = await db
    .select({ ticketId: ticketDraws.ticketId, draw: draws })
    .from(ticketDraws)
    .innerJoin(draws, eq(draws.id, ticketDraws.drawId))
    .where(inArray(ticketDraws.ticketId, ticketIds))
    .orderBy(asc(draws.drawNo));
  const offerById = new Map(offers.map((o) => [o.id, o]));
  const gameTypeName = new Map(gameTypes.map((g) => [`${g.offerId}:${g.gameType}`, g.name]));
  const linesOf = groupBy(lineRows, (l) => l.ticketId);
  const drawsOf = groupBy(drawRows, (d) => d.ticketId);

  const resultDrawIds = [
    ...new Set(drawRows.filter((d) => RESULT_STATUSES.includes(d.draw.status)).map((d) => d.draw.id)),
  ];
  const drawn: Map<string, DrawnNumbers> =
    resultDrawIds.length > 0 ? await getDrawnNumbers(db, resultDrawIds) : new Map();

  const definitions = new Map<string, Promise<GameDefinitionDto | null>>();
  const definitionFor = (offerId: string, drawNo: number) => {
    const key = `${offerId}:${drawNo}`;
    let found = definitions.get(key);
    if (!found) {
      found = getGameDefinition(db, offerId, drawNo);
      definitions.set(key, found);
    }
    return found;
  };

  const dtos: TicketDto[] = [];
  for (const row of rows) {
    const offer = offerById.get(row.offerId);
    if (!offer) throw new Error(`ticket ${row.id} names an offer that does not exist`);
    const currency = row.currency as Currency;
    const lines = linesOf.get(row.id) ?? [];
    const ticketDrawRows = drawsOf.get(row.id) ?? [];
    const scored = ticketDrawRows.some((d) => SCORED_STATUSES.includes(d.draw.status));
    const prizes = scored ? await listTicketPrizes(db, row.id) : [];

    let totalPrizeMinor = 0n;
    const drawDtos: TicketDrawDto[] = [];
    for (const { draw } of ticketDrawRows) {
      const numbers = RESULT_STATUSES.includes(draw.status) ? (drawn.get(draw.id) ?? null) : null;
      const drawPrizes = prizes.filter((p) => p.drawId === draw.id);
      const drawPrizeMinor = drawPrizes.reduce((sum, p) => sum + p.prizeMinor, 0n);
      totalPrizeMinor += drawPrizeMinor;
      let lineResults: LineResultDto[] = [];
      if (numbers && SCORED_STATUSES.includes(draw.status)) {
        const definition = await definitionFor(row.offerId, draw.drawNo);
        if (!definition) throw new Error(`no game definition for draw ${draw.drawNo} of ${offer.key}`);
        lineResults = lines.map((line) => {
          const score = scoreLine(definition, numbers, line);
          const prize = drawPrizes.find((p) => p.lineNo === line.lineNo);
          return {
            lineNo: line.lineNo,
            matchedNumbers: score.matchedNumbers,
            matchedSupplementary: score.matchedSupplementary,
            matchedBonus: score.matchedBonus,
            division: prize?.division ?? score.division,
            prize: prize ? money(prize.prizeMinor, currency) : null,
          };
        });
      }
      drawDtos.push({
        drawNo: draw.drawNo,
        drawDate: draw.drawAt.toISOString(),
        status: draw.status,
        numbers: numbers
          ? { main: numbers.main, supplementary: numbers.supplementary, bonus: numbers.bonus }
          : null,
        lineResults,
        prize: money(drawPrizeMinor, currency),
      });
    }

    dtos.push({
      id: row.id,
      checkoutId: row.checkoutId,
      productOfferKey: offer.key,
      productOfferName: offer.name,
      productType: row.numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
      gameType: row.gameType,
      gameOffer: gameTypeName.get(`${row.offerId}:${row.gameType}`) ?? row.gameType,
      numGames: row.numGames,
      numDraws: row.numDraws,
      price: money(row.priceMinor, currency),
      purchasedAt: row.createdAt.toISOString(),
      lines: lines.map(toLineDto),
      draws: drawDtos,
      totalPrize: money(totalPrizeMinor, currency),
    });
  }
  return dtos;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
