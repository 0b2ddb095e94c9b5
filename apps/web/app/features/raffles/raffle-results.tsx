/**
 * Raffle results (spec 1 §2 raffle results with `?page` and `?tab=winners`): each drawn draw with the winning
 * ticket of every prize; the winners tab adds the winner's first name and suburb and state — nothing else of them.
 */
import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { RaffleResultDto } from '@lottoshop/contracts/raffles';
import { Link } from 'react-router';
import { Pager } from '../../components/lists/pager.tsx';

export type RaffleResultsTab = 'results' | 'winners';

export function readRaffleTab(value: string | null): RaffleResultsTab {
  return value === 'winners' ? 'winners' : 'results';
}

export function RaffleResultsTabs({ tab, base }: { tab: RaffleResultsTab; base: string }) {
  const link = (to: RaffleResultsTab, label: string) => (
    <Link
      to={to === 'winners' ? `${base}?tab=winners` : base}
      aria-current={tab === to ? 'page' : undefined}
      className={`rounded-theme px-4 py-2 font-semibold ${tab === to ? 'bg-theme-primary text-white' : 'bg-theme-tertiary'}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Results or winners" className="mt-6 flex gap-2">
      {link('results', 'Results')}
      {link('winners', 'Winners')}
    </nav>
  );
}

/** Drawn before its scheduled time (the operator drew it early, e.g. sold out) by more than a minute. */
const drawnEarly = (r: RaffleResultDto) =>
  new Date(r.scheduledDate).getTime() - new Date(r.drawDate).getTime() > 60_000;

export function RaffleResultCard({
  result,
  tab,
  locale,
  linkToDraw = true,
}: {
  result: RaffleResultDto;
  tab: RaffleResultsTab;
  locale: string;
  /** Whether the draw's name links to its own page (not on that page). */
  linkToDraw?: boolean;
}) {
  return (
    <article
      className="rounded-theme bg-white p-5 shadow-theme ring-1 ring-black/5"
      data-testid="raffle-result"
    >
      <h2 className="text-xl font-bold text-theme-primary">
        {linkToDraw ? (
          <Link to={`/${result.productOfferKey}/results/draw/${result.drawNo}`} className="hover:underline">
            {result.drawName}
          </Link>
        ) : (
          result.drawName
        )}
      </h2>
      <p className="text-sm text-mono/80" data-testid="raffle-drawn-at">
        Drawn {formatDrawDateTime(result.drawDate, { locale })} from{' '}
        {result.entriesCount.toLocaleString(locale)} entries
        {drawnEarly(result) ? ` (it was due ${formatDrawDateTime(result.scheduledDate, { locale })})` : ''}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Winning ticket</th>
            {tab === 'winners' ? <th scope="col">Winner</th> : null}
          </tr>
        </thead>
        <tbody>
          {result.winners.map((w) => (
            <tr key={`${w.prizeName}-${w.ticketNo}`} data-testid="raffle-winner">
              <td>
                {w.prizeName} <span className="text-mono/70">({formatMoney(w.prizeValue, locale)})</span>
              </td>
              <td className="font-mono">#{w.ticketNo}</td>
              {tab === 'winners' ? (
                <td>
                  {w.firstName}, {w.suburb} {w.state}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <Link
        to={`/${result.productOfferKey}/results/draw/${result.drawNo}/verify`}
        className="mt-3 inline-block text-sm font-semibold text-action-secondary underline"
      >
        Verify this draw
      </Link>
    </article>
  );
}

/** One raffle's results page: its drawn draws with the winning tickets, 5 a page, and the tab naming the winners. */
export function RaffleOfferResults({
  raffle,
  offer,
  locale,
}: {
  raffle: { items: RaffleResultDto[]; tab: RaffleResultsTab; page: number; pageCount: number };
  offer: { key: string; name: string };
  locale: string;
}) {
  const base = `/${offer.key}/results`;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to="/lotto-results/raffles" className="text-action-secondary hover:underline">
          All raffle results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">{offer.name} results</h1>
      <RaffleResultsTabs tab={raffle.tab} base={base} />
      {raffle.items.length === 0 ? (
        <p className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="results-empty">
          No {offer.name} draws have been drawn yet.
        </p>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          {raffle.items.map((r) => (
            <RaffleResultCard key={r.drawNo} result={r} tab={raffle.tab} locale={locale} />
          ))}
        </div>
      )}
      <Pager
        page={raffle.page}
        pageCount={raffle.pageCount}
        hrefFor={(p) => `${base}?page=${p}${raffle.tab === 'winners' ? '&tab=winners' : ''}`}
        label={`${offer.name} results pages`}
      />
    </div>
  );
}
