/**
 * Reading what customers bought: receipts, their tickets with the draws' numbers and prizes, and the lines entered
 * in a draw (for scoring and for hashing a shop draw's entries).
 */
import type { GameDefinitionDto } from '@lottoshop/contracts/catalog';
import { dayChoiceOf } from '@lottoshop/contracts/draw-choice';
import { DRAW_STATUSES, type DrawStatus, RESULT_STATUSES } from '@lottoshop/contracts/draws';
import { entryLabel, generatesGames, showsEntryGames } from '@lottoshop/contracts/entry-types';
import type { GameLineDto } from '@lottoshop/contracts/games';
import type {
  LineResultDto,
  ReceiptDto,
  TicketDrawDto,
  TicketDto,
  TicketEntryDto,
  TicketRaffleDto,
} from '@lottoshop/contracts/orders';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { minorFromWire, moneyDto } from '../../shared/money.ts';
import type { Page } from '../../shared/page.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import {
  getGameDefinition,
  getOffersWithGameTypes,
  type OfferWithGameTypes,
  selectableDaysOf,
} from '../catalog/index.ts';
import { type DrawRow, drawStatusIn, getDrawsByIds } from '../draws/index.ts';
import { listOrderRaffleNumbers, type OrderRaffleNumber } from '../raffles/index.ts';
import {
  type DrawnNumbers,
  getDrawnNumbers,
  listTicketPrizes,
  scoreEntry,
  scoreLine,
  type TicketPrize,
} from '../results/index.ts';
import {
  type CheckoutRow,
  checkouts,
  type TicketEntryRow,
  type TicketRow,
  ticketDraws,
  ticketEntries,
  ticketLines,
  tickets,
} from './orders.tables.ts';

type Reader = Pick<Ctx, 'db'>;

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
  ctx: Reader,
  input: { drawId: string; after?: { ticketId: string; lineNo: number }; limit: number },
): Promise<DrawLine[]> {
  const { drawId, after } = input;
  // Keyset paging the index can seek to: the draw's tickets from the last one on (ticket_draws' key), and their
  // lines after the last (ticket_lines' key) as one row comparison. Written as `ticket > a or (ticket = a and
  // line > b)`, PostgreSQL scanned every line before the key on every page: quadratic in the draw's lines.
  const where = after
    ? and(
        eq(ticketDraws.drawId, drawId),
        gte(ticketDraws.ticketId, after.ticketId),
        sql`(${ticketLines.ticketId}, ${ticketLines.lineNo}) > (${after.ticketId}::uuid, ${after.lineNo}::int)`,
      )
    : eq(ticketDraws.drawId, drawId);
  return ctx.db
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
    .limit(input.limit);
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

/** The receipt of one of the acting customer's checkouts; another customer's (or an unknown id) is not_found. */
export async function getReceipt(ctx: Ctx, input: { checkoutId: string }): Promise<ReceiptDto> {
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.id, input.checkoutId),
        eq(checkouts.customerId, customerIdOf(ctx)),
        eq(checkouts.status, 'paid'),
      ),
    )
    .limit(1);
  if (!checkout) throw receiptNotFound();
  return receiptOf(ctx, checkout);
}

/** The receipt of a checkout row (whose owner the caller has checked). */
export async function receiptOf(ctx: Reader, checkout: CheckoutRow): Promise<ReceiptDto> {
  const rows = await ctx.db
    .select()
    .from(tickets)
    .where(eq(tickets.checkoutId, checkout.id))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  const parts = await readTicketParts(ctx, rows);
  return receiptFrom(checkout, await buildTicketDtos(parts), parts.offers);
}

