import { ARCHIVE_FIRST_YEAR, ARCHIVE_MONTH_PATTERN } from '@lottoshop/contracts/results';
import { Link } from 'react-router';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { ResultCard } from '../features/results/result-view.tsx';
import { findOffer, publicIdentity } from '../features/results/results.server.ts';
import { loadArchive } from '../features/results/results-area.server.ts';
import { SHOP_TIME_ZONE } from '../lib/date-format.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/$productOfferKey.results.$date';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type Month = { year: number; month: number };
const slug = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;
const shift = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** This month in Sydney (the en-CA format writes it as YYYY-MM). */
function currentMonth(now = new Date()): Month {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

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
  if (month.year < ARCHIVE_FIRST_YEAR || slug(month) > slug(now)) notFound();
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
  const previous = shift(month, -1);
  const next = shift(month, 1);
  const years = Array.from({ length: 5 }, (_, i) => now.year - 4 + i);
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
      <nav
        aria-label="Results archive"
        className="mt-6 flex flex-col gap-3 rounded-theme bg-theme-tertiary p-4"
      >
        <ul aria-label="Years" className="flex flex-wrap gap-2">
          {years.map((year) => (
            <li key={year}>
              <Link
                to={`${base}/${slug({ year, month: year === now.year ? Math.min(month.month, now.month) : month.month })}`}
                aria-current={year === month.year ? 'page' : undefined}
                className={`rounded-theme px-3 py-1 font-semibold ${year === month.year ? 'bg-theme-primary text-white' : 'bg-white text-action-secondary hover:underline'}`}
              >
                {year}
              </Link>
            </li>
          ))}
        </ul>
        <ul aria-label={`Months of ${month.year}`} className="flex flex-wrap gap-2">
          {MONTHS.map((name, i) => {
            const m = { year: month.year, month: i + 1 };
            const future = slug(m) > slug(now);
            const current = i + 1 === month.month;
            return (
              <li key={name}>
                {future ? (
                  <span className="px-2 py-1 text-mono/70">{name}</span>
                ) : (
                  <Link
                    to={`${base}/${slug(m)}`}
                    aria-current={current ? 'page' : undefined}
                    className={`rounded-theme px-2 py-1 ${current ? 'bg-theme-primary font-bold text-white' : 'text-action-secondary hover:underline'}`}
                  >
                    {name}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex justify-between text-sm font-semibold">
          <Link to={`${base}/${slug(previous)}`} className="text-action-secondary hover:underline">
            ← {MONTHS[previous.month - 1]} {previous.year}
          </Link>
          {slug(next) <= slug(now) ? (
            <Link to={`${base}/${slug(next)}`} className="text-action-secondary hover:underline">
              {MONTHS[next.month - 1]} {next.year} →
            </Link>
          ) : null}
        </div>
      </nav>
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
