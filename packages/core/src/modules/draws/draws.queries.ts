/**
 * Reads of draws, and the locks other modules take on them: the next draw of each offer, the draws a ticket
 * enters, the draws to act on when the clock moves, one draw by its offer's key and number.
 */
import type { DrawDto, DrawStatus } from '@lottoshop/contracts/draws';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import {
  getProductOfferByKey,
  getProductOffersByIds,
  listOfferIds,
  type ProductOfferRow,
} from '../catalog/index.ts';
import { drawClosedMessage, isOnSale, purchaseStatusOf } from './draws.rules.ts';
import { type DrawRow, draws } from './draws.tables.ts';
import { ON_SALE_STATUSES } from './draws.transitions.ts';

type Reader = Pick<Ctx, 'db'>;

/** The SQL twin of `isOnSale` (draws.rules.ts): open, sales stop ahead, and no pre-order window still to come. */
const onSaleNow = (now: Date): SQL =>
  and(
    eq(draws.status, 'DRAW_OPEN'),
    gt(draws.salesCloseAt, now),
    or(isNull(draws.salesOpenAt), lte(draws.salesOpenAt, now)),
  ) as SQL;

export function toDrawDto(draw: DrawRow, productOfferKey: string, now: Date): DrawDto {
  const amount = (minor: bigint | null) => (minor === null ? null : moneyDto(minor, draw.currency));
  return {
    id: draw.id,
    productOfferKey,
    drawNo: draw.drawNo,
    drawType: draw.drawType,
    status: draw.status,
    purchaseStatus: purchaseStatusOf(draw, now),
    drawDate: draw.drawAt.toISOString(),
    drawStop: draw.salesCloseAt.toISOString(),
    drawPreOrderStartDate: draw.salesOpenAt?.toISOString() ?? null,
    jackpot: amount(draw.jackpotMinor),
    prizePool: amount(draw.prizePoolMinor),
    name: draw.name,
    value: amount(draw.prizeValueMinor),
    prizeDescription: draw.prizeDescription,
    featureImage: draw.featureImage,
  };
}

