/**
 * Settling a drawn draw: scoring every line of the tickets entered in it against its result (one winning-line
 * row per winning line, recorded once however often this runs), then paying every prize once (a ledger transfer
 * keyed prize:<drawId>:<ticketId>:<lineNo>, recorded on the line in the same transaction), then e-mailing each
 * winner once (settlement.win-emails.ts).
 */
import type { DrawStatus } from '@lottoshop/contracts/draws';
import { DomainError } from '../../errors.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { getGameDefinition, type ProductOfferRow } from '../catalog/index.ts';
import { advanceDraw, type DrawRef, type DrawRow, loadDraw, reached } from '../draws/index.ts';
import { postTransfer, walletAndSystemAccountIds } from '../ledger/index.ts';
import { type DrawLine, listDrawLines } from '../orders/index.ts';
import {
  countUnpaidPrizes,
  createScorer,
  finishScoring,
  getDividends,
  getResultRow,
  listUnpaidPrizes,
  lockUnpaidPrize,
  markPrizePaid,
  prizeTotals,
  recordDrawPaid,
  recordWinningLines,
  rulesFor,
  type WinningLine,
} from '../results/index.ts';
import { emailDrawWinners } from './settlement.win-emails.ts';

/** Lines read per page while scoring or hashing entries. */
export const LINE_PAGE = 1000;

/** Every line entered in a draw, in (ticket, line) order, handed to `visit` a page of LINE_PAGE at a time. */
export async function forEachDrawLinePage(
  ctx: Ctx,
  drawId: string,
  visit: (lines: DrawLine[]) => Promise<void> | void,
): Promise<void> {
  let after: { ticketId: string; lineNo: number } | undefined;
  for (;;) {
    const lines = await listDrawLines(ctx, { drawId, ...(after ? { after } : {}), limit: LINE_PAGE });
    await visit(lines);
    const last = lines.at(-1);
    if (!last || lines.length < LINE_PAGE) return;
    after = { ticketId: last.ticketId, lineNo: last.lineNo };
  }
}
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
  /** Win e-mails queued by this run (one per winner and draw, over all runs). */
  winEmailsNow: number;
};

export type SettleOptions = {
  /** Called after each prize is paid (tests use it to stop a run half-way). */
  afterPayout?: (paidSoFar: number) => void | Promise<void>;
};

/** Scores every line of a drawn draw: one winning-line row per winning line, winners counted per division. */
async function scoreDraw(ctx: Ctx, draw: DrawRow, offer: ProductOfferRow): Promise<number> {
  const definition = await rulesFor(ctx, draw, offer);
  const result = await getResultRow(ctx, draw.id);
  if (!result) throw new Error(`draw ${draw.id} is drawn but has no result`);
  const dividends = await getDividends(ctx, draw.id);
  const scorer = createScorer(definition, {
    main: result.main,
    supplementary: result.supplementary,
    bonus: result.bonus,
  });
  const now = ctx.clock.now();

  let scored = 0;
  await forEachDrawLinePage(ctx, draw.id, async (lines) => {
    const winners: WinningLine[] = [];
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
    await recordWinningLines(ctx, winners);
    scored += lines.length;
  });

  await advanceDraw(ctx, { drawId: draw.id, from: 'DRAW_DRAWN', to: 'DRAW_SCORED' }, (tx) =>
    finishScoring(tx, { drawId: draw.id, linesScored: scored }),
  );
  return scored;
}

/** Pays one line's prize from the prize fund into the customer's wallet, at most once. */
async function payLinePrize(
  ctx: Ctx,
  key: { drawId: string; ticketId: string; lineNo: number },
  description: string,
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const line = await lockUnpaidPrize(tx, key);
    if (!line) return false;
    const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
      customerId: line.customerId,
      system: 'prize_fund',
      currency: line.currency,
      spread: false,
    });
    const { transfer } = await postTransfer(tx, {
      idempotencyKey: `prize:${line.drawId}:${line.ticketId}:${line.lineNo}`,
      debitAccountId: systemId,
      creditAccountId: walletId,
      amountMinor: line.prizeMinor,
      kind: 'prize',
      customerId: line.customerId,
      reference: line.ticketId,
      description,
    });
    await markPrizePaid(tx, { ...key, transferId: transfer.id });
    return true;
  });
}

