import type { DrawStatus } from '@lottoshop/contracts/draws';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { listScheduledLotteries } from '../catalog/catalog.queries.ts';
import type { DrawSchedule, ProductOfferRow, WeeklyDrawSchedule } from '../catalog/catalog.tables.ts';
import {
  drawTimesBetween,
  intervalDrawTimesBetween,
  localDateOf,
  scheduledDaysBetween,
} from './draws.calendar.ts';
import { type DrawRow, draws } from './draws.tables.ts';
import { assertTransition } from './draws.transitions.ts';

/**
 * Moves a draw to `to` along the transition table. The update is conditional on the status it was read with,
 * so two concurrent changes cannot both win: the loser gets a conflict and changes nothing.
 */
export async function changeDrawStatus(db: Db, drawId: string, to: DrawStatus, now: Date): Promise<DrawRow> {
  const [draw] = await db.select().from(draws).where(eq(draws.id, drawId)).limit(1);
  if (!draw) throw new DomainError('not_found', { message: 'There is no such draw.' });
  assertTransition(draw.status, to);
  const [updated] = await db
    .update(draws)
    .set({ status: to, updatedAt: now })
    .where(and(eq(draws.id, drawId), eq(draws.status, draw.status)))
    .returning();
  if (!updated) throw new DomainError('conflict', { message: 'The draw changed meanwhile. Try again.' });
  return updated;
}

/** Closes every open or capped draw whose sales stop has passed; returns the draws it closed. */
export async function closeDueDraws(db: Db, now: Date): Promise<DrawRow[]> {
  return db
    .update(draws)
    .set({ status: 'DRAW_CLOSED', updatedAt: now })
    .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), lte(draws.salesCloseAt, now)))
    .returning();
}

/** How far ahead the shop keeps its lottery draws scheduled. */
export const DRAW_CALENDAR_HORIZON_DAYS = 42;
/**
 * How far ahead draws on an interval schedule are kept (at most): a day of five-minute draws is 288 rows, where
 * six weeks would be twelve thousand. The calendar job tops up every hour, so a day is plenty.
 */
export const INTERVAL_CALENDAR_HORIZON_DAYS = 1;

const DAY_MS = 86_400_000;
/** Rows per insert statement, well under the bind-parameter limit of Postgres. */
const INSERT_CHUNK = 500;

/**
 * Tops up the draw calendar of every lottery on sale: creates each draw of the offer's weekly schedule after its
 * last draw (or after now, for an offer without draws) up to now + `horizonDays`. An interval schedule is kept
 * at most INTERVAL_CALENDAR_HORIZON_DAYS ahead, and its periods that passed while the shop was not running are
 * skipped (it schedules from its last draw or now, whichever is later). Draw numbers count on by one
 * from the last draw (a first draw takes its number from the schedule's numbering). The draw that becomes the one
 * on sale gets the offer's announced jackpot, every other draw its standing jackpot. A draw whose sales stop has
 * already passed is created closed. Raffles are scheduled one draw at a time and are left alone.
 *
 * Idempotent and safe to run from two processes at once: both compute the same draws, and the unique
 * (offer, draw number) constraint with ON CONFLICT DO NOTHING keeps one of each. Returns the draws it created.
 */
export async function scheduleUpcomingDraws(
  db: Db,
  clock: Clock,
  opts: { horizonDays?: number } = {},
): Promise<DrawRow[]> {
  const horizonDays = opts.horizonDays ?? DRAW_CALENDAR_HORIZON_DAYS;
  if (!Number.isInteger(horizonDays) || horizonDays < 0) {
    throw new RangeError(`horizonDays must be a whole number of days, not ${horizonDays}`);
  }
  const now = clock.now();
  const until = new Date(now.getTime() + horizonDays * DAY_MS);
  const added: DrawRow[] = [];
  for (const offer of await listScheduledLotteries(db)) {
    added.push(...(await scheduleOfferDraws(db, offer, now, until)));
  }
  return added;
}

async function scheduleOfferDraws(
  db: Db,
  offer: ProductOfferRow,
  now: Date,
  until: Date,
): Promise<DrawRow[]> {
  const schedule = offer.drawSchedule;
  if (!schedule) return [];
  const [last] = await db
    .select({ drawNo: draws.drawNo, drawAt: draws.drawAt })
    .from(draws)
    .where(eq(draws.offerId, offer.id))
    .orderBy(desc(draws.drawNo))
    .limit(1);
  const times = scheduledTimesBetween(schedule, last?.drawAt ?? null, now, until);
  const [first] = times;
  if (!first) return [];

  const firstDrawNo = last
    ? last.drawNo + 1
    : schedule.kind === 'interval'
      ? 1
      : numberOfFirstDraw(schedule, first);
  const [onSale] = await db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.offerId, offer.id), eq(draws.status, 'DRAW_OPEN'), gt(draws.salesCloseAt, now)))
    .limit(1);
  let nextJackpotGiven = onSale !== undefined;

  const rows = times.map((drawAt, i) => {
    const salesCloseAt = new Date(drawAt.getTime() - schedule.salesCloseMinutesBefore * 60_000);
    const open = salesCloseAt.getTime() > now.getTime();
    let jackpotMinor = offer.standingJackpotMinor;
    if (open && !nextJackpotGiven) {
      jackpotMinor = offer.nextJackpotMinor ?? offer.standingJackpotMinor;
      nextJackpotGiven = true;
    }
    return {
      offerId: offer.id,
      drawNo: firstDrawNo + i,
      drawType: offer.drawType,
      status: open ? ('DRAW_OPEN' as const) : ('DRAW_CLOSED' as const),
      drawAt,
      salesCloseAt,
      currency: offer.currency,
      jackpotMinor,
    };
  });

  const inserted: DrawRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    inserted.push(
      ...(await db
        .insert(draws)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({ target: [draws.offerId, draws.drawNo] })
        .returning()),
    );
  }
  return inserted;
}

/** The draw instants to create after an offer's last draw (`lastDrawAt`, null for none) up to `until`. */
function scheduledTimesBetween(
  schedule: DrawSchedule,
  lastDrawAt: Date | null,
  now: Date,
  until: Date,
): Date[] {
  if (schedule.kind === 'interval') {
    const after = lastDrawAt && lastDrawAt > now ? lastDrawAt : now;
    const intervalUntil = new Date(
      Math.min(until.getTime(), now.getTime() + INTERVAL_CALENDAR_HORIZON_DAYS * DAY_MS),
    );
    return intervalDrawTimesBetween(schedule, after, intervalUntil);
  }
  return drawTimesBetween(schedule, lastDrawAt ?? now, until);
}

/** The operator's number for an offer's first scheduled draw, counted from the schedule's numbering. */
function numberOfFirstDraw(schedule: WeeklyDrawSchedule, drawAt: Date): number {
  if (!schedule.numbering) return 1;
  const { epoch, firstDrawNo } = schedule.numbering;
  return firstDrawNo + scheduledDaysBetween(schedule.weekdays, epoch, localDateOf(drawAt, schedule.timezone));
}
