/**
 * Buying and owned tickets (spec 1 §7 cart purchase and checkout, spec 2 §7 orders): POST /v2/cart/purchase,
 * GET /v2/checkout/{checkoutId}, GET /v2/orders, GET /v2/orders/recommended (what to play next, from the
 * customer's own history) and GET /v2/orders/{id}. All are the signed-in customer's own.
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import { intQuery } from '@lottoshop/contracts/int-query';
import { ORDER_LIST_STATUSES, PurchaseBody, ReceiptDto, TicketDto } from '@lottoshop/contracts/orders';
import {
  RECOMMENDED_DEFAULT_LIMIT,
  RECOMMENDED_MAX_LIMIT,
  RecommendedPlayDto,
} from '@lottoshop/contracts/recommended';
import {
  getReceipt,
  getTicket,
  listRecommendedPlays,
  listTickets,
  purchaseCart,
} from '@lottoshop/core/orders';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok, okPage } from '../http/envelope.ts';

export const ORDERS_DEFAULT_LIMIT = 10;
export const ORDERS_MAX_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (what: string) =>
  z.string().regex(UUID, `${what} is a UUID such as 019c0000-0000-7000-8000-000000000000.`);

const CheckoutParams = z.object({ checkoutId: idOf('A checkout id') });
const TicketParams = z.object({ id: idOf('A ticket id') });

const OrdersQuery = z.object({
  status: z.enum(ORDER_LIST_STATUSES, {
    error: 'Choose which tickets to list: status=upcoming_products or status=past_products.',
  }),
  limit: intQuery({ min: 1, max: ORDERS_MAX_LIMIT }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

const RecommendedQuery = z.object({
  limit: intQuery({ min: 1, max: RECOMMENDED_MAX_LIMIT }).optional(),
});

const TicketQuery = z.object({
  /** Accepted for the client's sake: a ticket always comes with its details. */
  showDetails: z.enum(['true', 'false'], { error: 'Must be true or false.' }).optional(),
});

export default async function ordersRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/cart/purchase',
    {
      config: { versions: versionsFrom('3.3'), cache: false },
      preHandler: requireCustomer,
      schema: { body: PurchaseBody, response: { 200: ReceiptDto, 201: ReceiptDto } },
    },
    async (req, reply) => {
      const { receipt, created } = await purchaseCart(req.ctx, req.body);
      // A retry with the same idempotency key answers the first purchase's receipt with 200.
      reply.code(created ? 201 : 200);
      return ok(receipt);
    },
  );

  app.get(
    '/checkout/:checkoutId',
    {
      config: { versions: versionsFrom('3.4'), cache: false },
      preHandler: requireCustomer,
      schema: { params: CheckoutParams, response: { 200: ReceiptDto } },
    },
    async (req) => ok(await getReceipt(req.ctx, { checkoutId: req.params.checkoutId })),
  );

  app.get(
    '/orders',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { querystring: OrdersQuery, response: { 200: z.array(TicketDto) } },
    },
    async (req) =>
      okPage(
        await listTickets(req.ctx, {
          status: req.query.status,
          limit: req.query.limit ?? ORDERS_DEFAULT_LIMIT,
          offset: req.query.offset ?? 0,
        }),
      ),
  );

  // A static path: Fastify matches it before /orders/:id.
  app.get(
    '/orders/recommended',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { querystring: RecommendedQuery, response: { 200: z.array(RecommendedPlayDto) } },
    },
    async (req) =>
      ok(await listRecommendedPlays(req.ctx, { limit: req.query.limit ?? RECOMMENDED_DEFAULT_LIMIT })),
  );

  app.get(
    '/orders/:id',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: TicketParams, querystring: TicketQuery, response: { 200: TicketDto } },
    },
    async (req) => ok(await getTicket(req.ctx, { ticketId: req.params.id })),
  );
}
