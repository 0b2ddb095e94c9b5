/**
 * The customer's tickets (spec 2 §7 Orders): GET /v2/orders?status=upcoming_products|past_products and
 * GET /v2/orders/:id?show_details=true, for the signed-in customer's session.
 */
import * as tickets from '@lottoshop/contracts/endpoints/tickets';
import { PageInfo } from '@lottoshop/contracts/envelope';
import type { TicketDto } from '@lottoshop/contracts/orders';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { offsetOf, pageCountOf } from '../../lib/paging.ts';
import { isResourceId } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** The account area's list pages show 10 rows (spec 2 §9 default page size). */
export const TICKETS_PAGE_SIZE = 10;

export type TicketListKind = 'upcoming' | 'past';

export const TICKET_LIST_STATUS: Record<TicketListKind, 'upcoming_products' | 'past_products'> = {
  upcoming: 'upcoming_products',
  past: 'past_products',
};

export type TicketsPage = { items: TicketDto[]; page: number; pageCount: number; total: number };

/** One page of the customer's tickets, `pageSize` a page (the print view asks for PRINT_TICKETS_LIMIT). */
export async function loadTickets(
  session: RequestSession,
  kind: TicketListKind,
  page: number,
  pageSize: number = TICKETS_PAGE_SIZE,
): Promise<TicketsPage> {
  const res = await call(tickets.list, {
    session,
    query: {
      status: TICKET_LIST_STATUS[kind],
      limit: String(pageSize),
      offset: String(offsetOf(page, pageSize)),
    },
  });
  const items = res.result;
  const info = PageInfo.safeParse(res.pageInfo);
  const total = info.success && info.data.total !== undefined ? info.data.total : items.length;
  return { items, page, total, pageCount: pageCountOf(total, pageSize) };
}

/** The most upcoming tickets one print view shows (the orders API's largest page). */
export const PRINT_TICKETS_LIMIT = 100;

/** One of the customer's tickets with its draws and results; null when there is no such ticket of theirs. */
export async function loadTicket(session: RequestSession, id: string): Promise<TicketDto | null> {
  if (!isResourceId(id)) return null;
  try {
    const res = await call(tickets.get, { session, params: { id }, query: { showDetails: 'true' } });
    return res.result;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
