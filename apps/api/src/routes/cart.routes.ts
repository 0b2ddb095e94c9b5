/**
 * The cart calls (spec 1 §7 "Cart", version 3.3): the anonymous cart reached by its token, the signed-in
 * customer's cart, and converting the one into the other on sign-in. Nothing here is cached.
 */
import * as cart from '@lottoshop/contracts/endpoints/cart';
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
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

// An anonymous cart is reached by its token alone; the customer's cart is the signed-in caller's.
export default async function cartRoutes(app: ApiApp): Promise<void> {
  route(app, cart.createAnonymous, async (req) => ok(await createAnonymousCart(req.ctx)));
  route(app, cart.getAnonymous, async (req) => ok(await getAnonymousCart(req.ctx, req.params)));
  route(app, cart.addAnonymousItem, async (req) =>
    ok(await addItem(req.ctx, { token: req.params.token, body: req.body })),
  );
  route(app, cart.updateAnonymousItem, async (req) =>
    ok(
      await updateItemQuantity(req.ctx, {
        token: req.params.token,
        itemId: req.params.id,
        quantity: req.body.quantity,
      }),
    ),
  );
  route(app, cart.removeAnonymousItem, async (req) =>
    ok(await removeItem(req.ctx, { token: req.params.token, itemId: req.params.id })),
  );
  route(app, cart.buildAnonymous, async (req) => ok(await buildCart(req.ctx, { token: req.params.token })));
  // On sign-in: the anonymous cart's items move into the customer's cart.
  route(app, cart.convertAnonymous, async (req) =>
    ok(await convertAnonymousCart(req.ctx, { token: req.params.token })),
  );

  route(app, cart.get, async (req) => ok(await getCustomerCart(req.ctx)));
  route(app, cart.addItem, async (req) => ok(await addItem(req.ctx, { body: req.body })));
  route(app, cart.updateItem, async (req) =>
    ok(await updateItemQuantity(req.ctx, { itemId: req.params.id, quantity: req.body.quantity })),
  );
  route(app, cart.removeItem, async (req) => ok(await removeItem(req.ctx, { itemId: req.params.id })));
  route(app, cart.build, async (req) => ok(await buildCart(req.ctx)));
}
