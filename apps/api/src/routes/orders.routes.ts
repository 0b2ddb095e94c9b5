/**
 * Buying and owned tickets (spec 1 §7 cart purchase and checkout, spec 2 §7 orders): POST /v2/cart/purchase,
 * GET /v2/checkout/{checkoutId}, GET /v2/orders, GET /v2/orders/recommended (what to play next, from the
 * customer's own history) and GET /v2/orders/{id}. All are the signed-in customer's own.
 */
import * as checkout from '@lottoshop/contracts/endpoints/checkout';
import * as tickets from '@lottoshop/contracts/endpoints/tickets';
import { ORDERS_DEFAULT_LIMIT } from '@lottoshop/contracts/orders';
import { RECOMMENDED_DEFAULT_LIMIT } from '@lottoshop/contracts/recommended';
import {
  getReceipt,
  getTicket,
  listRecommendedPlays,
  listTickets,
  purchaseCart,
} from '@lottoshop/core/orders';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok, okPage } from '../http/envelope.ts';

export default async function ordersRoutes(app: ApiApp): Promise<void> {
  route(app, checkout.purchase, async (req, reply) => {
    const { receipt, created } = await purchaseCart(req.ctx, req.body);
    // A retry with the same idempotency key answers the first purchase's receipt with 200.
    reply.code(created ? 201 : 200);
    return ok(receipt);
  });

  route(app, checkout.receipt, async (req) => ok(await getReceipt(req.ctx, req.params)));

  route(app, tickets.list, async (req) =>
    okPage(
      await listTickets(req.ctx, {
        status: req.query.status,
        limit: req.query.limit ?? ORDERS_DEFAULT_LIMIT,
        offset: req.query.offset ?? 0,
      }),
    ),
  );

  // A static path: Fastify matches it before /orders/:id.
  route(app, tickets.recommended, async (req) =>
    ok(await listRecommendedPlays(req.ctx, { limit: req.query.limit ?? RECOMMENDED_DEFAULT_LIMIT })),
  );

  route(app, tickets.get, async (req) => ok(await getTicket(req.ctx, { ticketId: req.params.id })));
}
