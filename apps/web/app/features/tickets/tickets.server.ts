/**
 * The customer's tickets (spec 2 §7 Orders): GET /v2/orders?status=upcoming_products|past_products and
 * GET /v2/orders/:id?show_details=true, for the signed-in customer's session.
 */
import { PageInfo } from '@lottoshop/contracts/envelope';
import { TicketDto } from '@lottoshop/contracts/orders';
import { z } from 'zod';
import { callApi } from '../../lib/api.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { offsetOf, pageCountOf } from '../../lib/paging.ts';
import { isResourceId } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export const ORDERS_API_VERSION = '3.0';
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
  const res = await callApi<unknown>('v2', '/orders', {
    session,
    version: ORDERS_API_VERSION,
    query: {
      status: TICKET_LIST_STATUS[kind],
      limit: pageSize,
      offset: offsetOf(page, pageSize),
    },
  });
  const items = z.array(TicketDto).parse(res.result ?? []);
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
    const res = await callApi<unknown>('v2', `/orders/${id}`, {
      session,
      version: ORDERS_API_VERSION,
      query: { show_details: true },
    });
    return TicketDto.parse(res.result);
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
