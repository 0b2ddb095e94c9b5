import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link } from 'react-router';
import { Pager } from '../components/lists/pager.tsx';
import { RaffleResultCard, RaffleResultsTabs, readRaffleTab } from '../features/raffles/raffle-results.tsx';
import { loadRaffleResults } from '../features/raffles/raffles.server.ts';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { ResultCard } from '../features/results/result-view.tsx';
import {
  findOffer,
  loadPastResults,
  pricingIdOf,
  publicIdentity,
} from '../features/results/results.server.ts';
import { loadCustomerPastResults } from '../features/results/results-area.server.ts';
import { SHOP_TIME_ZONE } from '../lib/date-format.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound, pageCountOf, readPageParam, requirePageInRange } from '../lib/paging.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/$productOfferKey.results';

/** This month in Sydney as the archive names it (YYYY-MM). */
function archiveMonth(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).format(now);
}

/**
 * /{productOfferKey}/results (public): one product offer's past draws, 5 a page (`?page=`), newest first.
 * An unknown offer is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = readPageParam(new URL(request.url).searchParams.get('page'));
  const identity = publicIdentity(request);
  const [{ config }, offer] = await Promise.all([
    loadPageContext(request),
    findOffer(identity, params.productOfferKey),
  ]);
  if (!offer) notFound();
  if (offer.kind === 'raffle') {
    // A raffle's results: its drawn draws with the winning tickets; ?tab=winners names the winners.
    const tab = readRaffleTab(new URL(request.url).searchParams.get('tab'));
    const raffles = await loadRaffleResults(identity, { key: offer.key, page, perPage: 5 });
    const pageCount = pageCountOf(raffles.total, 5);
    requirePageInRange(page, pageCount);
    return data({ raffle: { ...raffles, tab, page, pageCount }, offer, locale: config.siteLocale });
  }
  // Signed in: the customer's variant (GET /v2/draws/past_customer/{key}) marks their own entries and wins.
  const session = requestSession(request, context);
  const mine = await loadCustomerPastResults(session, offer.key, page);
  const results =
    mine ??
    (await loadPastResults(identity, {
      pricingId: pricingIdOf(request),
      page,
      offerKey: offer.key,
    }));
  requirePageInRange(page, results.pageCount);
  const wins = new Map(
    (mine?.items ?? []).map((r) => [
      r.drawNo,
      { lines: r.customerData.orders.reduce((n, o) => n + o.lines.length, 0), won: r.customerData.totalWon },
    ]),
  );
  return data(
    { ...results, offer, locale: config.siteLocale, mine: Object.fromEntries(wins), archive: archiveMonth() },
    { headers: session.headers() },
  );
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.offer.name;
  return [{ title: pageTitle(name ? `${name} results` : 'Results', siteNameFrom(matches)) }];
}

export default function OfferResults({ loaderData }: Route.ComponentProps) {
  if ('raffle' in loaderData) {
    const { raffle, offer, locale } = loaderData;
    const base = `/${offer.key}/results`;
    return (
      <div className="mx-auto max-w-4xl py-10">
        <p className="text-sm">
          <Link to="/lotto-results/raffles" className="text-action-secondary hover:underline">
            All raffle results
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">{offer.name} results</h1>
        <RaffleResultsTabs tab={raffle.tab} base={base} />
        {raffle.items.length === 0 ? (
          <p className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="results-empty">
            No {offer.name} draws have been drawn yet.
          </p>
        ) : (
          <div className="mt-6 flex flex-col gap-4">
            {raffle.items.map((r) => (
              <RaffleResultCard key={r.drawNo} result={r} tab={raffle.tab} locale={locale} />
            ))}
          </div>
        )}
        <Pager
          page={raffle.page}
          pageCount={raffle.pageCount}
          hrefFor={(p) => `${base}?page=${p}${raffle.tab === 'winners' ? '&tab=winners' : ''}`}
          label={`${offer.name} results pages`}
        />
      </div>
    );
  }
  const { items, page, pageCount, offer, locale, mine, archive } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to="/lotto-results" className="text-action-secondary hover:underline">
          All results
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-theme-primary">{offer.name} results</h1>
        <Link
          to={`/${offer.key}`}
          className="rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
        >
          Play {offer.name}
        </Link>
      </div>
      <nav
        aria-label={`More about ${offer.name}`}
        className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold"
      >
        <Link to={`/${offer.key}/results/${archive}`} className="text-action-secondary hover:underline">
          Results archive
        </Link>
        <Link to={`/${offer.key}/statistics`} className="text-action-secondary hover:underline">
          Number statistics
        </Link>
        <Link to={`/${offer.key}/winners`} className="text-action-secondary hover:underline">
          Winners
        </Link>
        <Link to={`/${offer.key}/terms-and-conditions`} className="text-action-secondary hover:underline">
          Game rules
        </Link>
      </nav>
      {items.some((r) => r.demo) ? <DemoResultsNotice /> : null}
      {items.length === 0 ? (
        <div className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="results-empty">
          <p>No {offer.name} draws have been drawn yet.</p>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-4">
          {items.map((r) => {
            const own = mine[r.drawNo];
            return (
              <div key={r.drawNo}>
                <ResultCard result={r} locale={locale} showOffer={false} />
                {own && own.lines > 0 ? (
                  <p className="mt-1 text-sm font-semibold text-theme-primary" data-testid="your-result">
                    Your {own.lines} {own.lines === 1 ? 'line' : 'lines'}:{' '}
                    {own.won.amount > 0 ? `won ${formatMoney(own.won, locale)}` : 'no win'}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `/${offer.key}/results?page=${p}`}
        label={`${offer.name} results pages`}
      />
    </div>
  );
}
