/**
 * A draw's day, as the operator and the life-cycle job go through it: closing sales (and, for a game the shop
 * draws itself, freezing the entries), entering the official result or drawing with the shop's RNG, and settling —
 * each composite put together once here, for the API's operator calls and the job alike. Every step is
 * conditional on the draw's status, so running one twice, or again after it was interrupted, changes nothing
 * that was already done.
 */
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import { advanceDraw, type DrawRef, type DrawRow, loadDraw, ON_SALE_STATUSES } from '../draws/index.ts';
import {
  createEntriesHasher,
  type DrawVerification,
  drawWithRng,
  enterOfficialResult,
  getCommitment,
  getDrawResult,
  listPlayedOnDraws,
  type OfficialResultInput,
  playedOnKey,
  recordDrawAudit,
  recordEntriesHash,
  verifyShopDraw,
} from '../results/index.ts';
import { forEachDrawLinePage, type Settlement, type SettleOptions, settleDraw } from './settlement.settle.ts';

/** What an operator's result, draw or settle call answers: the draw's result and where its settlement stands. */
export type DrawOutcome = { draw: DrawResultDto; settlement: Settlement };

/** The hash of a draw's entries as they stand, read in (ticket, line) pages. */
async function hashDrawEntries(
  ctx: Ctx,
  drawId: string,
): Promise<{ entriesHash: string; entriesCount: number }> {
  const hasher = createEntriesHasher(drawId);
  await forEachDrawLinePage(ctx, drawId, (lines) => {
    for (const line of lines) hasher.add(line);
  });
  return { entriesHash: hasher.digest(), entriesCount: hasher.count };
}

/** Freezes a closed shop draw's entries: their hash is recorded once (sales are closed, so they cannot change). */
async function freezeEntries(ctx: Ctx, draw: DrawRow): Promise<void> {
  const commitment = await getCommitment(ctx, draw.id);
  if (commitment?.entriesHash) return;
  await recordEntriesHash(ctx, { draw, ...(await hashDrawEntries(ctx, draw.id)) });
}

/**
 * Closes sales of a draw early (the life-cycle job closes draws at their sales stop). Closing a closed draw again
 * is a no-op. For a game the shop draws itself, the seed is committed (if it was not yet) and the entries frozen.
 */
export async function closeSales(ctx: Ctx, ref: DrawRef): Promise<DrawRow> {
  assertOperatorOrSystem(ctx);
  const { draw, offer } = await loadDraw(ctx, ref);
  let closed = draw;
  if (ON_SALE_STATUSES.includes(draw.status)) {
    await advanceDraw(ctx, { drawId: draw.id, from: draw.status, to: 'DRAW_CLOSED' }, (tx) =>
      recordDrawAudit(tx, {
        drawId: draw.id,
        event: 'closed',
        detail: { by: ctx.actor.kind, salesCloseAt: draw.salesCloseAt.toISOString() },
      }),
    );
    closed = (await loadDraw(ctx, ref)).draw;
    if (ON_SALE_STATUSES.includes(closed.status)) {
      throw new DomainError('conflict', { message: 'The draw changed meanwhile. Try again.' });
    }
  }
  if (offer.drawnBy === 'shop' && closed.status === 'DRAW_CLOSED') await freezeEntries(ctx, closed);
  return closed;
}

async function outcome(ctx: Ctx, ref: DrawRef, settlement: Settlement): Promise<DrawOutcome> {
  return { draw: await getDrawResult(ctx, ref), settlement };
}

/** Settles a drawn draw (scores and pays it) and answers its result with the settlement. */
export async function settle(ctx: Ctx, ref: DrawRef, opts: SettleOptions = {}): Promise<DrawOutcome> {
  assertOperatorOrSystem(ctx);
  return outcome(ctx, ref, await settleDraw(ctx, ref, opts));
}

/**
 * Settles the draws of the games played on a host's drawn draw (they got their results with it): the same
 * settlement as any draw's. The life-cycle job would settle them on its next pass otherwise.
 */
async function settlePlayedOnDraws(ctx: Ctx, ref: DrawRef): Promise<void> {
  for (const { draw, offer } of await listPlayedOnDraws(ctx, await loadDraw(ctx, ref))) {
    if (draw.status === 'DRAW_CLOSED' || ON_SALE_STATUSES.includes(draw.status)) continue;
    await settleDraw(ctx, { offerKey: offer.key, drawNo: draw.drawNo });
  }
}

/** Enters the lottery operator's official result of a closed draw, then settles it and the games played on it. */
export async function enterResultAndSettle(ctx: Ctx, input: OfficialResultInput): Promise<DrawOutcome> {
  assertOperatorOrSystem(ctx);
  await enterOfficialResult(ctx, input);
  const outcome = await settle(ctx, input);
  await settlePlayedOnDraws(ctx, input);
  return outcome;
}

/** Draws a closed draw of a game the shop runs itself with its RNG, freezing its entries first if closing did not. */
export async function drawShopDraw(ctx: Ctx, ref: DrawRef): Promise<DrawResultDto> {
  assertOperatorOrSystem(ctx);
  const { draw, offer } = await loadDraw(ctx, ref);
  if (offer.drawnBy === 'shop' && draw.status === 'DRAW_CLOSED') await freezeEntries(ctx, draw);
  return drawWithRng(ctx, ref);
}

/** Draws a shop draw (drawShopDraw), then settles it and the games played on it. */
export async function drawAndSettle(ctx: Ctx, ref: DrawRef): Promise<DrawOutcome> {
  await drawShopDraw(ctx, ref);
  const outcome = await settle(ctx, ref);
  await settlePlayedOnDraws(ctx, ref);
  return outcome;
}

/** Recomputes a shop draw from its revealed seed and its entries as they stand now: anyone can check it. */
export async function verifyDraw(ctx: Ctx, ref: DrawRef): Promise<DrawVerification> {
  const { draw, offer } = await loadDraw(ctx, ref);
  // A game played on another lottery's draw was drawn from that draw's seed and entries.
  const hostKey = playedOnKey(offer);
  const drawnFrom = hostKey ? (await loadDraw(ctx, { offerKey: hostKey, drawNo: draw.drawNo })).draw : draw;
  const { entriesHash } = await hashDrawEntries(ctx, drawnFrom.id);
  return verifyShopDraw(ctx, { draw, offer, recomputedEntriesHash: entriesHash });
}
