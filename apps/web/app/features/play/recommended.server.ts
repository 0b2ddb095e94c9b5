/**
 * What the signed-in customer might play next (spec 2 §7 GET /orders/recommended): their own usual tickets first,
 * then the shop's featured offers (decision 049), each with the play screen it opens and its next draw in words.
 */
import { capitalisedDrawDatePhrase, formatDrawTime } from '@lottoshop/contracts/draw-dates';
import * as tickets from '@lottoshop/contracts/endpoints/tickets';
import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';
import type { RecommendedPlayDto } from '@lottoshop/contracts/recommended';
import { CUSTOMER_READS_TTL_SECONDS, derivedOnce } from '../../lib/api-cache.server.ts';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import type { OfferCard } from '../content/index.ts';

export type RecommendedPlay = RecommendedPlayDto & {
  /** The play screen with the usual entry type, filled with the customer's favourites when they have some. */
  href: string;
  /** The next draw in words and time ('This Saturday, 7:30 pm'), worked out on the server. */
  drawLabel: string;
};

/** The play screen a recommendation opens. */
export function playHrefOf(
  play: Pick<
    RecommendedPlayDto,
    'productOfferKey' | 'routeSuffix' | 'kind' | 'gameType' | 'hasFavouriteNumbers'
  >,
): string {
  const path = `/${play.productOfferKey}${play.routeSuffix ?? ''}`;
  const favourites = play.kind === 'lottery' && play.gameType === 'standard' && play.hasFavouriteNumbers;
  return favourites ? `${path}?favourite_numbers=true` : path;
}

/**
 * Up to `limit` recommendations for the session's customer; none for a visitor, or when the API refuses the call
 * (the page shows without them; a 5xx is the site-wide error page, spec 1 §8).
 */
export async function loadRecommendedPlays(
  session: RequestSession,
  limit: number,
  opts: { now?: Date; locale?: string } = {},
): Promise<RecommendedPlay[]> {
  if (!session.signedIn) return [];
  const now = opts.now ?? new Date();
  const locale = opts.locale ?? DEFAULT_LOCALE;
  try {
    const res = await call(tickets.recommended, {
      session,
      query: { limit: String(limit) },
      // Shown on every account page view, and changed only by what the customer posts (which drops it).
      customerCacheSeconds: CUSTOMER_READS_TTL_SECONDS,
    });
    // Worked out once per answer (kept 5 s) and minute: a draw's wording changes only on a minute's turn.
    const minute = Math.floor(now.getTime() / 60_000);
    return derivedOnce(res, `recommended-plays ${locale} ${minute}`, () =>
      res.result.map((play) => ({
        ...play,
        href: playHrefOf(play),
        drawLabel: `${capitalisedDrawDatePhrase(play.nextDraw.drawDate, now, { locale })}, ${formatDrawTime(play.nextDraw.drawDate, { locale })}`,
      })),
    );
  } catch (error) {
    if (isApiError(error)) return [];
    throw error;
  }
}

/**
 * The pre-cart drawer's recommended draws for a signed-in customer: their recommendations other than the offer just
 * added, as the drawer lists draws; null for a visitor (the drawer lists the shop's other offers).
 */
export async function loadRecommendedDrawCards(
  session: RequestSession,
  added: string,
  count: number,
): Promise<OfferCard[] | null> {
  if (!session.signedIn) return null;
  const plays = await loadRecommendedPlays(session, count + 1);
  return plays
    .filter((p) => p.productOfferKey !== added)
    .slice(0, count)
    .map(asOfferCard);
}

function asOfferCard(play: RecommendedPlay): OfferCard {
  return {
    key: play.productOfferKey,
    name: play.productOfferName,
    kind: play.kind,
    description: '',
    jackpot: play.nextDraw.jackpot,
    drawDate: play.nextDraw.drawDate,
    ticketPrice: null,
    colours: null,
    href: play.href,
    drawLabel: play.drawLabel,
  };
}
