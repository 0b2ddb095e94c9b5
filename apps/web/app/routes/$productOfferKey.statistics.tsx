import { data, Link } from 'react-router';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { NumberStatisticsSections, StatisticsWindowForm } from '../features/results/number-statistics.tsx';
import { findOffer, publicIdentity } from '../features/results/results.server.ts';
import { loadStatistics } from '../features/results/results-area.server.ts';
import { readStatisticsWindow } from '../features/results/statistics-window.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/$productOfferKey.statistics';

/**
 * /{productOfferKey}/statistics (public, with the commercial_lotteries capability): hot and cold numbers, overdue numbers and the most and least profitable
 * numbers by division 1 dividend over the latest draws (`?window=`, a GET form), drawn as SVG on the server and
 * repeated as a table. A window that is not a number from 1 to 500 says so (400) and shows the default window.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { window, error } = readStatisticsWindow(new URL(request.url).searchParams.get('window'));
  const identity = publicIdentity(request);
  const [{ config, capabilities }, offer] = await Promise.all([
    loadPageContext(request),
    findOffer(identity, params.productOfferKey),
  ]);
  // Statistics are a commercial lotteries' page (spec 1 §2 gating table).
  requireCapability(capabilities, 'commercial_lotteries');
  if (offer?.kind !== 'lottery') notFound();
  const stats = await loadStatistics(identity, offer.key, window);
  return data({ offer, stats, error, locale: config.siteLocale }, { status: error ? 400 : 200 });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.offer.name;
  return [{ title: pageTitle(name ? `${name} statistics` : 'Statistics', siteNameFrom(matches)) }];
}

export default function OfferStatistics({ loaderData }: Route.ComponentProps) {
  const { offer, stats, error, locale } = loaderData;
  const range = stats.drawsCounted > 0 ? `draws ${stats.firstDrawNo} to ${stats.lastDrawNo}` : 'no draws yet';
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to={`/${offer.key}/results`} className="text-action-secondary hover:underline">
          {offer.name} results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">{offer.name} statistics</h1>
      <StatisticsWindowForm window={stats.window} error={error} />
      <p className="mt-4" data-testid="statistics-summary">
        Counting the latest {stats.drawsCounted} {stats.drawsCounted === 1 ? 'draw' : 'draws'} ({range}).
      </p>
      {stats.demo ? <DemoResultsNotice /> : null}

      <NumberStatisticsSections stats={stats} locale={locale} />
    </div>
  );
}
