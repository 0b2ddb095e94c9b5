import type { DrawStatus } from '@lottoshop/contracts/draws';
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { GameLineDto } from '@lottoshop/contracts/games';
import type { LineResultDto, TicketDrawDto, TicketDto } from '@lottoshop/contracts/orders';
import { Link } from 'react-router';
import { formatDateTime, formatDrawDate } from '../../lib/date-format.ts';
import { BallRow, DrawnNumbers, NumberBall } from '../results/index.ts';
import { AUTOPLAY_NOTE, dayPlanText, drawsLeft } from './draw-run.ts';

export const DRAW_STATUS_LABEL: Record<DrawStatus, string> = {
  DRAW_OPEN: 'Open',
  DRAW_CLOSED: 'Closed, waiting for the draw',
  DRAW_DRAWN: 'Drawn, checking tickets',
  DRAW_SCORED: 'Results in',
  DRAW_PAID: 'Prizes paid',
  DRAW_EMAILED: 'Prizes paid',
};

/** The line's result in a scored draw (lines are numbered from 1 in their ticket's order). */
export function lineResultOf(draw: TicketDrawDto, index: number): LineResultDto | undefined {
  return draw.lineResults.find((r) => r.lineNo === index + 1);
}

function LineBalls({ line, result, label }: { line: GameLineDto; result?: LineResultDto; label: string }) {
  const scored = result !== undefined;
  return (
    <BallRow label={label}>
      {line.Numbers.map((n) => {
        const main = result?.matchedNumbers.includes(n) ?? false;
        const supp = result?.matchedSupplementary.includes(n) ?? false;
        return (
          <NumberBall
            key={`n${n}`}
            n={n}
            kind={supp && !main ? 'supplementary' : 'main'}
            matched={scored ? main || supp : undefined}
          />
        );
      })}
      {(line.Powerball ?? []).map((n) => (
        <NumberBall
          key={`p${n}`}
          n={n}
          kind="bonus"
          matched={scored ? (result?.matchedBonus.includes(n) ?? false) : undefined}
        />
      ))}
    </BallRow>
  );
}

/** The games an entry entered, where the ticket lists them: a boxed Strike's 24 orders, a Super Combo's games. */
function EntryGames({ entry }: { entry: TicketDto['entries'][number] }) {
  const games = entry.games ?? [];
  return (
    <details className="w-full" data-testid="entry-games">
      <summary className="cursor-pointer text-sm font-semibold text-theme-primary">
        {entry.label === 'Boxed' ? `All ${games.length} orders played` : `All ${games.length} games played`}
      </summary>
      <ol className="mt-2 flex flex-col gap-1">
        {games.map((game) => (
          <li key={game.lineNo} className="flex items-center gap-3" data-testid="entry-game">
            <span className="w-16 shrink-0 text-sm font-semibold whitespace-nowrap text-mono/70">
              Game {game.lineNo}
            </span>
            <LineBalls line={game} label={`Game ${game.lineNo}`} />
          </li>
        ))}
      </ol>
    </details>
  );
}

/** "2 winning + 1 supp", "4 winning + Powerball"; for Lotto Strike (matched by position) "2 in position". */
function matchSummary(result: LineResultDto, gameType: TicketDto['gameType']): string {
  const byPosition = gameType === 'strike_standard' || gameType === 'strike_boxed';
  const parts = [`${result.matchedNumbers.length} ${byPosition ? 'in position' : 'winning'}`];
  if (result.matchedSupplementary.length > 0) parts.push(`${result.matchedSupplementary.length} supp`);
  if (result.matchedBonus.length > 0) parts.push('Powerball');
  return parts.join(' + ');
}

/**
 * A System N or PowerHit ticket's winning games in a scored draw, by division: each with its entry, its own
 * numbers (the k-subset, the Powerball) and its prize.
 */
