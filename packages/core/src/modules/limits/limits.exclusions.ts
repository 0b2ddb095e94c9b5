/**
 * Taking a break (24 hours to 6 weeks) and self-exclusion (6 months, 1 year, 5 years or for good), issue 12 item 6:
 * while one runs the customer cannot buy or deposit — the limits checks refuse it — but can log in, see their
 * tickets and withdraw. It cannot be lifted or shortened: a new one is accepted only when it ends later.
 */

import { SHOP_TIME_ZONE } from '@lottoshop/contracts/draw-dates';
import {
  BREAK_DURATIONS,
  DURATION_NAMES,
  type ExclusionDto,
  type ExclusionDuration,
  SELF_EXCLUSION_DURATIONS,
  type StartExclusionBody,
} from '@lottoshop/contracts/limits';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { lockCustomerLimits } from './limits.lock.ts';
import { type CustomerExclusionRow, customerExclusions } from './limits.tables.ts';

const HOUR = 3_600_000;

/** When an exclusion of `duration` started at `from` ends; null for good. Months and years are calendar ones. */
export function exclusionEnd(from: Date, duration: ExclusionDuration): Date | null {
  const at = new Date(from.getTime());
  switch (duration) {
    case '24h':
    case '48h':
    case '72h':
      return new Date(from.getTime() + Number.parseInt(duration, 10) * HOUR);
    case '1w':
    case '2w':
    case '4w':
    case '6w':
      return new Date(from.getTime() + Number.parseInt(duration, 10) * 7 * 24 * HOUR);
    case '6m':
      at.setUTCMonth(at.getUTCMonth() + 6);
      return at;
    case '1y':
    case '5y':
      at.setUTCFullYear(at.getUTCFullYear() + Number.parseInt(duration, 10));
      return at;
    case 'permanent':
      return null;
  }
}

const formatEnd = (at: Date) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);

/** "You are taking a break from play until …" / "You have excluded yourself permanently". */
function exclusionState(row: CustomerExclusionRow): string {
  const until = row.endsAt ? `until ${formatEnd(row.endsAt)}` : 'permanently';
  return row.kind === 'break'
    ? `You are taking a break from play ${until}`
    : `You have excluded yourself ${until}`;
}

/** What a customer reads when a break or self-exclusion stops them buying or depositing. */
export function exclusionMessage(row: CustomerExclusionRow, action: 'buy' | 'deposit'): string {
  const what = action === 'buy' ? 'buy tickets' : 'deposit';
  return `${exclusionState(row)}, so you cannot ${what}. You can still log in, see your tickets and withdraw.`;
}

/** The break or self-exclusion running now (the one ending last), or null. */
export async function activeExclusion(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  customerId: string,
): Promise<CustomerExclusionRow | null> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(customerExclusions)
    .where(
      and(
        eq(customerExclusions.customerId, customerId),
        or(isNull(customerExclusions.endsAt), gt(customerExclusions.endsAt, now)),
      ),
    )
    .orderBy(desc(customerExclusions.createdAt));
  return runningExclusion(rows);
}

/** Of the breaks and exclusions running now, the one that ends last (a permanent one first), or null. */
export function runningExclusion(rows: readonly CustomerExclusionRow[]): CustomerExclusionRow | null {
  if (rows.length === 0) return null;
  return (
    rows.find((r) => r.endsAt === null) ?? rows.reduce((a, b) => ((a.endsAt ?? 0) > (b.endsAt ?? 0) ? a : b))
  );
}

/**
 * Which of these customers are on a break or self-excluded now: the marketing gate asks this for a batch at once
 * (nothing is sent to them until it ends; their preferences are left as they are).
 */
export async function excludedCustomerIds(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  customerIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Set();
  const now = ctx.clock.now();
  const rows = await ctx.db
    .selectDistinct({ customerId: customerExclusions.customerId })
    .from(customerExclusions)
    .where(
      and(
        inArray(customerExclusions.customerId, ids),
        or(isNull(customerExclusions.endsAt), gt(customerExclusions.endsAt, now)),
      ),
    );
  return new Set(rows.map((r) => r.customerId));
}

const choices = (durations: readonly ExclusionDuration[]) =>
  durations.map((duration) => ({ duration, name: DURATION_NAMES[duration] }));

function exclusionDto(row: CustomerExclusionRow | null): ExclusionDto {
  return {
    active: row
      ? {
          type: row.kind,
          duration: row.duration,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt?.toISOString() ?? null,
        }
      : null,
    breakDurations: choices(BREAK_DURATIONS),
    selfExclusionDurations: choices(SELF_EXCLUSION_DURATIONS),
  };
}

/** GET /exclusion: the acting customer's break or self-exclusion running now, and the choices. */
export async function getExclusion(ctx: Ctx): Promise<ExclusionDto> {
  return exclusionDto(await activeExclusion(ctx, customerIdOf(ctx)));
}

/**
 * POST /exclusion: starts a break or self-exclusion for the acting customer, at once. One already running is never
 * shortened: the new one must end later (or be for good), else it is refused and nothing changes.
 */
export async function startExclusion(ctx: Ctx, body: StartExclusionBody): Promise<ExclusionDto> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (tx) => {
    await lockCustomerLimits(tx, customerId);
    const now = tx.clock.now();
    const duration = body.duration as ExclusionDuration;
    const endsAt = exclusionEnd(now, duration);
    const running = await activeExclusion(tx, customerId);
    if (running && (running.endsAt === null || (endsAt !== null && endsAt <= running.endsAt))) {
      throw new DomainError('conflict', {
        status: 422,
        message: `${exclusionState(running)}. It cannot be shortened or lifted early; a new one must end later.`,
      });
    }
    const [row] = await tx.db
      .insert(customerExclusions)
      .values({ customerId, kind: body.type, duration, startsAt: now, endsAt })
      .returning();
    if (!row) throw new Error('exclusion not stored');
    return exclusionDto(row);
  });
}