/** A receipt from a checkout and its tickets' DTOs (the purchase builds it from what it has just written). */
export function receiptFrom(
  checkout: CheckoutRow,
  orders: TicketDto[],
  offers: ReadonlyMap<string, OfferWithGameTypes>,
): ReceiptDto {
  const brandOf = new Map([...offers.values()].map(({ offer }) => [offer.key, offer.brandName]));
  return {
    checkoutId: checkout.id,
    total: moneyDto(checkout.totalMinor, checkout.currency),
    paidNow: moneyDto(checkout.totalMinor - checkout.preOrderMinor, checkout.currency),
    heldForPreOrders: moneyDto(checkout.preOrderMinor, checkout.currency),
    orders,
    balance: moneyDto(checkout.balanceAfterMinor ?? 0n, checkout.currency),
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
  ctx: Ctx,
  query: { status: TicketListStatus; limit: number; offset: number },
): Promise<Page<TicketDto>> {
  const { db } = ctx;
  const statuses: readonly DrawStatus[] =
    query.status === 'past_products'
      ? RESULT_STATUSES
      : DRAW_STATUSES.filter((s) => !RESULT_STATUSES.includes(s));
  const hasSuchDraw: SQL = sql`exists (${db
    .select({ one: sql`1` })
    .from(ticketDraws)
    .where(and(eq(ticketDraws.ticketId, tickets.id), drawStatusIn(ticketDraws.drawId, statuses)))})`;
  const where = and(eq(tickets.customerId, customerIdOf(ctx)), hasSuchDraw);
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where);
  return {
    items: await buildTicketDtos(await readTicketParts(ctx, rows)),
    total: count?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

/** One of the acting customer's tickets with its lines, draws, drawn numbers and prizes; another's is not_found. */
export async function getTicket(ctx: Ctx, input: { ticketId: string }): Promise<TicketDto> {
  const [row] = await ctx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, input.ticketId), eq(tickets.customerId, customerIdOf(ctx))))
    .limit(1);
  if (!row) throw ticketNotFound();
  const [dto] = await buildTicketDtos(await readTicketParts(ctx, [row]));
  if (!dto) throw ticketNotFound();
  return dto;
}

function toLineDto(line: { numbers: number[]; bonus: number[] }): GameLineDto {
  return line.bonus.length > 0 ? { Numbers: line.numbers, Powerball: line.bonus } : { Numbers: line.numbers };
}

/** One line of a ticket as stored: its number, main numbers and bonus numbers. */
export type TicketLine = { lineNo: number; numbers: number[]; bonus: number[] };
/** One entry of a System N or PowerHit ticket as stored. */
export type TicketEntry = Omit<TicketEntryRow, 'ticketId'>;

/** What a ticket's DTO is built from: its row, offer, lines and draws, and the draws' numbers and prizes. */
export type TicketParts = {
  rows: readonly TicketRow[];
  offers: ReadonlyMap<string, OfferWithGameTypes>;
  linesOf: ReadonlyMap<string, readonly TicketLine[]>;
  /** The entries of tickets of an expanding entry type (their lines need not be read). */
  entriesOf?: ReadonlyMap<string, readonly TicketEntry[]>;
  /** Each ticket's draws, in draw-number order. */
  drawsOf: ReadonlyMap<string, readonly DrawRow[]>;
  drawn: ReadonlyMap<string, DrawnNumbers>;
  prizesOf: ReadonlyMap<string, readonly TicketPrize[]>;
  /** The rules in force for a draw (asked only for scored draws). */
  definitionFor: (offerId: string, drawNo: number) => Promise<GameDefinitionDto | null>;
  /** Raffle tickets' numbers and prizes, and the pre-orders still waiting for theirs; absent when not read. */
  raffles?: { numbersOf: ReadonlyMap<string, readonly OrderRaffleNumber[]>; waiting: ReadonlySet<string> };
};

