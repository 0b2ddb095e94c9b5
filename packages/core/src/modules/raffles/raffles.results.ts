/**
 * A raffle's published results: each drawn draw's winners by prize (ticket number, first name, suburb and state
 * only), the draw's audit for anyone to verify (commitment, entries hash, the seed once drawn) and its frozen entry
 * list (ticket numbers only, no personal data).
 */

import { RESULT_STATUSES } from '@lottoshop/contracts/draws';
import type { RaffleDrawVerificationDto, RaffleResultDto } from '@lottoshop/contracts/raffles';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import type { Page } from '../../shared/page.ts';
import type { Ctx } from '../../use-case.ts';
import { getProductOffersByIds } from '../catalog/index.ts';
import { type DrawRow, getDrawsByIds, loadDraw } from '../draws/index.ts';
import { publicWinnerNames } from '../identity/index.ts';
import { getCommitment } from '../results/index.ts';
import { listEntryNumbers } from './raffles.draw.ts';
import { postalWinnerNames } from './raffles.postal.ts';
import { listDrawPrizes, loadRaffleOffer } from './raffles.queries.ts';
import { RAFFLE_DRAW_ALGORITHM } from './raffles.rules.ts';
import { raffleDraws, raffleWinners } from './raffles.tables.ts';

type Reader = Pick<Ctx, 'db'>;

async function loadRaffleDraw(ctx: Reader, input: { productOfferKey: string; drawNo: number }) {
  const offer = await loadRaffleOffer(ctx, input.productOfferKey);
  const { draw } = await loadDraw(ctx, { offerKey: offer.key, drawNo: input.drawNo });
  return { offer, draw };
}

/** GET /raffles/{key}/draws/{drawNo}/verification. */
export async function getRaffleDrawVerification(
  ctx: Ctx,
  input: { productOfferKey: string; drawNo: number },
): Promise<RaffleDrawVerificationDto> {
  const { offer, draw } = await loadRaffleDraw(ctx, input);
  const commitment = await getCommitment(ctx, draw.id);
  const [counter] = await ctx.db.select().from(raffleDraws).where(eq(raffleDraws.drawId, draw.id));
  const prizes = await listDrawPrizes(ctx, draw.id);
  const winners = await ctx.db.select().from(raffleWinners).where(eq(raffleWinners.drawId, draw.id));
  const winnerOf = new Map(winners.map((w) => [w.prizeId, w.ticketNo]));
  const drawn = RESULT_STATUSES.includes(draw.status) && counter?.drawnAt != null;
  return {
    productOfferKey: offer.key,
    drawId: draw.id,
    drawNo: draw.drawNo,
    drawName: draw.name ?? `${offer.name} ${draw.drawNo}`,
    status: draw.status,
    algorithm: RAFFLE_DRAW_ALGORITHM,
    seedHash: commitment?.seedHash ?? null,
    seedCommittedAt: commitment?.committedAt.toISOString() ?? null,
    entriesHash: counter?.entriesHash ?? null,
    entriesCount: counter?.entriesCount ?? null,
    seed: drawn ? (commitment?.seed ?? null) : null,
    prizes: prizes.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      winningTicketNo: winnerOf.get(p.id) ?? null,
    })),
  };
}

/** GET /raffles/{key}/draws/{drawNo}/entries: the frozen entry list, once sales are closed and it is frozen. */
export async function getRaffleDrawEntries(
  ctx: Ctx,
  input: { productOfferKey: string; drawNo: number },
): Promise<{ drawId: string; entries: number[] }> {
  const { draw } = await loadRaffleDraw(ctx, input);
  const [counter] = await ctx.db.select().from(raffleDraws).where(eq(raffleDraws.drawId, draw.id));
  if (!counter?.entriesHash) {
    throw new DomainError('not_found', {
      message: 'The entries of this draw are frozen when its sales close.',
    });
  }
  return { drawId: draw.id, entries: await listEntryNumbers(ctx, draw.id) };
}

/**
 * GET /raffles/{key}/draws/{drawNo}/result: one drawn draw with its winners by prize; a draw not drawn yet (or
 * unknown) is not_found.
 */
