/**
 * Settling a drawn draw: scoring every line against the result (one line_prizes row per winning line, inserted
 * with ON CONFLICT DO NOTHING), then paying every prize once (a ledger transfer with the idempotency key
 * prize:<drawId>:<ticketId>:<lineNo>, recorded on the line in the same transaction).
 */
import type { DrawStatus } from '@lottoshop/contracts/draws';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { getGameDefinition } from '../catalog/catalog.queries.ts';
import type { ProductOfferRow } from '../catalog/catalog.tables.ts';
import { listDrawLines } from '../orders/orders.queries.ts';
import { postTransfer, systemAccountId, walletAccountId } from '../wallet/wallet.service.ts';
import { advance, audit, type DrawRef, LINE_PAGE, loadDraw, reached, rulesFor } from './draws.progress.ts';
import { drawDividends, drawResults, type LinePrizeRow, linePrizes } from './draws.results.tables.ts';
import { createScorer } from './draws.scoring.ts';
import type { DrawRow } from './draws.tables.ts';

/** Prizes paid per page while paying. */
const PAY_PAGE = 200;

export type Settlement = {
  drawId: string;
  status: DrawStatus;
  /** Lines scored by this run (0 when the draw had been scored before). */
  linesScored: number;
  /** Winning lines of the draw, and the sum of their prizes. */
  winningLines: number;
  totalPrizesMinor: bigint;
  /** Prizes paid by this run, and the sum paid so far over all runs. */
  prizesPaidNow: number;
  totalPaidMinor: bigint;
  currency: string;
};

export type SettleOptions = {
  /** Called after each prize is paid (tests use it to stop a run half-way). */
  afterPayout?: (paidSoFar: number) => void | Promise<void>;
};

/** Scores every line of a drawn draw: one line_prizes row per winning line, winners counted per division. */
async function scoreDraw(db: Db, draw: DrawRow, offer: ProductOfferRow, now: Date): Promise<number> {
  const definition = await rulesFor(db, draw, offer);
  const [result] = await db.select().from(drawResults).where(eq(drawResults.drawId, draw.id));
  if (!result) throw new Error(`draw ${draw.id} is drawn but has no result`);
  const dividendRows = await db.select().from(drawDividends).where(eq(drawDividends.drawId, draw.id));
  const dividends = new Map(dividendRows.map((d) => [d.division, d.prizeMinor]));
  const scorer = createScorer(definition, {
    main: result.main,
    supplementary: result.supplementary,
    bonus: result.bonus,
  });

  let after: { ticketId: string; lineNo: number } | undefined;
  let scored = 0;
  for (;;) {
    const lines = await listDrawLines(db, draw.id, { after, limit: LINE_PAGE });
    const winners: Array<typeof linePrizes.$inferInsert> = [];
    for (const line of lines) {
      const division = scorer.divisionOf(line);
      if (division === 0) continue;
      const prizeMinor = dividends.get(division);
      if (prizeMinor === undefined)
        throw new Error(`draw ${draw.id} has no dividend for division ${division}`);
      winners.push({
        drawId: draw.id,
        ticketId: line.ticketId,
        lineNo: line.lineNo,
        customerId: line.customerId,
        division,
        prizeMinor,
        currency: draw.currency,
        scoredAt: now,
      });
    }
    if (winners.length > 0) await db.insert(linePrizes).values(winners).onConflictDoNothing();
    scored += lines.length;
    const last = lines.at(-1);
    if (!last || lines.length < LINE_PAGE) break;
    after = { ticketId: last.ticketId, lineNo: last.lineNo };
  }

  await advance(db, draw.id, 'DRAW_DRAWN', 'DRAW_SCORED', now, async (tx) => {
    await tx
      .update(drawDividends)
      .set({
        winners: sql`(select count(*)::int from ${linePrizes} where ${linePrizes.drawId} = ${drawDividends.drawId} and ${linePrizes.division} = ${drawDividends.division})`,
      })
      .where(eq(drawDividends.drawId, draw.id));
    const [totals] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(linePrizes)
      .where(eq(linePrizes.drawId, draw.id));
    await audit(tx, draw.id, 'scored', { linesScored: scored, winningLines: totals?.lines ?? 0 }, now);
  });
  return scored;
}

/** Pays one line's prize from the prize fund into the customer's wallet, at most once. */
async function payLinePrize(db: Db, prize: LinePrizeRow, description: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(linePrizes)
      .where(
        and(
          eq(linePrizes.drawId, prize.drawId),
          eq(linePrizes.ticketId, prize.ticketId),
          eq(linePrizes.lineNo, prize.lineNo),
          isNull(linePrizes.transferId),
        ),
      )
      .for('update');
    if (!line) return false;
    const { transferId } = await postTransfer(
      tx,
      {
        idempotencyKey: `prize:${line.drawId}:${line.ticketId}:${line.lineNo}`,
        debitAccountId: await systemAccountId(tx, 'prize_fund', line.currency),
        creditAccountId: await walletAccountId(tx, line.customerId, line.currency),
        amountMinor: line.prizeMinor,
        kind: 'prize',
        customerId: line.customerId,
        reference: line.ticketId,
        description,
      },
      now,
    );
    await tx
      .update(linePrizes)
      .set({ transferId, paidAt: now })
      .where(
        and(
          eq(linePrizes.drawId, line.drawId),
          eq(linePrizes.ticketId, line.ticketId),
          eq(linePrizes.lineNo, line.lineNo),
        ),
      );
    return true;
  });
}

