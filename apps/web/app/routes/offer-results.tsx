import { data, Link } from 'react-router';
import { Pager } from '../components/lists/pager.tsx';
import { ResultCard } from '../features/results/result-view.tsx';
import {
  findOffer,
  loadPastResults,
  pricingIdOf,
  publicIdentity,
} from '../features/results/results.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound, readPageParam, requirePageInRange } from '../lib/paging.ts';
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
