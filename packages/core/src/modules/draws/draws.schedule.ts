/**
 * Keeping the draw calendar topped up: every lottery on sale gets the draws of its schedule, numbered on from its
 * last draw, up to a horizon ahead.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import {
  drawTimesBetween,
  intervalDrawTimesBetween,
  localDateOf,
  scheduledDaysBetween,
} from '../../shared/calendar.ts';
import type { Ctx } from '../../use-case.ts';
import {
  type DrawSchedule,
  listScheduledLotteries,
  type ProductOfferRow,
  type WeeklyDrawSchedule,
} from '../catalog/index.ts';
import { type DrawRow, draws } from './draws.tables.ts';

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
  ctx: Ctx,
  input: { horizonDays?: number } = {},
): Promise<DrawRow[]> {
  const horizonDays = input.horizonDays ?? DRAW_CALENDAR_HORIZON_DAYS;
  if (!Number.isInteger(horizonDays) || horizonDays < 0) {
    throw new RangeError(`horizonDays must be a whole number of days, not ${horizonDays}`);
  }
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + horizonDays * DAY_MS);
  const added: DrawRow[] = [];
  for (const offer of await listScheduledLotteries(ctx)) {
    added.push(...(await scheduleOfferDraws(ctx, offer, now, until)));
  }
  return added;
}

async function scheduleOfferDraws(
  { db }: Ctx,
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
