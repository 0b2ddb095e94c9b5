import { formatMoney } from '@lottoshop/contracts/formatting';
import {
  type NumberStatDto,
  STATISTICS_DEFAULT_WINDOW,
  STATISTICS_MAX_WINDOW,
  STATISTICS_WINDOWS,
} from '@lottoshop/contracts/results';
import { data, Link } from 'react-router';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import { NumberBarChart } from '../features/results/number-charts.tsx';
import { findOffer, publicIdentity } from '../features/results/results.server.ts';
import { loadStatistics } from '../features/results/results-area.server.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/$productOfferKey.statistics';

const WINDOW_MESSAGE = `Choose how many draws to count: a whole number from 1 to ${STATISTICS_MAX_WINDOW}.`;
const TOP = 10;

/** The window asked for (`?window=`), or an error message for a value that is not one. */
function readWindow(raw: string | null): { window: number; error: string | null } {
  if (raw === null || raw === '') return { window: STATISTICS_DEFAULT_WINDOW, error: null };
  if (!/^\d{1,4}$/.test(raw)) return { window: STATISTICS_DEFAULT_WINDOW, error: WINDOW_MESSAGE };
  const n = Number(raw);
  if (n < 1 || n > STATISTICS_MAX_WINDOW) return { window: STATISTICS_DEFAULT_WINDOW, error: WINDOW_MESSAGE };
  return { window: n, error: null };
}

