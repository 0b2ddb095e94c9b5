import { formatJackpot } from '@lottoshop/contracts/formatting';
import { ShopLink } from '../../components/shell/shop-link.tsx';
import type { RecommendedPlay } from './recommended.server.ts';

function usualTicket(play: RecommendedPlay): string {
  if (play.kind === 'raffle') return `${play.numGames} ${play.numGames === 1 ? 'ticket' : 'tickets'}`;
  const games = `${play.gameOffer}, ${play.numGames} ${play.numGames === 1 ? 'game' : 'games'}`;
  return play.numDraws > 1 ? `${games}, ${play.numDraws} draws` : games;
}

function whyShown(play: RecommendedPlay): string {
  if (play.reason === 'featured') return 'Popular in the shop';
  return `You've played this ${play.timesBought === 1 ? 'once' : `${play.timesBought} times`}`;
}

/**
 * "Play again" on the account page (spec 2 §7 GET /orders/recommended): the customer's usual tickets with their
 * next draws, then the shop's featured offers; each opens its play screen, with their favourite numbers when saved.
 */
export function RecommendedPlays({ plays, locale }: { plays: RecommendedPlay[]; locale: string }) {
  if (plays.length === 0) return null;
  const anyHistory = plays.some((p) => p.reason === 'history');
  return (
    <section aria-labelledby="play-again-heading" className="mt-10" data-testid="recommended-plays">
      <h2 id="play-again-heading" className="text-xl font-bold text-theme-primary">
        {anyHistory ? 'Play again' : 'Recommended for you'}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {plays.map((play) => (
          <li key={play.productOfferKey} className="flex flex-col rounded-theme p-4 ring-1 ring-black/10">
            <p className="font-bold">{play.productOfferName}</p>
            <p className="text-sm text-mono/80">{whyShown(play)}</p>
            <p className="mt-2 text-sm">{usualTicket(play)}</p>
            <p className="text-sm text-mono/80">{play.drawLabel}</p>
            {play.nextDraw.jackpot ? (
              <p className="mt-1 font-extrabold text-theme-primary">
                {formatJackpot(play.nextDraw.jackpot, { locale, condensed: true })}
              </p>
            ) : null}
            {play.hasFavouriteNumbers ? <p className="text-sm">With your favourite numbers</p> : null}
            <ShopLink
              to={play.href}
              className="mt-auto pt-3 font-semibold text-action-secondary hover:underline"
            >
              Play {play.productOfferName}
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
