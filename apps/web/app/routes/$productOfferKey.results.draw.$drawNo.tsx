import { data, Link } from 'react-router';
import { RaffleResultCard } from '../features/raffles/raffle-results.tsx';
import { loadRaffleResult } from '../features/raffles/raffles.server.ts';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { FullResult } from '../features/results/result-view.tsx';
import { loadFullResult, publicIdentity } from '../features/results/results.server.ts';
import { loadCustomerFullResult } from '../features/results/results-area.server.ts';
import { YourEntries } from '../features/results/your-entries.tsx';
import { formatDrawDate } from '../lib/date-format.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/$productOfferKey.results.draw.$drawNo';

/**
 * /{productOfferKey}/results/draw/{drawNo} (public): one draw's full result — drawn numbers, each division's
 * winners and dividend, the jackpot, and for draws the shop made itself the seed commitment and the seed. Signed
 * in, it is the customer's variant (GET /v2/draw/full_result_customer) with their own lines and wins marked.
 * A raffle's drawn draw shows its winning tickets, with the winners (first name, suburb and state) and a link to
 * verify it. An unknown offer, or a draw without results, is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  const identity = publicIdentity(request);
  const [{ config }, mine] = await Promise.all([
    loadPageContext(request),
    loadCustomerFullResult(session, params.productOfferKey, params.drawNo),
  ]);
  const result = mine ?? (await loadFullResult(identity, params.productOfferKey, params.drawNo));
  if (!result) {
    const raffle = await loadRaffleResult(identity, params.productOfferKey, params.drawNo);
    if (!raffle) notFound();
    return data({ raffle, locale: config.siteLocale }, { headers: session.headers() });
  }
  return data({ result, mine, locale: config.siteLocale }, { headers: session.headers() });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (loaderData && 'raffle' in loaderData) {
    return [{ title: pageTitle(`${loaderData.raffle.drawName} results`, siteNameFrom(matches)) }];
  }
  const r = loaderData?.result;
  const title = r ? `${r.productOfferName} draw ${r.drawNo} results` : 'Results';
  return [{ title: pageTitle(title, siteNameFrom(matches)) }];
}

export default function OfferResultDraw({ loaderData }: Route.ComponentProps) {
  if ('raffle' in loaderData) {
    const { raffle, locale } = loaderData;
    return (
      <div className="mx-auto max-w-4xl py-10">
        <p className="text-sm">
          <Link to={`/${raffle.productOfferKey}/results`} className="text-action-secondary hover:underline">
            {raffle.offerName} results
          </Link>
        </p>
        <h1 className="mt-2 mb-6 text-3xl font-extrabold text-theme-primary">{raffle.drawName} results</h1>
        <RaffleResultCard result={raffle} tab="winners" locale={locale} linkToDraw={false} />
        <p className="mt-6 text-sm">
          <Link
            to={`/${raffle.productOfferKey}/terms-and-conditions`}
            className="text-action-secondary hover:underline"
          >
            {raffle.offerName} terms and conditions
          </Link>
        </p>
      </div>
    );
  }
  const { result, mine, locale } = loaderData;
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
      {result.demo ? <DemoResultsNotice /> : null}
      {mine ? (
        <div className="mb-8">
          <YourEntries result={mine} locale={locale} />
        </div>
      ) : null}
      <FullResult result={result} locale={locale} />
      <p className="mt-6 text-sm">
        <Link
          to={`/${result.productOfferKey}/winners?draw=${result.drawNo}`}
          className="text-action-secondary hover:underline"
        >
          Winners of draw {result.drawNo}
        </Link>
        {' · '}
        <Link
          to={`/${result.productOfferKey}/terms-and-conditions/${result.drawNo}`}
          className="text-action-secondary hover:underline"
        >
          Rules of draw {result.drawNo}
        </Link>
      </p>
    </div>
  );
}
