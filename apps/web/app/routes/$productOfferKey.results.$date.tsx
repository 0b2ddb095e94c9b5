import { ARCHIVE_FIRST_YEAR, ARCHIVE_MONTH_PATTERN } from '@lottoshop/contracts/results';
import { Link } from 'react-router';
import { archiveSlug, currentMonth, MONTHS } from '../features/results/archive-months.ts';
import { ArchiveNav } from '../features/results/archive-nav.tsx';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { ResultCard } from '../features/results/result-view.tsx';
import { findOffer, publicIdentity } from '../features/results/results.server.ts';
import { loadArchive } from '../features/results/results-area.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/$productOfferKey.results.$date';

/**
 * /{productOfferKey}/results/{date} (public): the archive of an offer's results for one month, `date` being
 * `YYYY-MM` (e.g. /saturday_lotto/results/2025-06), with links to the months and years around it. A date that is
 * not a month, a month after this one, or an unknown offer is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const match = ARCHIVE_MONTH_PATTERN.exec(params.date);
  if (!match) notFound();
  const month = { year: Number(match[1]), month: Number(match[2]) };
  const now = currentMonth();
  if (month.year < ARCHIVE_FIRST_YEAR || archiveSlug(month) > archiveSlug(now)) notFound();
  const identity = publicIdentity(request);
  const [{ config }, offer] = await Promise.all([
    loadPageContext(request),
    findOffer(identity, params.productOfferKey),
  ]);
  if (offer?.kind !== 'lottery') notFound();
  const items = await loadArchive(identity, offer.key, month.year, month.month);
  return { offer, items, month, now, locale: config.siteLocale };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle('Results archive', siteNameFrom(matches)) }];
  const { offer, month } = loaderData;
  const title = `${offer.name} results, ${MONTHS[month.month - 1]} ${month.year}`;
  return [{ title: pageTitle(title, siteNameFrom(matches)) }];
}

export default function OfferResultsArchive({ loaderData }: Route.ComponentProps) {
  const { offer, items, month, now, locale } = loaderData;
  const base = `/${offer.key}/results`;
  const monthName = `${MONTHS[month.month - 1]} ${month.year}`;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to={base} className="text-action-secondary hover:underline">
          Latest {offer.name} results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">
        {offer.name} results: {monthName}
      </h1>
      <ArchiveNav base={base} month={month} now={now} />
      {items.some((r) => r.demo) ? <DemoResultsNotice /> : null}
      {items.length === 0 ? (
        <p className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="results-empty">
          No {offer.name} draws were made in {monthName}.
        </p>
      ) : (
        <div className="mt-8 flex flex-col gap-4">
          <p data-testid="archive-count">
            {items.length} {items.length === 1 ? 'draw' : 'draws'} in {monthName}, newest first.
          </p>
          {items.map((r) => (
            <ResultCard key={r.drawNo} result={r} locale={locale} showOffer={false} />
          ))}
        </div>
      )}
    </div>
  );
}
