/**
 * One offer's results page parts: the links to the offer's other results pages, and its past draws with, for a
 * signed-in customer, what their own lines in each draw won.
 */

import { formatMoney } from '@lottoshop/contracts/formatting';
import type { MoneyDto } from '@lottoshop/contracts/money';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { Link } from 'react-router';
import { ResultCard } from './result-view.tsx';

/** The customer's own lines in a draw and what they won, by draw number. */
export type OwnResults = Record<number, { lines: number; won: MoneyDto }>;

export function OfferResultsNav({
  offer,
  archive,
}: {
  offer: { key: string; name: string };
  archive: string;
}) {
  return (
    <nav
      aria-label={`More about ${offer.name}`}
      className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold"
    >
      <Link to={`/${offer.key}/results/${archive}`} className="text-action-secondary hover:underline">
        Results archive
      </Link>
      <Link to={`/${offer.key}/statistics`} className="text-action-secondary hover:underline">
        Number statistics
      </Link>
      <Link to={`/${offer.key}/winners`} className="text-action-secondary hover:underline">
        Winners
      </Link>
      <Link to={`/${offer.key}/terms-and-conditions`} className="text-action-secondary hover:underline">
        Game rules
      </Link>
    </nav>
  );
}

export function OfferResultList({
  items,
  mine,
  offerName,
  locale,
}: {
  items: DrawResultDto[];
  mine: OwnResults;
  offerName: string;
  locale: string;
}) {
  if (items.length === 0) {
    return (
      <div className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="results-empty">
        <p>No {offerName} draws have been drawn yet.</p>
      </div>
    );
  }
  return (
    <div className="mt-8 flex flex-col gap-4">
      {items.map((r) => {
        const own = mine[r.drawNo];
        return (
          <div key={r.drawNo}>
            <ResultCard result={r} locale={locale} showOffer={false} />
            {own && own.lines > 0 ? (
              <p className="mt-1 text-sm font-semibold text-theme-primary" data-testid="your-result">
                Your {own.lines} {own.lines === 1 ? 'line' : 'lines'}:{' '}
                {own.won.amount > 0 ? `won ${formatMoney(own.won, locale)}` : 'no win'}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
