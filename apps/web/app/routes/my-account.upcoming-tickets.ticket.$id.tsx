import { data } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { TicketView } from '../features/tickets/ticket-view.tsx';
import { loadTicket } from '../features/tickets/tickets.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/my-account.upcoming-tickets.ticket.$id';

/**
 * /my-account/upcoming-tickets/ticket/{id} and /my-account/past-tickets/ticket/{id} (protected, viewing
 * orders): one of the customer's tickets — its lines, draws, drawn numbers, matches and prizes. Another
 * customer's ticket, or no ticket, is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  const ticket = await forSession(request, session, () => loadTicket(session, params.id));
  if (!ticket) notFound();
  const past = new URL(request.url).pathname.startsWith('/my-account/past-tickets');
  return data({ ticket, locale, past }, { headers: session.headers() });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.ticket.productOfferName;
  return [{ title: pageTitle(name ? `${name} ticket` : 'Ticket', siteNameFrom(matches)) }];
}

export default function Ticket({ loaderData }: Route.ComponentProps) {
  const { ticket, locale, past } = loaderData;
  const back = past
    ? { to: '/my-account/past-tickets/1', label: 'Past tickets' }
    : { to: '/my-account/upcoming-tickets/1', label: 'Upcoming tickets' };
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb parent={back} />
      <h1 className="mt-2 mb-6 text-3xl font-extrabold text-theme-primary">
        {ticket.productOfferName} ticket
      </h1>
      <TicketView ticket={ticket} locale={locale} />
    </div>
  );
}
