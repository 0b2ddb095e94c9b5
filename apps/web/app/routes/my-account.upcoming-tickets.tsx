import { data, Link } from 'react-router';
import { Pager } from '../components/lists/pager.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { TicketSummary } from '../features/tickets/ticket-view.tsx';
import { loadTickets, type TicketListKind } from '../features/tickets/tickets.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { readPageParam, requirePageInRange } from '../lib/paging.ts';
import type { Route } from './+types/my-account.upcoming-tickets';

/**
 * /my-account/upcoming-tickets/{page} and /my-account/past-tickets/{page} (protected, viewing orders): the
 * customer's tickets with a draw still to come, or with every draw over, 10 a page.
 */
const LISTS: Record<TicketListKind, { base: string; title: string; empty: string; other: string }> = {
  upcoming: {
    base: '/my-account/upcoming-tickets',
    title: 'Upcoming tickets',
    empty: 'You have no tickets for upcoming draws.',
    other: 'Past tickets',
  },
  past: {
    base: '/my-account/past-tickets',
    title: 'Past tickets',
    empty: 'You have no tickets from past draws yet.',
    other: 'Upcoming tickets',
  },
};

function kindOf(request: Request): TicketListKind {
  return new URL(request.url).pathname.startsWith(LISTS.past.base) ? 'past' : 'upcoming';
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page);
  const kind = kindOf(request);
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  const list = await forSession(request, session, () => loadTickets(session, kind, page));
  requirePageInRange(page, list.pageCount);
  return data({ ...list, kind, locale }, { headers: session.headers() });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(LISTS[loaderData?.kind ?? 'upcoming'].title, siteNameFrom(matches)) }];
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, kind, locale } = loaderData;
  const list = LISTS[kind];
  const otherBase = kind === 'past' ? LISTS.upcoming.base : LISTS.past.base;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb />
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-theme-primary">{list.title}</h1>
        <div className="flex flex-wrap gap-4">
          {kind === 'upcoming' && items.length > 0 ? (
            <Link
              to="/my-account/print-tickets"
              className="font-semibold text-action-secondary hover:underline"
            >
              Print tickets
            </Link>
          ) : null}
          <Link to={`${otherBase}/1`} className="font-semibold text-action-secondary hover:underline">
            {list.other}
          </Link>
        </div>
      </div>
      {items.length === 0 ? (
        <div className="mt-8 rounded-theme bg-theme-tertiary p-6">
          <p>{list.empty}</p>
          <Link
            to="/lotto-tickets"
            className="mt-3 inline-block font-semibold text-action-secondary underline"
          >
            Buy a ticket
          </Link>
        </div>
      ) : (
        <ul className="mt-8 flex flex-col gap-3">
          {items.map((t) => (
            <TicketSummary key={t.id} ticket={t} href={`${list.base}/ticket/${t.id}`} locale={locale} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `${list.base}/${p}`}
        label={`${list.title} pages`}
      />
    </div>
  );
}