/** The next draw still on sale (or sold out) of each offer at `now`, keyed by offer id. */
export async function getNextDraws(
  ctx: Reader,
  input: { offerIds: readonly string[]; now: Date },
): Promise<Map<string, DrawRow>> {
  if (input.offerIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([draws.offerId])
    .from(draws)
    .where(
      and(
        inArray(draws.offerId, [...input.offerIds]),
        inArray(draws.status, [...ON_SALE_STATUSES]),
        gt(draws.salesCloseAt, input.now),
      ),
    )
    .orderBy(draws.offerId, asc(draws.drawAt));
  return new Map(rows.map((r) => [r.offerId, r]));
}

/**
 * The first `perOffer` draws on sale of each offer at `now` (open, sales stop ahead, no pre-order window to come),
 * in draw order, keyed by offer id: what a forward draw (`drawOffset` 0, 1, …) names (decision 052).
 */
export async function getDrawsOnSale(
  ctx: Reader,
  input: { offerIds: readonly string[]; now: Date; perOffer: number },
): Promise<Map<string, DrawRow[]>> {
  const out = new Map<string, DrawRow[]>();
  if (input.offerIds.length === 0) return out;
  const ranked = ctx.db
    .select({
      id: draws.id,
      rank: sql<number>`row_number() over (partition by ${draws.offerId} order by ${draws.drawNo})`.as(
        'rank',
      ),
    })
    .from(draws)
    .where(and(inArray(draws.offerId, [...input.offerIds]), onSaleNow(input.now)))
    .as('ranked');
  const rows = await ctx.db
    .select({ draw: draws })
    .from(draws)
    .innerJoin(ranked, eq(ranked.id, draws.id))
    .where(lte(ranked.rank, input.perOffer))
    .orderBy(draws.offerId, asc(draws.drawNo));
  for (const { draw } of rows) {
    const list = out.get(draw.offerId) ?? [];
    list.push(draw);
    out.set(draw.offerId, list);
  }
  return out;
}

/**
 * Each offer's current draw, keyed by offer id: its earliest draw still on sale (open, pre-order or sold out),
 * else its latest draw (past). Raffles are listed with it.
 */
export async function getCurrentDraws(
  ctx: Reader,
  offerIds: readonly string[],
): Promise<Map<string, DrawRow>> {
  if (offerIds.length === 0) return new Map();
  const onSale = inArray(draws.status, [...ON_SALE_STATUSES]);
  const rows = await ctx.db
    .selectDistinctOn([draws.offerId])
    .from(draws)
    .where(inArray(draws.offerId, [...offerIds]))
    .orderBy(
      draws.offerId,
      sql`(${onSale}) desc`,
      sql`case when ${onSale} then ${draws.drawAt} end asc`,
      desc(draws.drawAt),
    );
  return new Map(rows.map((r) => [r.offerId, r]));
}

/** Ids of every draw of an offer. */
export async function listOfferDrawIds(ctx: Reader, offerId: string): Promise<string[]> {
  const rows = await ctx.db.select({ id: draws.id }).from(draws).where(eq(draws.offerId, offerId));
  return rows.map((r) => r.id);
}

/** Draws by id (any that do not exist are left out), keyed by id. */
export async function getDrawsByIds(ctx: Reader, drawIds: readonly string[]): Promise<Map<string, DrawRow>> {
  const ids = [...new Set(drawIds)];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(draws).where(inArray(draws.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A draw of an offer by the offer's key and the draw number, with its offer; null when there is none. */
export async function findDraw(
  ctx: Reader,
  ref: DrawRef,
): Promise<{ draw: DrawRow; offer: ProductOfferRow } | null> {
  const offer = await getProductOfferByKey(ctx, ref.offerKey);
  if (!offer) return null;
  const [draw] = await ctx.db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, offer.id), eq(draws.drawNo, ref.drawNo)))
    .limit(1);
  return draw ? { draw, offer } : null;
}

/** A draw named by its offer's key and its number. */
export type DrawRef = { offerKey: string; drawNo: number };

/** As findDraw, but a missing draw is not_found. */
export async function loadDraw(
  ctx: Reader,
  ref: DrawRef,
): Promise<{ draw: DrawRow; offer: ProductOfferRow }> {
  const found = await findDraw(ctx, ref);
  if (!found) {
    throw new DomainError('not_found', { message: `There is no draw ${ref.drawNo} of ${ref.offerKey}.` });
  }
  return found;
}

const invalid = (field: string, message: string) =>
  new DomainError('validation_failed', { fields: { [field]: [message] } });

/**
 * The draw a new ticket starts with: the one asked for (`drawNo`), or else the next one on sale. A draw that is
 * not on sale is refused with the reason a customer can act on.
 */
export async function firstDrawOnSale(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { offer: Pick<ProductOfferRow, 'id' | 'name'>; drawNo?: number; preOrder?: boolean },
): Promise<DrawRow> {
  const { offer, drawNo } = input;
  const now = ctx.clock.now();
  if (drawNo === undefined) {
    // A raffle can be pre-ordered before its draw opens: then the next draw not yet closed will do.
    const buyable = input.preOrder
      ? and(eq(draws.status, 'DRAW_OPEN'), gt(draws.salesCloseAt, now))
      : onSaleNow(now);
    const [next] = await ctx.db
      .select()
      .from(draws)
      .where(and(eq(draws.offerId, offer.id), buyable))
      .orderBy(asc(draws.drawNo))
      .limit(1);
    if (!next) {
      throw new DomainError('draw_closed', { message: `No ${offer.name} draw is on sale right now.` });
    }
    return next;
  }
  const [draw] = await ctx.db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, offer.id), eq(draws.drawNo, drawNo)))
    .limit(1);
  if (!draw) throw invalid('drawNo', `There is no ${offer.name} draw ${drawNo}.`);
  const status = purchaseStatusOf(draw, now);
  if (status === 'pre_order' && !input.preOrder)
    throw invalid('drawNo', `Draw ${drawNo} is not on sale yet.`);
  if (status !== 'open' && status !== 'pre_order') {
    throw new DomainError('draw_closed', { message: drawClosedMessage(offer.name, draw, now) });
  }
  return draw;
}

/** How many of the `count` draws from `fromDrawNo` on are on sale now (a multi-draw ticket needs all of them). */
export async function countDrawsOnSaleFrom(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { offerId: string; fromDrawNo: number; count: number },
): Promise<number> {
  const numbers = Array.from({ length: input.count }, (_, i) => input.fromDrawNo + i);
  const rows = await ctx.db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, input.offerId), inArray(draws.drawNo, numbers)));
  const now = ctx.clock.now();
  return rows.filter((d) => isOnSale(d, now)).length;
}

/**
 * Only the draws on some weekdays (ISO, 1 Monday .. 7 Sunday) of the local calendar in `timezone`: a ticket for
 * chosen days of an offer with selectable days (decision 052). Null or absent: every draw.
 */
