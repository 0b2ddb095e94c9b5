import { formatMoney } from '@lottoshop/contracts/formatting';
import type { TicketDto } from '@lottoshop/contracts/orders';
import { useEffect, useState } from 'react';
import { data, Link } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { loadTickets, PRINT_TICKETS_LIMIT } from '../features/tickets/tickets.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { formatDateTime, formatDrawDate } from '../lib/date-format.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.print-tickets';

/**
 * /my-account/print-tickets (protected, viewing orders): the customer's upcoming tickets as a printable sheet — each
 * ticket's game, draws, reference and numbers in plain type, one ticket never split across pages; the shell's
 * header, footer and this page's controls are left off the paper (the `print:` styles).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  // The first page of upcoming tickets, as large as the orders API answers (soonest draw first).
  const { items, total } = await forSession(request, session, () =>
    loadTickets(session, 'upcoming', 1, PRINT_TICKETS_LIMIT),
  );
  return data(
    { items, total, limit: PRINT_TICKETS_LIMIT, locale, printedAt: new Date().toISOString() },
    { headers: session.headers() },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Print your tickets', siteNameFrom(matches)) }];
}

/** The print button works with scripts on; without them the page says how to print. */
function PrintButton() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  if (!scripted) {
    return <p className="text-sm text-mono/80">Use your browser's Print command (Ctrl+P, or ⌘P on a Mac).</p>;
  }
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-theme bg-action-primary px-5 py-2 font-semibold text-white hover:opacity-90"
    >
      Print
    </button>
  );
}

function PrintedTicket({ ticket, locale }: { ticket: TicketDto; locale: string }) {
  const first = ticket.draws[0];
  const last = ticket.draws[ticket.draws.length - 1];
  const withPowerball = ticket.lines.some((l) => (l.Powerball ?? []).length > 0);
  return (
    <li className="break-inside-avoid rounded-theme border border-mono/30 p-4 print:rounded-none print:border-black">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{ticket.productOfferName}</h2>
        <span className="font-semibold">{formatMoney(ticket.price, locale)}</span>
      </div>
      <p className="text-sm">
        {ticket.gameOffer} ·{' '}
        {first
          ? first === last
            ? `Draw ${first.drawNo}, ${formatDrawDate(first.drawDate, locale)}`
            : `Draws ${first.drawNo}–${last?.drawNo}, ${formatDrawDate(first.drawDate, locale)} to ${formatDrawDate(last?.drawDate ?? first.drawDate, locale)}`
          : 'No draw'}
      </p>
      <p className="text-xs">
        Ticket reference <span className="font-mono">{ticket.id}</span> · purchased{' '}
        {formatDateTime(ticket.purchasedAt, locale)}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Numbers of {ticket.productOfferName}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-20 py-1 font-semibold">
              Game
            </th>
            <th scope="col" className="py-1 font-semibold">
              Numbers
            </th>
            {withPowerball ? (
              <th scope="col" className="py-1 font-semibold">
                Powerball
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {ticket.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's lines keep their order; the position is the game.
            <tr key={index} className="border-t border-mono/15" data-testid="printed-line">
              <th scope="row" className="py-1 font-normal">
                {index + 1}
              </th>
              <td className="py-1 font-mono tracking-wide">{line.Numbers.join('  ')}</td>
              {withPowerball ? <td className="py-1 font-mono">{(line.Powerball ?? []).join('  ')}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

export default function PrintTickets({ loaderData }: Route.ComponentProps) {
  const { items, total, limit, locale, printedAt } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10 print:max-w-none print:py-0">
      <div className="print:hidden">
        <AccountBreadcrumb />
      </div>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-theme-primary print:text-2xl print:text-black">
          Your upcoming tickets
        </h1>
        <div className="print:hidden">{items.length > 0 ? <PrintButton /> : null}</div>
      </div>
      <p className="mt-1 text-sm text-mono/80">
        Printed {formatDateTime(printedAt, locale)}. Your tickets are held in your account; this sheet is a
        record, not a ticket.
      </p>
      {total > items.length ? (
        <p className="mt-2 text-sm">
          The first {limit} of your {total} upcoming tickets, soonest draw first.
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="mt-8 rounded-theme bg-theme-tertiary p-6">
          <p>You have no tickets for upcoming draws to print.</p>
          <Link
            to="/lotto-tickets"
            className="mt-3 inline-block font-semibold text-action-secondary underline"
          >
            Buy a ticket
          </Link>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {items.map((t) => (
            <PrintedTicket key={t.id} ticket={t} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}
