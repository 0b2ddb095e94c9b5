/**
 * The public verifier of a lottery the shop draws itself (commit-reveal, decision 013): the seed hash published
 * while on sale, the frozen entries and their hash, the seed revealed once drawn, the game's barrels and the numbers
 * published — everything a visitor's browser needs to draw again and compare (docs/raffle-draw-verification.md).
 * The entry list names tickets by their opaque id only: no customer, no personal data.
 */
import type { LotteryDrawEntriesDto, LotteryDrawVerificationDto } from '@lottoshop/contracts/results';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { getGameDefinition } from '../catalog/index.ts';
import { type DrawRef, loadDraw, reached } from '../draws/index.ts';
import { entryLineText, getCommitment, getShopDrawAudit, RNG_CODE_VERSION } from '../results/index.ts';
import { forEachDrawLinePage } from './settlement.settle.ts';

const notVerifiable = () =>
  new DomainError('not_found', {
    message: 'That draw was not drawn by the shop, so there is nothing to verify.',
  });

async function loadShopDraw(ctx: Ctx, ref: DrawRef) {
  const found = await loadDraw(ctx, ref);
  if (found.offer.kind === 'raffle' || found.offer.drawnBy !== 'shop') throw notVerifiable();
  return found;
}

/** GET /draws/{key}/{drawNo}/verification. */
export async function getLotteryDrawVerification(
  ctx: Ctx,
  ref: DrawRef,
): Promise<LotteryDrawVerificationDto> {
  const { draw, offer } = await loadShopDraw(ctx, ref);
  const definition = await getGameDefinition(ctx, { offerId: offer.id, drawNo: draw.drawNo });
  if (!definition) throw notVerifiable();
  const commitment = await getCommitment(ctx, draw.id);
  const drawn = reached(draw.status, 'DRAW_DRAWN') ? await getShopDrawAudit(ctx, draw.id) : null;
  return {
    productOfferKey: offer.key,
    offerName: offer.name,
    drawId: draw.id,
    drawNo: draw.drawNo,
    status: draw.status,
    algorithm: RNG_CODE_VERSION,
    seedHash: commitment?.seedHash ?? null,
    seedCommittedAt: commitment?.committedAt.toISOString() ?? null,
    entriesHash: commitment?.entriesHash ?? null,
    entriesCount: commitment?.entriesCount ?? null,
    seed: drawn ? drawn.seed : null,
    matrix: definition.matrix,
    drawn: drawn ? { main: drawn.main, supplementary: drawn.supplementary, bonus: drawn.bonus } : null,
  };
}

/** GET /draws/{key}/{drawNo}/entries: the frozen entry lines in hashing order, once the entries are frozen. */
export async function getLotteryDrawEntries(ctx: Ctx, ref: DrawRef): Promise<LotteryDrawEntriesDto> {
  const { draw } = await loadShopDraw(ctx, ref);
  const commitment = await getCommitment(ctx, draw.id);
  if (!commitment?.entriesHash) {
    throw new DomainError('not_found', { message: 'The entries are published once sales close.' });
  }
  const lines: string[] = [];
  await forEachDrawLinePage(ctx, draw.id, (page) => {
    for (const line of page) lines.push(entryLineText(line));
  });
  return { drawId: draw.id, lines };
}