export type DrawDays = { weekdays: number[]; timezone: string };

/** Draws on these ISO weekdays in this timezone; each given as a value or as a placeholder (`sql.placeholder`). */
const onWeekdays = (timezone: string | SQLWrapper, weekdays: SQLWrapper): SQL =>
  sql`extract(isodow from ${draws.drawAt} at time zone ${timezone})::int = any(${weekdays}::int[])`;

const onDays = (days: DrawDays | null | undefined): SQL | undefined =>
  days && days.weekdays.length > 0 ? onWeekdays(days.timezone, sql.param(days.weekdays)) : undefined;

/**
 * The draws a ticket would enter: the next `count` draws of an offer (on `days` only, when given) from draw
 * `fromDrawNo` on, whatever their status, in draw-number order. The caller checks each is on sale.
 */
export async function listTicketDraws(
  ctx: Reader,
  input: { offerId: string; fromDrawNo: number; count: number; days?: DrawDays | null },
): Promise<DrawRow[]> {
  return ctx.db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, input.offerId), gte(draws.drawNo, input.fromDrawNo), onDays(input.days)))
    .orderBy(asc(draws.drawNo))
    .limit(input.count);
}

/** The draws of an offer on sale now (on `days` only, when given), the next available first, at most `limit`. */
export async function listDrawsOnSale(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { offerId: string; limit: number; days?: DrawDays | null },
): Promise<DrawRow[]> {
  return ctx.db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, input.offerId), onSaleNow(ctx.clock.now()), onDays(input.days)))
    .orderBy(asc(draws.drawNo))
    .limit(input.limit);
}

/** What a ticket about to be issued enters: `numDraws` draws of an offer from its first draw on. */
export type DrawsWanted = {
  offerId: string;
  offerName: string;
  firstDrawId: string;
  numDraws: number;
  /** Only the draws on these days (a ticket for chosen days of an offer with selectable days). */
  days?: DrawDays | null;
  /** Whether a draw still in its pre-order window will do (raffles). */
  preOrder?: boolean;
};

/** The purchase's lock of a ticket's draws (every draw, or those on chosen days), built once (db/built-once.ts). */
function lockDrawsQuery(db: Db, onChosenDays: SQL | undefined) {
  const first = db
    .select({ drawNo: draws.drawNo })
    .from(draws)
    .where(eq(draws.id, sql.placeholder('firstDrawId')));
  return db
    .select()
    .from(draws)
    .where(
      and(eq(draws.offerId, sql.placeholder('offerId')), gte(draws.drawNo, sql`(${first})`), onChosenDays),
    )
    .orderBy(asc(draws.drawNo))
    .limit(sql.placeholder('limit'))
    .for('share');
}
const lockDrawsFrom = builtOnce((db) => lockDrawsQuery(db, undefined));
const lockDrawsOnDays = builtOnce((db) =>
  lockDrawsQuery(db, onWeekdays(sql.placeholder('timezone'), sql.placeholder('weekdays'))),
);

/**
 * The draws a ticket enters, from its first draw on in draw-number order, share-locked in one statement so that
 * none can close while the purchase commits, each of which must still be on sale. Refuses with draw_closed (and
 * the draw that closed) otherwise.
 */
export async function lockDrawsOnSale(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  wanted: DrawsWanted,
): Promise<DrawRow[]> {
  const now = ctx.clock.now();
  const values = { offerId: wanted.offerId, firstDrawId: wanted.firstDrawId, limit: wanted.numDraws };
  const days = wanted.days && wanted.days.weekdays.length > 0 ? wanted.days : null;
  const rows = days
    ? await lockDrawsOnDays(ctx.db, { ...values, timezone: days.timezone, weekdays: days.weekdays })
    : await lockDrawsFrom(ctx.db, values);
  const [firstRow] = rows;
  if (firstRow?.id !== wanted.firstDrawId) {
    throw new DomainError('draw_closed', {
      message: `The ${wanted.offerName} draw of this ticket is no longer available. Choose the next draw.`,
    });
  }
  for (const draw of rows) {
    const status = purchaseStatusOf(draw, now);
    if (status !== 'open' && !(wanted.preOrder && status === 'pre_order')) {
      throw new DomainError('draw_closed', { message: drawClosedMessage(wanted.offerName, draw, now) });
    }
  }
  if (rows.length < wanted.numDraws) {
    const last = rows[rows.length - 1] ?? firstRow;
    throw new DomainError('draw_closed', {
      message: `Only ${rows.length} ${wanted.offerName} draws from draw ${firstRow.drawNo} are on sale (up to draw ${last.drawNo}). Choose fewer draws.`,
    });
  }
  return rows;
}

