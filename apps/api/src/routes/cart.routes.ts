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
  convertAnonymousCart,
  createAnonymousCart,
  getAnonymousCart,
  getCustomerCart,
  removeItem,
  updateItemQuantity,
} from '@lottoshop/core/cart';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const TokenParams = z.object({ token: CartTokenSchema });
const ItemId = z.uuid('That cart item id is not valid.');
const ItemParams = z.object({ id: ItemId });
const AnonItemParams = z.object({ token: CartTokenSchema, id: ItemId });

const config = { versions: versionsFrom('3.3'), cache: false } as const;

// An anonymous cart is reached by its token alone; the customer's cart is the signed-in caller's.
export default async function cartRoutes(app: ApiApp): Promise<void> {
  // Anonymous carts: the token is the only key, no customer needed.
  app.post('/anon-cart', { config, schema: { response: { 201: AnonCartDto } } }, async (req, reply) => {
    const cart = await createAnonymousCart(req.ctx);
    reply.code(201);
    return ok(cart);
  });

  app.get(
    '/anon-cart/:token',
    { config, schema: { params: TokenParams, response: { 200: AnonCartDto } } },
    async (req) => ok(await getAnonymousCart(req.ctx, { token: req.params.token })),
  );

  app.post(
    '/anon-cart/:token/items',
    { config, schema: { params: TokenParams, body: AddCartItemBody, response: { 200: AnonCartDto } } },
    async (req) => ok(await addItem(req.ctx, { token: req.params.token, body: req.body })),
  );

  app.put(
    '/anon-cart/:token/items/:id',
    {
      config,
      schema: { params: AnonItemParams, body: UpdateCartItemBody, response: { 200: AnonCartDto } },
    },
    async (req) =>
      ok(
        await updateItemQuantity(req.ctx, {
          token: req.params.token,
          itemId: req.params.id,
          quantity: req.body.quantity,
        }),
      ),
  );

  app.delete(
    '/anon-cart/:token/items/:id',
    { config, schema: { params: AnonItemParams, response: { 200: AnonCartDto } } },
    async (req) => ok(await removeItem(req.ctx, { token: req.params.token, itemId: req.params.id })),
  );

  app.post(
    '/anon-cart/:token/build',
    { config, schema: { params: TokenParams, response: { 200: AnonCartDto } } },
    async (req) => ok(await buildCart(req.ctx, { token: req.params.token })),
  );

  // On sign-in: the anonymous cart's items move into the customer's cart.
  app.post(
    '/anon-cart/:token/convert',
    { config, preHandler: requireCustomer, schema: { params: TokenParams, response: { 200: CartDto } } },
    async (req) => ok(await convertAnonymousCart(req.ctx, { token: req.params.token })),
  );

  // The signed-in customer's cart.
  app.get(
    '/cart/items',
    { config, preHandler: requireCustomer, schema: { response: { 200: CartDto } } },
    async (req) => ok(await getCustomerCart(req.ctx)),
  );

  app.post(
    '/cart/items',
    { config, preHandler: requireCustomer, schema: { body: AddCartItemBody, response: { 200: CartDto } } },
    async (req) => ok(await addItem(req.ctx, { body: req.body })),
  );

  app.put(
    '/cart/items/:id',
    {
      config,
      preHandler: requireCustomer,
      schema: { params: ItemParams, body: UpdateCartItemBody, response: { 200: CartDto } },
    },
    async (req) =>
      ok(await updateItemQuantity(req.ctx, { itemId: req.params.id, quantity: req.body.quantity })),
  );

  app.delete(
    '/cart/items/:id',
    { config, preHandler: requireCustomer, schema: { params: ItemParams, response: { 200: CartDto } } },
    async (req) => ok(await removeItem(req.ctx, { itemId: req.params.id })),
  );

  app.post(
    '/cart/build',
    { config, preHandler: requireCustomer, schema: { response: { 200: CartDto } } },
    async (req) => ok(await buildCart(req.ctx)),
  );
}
