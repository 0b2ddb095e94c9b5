import { Link } from 'react-router';
import { Pager } from '../components/lists/pager.tsx';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { ResultCard } from '../features/results/result-view.tsx';
import { loadPastResults, pricingIdOf, publicIdentity } from '../features/results/results.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { readPageParam, requirePageInRange } from '../lib/paging.ts';
import type { Route } from './+types/lotto-results';

/**
 * /lotto-results/{page?} and /lotto-results/lotteries/{page?} (public): the latest lottery results for the
 * visitor's pricing, 5 draws a page, newest first (spec 2 §7, §9).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page);
  const base = new URL(request.url).pathname.startsWith('/lotto-results/lotteries')
    ? '/lotto-results/lotteries'
    : '/lotto-results';
  const [{ config }, results] = await Promise.all([
    loadPageContext(request),
    loadPastResults(publicIdentity(request), {
      pricingId: pricingIdOf(request),
      page,
      category: 'lotteries',
    }),
  ]);
  requirePageInRange(page, results.pageCount);
  return { ...results, base, locale: config.siteLocale };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Lotto results', siteNameFrom(matches)) },
    {
      name: 'description',
      content: 'The latest Australian lotto results: winning numbers and prizes of every draw.',
    },
  ];
}

export default function LottoResults({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, base, locale } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Lotto results</h1>
      <p className="mt-2 text-mono/80">The latest draws, newest first.</p>
      {items.some((r) => r.demo) ? <DemoResultsNotice /> : null}
      {items.length === 0 ? (
        <div className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="results-empty">
          <p>No results yet. Results appear here as soon as a draw has been drawn.</p>
          <Link
            to="/lotto-tickets"
            className="mt-3 inline-block font-semibold text-action-secondary underline"
          >
            Play the next draw
          </Link>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-4">
          {items.map((r) => (
            <ResultCard key={`${r.productOfferKey}-${r.drawNo}`} result={r} locale={locale} />
          ))}
        </div>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={(p) => `${base}/${p}`} label="Results pages" />
    </div>
  );
}