/**
 * /{productOfferKey}/statistics (public, with the commercial_lotteries capability): hot and cold numbers, overdue numbers and the most and least profitable
 * numbers by division 1 dividend over the latest draws (`?window=`, a GET form), drawn as SVG on the server and
 * repeated as a table. A window that is not a number from 1 to 500 says so (400) and shows the default window.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { window, error } = readWindow(new URL(request.url).searchParams.get('window'));
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

const byDrawn = (a: NumberStatDto, b: NumberStatDto) => b.drawn - a.drawn || a.number - b.number;
const byOverdue = (a: NumberStatDto, b: NumberStatDto) =>
  (b.drawsSinceSeen ?? Number.MAX_SAFE_INTEGER) - (a.drawsSinceSeen ?? Number.MAX_SAFE_INTEGER) ||
  a.number - b.number;
const profit = (s: NumberStatDto) => s.averageDivisionOne?.amount ?? 0;

function NumberList({ label, numbers, testId }: { label: string; numbers: NumberStatDto[]; testId: string }) {
  return (
    <div>
      <h3 className="font-bold">{label}</h3>
      <ol className="mt-2 flex flex-wrap gap-1.5" data-testid={testId} aria-label={label}>
        {numbers.map((s) => (
          <li
            key={s.number}
            className="flex size-9 items-center justify-center rounded-full bg-theme-primary text-sm font-bold text-white"
          >
            {s.number}
          </li>
        ))}
      </ol>
    </div>
  );
}

function StatsTable({ caption, stats, locale }: { caption: string; stats: NumberStatDto[]; locale: string }) {
  return (
    <table className="mt-3 w-full text-left text-sm" data-testid="statistics-table">
      <caption className="text-left font-semibold">{caption}</caption>
      <thead className="border-b border-mono/20 text-mono/70">
        <tr>
          <th scope="col" className="py-2 pr-4">
            Number
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Times drawn
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Draws since last drawn
          </th>
          <th scope="col" className="py-2 text-right">
            Average division 1
          </th>
        </tr>
      </thead>
      <tbody>
        {stats.map((s) => (
          <tr key={s.number} className="border-b border-mono/10">
            <th scope="row" className="py-1 pr-4">
              {s.number}
            </th>
            <td className="py-1 pr-4 text-right">{s.drawn}</td>
            <td className="py-1 pr-4 text-right">{s.drawsSinceSeen ?? 'Not drawn'}</td>
            <td className="py-1 text-right">
              {s.averageDivisionOne ? formatMoney(s.averageDivisionOne, locale) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function OfferStatistics({ loaderData }: Route.ComponentProps) {
  const { offer, stats, error, locale } = loaderData;
  const sorted = [...stats.main].sort(byDrawn);
  const hot = sorted.slice(0, TOP);
  const cold = sorted.slice(-TOP).reverse();
  const hotSet = new Set(hot.map((s) => s.number));
  const coldSet = new Set(cold.map((s) => s.number));
  const overdue = [...stats.main].sort(byOverdue).slice(0, TOP);
  const drawnOnes = stats.main.filter((s) => s.averageDivisionOne);
  const profitable = [...drawnOnes].sort((a, b) => profit(b) - profit(a) || a.number - b.number);
  const range = stats.drawsCounted > 0 ? `draws ${stats.firstDrawNo} to ${stats.lastDrawNo}` : 'no draws yet';
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to={`/${offer.key}/results`} className="text-action-secondary hover:underline">
          {offer.name} results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">{offer.name} statistics</h1>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Statistics window">
        <label className="flex flex-col text-sm font-semibold">
          Draws to count
          <select
            name="window"
            defaultValue={String(stats.window)}
            className="mt-1 rounded-theme border border-mono/30 bg-white px-3 py-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'window-error' : undefined}
          >
            {STATISTICS_WINDOWS.map((w) => (
              <option key={w} value={w}>
                Latest {w} draws
              </option>
            ))}
            {STATISTICS_WINDOWS.includes(stats.window as (typeof STATISTICS_WINDOWS)[number]) ? null : (
              <option value={stats.window}>Latest {stats.window} draws</option>
            )}
          </select>
        </label>
        <button type="submit" className="rounded-theme bg-action-primary px-4 py-2 font-bold text-white">
          Show statistics
        </button>
      </form>
      {error ? (
        <p
          id="window-error"
          role="alert"
          className="mt-3 font-semibold text-error"
          data-testid="window-error"
        >
          {error}
        </p>
      ) : null}
      <p className="mt-4" data-testid="statistics-summary">
        Counting the latest {stats.drawsCounted} {stats.drawsCounted === 1 ? 'draw' : 'draws'} ({range}).
      </p>
      {stats.demo ? <DemoResultsNotice /> : null}

      <section aria-labelledby="hot-cold-heading" className="mt-8">
        <h2 id="hot-cold-heading" className="text-xl font-bold text-theme-primary">
          Hot and cold numbers
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <NumberList label="Hot numbers (drawn most)" numbers={hot} testId="hot-numbers" />
          <NumberList label="Cold numbers (drawn least)" numbers={cold} testId="cold-numbers" />
        </div>
        <NumberBarChart
          id="frequency"
          title={`How often each number was drawn in the latest ${stats.drawsCounted} draws`}
          description="One bar per number; the hot numbers are in the accent colour, the cold ones in the light colour."
          stats={stats.main}
          value={(s) => s.drawn}
          unit="times"
          tone={(s) => (hotSet.has(s.number) ? 'hot' : coldSet.has(s.number) ? 'cold' : 'plain')}
        />
      </section>

      <section aria-labelledby="overdue-heading" className="mt-8">
        <h2 id="overdue-heading" className="text-xl font-bold text-theme-primary">
          Overdue numbers
        </h2>
        <NumberList label="Longest since last drawn" numbers={overdue} testId="overdue-numbers" />
        <NumberBarChart
          id="overdue"
          title="Draws since each number was last drawn"
          description={`One bar per number; a number not drawn in the window counts as ${stats.drawsCounted} draws.`}
          stats={stats.main}
          value={(s) => s.drawsSinceSeen ?? stats.drawsCounted}
          unit="draws since last drawn"
          tone={() => 'plain'}
        />
      </section>

      <section aria-labelledby="profit-heading" className="mt-8">
        <h2 id="profit-heading" className="text-xl font-bold text-theme-primary">
          Most and least profitable numbers
        </h2>
        <p className="mt-1 text-sm">
          By the average division 1 dividend of the draws each number was drawn in.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <NumberList label="Most profitable" numbers={profitable.slice(0, 5)} testId="most-profitable" />
          <NumberList
            label="Least profitable"
            numbers={profitable.slice(-5).reverse()}
            testId="least-profitable"
          />
        </div>
      </section>

      <details className="mt-8 rounded-theme bg-theme-tertiary p-4" open>
        <summary className="cursor-pointer font-bold">Every number as a table</summary>
        <StatsTable caption="Main numbers" stats={stats.main} locale={locale} />
        {stats.bonus.length > 0 ? (
          <StatsTable caption="Powerball" stats={stats.bonus} locale={locale} />
        ) : null}
      </details>
    </div>
  );
}