async function payDraw(
  ctx: Ctx,
  draw: DrawRow,
  offer: ProductOfferRow,
  opts: SettleOptions,
): Promise<number> {
  const definition = await getGameDefinition(ctx, { offerId: offer.id, drawNo: draw.drawNo });
  const freeEntry = new Set(
    definition?.divisions.filter((d) => d.prizeKind === 'free_entry').map((d) => d.division) ?? [],
  );
  let paid = 0;
  let after: { ticketId: string; lineNo: number } | undefined;
  for (;;) {
    const unpaid = await listUnpaidPrizes(ctx, {
      drawId: draw.id,
      ...(after ? { after } : {}),
      limit: PAY_PAGE,
    });
    for (const prize of unpaid) {
      const what = freeEntry.has(prize.division) ? ' (free entry)' : '';
      const description = `Prize — ${offer.name} draw ${draw.drawNo}, division ${prize.division}${what}`;
      if (await payLinePrize(ctx, prize, description)) {
        paid++;
        await opts.afterPayout?.(paid);
      }
    }
    const last = unpaid.at(-1);
    if (!last || unpaid.length < PAY_PAGE) break;
    after = { ticketId: last.ticketId, lineNo: last.lineNo };
  }

  const remaining = await countUnpaidPrizes(ctx, draw.id);
  if (remaining > 0)
    throw new Error(`draw ${draw.id} still has ${remaining} unpaid prizes after the pay run`);
  await advanceDraw(ctx, { drawId: draw.id, from: 'DRAW_SCORED', to: 'DRAW_PAID' }, (tx) =>
    recordDrawPaid(tx, draw.id),
  );
  return paid;
}

/**
 * Scores and pays a drawn draw and tells its winners: DRAW_DRAWN -> DRAW_SCORED -> DRAW_PAID -> DRAW_EMAILED.
 * Safe to run twice, concurrently, or again after being killed half-way: every winning line is recorded once
 * and paid exactly once, and every winner gets one e-mail.
 */
export async function settleDraw(ctx: Ctx, ref: DrawRef, opts: SettleOptions = {}): Promise<Settlement> {
  let { draw, offer } = await loadDraw(ctx, ref);
  if (!reached(draw.status, 'DRAW_DRAWN')) {
    throw new DomainError('conflict', {
      message: `Draw ${draw.drawNo} of ${offer.name} has no result yet: enter or draw its numbers first.`,
    });
  }
  let linesScored = 0;
  let prizesPaidNow = 0;
  if (draw.status === 'DRAW_DRAWN') {
    linesScored = await scoreDraw(ctx, draw, offer);
    ({ draw, offer } = await loadDraw(ctx, ref));
  }
  if (draw.status === 'DRAW_SCORED') {
    prizesPaidNow = await payDraw(ctx, draw, offer, opts);
    ({ draw, offer } = await loadDraw(ctx, ref));
  }
  let winEmailsNow = 0;
  if (draw.status === 'DRAW_PAID') {
    winEmailsNow = await emailDrawWinners(ctx, draw, offer);
    ({ draw, offer } = await loadDraw(ctx, ref));
  }
  const totals = await prizeTotals(ctx, draw.id);
  return {
    drawId: draw.id,
    status: draw.status,
    linesScored,
    winningLines: totals.lines,
    totalPrizesMinor: totals.totalMinor,
    prizesPaidNow,
    totalPaidMinor: totals.paidMinor,
    currency: draw.currency,
    winEmailsNow,
  };
}
