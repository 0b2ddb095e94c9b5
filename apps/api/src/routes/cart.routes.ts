/**
 * The cart calls (spec 1 §7 "Cart", version 3.3): the anonymous cart reached by its token, the signed-in
 * customer's cart, and converting the one into the other on sign-in. Nothing here is cached.
 */
import { versionsFrom } from '@lottoshop/contracts/api-versions';
import {
  AddCartItemBody,
  AnonCartDto,
  CartDto,
  CartTokenSchema,
  UpdateCartItemBody,
} from '@lottoshop/contracts/cart';
import {
  addItem,
  buildCart,
  type CartOwner,
  convertAnonymousCart,
  createAnonymousCart,
  getAnonymousCart,
  getCustomerCart,
  removeItem,
  updateItemQuantity,
} from '@lottoshop/core/modules/cart/cart.service';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { currentCustomer, requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const TokenParams = z.object({ token: CartTokenSchema });
const ItemId = z.uuid('That cart item id is not valid.');
const ItemParams = z.object({ id: ItemId });
const AnonItemParams = z.object({ token: CartTokenSchema, id: ItemId });

const config = { versions: versionsFrom('3.3'), cache: false } as const;

export default async function cartRoutes(app: ApiApp): Promise<void> {
  const now = (req: FastifyRequest) => req.ctx.clock.now();
  const anon = (token: string): CartOwner & { kind: 'anonymous' } => ({ kind: 'anonymous', token });
  const mine = (req: FastifyRequest): CartOwner & { kind: 'customer' } => ({
    kind: 'customer',
    customerId: currentCustomer(req).customerId,
  });

  // Anonymous carts: the token is the only key, no customer needed.
  app.post('/anon-cart', { config, schema: { response: { 201: AnonCartDto } } }, async (req, reply) => {
    const cart = await createAnonymousCart(req.ctx.db, now(req));
    reply.code(201);
    return ok(cart);
  });

  app.get(
    '/anon-cart/:token',
    { config, schema: { params: TokenParams, response: { 200: AnonCartDto } } },
    async (req) => ok(await getAnonymousCart(req.ctx.db, req.params.token, now(req))),
  );

  app.post(
    '/anon-cart/:token/items',
    { config, schema: { params: TokenParams, body: AddCartItemBody, response: { 200: AnonCartDto } } },
    async (req) => ok(await addItem(req.ctx.db, anon(req.params.token), req.body, now(req))),
  );

  app.put(
    '/anon-cart/:token/items/:id',
    {
      config,
      schema: { params: AnonItemParams, body: UpdateCartItemBody, response: { 200: AnonCartDto } },
    },
    async (req) =>
      ok(
        await updateItemQuantity(
          req.ctx.db,
          anon(req.params.token),
          req.params.id,
          req.body.quantity,
          now(req),
        ),
      ),
  );

  app.delete(
    '/anon-cart/:token/items/:id',
    { config, schema: { params: AnonItemParams, response: { 200: AnonCartDto } } },
    async (req) => ok(await removeItem(req.ctx.db, anon(req.params.token), req.params.id, now(req))),
  );

  app.post(
    '/anon-cart/:token/build',
    { config, schema: { params: TokenParams, response: { 200: AnonCartDto } } },
    async (req) => ok(await buildCart(req.ctx.db, anon(req.params.token), now(req))),
  );

  // On sign-in: the anonymous cart's items move into the customer's cart.
  app.post(
    '/anon-cart/:token/convert',
    { config, preHandler: requireCustomer, schema: { params: TokenParams, response: { 200: CartDto } } },
    async (req) =>
      ok(await convertAnonymousCart(req.ctx.db, req.params.token, currentCustomer(req).customerId, now(req))),
  );

  // The signed-in customer's cart.
  app.get(
    '/cart/items',
    { config, preHandler: requireCustomer, schema: { response: { 200: CartDto } } },
    async (req) => ok(await getCustomerCart(req.ctx.db, currentCustomer(req).customerId, now(req))),
  );

  app.post(
    '/cart/items',
    { config, preHandler: requireCustomer, schema: { body: AddCartItemBody, response: { 200: CartDto } } },
    async (req) => ok(await addItem(req.ctx.db, mine(req), req.body, now(req))),
  );

  app.put(
    '/cart/items/:id',
    {
      config,
      preHandler: requireCustomer,
      schema: { params: ItemParams, body: UpdateCartItemBody, response: { 200: CartDto } },
    },
    async (req) =>
      ok(await updateItemQuantity(req.ctx.db, mine(req), req.params.id, req.body.quantity, now(req))),
  );

  app.delete(
    '/cart/items/:id',
    { config, preHandler: requireCustomer, schema: { params: ItemParams, response: { 200: CartDto } } },
    async (req) => ok(await removeItem(req.ctx.db, mine(req), req.params.id, now(req))),
  );

  app.post(
    '/cart/build',
    { config, preHandler: requireCustomer, schema: { response: { 200: CartDto } } },
    async (req) => ok(await buildCart(req.ctx.db, mine(req), now(req))),
  );
}
