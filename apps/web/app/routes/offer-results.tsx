import { data, Link } from 'react-router';
import { Pager } from '../components/lists/pager.tsx';
import { RaffleResultCard, RaffleResultsTabs, readRaffleTab } from '../features/raffles/raffle-results.tsx';
import { loadRaffleResults } from '../features/raffles/raffles.server.ts';
import { ResultCard } from '../features/results/result-view.tsx';
import {
  findOffer,
  loadPastResults,
  pricingIdOf,
  publicIdentity,
} from '../features/results/results.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound, pageCountOf, readPageParam, requirePageInRange } from '../lib/paging.ts';
import type { Route } from './+types/offer-results';

/**
 * /{productOfferKey}/results (public): one product offer's past draws, 5 a page (`?page=`), newest first.
 * An unknown offer is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
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
  const results = await loadPastResults(identity, {
    pricingId: pricingIdOf(request),
    page,
    offerKey: offer.key,
  });
  requirePageInRange(page, results.pageCount);
  return data({ ...results, offer, locale: config.siteLocale });
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
  const { items, page, pageCount, offer, locale } = loaderData;
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
      {items.length === 0 ? (
        <div className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="results-empty">
          <p>No {offer.name} draws have been drawn yet.</p>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-4">
          {items.map((r) => (
            <ResultCard key={r.drawNo} result={r} locale={locale} showOffer={false} />
          ))}
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
