/**
 * The winning lines of a draw (`line_prizes`): written once by scoring, each paid once. The settlement module
 * drives both steps; these are the writes and reads it drives them with.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { recordDrawAudit } from './results.audit.ts';
import { drawDividends, type LinePrizeRow, linePrizes } from './results.tables.ts';

type Reader = Pick<Ctx, 'db'>;

export type WinningLine = typeof linePrizes.$inferInsert;
/** A winning line's key: the draw, the ticket and the line's number on it. */
export type LineKey = { drawId: string; ticketId: string; lineNo: number };

/** Records winning lines; a line already recorded (a re-run) is left as it is. */
export async function recordWinningLines(ctx: Reader, lines: readonly WinningLine[]): Promise<void> {
  if (lines.length === 0) return;
  await ctx.db
    .insert(linePrizes)
    .values([...lines])
    .onConflictDoNothing();
}

/** Counts each division's winners into the draw's dividends and records the scoring in the audit. */
export async function finishScoring(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { drawId: string; linesScored: number },
): Promise<void> {
  await ctx.db
    .update(drawDividends)
    .set({
      winners: sql`(select count(*)::int from ${linePrizes} where ${linePrizes.drawId} = ${drawDividends.drawId} and ${linePrizes.division} = ${drawDividends.division})`,
    })
    .where(eq(drawDividends.drawId, input.drawId));
  const [totals] = await ctx.db
    .select({ lines: sql<number>`count(*)::int` })
    .from(linePrizes)
    .where(eq(linePrizes.drawId, input.drawId));
  await recordDrawAudit(ctx, {
    drawId: input.drawId,
    event: 'scored',
    detail: { linesScored: input.linesScored, winningLines: totals?.lines ?? 0 },
  });
}

const unpaid = (drawId: string) =>
  and(eq(linePrizes.drawId, drawId), isNull(linePrizes.transferId), gt(linePrizes.prizeMinor, 0n));

/** A page of the draw's prizes still to pay, keyset-paged by (ticket, line). */
export async function listUnpaidPrizes(
  ctx: Reader,
  input: { drawId: string; after?: { ticketId: string; lineNo: number }; limit: number },
): Promise<LinePrizeRow[]> {
  const conditions = [unpaid(input.drawId)];
  if (input.after) {
    conditions.push(
      sql`(${linePrizes.ticketId}, ${linePrizes.lineNo}) > (${input.after.ticketId}::uuid, ${input.after.lineNo})`,
    );
  }
  return ctx.db
    .select()
    .from(linePrizes)
    .where(and(...conditions))
    .orderBy(asc(linePrizes.ticketId), asc(linePrizes.lineNo))
    .limit(input.limit);
}

export async function countUnpaidPrizes(ctx: Reader, drawId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(linePrizes).where(unpaid(drawId));
  return row?.n ?? 0;
}

const byKey = (key: LineKey) =>
  and(
    eq(linePrizes.drawId, key.drawId),
    eq(linePrizes.ticketId, key.ticketId),
    eq(linePrizes.lineNo, key.lineNo),
  );

/** Locks a prize that is still unpaid for the rest of the transaction; null when it has been paid meanwhile. */
export async function lockUnpaidPrize(ctx: Reader, key: LineKey): Promise<LinePrizeRow | null> {
  const [line] = await ctx.db
    .select()
    .from(linePrizes)
    .where(and(byKey(key), isNull(linePrizes.transferId)))
    .for('update');
  return line ?? null;
}

/** Records the ledger transfer that paid a prize (in the transaction that posted it). */
export async function markPrizePaid(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: LineKey & { transferId: string },
): Promise<void> {
  await ctx.db
    .update(linePrizes)
    .set({ transferId: input.transferId, paidAt: ctx.clock.now() })
    .where(byKey(input));
}

export type PrizeTotals = { lines: number; totalMinor: bigint; paidMinor: bigint };

/** How many lines of the draw won, what they won, and how much of it has been paid. */
export async function prizeTotals(ctx: Reader, drawId: string): Promise<PrizeTotals> {
  const [totals] = await ctx.db
    .select({
      lines: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${linePrizes.prizeMinor}), 0)::text`,
      paid: sql<string>`coalesce(sum(${linePrizes.prizeMinor}) filter (where ${linePrizes.transferId} is not null), 0)::text`,
    })
    .from(linePrizes)
    .where(eq(linePrizes.drawId, drawId));
  return {
    lines: totals?.lines ?? 0,
    // Sums come back as text so that no amount passes through a float.
    totalMinor: BigInt(totals?.total ?? '0'),
    paidMinor: BigInt(totals?.paid ?? '0'),
  };
}

/** Records in the audit that every prize of the draw has been paid. */
export async function recordDrawPaid(ctx: Pick<Ctx, 'db' | 'clock'>, drawId: string): Promise<void> {
  const totals = await prizeTotals(ctx, drawId);
  await recordDrawAudit(ctx, {
    drawId,
    event: 'paid',
    detail: { prizesPaid: totals.lines, totalPaidMinor: totals.totalMinor.toString() },
  });
}