export async function getRaffleResult(
  ctx: Ctx,
  input: { productOfferKey: string; drawNo: number },
): Promise<RaffleResultDto> {
  const { draw } = await loadRaffleDraw(ctx, input);
  const [result] = RESULT_STATUSES.includes(draw.status) ? await toResultDtos(ctx, [draw]) : [];
  if (!result) {
    throw new DomainError('not_found', { message: 'That draw has not been drawn yet.' });
  }
  return result;
}

/**
 * GET /raffles/results (every raffle) or /raffles/{key}/results: a page of drawn raffle draws, newest first, each
 * with its winners by prize.
 */
export async function listRaffleResults(
  ctx: Ctx,
  input: { productOfferKey?: string; limit: number; offset: number },
): Promise<Page<RaffleResultDto>> {
  const offerId = input.productOfferKey ? (await loadRaffleOffer(ctx, input.productOfferKey)).id : null;
  const drawn = await ctx.db
    .select({ drawId: raffleDraws.drawId, drawnAt: raffleDraws.drawnAt })
    .from(raffleDraws)
    .where(isNotNull(raffleDraws.drawnAt));
  const drawnAt = new Map(drawn.map((r) => [r.drawId, r.drawnAt?.getTime() ?? 0]));
  // Newest drawn first (a raffle drawn early, when it sold out, counts from when it was drawn).
  const all = [...(await getDrawsByIds(ctx, [...drawnAt.keys()])).values()]
    .filter((d) => (offerId === null || d.offerId === offerId) && RESULT_STATUSES.includes(d.status))
    .sort((a, b) => (drawnAt.get(b.id) ?? 0) - (drawnAt.get(a.id) ?? 0) || a.id.localeCompare(b.id));
  const page = all.slice(input.offset, input.offset + input.limit);
  return {
    items: await toResultDtos(ctx, page),
    total: all.length,
    limit: input.limit,
    offset: input.offset,
  };
}

async function toResultDtos(ctx: Reader, draws: readonly DrawRow[]): Promise<RaffleResultDto[]> {
  if (draws.length === 0) return [];
  const ids = draws.map((d) => d.id);
  const offers = await getProductOffersByIds(
    ctx,
    draws.map((d) => d.offerId),
  );
  const winners = await ctx.db.select().from(raffleWinners).where(inArray(raffleWinners.drawId, ids));
  const names = await publicWinnerNames(
    ctx,
    winners.flatMap((w) => (w.customerId ? [w.customerId] : [])),
  );
  // A free postal entry's winner is announced like a buyer: first name, suburb and state.
  const postal = await postalWinnerNames(ctx, ids);
  const counters = await ctx.db.select().from(raffleDraws).where(inArray(raffleDraws.drawId, ids));
  const out: RaffleResultDto[] = [];
  for (const draw of draws) {
    const offer = offers.get(draw.offerId);
    if (!offer) continue;
    const byPrize = new Map(winners.filter((w) => w.drawId === draw.id).map((w) => [w.prizeId, w]));
    const prizes = await listDrawPrizes(ctx, draw.id);
    const counter = counters.find((c) => c.drawId === draw.id);
    out.push({
      productOfferKey: offer.key,
      offerName: offer.name,
      drawNo: draw.drawNo,
      drawName: draw.name ?? `${offer.name} ${draw.drawNo}`,
      // When it was drawn, which is earlier than scheduled when the operator drew it early (sold out).
      drawDate: (counter?.drawnAt ?? draw.drawAt).toISOString(),
      scheduledDate: draw.drawAt.toISOString(),
      featureImage: draw.featureImage,
      entriesCount: counter?.entriesCount ?? 0,
      winners: prizes.flatMap((p) => {
        const w = byPrize.get(p.id);
        const name = w
          ? w.customerId
            ? names.get(w.customerId)
            : postal.get(`${w.drawId}:${w.ticketNo}`)
          : undefined;
        return w && name
          ? [
              {
                prizeName: p.name,
                prizeValue: moneyDto(p.valueMinor, p.currency),
                ticketNo: w.ticketNo,
                ...name,
              },
            ]
          : [];
      }),
    });
  }
  return out;
}