async function payDraw(
  db: Db,
  draw: DrawRow,
  offer: ProductOfferRow,
  now: Date,
  opts: SettleOptions,
): Promise<number> {
  const definition = await getGameDefinition(db, offer.id, draw.drawNo);
  const freeEntry = new Set(
    definition?.divisions.filter((d) => d.prizeKind === 'free_entry').map((d) => d.division) ?? [],
  );
  let paid = 0;
  let after: { ticketId: string; lineNo: number } | undefined;
  for (;;) {
    const conditions = [
      eq(linePrizes.drawId, draw.id),
      isNull(linePrizes.transferId),
      gt(linePrizes.prizeMinor, 0n),
    ];
    if (after) {
      conditions.push(
        sql`(${linePrizes.ticketId}, ${linePrizes.lineNo}) > (${after.ticketId}::uuid, ${after.lineNo})`,
      );
    }
    const unpaid = await db
      .select()
      .from(linePrizes)
      .where(and(...conditions))
      .orderBy(asc(linePrizes.ticketId), asc(linePrizes.lineNo))
      .limit(PAY_PAGE);
    for (const prize of unpaid) {
      const what = freeEntry.has(prize.division) ? ' (free entry)' : '';
      const description = `Prize — ${offer.name} draw ${draw.drawNo}, division ${prize.division}${what}`;
      if (await payLinePrize(db, prize, description, now)) {
        paid++;
        await opts.afterPayout?.(paid);
      }
    }
    const last = unpaid.at(-1);
    if (!last || unpaid.length < PAY_PAGE) break;
    after = { ticketId: last.ticketId, lineNo: last.lineNo };
  }

  const [remaining] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(linePrizes)
    .where(and(eq(linePrizes.drawId, draw.id), isNull(linePrizes.transferId), gt(linePrizes.prizeMinor, 0n)));
  if ((remaining?.n ?? 0) > 0) {
    throw new Error(`draw ${draw.id} still has ${remaining?.n} unpaid prizes after the pay run`);
  }
  await advance(db, draw.id, 'DRAW_SCORED', 'DRAW_PAID', now, async (tx) => {
    const [totals] = await tx
      .select({
        lines: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${linePrizes.prizeMinor}), 0)::text`,
      })
      .from(linePrizes)
      .where(eq(linePrizes.drawId, draw.id));
    await audit(
      tx,
      draw.id,
      'paid',
      { prizesPaid: totals?.lines ?? 0, totalPaidMinor: totals?.total ?? '0' },
      now,
    );
  });
  return paid;
}

/**
 * Scores and pays a drawn draw: DRAW_DRAWN -> DRAW_SCORED -> DRAW_PAID. Safe to run twice, concurrently, or
 * again after being killed half-way: every winning line is recorded once and paid exactly once.
 */
export async function settleDraw(
  db: Db,
  ref: DrawRef,
  now: Date,
  opts: SettleOptions = {},
): Promise<Settlement> {
  let { draw, offer } = await loadDraw(db, ref);
  if (!reached(draw.status, 'DRAW_DRAWN')) {
    throw new DomainError('conflict', {
      message: `Draw ${draw.drawNo} of ${offer.name} has no result yet: enter or draw its numbers first.`,
    });
  }
  let linesScored = 0;
  let prizesPaidNow = 0;
  if (draw.status === 'DRAW_DRAWN') {
    linesScored = await scoreDraw(db, draw, offer, now);
    ({ draw, offer } = await loadDraw(db, ref));
  }
  if (draw.status === 'DRAW_SCORED') {
    prizesPaidNow = await payDraw(db, draw, offer, now, opts);
    ({ draw, offer } = await loadDraw(db, ref));
  }
  const [totals] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${linePrizes.prizeMinor}), 0)::text`,
      paid: sql<string>`coalesce(sum(${linePrizes.prizeMinor}) filter (where ${linePrizes.transferId} is not null), 0)::text`,
    })
    .from(linePrizes)
    .where(eq(linePrizes.drawId, draw.id));
  return {
    drawId: draw.id,
    status: draw.status,
    linesScored,
    winningLines: totals?.lines ?? 0,
    totalPrizesMinor: BigInt(totals?.total ?? '0'),
    prizesPaidNow,
    totalPaidMinor: BigInt(totals?.paid ?? '0'),
    currency: draw.currency,
  };
}
