/**
 * The statistics page's parts: the window form (a GET form, `?window=`) and the numbers' sections: hot and cold,
 * overdue, the most and least profitable by division 1 dividend, drawn as SVG on the server and repeated as a table.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import {
  type NumberStatDto,
  type NumberStatisticsDto,
  STATISTICS_WINDOWS,
} from '@lottoshop/contracts/results';
import { NumberBarChart } from './number-charts.tsx';

const TOP = 10;

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

/** The window form: how many of the latest draws to count, with the message of a window that is not one. */
export function StatisticsWindowForm({ window, error }: { window: number; error: string | null }) {
  return (
    <>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Statistics window">
        <label className="flex flex-col text-sm font-semibold">
          Draws to count
          <select
            name="window"
            defaultValue={String(window)}
            className="mt-1 rounded-theme border border-mono/30 bg-white px-3 py-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'window-error' : undefined}
          >
            {STATISTICS_WINDOWS.map((w) => (
              <option key={w} value={w}>
                Latest {w} draws
              </option>
            ))}
            {STATISTICS_WINDOWS.includes(window as (typeof STATISTICS_WINDOWS)[number]) ? null : (
              <option value={window}>Latest {window} draws</option>
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
    </>
  );
}

/** Every section of the statistics of `stats`. */
export function NumberStatisticsSections({ stats, locale }: { stats: NumberStatisticsDto; locale: string }) {
  const sorted = [...stats.main].sort(byDrawn);
  const hot = sorted.slice(0, TOP);
  const cold = sorted.slice(-TOP).reverse();
  const hotSet = new Set(hot.map((s) => s.number));
  const coldSet = new Set(cold.map((s) => s.number));
  const overdue = [...stats.main].sort(byOverdue).slice(0, TOP);
  const drawnOnes = stats.main.filter((s) => s.averageDivisionOne);
  const profitable = [...drawnOnes].sort((a, b) => profit(b) - profit(a) || a.number - b.number);
  return (
    <>
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
    </>
  );
}