/**
 * A condition for another module's query: "the draw in `drawIdColumn` has one of these statuses". The draws
 * module writes the subquery on its own table, so a list elsewhere can filter by draw status in one statement.
 */
export function drawStatusIn(drawIdColumn: AnyPgColumn, statuses: readonly DrawStatus[]): SQL {
  return sql`exists (select 1 from ${draws} where ${draws.id} = ${drawIdColumn} and ${inArray(draws.status, [...statuses])})`;
}

/** A draw the life-cycle job acts on, named for the log. */
export type LifecycleDraw = { drawId: string; offerKey: string; drawNo: number };

/** How many draws one pass of the life-cycle job takes on at most; the next pass carries on with the rest. */
export const LIFECYCLE_BATCH = 100;

/** Names draws by their offer's key, ordered by draw time (then offer key). */
export async function nameDraws(ctx: Reader, rows: readonly DrawRow[]): Promise<LifecycleDraw[]> {
  const offers = await getProductOffersByIds(
    ctx,
    rows.map((d) => d.offerId),
  );
  return [...rows]
    .map((d) => ({ draw: d, offerKey: offers.get(d.offerId)?.key ?? d.offerId }))
    .sort(
      (a, b) =>
        a.draw.drawAt.getTime() - b.draw.drawAt.getTime() ||
        a.offerKey.localeCompare(b.offerKey) ||
        a.draw.id.localeCompare(b.draw.id),
    )
    .map(({ draw, offerKey }) => ({ drawId: draw.id, offerKey, drawNo: draw.drawNo }));
}

/** Closed draws of offers the shop draws itself whose draw time has come, oldest first. */
export async function listShopDrawsDue(ctx: Pick<Ctx, 'db' | 'clock'>): Promise<LifecycleDraw[]> {
  const shopOffers = await listOfferIds(ctx, { drawnBy: 'shop', ownDraws: true });
  if (shopOffers.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(draws)
    .where(
      and(
        inArray(draws.offerId, shopOffers),
        eq(draws.status, 'DRAW_CLOSED'),
        lte(draws.drawAt, ctx.clock.now()),
      ),
    )
    .orderBy(asc(draws.drawAt), asc(draws.id))
    .limit(LIFECYCLE_BATCH);
  return nameDraws(ctx, rows);
}

/**
 * Draws of some offers still to finish, oldest first: closed ones whose draw time has come, and those left drawn
 * or scored (an interrupted run). The raffles' draw step takes them.
 */
export async function listUnfinishedDrawsDue(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  offerIds: readonly string[],
): Promise<LifecycleDraw[]> {
  if (offerIds.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(draws)
    .where(
      and(
        inArray(draws.offerId, [...offerIds]),
        or(
          and(eq(draws.status, 'DRAW_CLOSED'), lte(draws.drawAt, ctx.clock.now())),
          inArray(draws.status, ['DRAW_DRAWN', 'DRAW_SCORED']),
        ),
      ),
    )
    .orderBy(asc(draws.drawAt), asc(draws.id))
    .limit(LIFECYCLE_BATCH);
  return nameDraws(ctx, rows);
}

/**
 * Draws with their numbers in but not yet finished (drawn, scored when paying was interrupted, or a lottery's
 * draw paid but its winners not yet e-mailed), oldest first: settling them again finishes the job.
 */
export async function listDrawsToSettle(ctx: Reader): Promise<LifecycleDraw[]> {
  const rows = await ctx.db
    .select()
    .from(draws)
    .where(
      or(
        inArray(draws.status, ['DRAW_DRAWN', 'DRAW_SCORED']),
        and(eq(draws.status, 'DRAW_PAID'), ne(draws.drawType, 'raffle_ticket_draw')),
      ),
    )
    .orderBy(asc(draws.drawAt), asc(draws.id))
    .limit(LIFECYCLE_BATCH);
  return nameDraws(ctx, rows);
}

/** Ids of the draws still on sale (or capped) of some offers. */
export async function listOnSaleDrawIds(ctx: Reader, offerIds: readonly string[]): Promise<string[]> {
  if (offerIds.length === 0) return [];
  const rows = await ctx.db
    .select({ id: draws.id })
    .from(draws)
    .where(and(inArray(draws.offerId, [...offerIds]), inArray(draws.status, [...ON_SALE_STATUSES])));
  return rows.map((r) => r.id);
}
