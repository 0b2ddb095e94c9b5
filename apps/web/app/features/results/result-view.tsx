import { formatJackpot, formatMoney } from '@lottoshop/contracts/formatting';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { divisionOnePrize } from '@lottoshop/contracts/results-figures';
import { Link } from 'react-router';
import {
  cellVisibility,
  PhoneOnly,
  type TableColumn,
  TableHead,
} from '../../components/lists/table-head.tsx';
import { formatDrawDate } from '../../lib/date-format.ts';
import { DrawnNumbers } from './number-balls.tsx';

export function drawResultPath(result: { productOfferKey: string; drawNo: number }): string {
  return `/${result.productOfferKey}/results/draw/${result.drawNo}`;
}

/** One draw in a list of results: the offer, draw number and date, the drawn numbers and the division 1 dividend. */
export function ResultCard({
  result,
  locale,
  showOffer = true,
}: {
  result: DrawResultDto;
  locale: string;
  showOffer?: boolean;
}) {
  const title = showOffer ? `${result.productOfferName} draw ${result.drawNo}` : `Draw ${result.drawNo}`;
  const divisionOne = divisionOnePrize(result);
  return (
    <article
      className="rounded-theme border border-mono/15 bg-white p-5 shadow-theme"
      data-testid="result-card"
      aria-label={title}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-theme-primary">
          {showOffer ? (
            <Link to={`/${result.productOfferKey}/results`} className="hover:underline">
              {result.productOfferName}
            </Link>
          ) : null}{' '}
          <span className={showOffer ? 'font-semibold text-mono/80' : ''}>Draw {result.drawNo}</span>
        </h2>
        <p className="text-sm text-mono/80">{formatDrawDate(result.drawDate, locale)}</p>
      </header>
      <div className="mt-4">
        <DrawnNumbers numbers={result.numbers} />
      </div>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        {divisionOne ? (
          <span>
            Division 1: <strong data-testid="division-one">{formatMoney(divisionOne, locale)}</strong>
          </span>
        ) : (
          <span />
        )}
        <Link to={drawResultPath(result)} className="font-semibold text-action-secondary hover:underline">
          Full results for draw {result.drawNo}
        </Link>
      </footer>
    </article>
  );
}

const DIVISION_COLUMNS: TableColumn[] = [
  { label: 'Division' },
  { label: 'To win', fromSm: true },
  { label: 'Winners', numeric: true },
  { label: 'Prize per winner', numeric: true },
];

/** One draw's full result: drawn numbers, every division's winners and dividend, and the draw's audit. */
export function FullResult({ result, locale }: { result: DrawResultDto; locale: string }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="numbers-heading">
        <h2 id="numbers-heading" className="mb-3 text-xl font-bold text-theme-primary">
          Winning numbers
        </h2>
        <DrawnNumbers numbers={result.numbers} />
        {result.jackpot ? (
          <p className="mt-3">
            Advertised jackpot:{' '}
            <strong data-testid="result-jackpot">{formatJackpot(result.jackpot, { locale })}</strong>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="dividends-heading">
        <h2 id="dividends-heading" className="mb-3 text-xl font-bold text-theme-primary">
          Prize divisions
        </h2>
        {result.divisions.length === 0 ? (
          <p>Dividends for this draw have not been declared yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="divisions">
              <TableHead columns={DIVISION_COLUMNS} />
              <tbody>
                {result.divisions.map((d) => (
                  <tr key={d.division} className="border-b border-mono/10">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      Division {d.division}
                      <PhoneOnly>{d.description}</PhoneOnly>
                    </th>
                    <td className={`py-2 pr-4 ${cellVisibility(DIVISION_COLUMNS[1])}`}>{d.description}</td>
                    <td className="py-2 pr-4 text-right">{d.winners.toLocaleString(locale)}</td>
                    <td
                      className="py-2 text-right font-semibold whitespace-nowrap"
                      data-testid="division-prize"
                    >
                      {formatMoney(d.prize, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {result.source === 'shop_rng' && result.audit ? (
        <section aria-labelledby="audit-heading" className="rounded-theme bg-theme-tertiary p-5 text-sm">
          <h2 id="audit-heading" className="mb-2 text-lg font-bold text-theme-primary">
            How this draw was made
          </h2>
          <p className="mb-3">
            The shop drew these numbers itself. Before sales closed it published the hash of a secret seed;
            the numbers come from that seed and the list of entries, so anyone can check them once the seed is
            revealed.
          </p>
          <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="font-semibold">Seed hash (published before the draw)</dt>
            <dd className="font-mono break-all" data-testid="audit-seed-hash">
              {result.audit.seedHash}
            </dd>
            <dt className="font-semibold">Seed</dt>
            <dd className="font-mono break-all" data-testid="audit-seed">
              {result.audit.seed ?? 'Not revealed yet'}
            </dd>
            {result.audit.entriesHash ? (
              <>
                <dt className="font-semibold">Entries hash</dt>
                <dd className="font-mono break-all">{result.audit.entriesHash}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : (
        <p className="text-sm text-mono/70">Official result.</p>
      )}
    </div>
  );
}
