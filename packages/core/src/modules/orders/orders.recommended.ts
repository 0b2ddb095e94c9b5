/**
 * GET /orders/recommended: what the signed-in customer might play next. Offers from their own paid history come
 * first (most purchases, then most recent), each with their usual ticket and the next draw they can buy; the rest
 * of the list is the shop's featured offers in display order (decision 049). An offer no longer sold online, or
 * with no draw that can be bought now, is left out.
 */
import type { GameType } from '@lottoshop/contracts/catalog';
import type { RecommendedPlayDto } from '@lottoshop/contracts/recommended';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { type CatalogueOffer, listCatalogue, SELLABLE_GAME_TYPES } from '../catalog/index.ts';
import { type DrawRow, getNextDraws, purchaseStatusOf, toDrawDto } from '../draws/index.ts';
import { readFavouriteNumbers } from '../identity/index.ts';
import { listOfferHistory, type OfferHistory, type UsualTicket } from './orders.play-history.ts';

const BUYABLE = new Set(['open', 'pre_order']);

type SoldNow = { gameType: GameType; gameOffer: string; routeSuffix: string | null; numGames: number };

/**
 * The usual ticket as the offer sells it online now. A lottery: the usual entry type if still sold online, else its
 * first one, with the games kept within that type's range (its default when featured); none when nothing is sold
 * online. A raffle: its tickets, as many as usual (one when featured).
 */
function asSoldNow(entry: CatalogueOffer, usual: UsualTicket | null): SoldNow | null {
  if (entry.offer.kind === 'raffle') {
    return { gameType: 'standard', gameOffer: 'Ticket', routeSuffix: null, numGames: usual?.numGames ?? 1 };
  }
  const types = entry.dto.gameTypes.filter((t) => SELLABLE_GAME_TYPES.has(t.gameType));
  const type = types.find((t) => t.gameType === usual?.gameType) ?? types[0];
  if (!type) return null;
  const wanted = usual?.gameType === type.gameType ? usual.numGames : type.defaultGames;
  return {
    gameType: type.gameType,
    gameOffer: type.name,
    routeSuffix: type.routeSuffix,
    numGames: Math.min(type.maxGames, Math.max(type.minGames, wanted)),
  };
}

export async function listRecommendedPlays(
  ctx: Ctx,
  input: { limit: number },
): Promise<RecommendedPlayDto[]> {
  const customerId = customerIdOf(ctx);
  const now = ctx.clock.now();
  const [catalogue, history, favourites] = await Promise.all([
    listCatalogue(ctx),
    listOfferHistory(ctx, customerId),
    readFavouriteNumbers(ctx, customerId),
  ]);
  const nextDraws = await getNextDraws(ctx, { offerIds: catalogue.map((c) => c.offer.id), now });
  const byId = new Map(catalogue.map((c) => [c.offer.id, c]));

  const play = (
    entry: CatalogueOffer,
    draw: DrawRow,
    past: OfferHistory | null,
  ): RecommendedPlayDto | null => {
    const sold = asSoldNow(entry, past?.usual ?? null);
    if (!sold) return null;
    return {
      productOfferKey: entry.offer.key,
      productOfferName: entry.offer.name,
      brandName: entry.offer.brandName,
      kind: entry.offer.kind,
      reason: past ? 'history' : 'featured',
      ...sold,
      numDraws: past?.usual.numDraws ?? 1,
      timesBought: past?.timesBought ?? 0,
      lastBoughtAt: past?.lastBoughtAt.toISOString() ?? null,
      hasFavouriteNumbers: (favourites[entry.offer.key]?.length ?? 0) > 0,
      nextDraw: toDrawDto(draw, entry.offer.key, now),
    };
  };

  const plays: RecommendedPlayDto[] = [];
  const seen = new Set<string>();
  const consider = (offerId: string, past: OfferHistory | null) => {
    const entry = byId.get(offerId);
    const draw = nextDraws.get(offerId);
    if (plays.length >= input.limit || seen.has(offerId) || !entry || !draw) return;
    if (!BUYABLE.has(purchaseStatusOf(draw, now))) return;
    const recommended = play(entry, draw, past);
    if (!recommended) return;
    seen.add(offerId);
    plays.push(recommended);
  };
  for (const past of history) consider(past.offerId, past);
  for (const entry of catalogue) consider(entry.offer.id, null);
  return plays;
}
