import type { RaffleDetailsDto } from '@lottoshop/contracts/raffles';
import { Link } from 'react-router';
import { loadOffers } from '../features/play/offers.server.ts';
import { RaffleTerms } from '../features/raffles/raffle-terms.tsx';
import { loadRaffle } from '../features/raffles/raffles.server.ts';
import { GameRules } from '../features/results/game-rules.tsx';
import { findOffer, publicIdentity } from '../features/results/results.server.ts';
import { loadDrawRules, loadPrizes } from '../features/results/results-area.server.ts';
import { ApiError } from '../lib/api-errors.ts';
import { formatDrawDate } from '../lib/date-format.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import { isDrawNo } from '../lib/resource-id.ts';
import type { Route } from './+types/$productOfferKey.terms-and-conditions';

/**
 * /{productOfferKey}/terms-and-conditions and /{productOfferKey}/terms-and-conditions/{drawNo} (public): the game's
 * rules in force for a draw (the versioned game definition: the matrix, each division and how it is paid), the
 * next draw's when no draw is named, with the shop's own terms (content) linked. A raffle's are its current draw's
 * (features/raffles/raffle-terms.tsx). An unknown offer or draw is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const identity = publicIdentity(request);
  const [{ config }, offer] = await Promise.all([
    loadPageContext(request),
    findOffer(identity, params.productOfferKey),
  ]);
  if (!offer) notFound();
  if (offer.kind === 'raffle') {
    // A raffle's terms are those of its current draw (the one on sale, or the last one).
    let raffle: RaffleDetailsDto;
    try {
      raffle = await loadRaffle(identity, offer.key);
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) notFound();
      throw err;
    }
    if (params.drawNo !== undefined && params.drawNo !== String(raffle.drawNo)) notFound();
    return { kind: 'raffle' as const, raffle, locale: config.siteLocale };
  }
  if (offer.kind !== 'lottery') notFound();
  let drawNo: number | undefined;
  if (params.drawNo !== undefined) {
    if (!isDrawNo(params.drawNo)) notFound();
    drawNo = Number(params.drawNo);
  } else {
    drawNo = (await loadOffers(identity)).find((o) => o.key === offer.key)?.nextDraw?.drawNo;
  }
  if (drawNo === undefined) notFound();
  const [rules, prizes] = await Promise.all([
    loadDrawRules(identity, offer.key, drawNo),
    loadPrizes(identity, offer.key, drawNo),
  ]);
  if (!rules || !prizes || !rules.matrix) notFound();
  return {
    kind: 'lottery' as const,
    offer,
    rules,
    prizes,
    named: params.drawNo !== undefined,
    locale: config.siteLocale,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.kind === 'raffle' ? loaderData.raffle.name : loaderData?.offer.name;
  return [
    {
      title: pageTitle(name ? `${name} terms and conditions` : 'Terms and conditions', siteNameFrom(matches)),
    },
  ];
}

export default function OfferTerms({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'raffle')
    return <RaffleTerms raffle={loaderData.raffle} locale={loaderData.locale} />;
  const { offer, rules, prizes, named, locale } = loaderData;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">{offer.name} terms and conditions</h1>
      <p className="mt-1 text-mono/80" data-testid="terms-draw">
        The rules in force for {named ? '' : 'the next draw, '}draw {prizes.drawNo} (
        {formatDrawDate(prizes.drawDate, locale)}).
      </p>
      <GameRules matrix={rules.matrix!} prizes={prizes} />
      <p className="mt-8 text-sm">
        Every ticket is also bought under the shop&apos;s{' '}
        <Link to="/about/terms-and-conditions" className="text-action-secondary underline">
          terms and conditions
        </Link>
        . Rules change from time to time: each draw is played under the rules in force for it.
      </p>
    </div>
  );
}