/** Reads what some tickets' DTOs are built from, with a fixed number of queries. */
async function readTicketParts(ctx: Reader, rows: TicketRow[]): Promise<TicketParts> {
  const offers = await getOffersWithGameTypes(
    ctx,
    rows.map((r) => r.offerId),
  );
  const definitionFor = (offerId: string, drawNo: number) => getGameDefinition(ctx, { offerId, drawNo });
  const empty = {
    rows,
    offers,
    linesOf: new Map(),
    drawsOf: new Map(),
    drawn: new Map(),
    prizesOf: new Map(),
  };
  if (rows.length === 0) return { ...empty, definitionFor };
  const { db } = ctx;
  const ticketIds = rows.map((r) => r.id);

  // One after another: inside a transaction every query shares one connection.
  const entryRows = await db
    .select()
    .from(ticketEntries)
    .where(inArray(ticketEntries.ticketId, ticketIds))
    .orderBy(asc(ticketEntries.ticketId), asc(ticketEntries.entryNo));
  // A ticket with entries is shown by its entries: its (possibly thousands of) lines are not read, except where
  // the ticket lists each entry's games (a boxed Strike's 24 orders, a Super Combo's generated games).
  const withEntries = new Set(entryRows.map((e) => e.ticketId));
  const listsGames = new Set(rows.filter((r) => showsEntryGames(r.gameType)).map((r) => r.id));
  const lineTicketIds = ticketIds.filter((id) => !withEntries.has(id) || listsGames.has(id));
  const lineRows =
    lineTicketIds.length === 0
      ? []
      : await db
          .select()
          .from(ticketLines)
          .where(inArray(ticketLines.ticketId, lineTicketIds))
          .orderBy(asc(ticketLines.ticketId), asc(ticketLines.lineNo));
  const entries = await db.select().from(ticketDraws).where(inArray(ticketDraws.ticketId, ticketIds));
  const drawsById = await getDrawsByIds(
    ctx,
    entries.map((e) => e.drawId),
  );
  const drawsOf = new Map<string, DrawRow[]>();
  for (const entry of entries) {
    const draw = drawsById.get(entry.drawId);
    if (!draw) throw new Error(`ticket ${entry.ticketId} names a draw that does not exist`);
    drawsOf.set(entry.ticketId, [...(drawsOf.get(entry.ticketId) ?? []), draw]);
  }
  for (const list of drawsOf.values()) list.sort((a, b) => a.drawNo - b.drawNo);

  const resultDrawIds = [...drawsById.values()]
    .filter((d) => RESULT_STATUSES.includes(d.status))
    .map((d) => d.id);
  const scoredTickets = rows
    .filter((r) => (drawsOf.get(r.id) ?? []).some((d) => SCORED_STATUSES.includes(d.status)))
    .map((r) => r.id);
  const raffleRows = rows.filter((r) => offers.get(r.offerId)?.offer.kind === 'raffle');
  return {
    rows,
    offers,
    raffles: await listOrderRaffleNumbers(ctx, raffleRows),
    linesOf: groupBy(lineRows, (l) => l.ticketId),
    entriesOf: groupBy(entryRows, (e) => e.ticketId),
    drawsOf,
    drawn: await getDrawnNumbers(ctx, resultDrawIds),
    prizesOf: await listTicketPrizes(ctx, scoredTickets),
    definitionFor,
  };
}

