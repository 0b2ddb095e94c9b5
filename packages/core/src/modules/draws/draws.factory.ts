import type { Db } from '../../db/client.ts';
import type { ProductOfferRow } from '../catalog/catalog.tables.ts';
import { type LocalDate, localDateOf, scheduledDaysBetween, upcomingDrawTimes } from './draws.calendar.ts';
import { type DrawRow, draws } from './draws.tables.ts';

let sequence = 0;

export type DrawInput = Partial<typeof draws.$inferInsert> & { offerId: string };

/** Inserts one draw; by default open, drawn a week from `now` with sales closing 30 minutes before. */
export async function createDraw(db: Db, input: DrawInput, now: Date = new Date()): Promise<DrawRow> {
  const drawAt = input.drawAt ?? new Date(now.getTime() + 7 * 86_400_000);
  const [row] = await db
    .insert(draws)
    .values({
      drawNo: input.drawNo ?? 10_000 + ++sequence,
      drawType: 'lottery_ticket_draw',
      status: 'DRAW_OPEN',
      salesCloseAt: new Date(drawAt.getTime() - 30 * 60_000),
      currency: 'AUD',
      ...input,
      drawAt,
    })
    .returning();
  return row!;
}

export type CalendarInput = {
  offer: ProductOfferRow;
  now: Date;
  /** How many weeks ahead to schedule. */
  weeks: number;
  /** Draw numbering: the draw on `epoch` (a scheduled day) is number `firstDrawNo`. */
  numbering: { epoch: LocalDate; firstDrawNo: number };
  /** Jackpot of the next draw; later draws get `laterJackpotMinor` (null: announced after the previous draw). */
  nextJackpotMinor: bigint | null;
  laterJackpotMinor?: bigint | null;
};

/** Schedules every draw of a lottery's weekly schedule for the coming weeks, numbered consistently over time. */
export async function createDrawCalendar(db: Db, input: CalendarInput): Promise<DrawRow[]> {
  const { offer, now } = input;
  const schedule = offer.drawSchedule;
  if (!schedule) throw new Error(`offer ${offer.key} has no draw schedule`);
  const perWeek = schedule.weekdays.length;
  const times = upcomingDrawTimes(schedule, now, input.weeks * perWeek);
  const rows = times.map((drawAt, i) => {
    const drawDay = localDateOf(drawAt, schedule.timezone);
    const drawNo =
      input.numbering.firstDrawNo + scheduledDaysBetween(schedule.weekdays, input.numbering.epoch, drawDay);
    const salesCloseAt = new Date(drawAt.getTime() - schedule.salesCloseMinutesBefore * 60_000);
    return {
      offerId: offer.id,
      drawNo,
      drawType: offer.drawType,
      status: salesCloseAt.getTime() > now.getTime() ? ('DRAW_OPEN' as const) : ('DRAW_CLOSED' as const),
      drawAt,
      salesCloseAt,
      currency: offer.currency,
      jackpotMinor: i === 0 ? input.nextJackpotMinor : (input.laterJackpotMinor ?? null),
    };
  });
  if (rows.length === 0) return [];
  return db.insert(draws).values(rows).returning();
}
