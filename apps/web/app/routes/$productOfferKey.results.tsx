import { data, Link } from 'react-router';
import { Pager } from '../components/lists/pager.tsx';
import { RaffleOfferResults, readRaffleTab } from '../features/raffles/raffle-results.tsx';
import { loadRaffleResults } from '../features/raffles/raffles.server.ts';
import { archiveSlug, currentMonth } from '../features/results/archive-months.ts';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { OfferResultList, OfferResultsNav } from '../features/results/offer-results.tsx';
import {
  findOffer,
  loadPastResults,
  pricingIdOf,
  publicIdentity,
} from '../features/results/results.server.ts';
import { loadCustomerPastResults } from '../features/results/results-area.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound, pageCountOf, readPageParam, requirePageInRange } from '../lib/paging.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/$productOfferKey.results';

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
    {
      ...results,
      offer,
      locale: config.siteLocale,
      mine: Object.fromEntries(wins),
      archive: archiveSlug(currentMonth()),
    },
    { headers: session.headers() },
  );
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.offer.name;
  return [{ title: pageTitle(name ? `${name} results` : 'Results', siteNameFrom(matches)) }];
}

export default function OfferResults({ loaderData }: Route.ComponentProps) {
  if ('raffle' in loaderData) {
    return <RaffleOfferResults {...loaderData} />;
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
      <OfferResultsNav offer={offer} archive={archive} />
      {items.some((r) => r.demo) ? <DemoResultsNotice /> : null}
      <OfferResultList items={items} mine={mine} offerName={offer.name} locale={locale} />
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `/${offer.key}/results?page=${p}`}
        label={`${offer.name} results pages`}
      />
    </div>
  );
}