/** The tickets as the customer reads them: lines, draws, the drawn numbers, each line's matches and prize. */
export async function buildTicketDtos(parts: TicketParts): Promise<TicketDto[]> {
  const { offers, linesOf, drawsOf, drawn, prizesOf } = parts;
  const definitions = new Map<string, Promise<GameDefinitionDto | null>>();
  const definitionFor = (offerId: string, drawNo: number) => {
    const key = `${offerId}:${drawNo}`;
    let found = definitions.get(key);
    if (!found) {
      found = parts.definitionFor(offerId, drawNo);
      definitions.set(key, found);
    }
    return found;
  };

  const dtos: TicketDto[] = [];
  for (const row of parts.rows) {
    const found = offers.get(row.offerId);
    if (!found) throw new Error(`ticket ${row.id} names an offer that does not exist`);
    const { offer, gameTypes } = found;
    const lines = linesOf.get(row.id) ?? [];
    const entries = parts.entriesOf?.get(row.id) ?? [];
    const prizes = prizesOf.get(row.id) ?? [];

    let totalPrizeMinor = 0n;
    const drawDtos: TicketDrawDto[] = [];
    for (const draw of drawsOf.get(row.id) ?? []) {
      const numbers = RESULT_STATUSES.includes(draw.status) ? (drawn.get(draw.id) ?? null) : null;
      const drawPrizes = prizes.filter((p) => p.drawId === draw.id);
      const drawPrizeMinor = drawPrizes.reduce((sum, p) => sum + p.prizeMinor, 0n);
      totalPrizeMinor += drawPrizeMinor;
      let lineResults: LineResultDto[] = [];
      if (numbers && SCORED_STATUSES.includes(draw.status)) {
        const definition = await definitionFor(row.offerId, draw.drawNo);
        if (!definition) throw new Error(`no game definition for draw ${draw.drawNo} of ${offer.key}`);
        if (entries.length > 0 && generatesGames(row.gameType)) {
          lineResults = storedEntryLineResults(definition, numbers, row, entries, lines, drawPrizes);
        } else if (entries.length > 0) {
          lineResults = entryLineResults(definition, numbers, row, entries, drawPrizes);
        } else
          lineResults = lines.map((line) => {
            const score = scoreLine(definition, numbers, line);
            const prize = drawPrizes.find((p) => p.lineNo === line.lineNo);
            return {
              lineNo: line.lineNo,
              matchedNumbers: score.matchedNumbers,
              matchedSupplementary: score.matchedSupplementary,
              matchedBonus: score.matchedBonus,
              division: prize?.division ?? score.division,
              prize: prize ? moneyDto(prize.prizeMinor, row.currency) : null,
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
        prize: moneyDto(drawPrizeMinor, row.currency),
      });
    }

    const raffle =
      offer.kind === 'raffle' && parts.raffles ? raffleDto(row, parts.raffles, drawsOf.get(row.id)) : null;
    for (const n of raffle?.numbers ?? []) if (n.prize) totalPrizeMinor += minorFromWire(n.prize.amount);

    dtos.push({
      id: row.id,
      checkoutId: row.checkoutId,
      productOfferKey: offer.key,
      productOfferName: offer.name,
      productType:
        offer.kind === 'raffle' ? 'raffle_ticket' : row.numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
      gameType: row.gameType,
      gameOffer:
        offer.kind === 'raffle' ? 'Raffle tickets' : (gameTypes.get(row.gameType)?.name ?? row.gameType),
      numGames: row.numGames,
      numDraws: row.numDraws,
      ...(dayChoiceOf(selectableDaysOf(offer), row) ?? { day: null, numWeeks: null }),
      autoplay: row.autoplay,
      price: moneyDto(row.priceMinor, row.currency),
      purchasedAt: row.createdAt.toISOString(),
      lines: entries.length > 0 ? entries.map(toLineDto) : lines.map(toLineDto),
      entries: await entryDtos(entries, row, drawsOf.get(row.id) ?? [], definitionFor, lines),
      draws: drawDtos,
      raffle,
      totalPrize: moneyDto(totalPrizeMinor, row.currency),
    });
  }
  return dtos;
}

/** A raffle ticket's numbers with their prizes; a pre-order still waiting says when its numbers come. */
function raffleDto(
  row: TicketRow,
  raffles: NonNullable<TicketParts['raffles']>,
  draws: readonly DrawRow[] | undefined,
): TicketRaffleDto {
  const waiting = raffles.waiting.has(row.id);
  return {
    numbers: (raffles.numbersOf.get(row.id) ?? []).map((n) => ({
      ticketNo: n.ticketNo,
      prizeName: n.prizeName,
      prize: n.prizeMinor === null ? null : moneyDto(n.prizeMinor, n.currency),
    })),
    numberedFrom: waiting ? (draws?.[0]?.salesOpenAt?.toISOString() ?? null) : null,
  };
}

/**
 * The winning lines of a System N or PowerHit ticket in a scored draw, by division then line: each entry is
 * expanded again (the same order as at purchase, so offset + first line number is the stored line number) and
 * scored (results' pure entry scorer); the prize is the one recorded for that line.
 */
function entryLineResults(
  definition: GameDefinitionDto,
  numbers: DrawnNumbers,
  row: TicketRow,
  entries: readonly TicketEntry[],
  drawPrizes: readonly TicketPrize[],
): LineResultDto[] {
  const results: LineResultDto[] = [];
  for (const entry of entries) {
    const picked = toLineDto(entry);
    for (const win of scoreEntry(definition, numbers, row.gameType, picked)) {
      const lineNo = entry.firstLineNo + win.offset;
      const prize = drawPrizes.find((p) => p.lineNo === lineNo);
      results.push({
        lineNo,
        entryNo: entry.entryNo,
        numbers: win.numbers,
        bonus: win.bonus,
        matchedNumbers: win.matchedNumbers,
        matchedSupplementary: win.matchedSupplementary,
        matchedBonus: win.matchedBonus,
        division: prize?.division ?? win.division,
        prize: prize ? moneyDto(prize.prizeMinor, row.currency) : null,
      });
    }
  }
  return results.sort((a, b) => (a.division ?? 0) - (b.division ?? 0) || a.lineNo - b.lineNo);
}

/**
 * The winning lines of a Super Combos ticket in a scored draw: its games were generated at purchase, so the stored
 * lines are scored as they are (not re-derived from the entry); the prize is the one recorded for that line.
 */
function storedEntryLineResults(
  definition: GameDefinitionDto,
  numbers: DrawnNumbers,
  row: TicketRow,
  entries: readonly TicketEntry[],
  lines: readonly TicketLine[],
  drawPrizes: readonly TicketPrize[],
): LineResultDto[] {
  const results: LineResultDto[] = [];
  for (const line of lines) {
    const score = scoreLine(definition, numbers, line);
    if (score.division === null) continue;
    const entry = entries.find(
      (e) => line.lineNo >= e.firstLineNo && line.lineNo < e.firstLineNo + e.lineCount,
    );
    const prize = drawPrizes.find((p) => p.lineNo === line.lineNo);
    results.push({
      lineNo: line.lineNo,
      ...(entry ? { entryNo: entry.entryNo } : {}),
      numbers: line.numbers,
      bonus: line.bonus,
      matchedNumbers: score.matchedNumbers,
      matchedSupplementary: score.matchedSupplementary,
      matchedBonus: score.matchedBonus,
      division: prize?.division ?? score.division,
      prize: prize ? moneyDto(prize.prizeMinor, row.currency) : null,
    });
  }
  return results.sort((a, b) => (a.division ?? 0) - (b.division ?? 0) || a.lineNo - b.lineNo);
}

/**
 * A ticket's entries as shown: "System 8" with its numbers and the games it entered; a Super Combo with its
 * favourites; where the ticket lists them (boxed Strike, Super Combos), each entry's games.
 */
async function entryDtos(
  entries: readonly TicketEntry[],
  row: TicketRow,
  ticketDraws: readonly DrawRow[],
  definitionFor: (offerId: string, drawNo: number) => Promise<GameDefinitionDto | null>,
  lines: readonly TicketLine[],
): Promise<TicketEntryDto[]> {
  if (entries.length === 0) return [];
  const first = ticketDraws[0];
  const definition = first ? await definitionFor(row.offerId, first.drawNo) : null;
  const listsGames = showsEntryGames(row.gameType);
  return entries.map((entry) => ({
    entryNo: entry.entryNo,
    label: generatesGames(row.gameType)
      ? 'Super Combo'
      : definition
        ? entryLabel(definition.matrix, row.gameType, entry.numbers.length)
        : row.gameType,
    ...toLineDto(entry),
    ...(entry.favourites.length > 0 ? { Favourites: entry.favourites } : {}),
    lineCount: entry.lineCount,
    ...(listsGames
      ? {
          games: lines
            .filter((l) => l.lineNo >= entry.firstLineNo && l.lineNo < entry.firstLineNo + entry.lineCount)
            .map((l) => ({ lineNo: l.lineNo, ...toLineDto(l) })),
        }
      : {}),
  }));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