function WinningEntryLines({
  ticket,
  draw,
  locale,
}: {
  ticket: TicketDto;
  draw: TicketDrawDto;
  locale: string;
}) {
  if (draw.lineResults.length === 0) {
    return <p className="mt-4 text-mono/80">No winning games in this draw.</p>;
  }
  const labelOf = (entryNo: number | undefined) =>
    ticket.entries.find((e) => e.entryNo === entryNo)?.label ?? 'Entry';
  return (
    <>
      <h4 className="mt-4 font-semibold">Winning games</h4>
      <ol className="mt-2 flex flex-col gap-3">
        {draw.lineResults.map((result) => {
          const line = {
            Numbers: result.numbers ?? [],
            ...(result.bonus?.length ? { Powerball: result.bonus } : {}),
          };
          const name = `${labelOf(result.entryNo)}${ticket.entries.length > 1 ? ` (entry ${result.entryNo})` : ''}, game ${result.lineNo}`;
          return (
            <li
              key={result.lineNo}
              className="flex flex-wrap items-center justify-between gap-3 border-t border-mono/10 pt-3"
              data-testid="winning-line"
            >
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-sm font-semibold text-mono/70">{name}</span>
                <LineBalls line={line} result={result} label={`${name}, draw ${draw.drawNo}`} />
              </div>
              <div className="text-right text-sm">
                <p className="text-mono/70">{matchSummary(result, ticket.gameType)}</p>
                <p className="font-bold text-success" data-testid="line-prize">
                  Division {result.division}
                  {result.prize ? ` · ${formatMoney(result.prize, locale)}` : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

const isScored = (draw: TicketDrawDto) => SCORED_STATUSES.includes(draw.status);

/** A raffle ticket's numbers, each with the prize it won; a pre-order not numbered yet says when it will be. */
function RaffleNumbers({ raffle, locale }: { raffle: NonNullable<TicketDto['raffle']>; locale: string }) {
  if (raffle.numbers.length === 0) {
    return (
      <p data-testid="raffle-numbers-pending">
        A pre-order: your ticket numbers are issued when sales open
        {raffle.numberedFrom ? ` on ${formatDateTime(raffle.numberedFrom, locale)}` : ''}.
      </p>
    );
  }
  return (
    <ol className="flex flex-wrap gap-2" aria-label="Ticket numbers">
      {raffle.numbers.map((n) => (
        <li
          key={n.ticketNo}
          className={`rounded-theme px-3 py-1 font-semibold bg-theme-tertiary ${n.prizeName ? 'border-2 border-success' : ''}`}
          data-testid="raffle-number"
        >
          #{n.ticketNo}
          {n.prizeName ? (
            <span data-testid="raffle-number-prize">
              {' '}
              · Won {n.prizeName}
              {n.prize ? ` (${formatMoney(n.prize, locale)})` : ''}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** What a ticket won, in words for a list: money, a raffle prize by name, or null when it won nothing. */
function winText(ticket: TicketDto, locale: string): string | null {
  const prizes = (ticket.raffle?.numbers ?? []).filter((n) => n.prizeName && !n.prize);
  const parts = ticket.totalPrize.amount > 0 ? [formatMoney(ticket.totalPrize, locale)] : [];
  for (const n of prizes) parts.push(n.prizeName!);
  return parts.length > 0 ? `Won ${parts.join(' and ')}` : null;
}

function DrawBlock({ ticket, draw, locale }: { ticket: TicketDto; draw: TicketDrawDto; locale: string }) {
  const byEntry = ticket.entries.length > 0;
  const scored = byEntry ? isScored(draw) : draw.lineResults.length > 0;
  return (
    <section
      aria-label={`Draw ${draw.drawNo}`}
      className="rounded-theme border border-mono/15 p-5"
      data-testid="ticket-draw"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-theme-primary">
          Draw {draw.drawNo}{' '}
          <span className="font-normal text-mono/80">{formatDrawDate(draw.drawDate, locale)}</span>
        </h3>
        <span className="rounded-full bg-theme-tertiary px-3 py-1 text-sm" data-testid="draw-status">
          {DRAW_STATUS_LABEL[draw.status]}
        </span>
      </header>
      {draw.numbers ? (
        <div className="mt-4">
          <p className="mb-2 text-sm font-semibold text-mono/80">Drawn numbers</p>
          <DrawnNumbers numbers={draw.numbers} />
          <p className="mt-2 text-sm">
            <Link
              to={`/${ticket.productOfferKey}/results/draw/${draw.drawNo}`}
              className="text-action-secondary hover:underline"
            >
              Full results for draw {draw.drawNo}
            </Link>
          </p>
        </div>
      ) : null}
      {ticket.raffle && isScored(draw) ? (
        <p className="mt-2 text-sm">
          <Link
            to={`/${ticket.productOfferKey}/results/draw/${draw.drawNo}`}
            className="text-action-secondary hover:underline"
          >
            Winners of draw {draw.drawNo}
          </Link>
        </p>
      ) : null}
      {scored && byEntry ? <WinningEntryLines ticket={ticket} draw={draw} locale={locale} /> : null}
      {scored && !byEntry ? (
        <ol className="mt-4 flex flex-col gap-3">
          {numberedLines(ticket).map(({ line, lineNo }) => {
            const result = lineResultOf(draw, lineNo - 1);
            return (
              <li
                key={lineNo}
                className="flex flex-wrap items-center justify-between gap-3 border-t border-mono/10 pt-3"
                data-testid="line-result"
              >
                <div className="flex items-center gap-3">
                  <span className="w-16 shrink-0 text-sm font-semibold whitespace-nowrap text-mono/70">
                    Game {lineNo}
                  </span>
                  <LineBalls line={line} result={result} label={`Game ${lineNo}, draw ${draw.drawNo}`} />
                </div>
                <div className="text-right text-sm">
                  {result ? <p className="text-mono/70">{matchSummary(result, ticket.gameType)}</p> : null}
                  {result?.division ? (
                    <p className="font-bold text-success" data-testid="line-prize">
                      Division {result.division}
                      {result.prize ? ` · ${formatMoney(result.prize, locale)}` : ''}
                    </p>
                  ) : (
                    <p className="text-mono/70">No prize</p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {scored ? (
        <p className="mt-4 text-right font-semibold">
          Won in this draw: <span data-testid="draw-prize">{formatMoney(draw.prize, locale)}</span>
        </p>
      ) : null}
    </section>
  );
}

/** The ticket's lines with their numbers in the ticket (from 1), the key of each line's rows. */
function numberedLines(ticket: TicketDto): { line: GameLineDto; lineNo: number }[] {
  return ticket.lines.map((line, index) => ({ line, lineNo: index + 1 }));
}

/** A ticket: what was bought, the numbers, and for each draw its status, numbers, matches and prizes. */
export function TicketView({ ticket, locale }: { ticket: TicketDto; locale: string }) {
  const anyResult =
    ticket.draws.some((d) => d.lineResults.length > 0 || (ticket.entries.length > 0 && isScored(d))) ||
    (ticket.raffle !== null && ticket.draws.some(isScored));
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid gap-x-6 gap-y-2 rounded-theme bg-theme-tertiary p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-mono/70">Game</dt>
          <dd className="font-semibold">{ticket.gameOffer}</dd>
        </div>
        <div>
          <dt className="text-sm text-mono/70">Purchased</dt>
          <dd className="font-semibold">{formatDateTime(ticket.purchasedAt, locale)}</dd>
        </div>
        {ticket.raffle ? (
          <div>
            <dt className="text-sm text-mono/70">Tickets</dt>
            <dd className="font-semibold">{ticket.numGames}</dd>
          </div>
        ) : (
          <div>
            <dt className="text-sm text-mono/70">Games × draws</dt>
            <dd className="font-semibold">
              {ticket.numGames} {ticket.numGames === 1 ? 'game' : 'games'} × {ticket.numDraws}{' '}
              {ticket.numDraws === 1 ? 'draw' : 'draws'}
            </dd>
          </div>
        )}
        {ticket.draws.length > 1 ? (
          <div>
            <dt className="text-sm text-mono/70">Draws left</dt>
            <dd className="font-semibold" data-testid="ticket-draws-left">
              {drawsLeft(ticket.draws)} of {ticket.draws.length}
            </dd>
          </div>
        ) : null}
        {dayPlanText(ticket) ? (
          <div>
            <dt className="text-sm text-mono/70">Days</dt>
            <dd className="font-semibold">{dayPlanText(ticket)}</dd>
          </div>
        ) : null}
        {ticket.autoplay ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-mono/70">Autoplay</dt>
            <dd className="font-semibold" data-testid="ticket-autoplay">
              {AUTOPLAY_NOTE}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-mono/70">Price</dt>
          <dd className="font-semibold" data-testid="ticket-price">
            {formatMoney(ticket.price, locale)}
          </dd>
        </div>
        {anyResult ? (
          <div>
            <dt className="text-sm text-mono/70">Total won</dt>
            <dd className="text-xl font-extrabold text-success" data-testid="ticket-total-prize">
              {formatMoney(ticket.totalPrize, locale)}
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading" className="mb-3 text-xl font-bold text-theme-primary">
          Your numbers
        </h2>
        {ticket.raffle ? (
          <RaffleNumbers raffle={ticket.raffle} locale={locale} />
        ) : ticket.entries.length > 0 ? (
          <ol className="flex flex-col gap-2">
            {ticket.entries.map((entry) => (
              <li
                key={entry.entryNo}
                className="flex flex-wrap items-center gap-3"
                data-testid="ticket-entry"
              >
                <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-mono/70">
                  {entry.label} · {entry.lineCount} games
                </span>
                <LineBalls line={entry} label={`${entry.label}, entry ${entry.entryNo}`} />
                {entry.Favourites && entry.Favourites.length > 0 ? (
                  <LineBalls
                    line={{ Numbers: entry.Favourites }}
                    label={`Favourites, in every game of entry ${entry.entryNo}`}
                  />
                ) : null}
                {entry.games ? <EntryGames entry={entry} /> : null}
              </li>
            ))}
          </ol>
        ) : (
          <ol className="flex flex-col gap-2">
            {numberedLines(ticket).map(({ line, lineNo }) => (
              <li key={lineNo} className="flex items-center gap-3" data-testid="ticket-line">
                <span className="w-16 shrink-0 text-sm font-semibold whitespace-nowrap text-mono/70">
                  Game {lineNo}
                </span>
                <LineBalls line={line} label={`Game ${lineNo}`} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="draws-heading" className="flex flex-col gap-4">
        <h2 id="draws-heading" className="text-xl font-bold text-theme-primary">
          {ticket.draws.length === 1 ? 'Draw' : 'Draws'}
        </h2>
        {ticket.draws.map((draw) => (
          <DrawBlock key={draw.drawNo} ticket={ticket} draw={draw} locale={locale} />
        ))}
      </section>
    </div>
  );
}

const SCORED_STATUSES: readonly TicketDto['draws'][number]['status'][] = [
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
];

/** A row of a ticket list: offer, draws, price, and a link to the ticket. */
export function TicketSummary({ ticket, href, locale }: { ticket: TicketDto; href: string; locale: string }) {
  const first = ticket.draws[0];
  const last = ticket.draws[ticket.draws.length - 1];
  const won = winText(ticket, locale);
  // Lines are scored from DRAW_SCORED on; before that a drawn ticket's prize is not known yet.
  const scored = ticket.draws.some((d) => SCORED_STATUSES.includes(d.status));
  return (
    <li className="rounded-theme border border-mono/15 p-4" data-testid="ticket-summary">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={href} className="text-lg font-bold text-theme-primary hover:underline">
          {ticket.productOfferName}
        </Link>
        <span className="text-sm text-mono/80">{formatMoney(ticket.price, locale)}</span>
      </div>
      <p className="mt-1 text-sm text-mono/80">
        {ticket.gameOffer} · {ticket.numGames} {ticket.numGames === 1 ? 'game' : 'games'}
        {first
          ? ` · ${first === last ? `Draw ${first.drawNo}, ${formatDrawDate(first.drawDate, locale)}` : `Draws ${first.drawNo}–${last?.drawNo} (${drawsLeft(ticket.draws)} of ${ticket.draws.length} to come)`}`
          : ''}
        {ticket.autoplay ? ' · Autoplay' : ''}
      </p>
      {won ? (
        <p className="mt-1 font-semibold text-success" data-testid="ticket-won">
          {won}
        </p>
      ) : scored ? (
        <p className="mt-1 text-sm text-mono/80">No win this time</p>
      ) : null}
      <p className="mt-1 text-xs text-mono/70">Purchased {formatDateTime(ticket.purchasedAt, locale)}</p>
    </li>
  );
}
