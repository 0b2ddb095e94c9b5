import { Link } from 'react-router';
import { FullResult } from '../features/results/result-view.tsx';
import { loadFullResult, publicIdentity } from '../features/results/results.server.ts';
import { formatDrawDate } from '../lib/date-format.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/offer-result-draw';

/**
 * /{productOfferKey}/results/draw/{drawNo} (public): one draw's full result — drawn numbers, each division's
 * winners and dividend, the jackpot, and for draws the shop made itself the seed commitment and the seed.
 * An unknown offer, or a draw without results, is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const [{ config }, result] = await Promise.all([
    loadPageContext(request),
    loadFullResult(publicIdentity(request), params.productOfferKey, params.drawNo),
  ]);
  if (!result) notFound();
  return { result, locale: config.siteLocale };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const r = loaderData?.result;
  const title = r ? `${r.productOfferName} draw ${r.drawNo} results` : 'Results';
  return [{ title: pageTitle(title, siteNameFrom(matches)) }];
}

export default function OfferResultDraw({ loaderData }: Route.ComponentProps) {
  const { result, locale } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to={`/${result.productOfferKey}/results`} className="text-action-secondary hover:underline">
          {result.productOfferName} results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">
        {result.productOfferName} draw {result.drawNo}
      </h1>
      <p className="mt-1 mb-8 text-mono/80">{formatDrawDate(result.drawDate, locale)}</p>
      <FullResult result={result} locale={locale} />
    </div>
  );
}
