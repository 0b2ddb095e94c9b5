import { randomUUID } from 'node:crypto';
import {
  type AddCartItemBody,
  ANONYMOUS_CART_COOKIE,
  ANONYMOUS_CART_DAYS,
  type CartDto,
  CartTokenSchema,
} from '@lottoshop/contracts/cart';
import * as cart from '@lottoshop/contracts/endpoints/cart';
import type { LoginResultDto } from '@lottoshop/contracts/identity';
import type { AddRaffleItemBody } from '@lottoshop/contracts/raffles';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { CUSTOMER_READS_TTL_SECONDS } from '../../lib/api-cache.server.ts';
import { call, unreadable } from '../../lib/api-client.server.ts';
import { ApiError, isApiError } from '../../lib/api-errors.ts';
import { readCookie, serializeCookie } from '../../lib/cookie-values.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import type { ShellNotice } from '../../lib/shell-data.ts';

/**
 * The cart as the web server keeps it for a visitor (spec 1 §4 cart lifecycle, §7 cart calls, version 3.3).
 * A signed-in customer's cart is the API's customer cart. An anonymous visitor's cart is created on the first
 * add and found again through its token in the `anonymous_cart_token` cookie (14 days, httpOnly, SameSite=Lax,
 * path /). A token the API no longer knows is dropped; the next add creates a new cart. On sign-in the
 * anonymous cart is converted into the customer's cart and its cookie removed.
 *
 * Cookies to set are collected on the request's session, so every loader or action returning
 * `session.headers()` sends them.
 */
const CART_COOKIE_SECONDS = ANONYMOUS_CART_DAYS * 24 * 60 * 60;

export type LoadedCart = { cart: CartDto | null; anonymous: boolean };

/** The anonymous cart token from the request's cookie, when it passes the cookie rule and the token shape. */
export function readCartToken(request: Request): string | undefined {
  const value = readCookie(request.headers.get('Cookie'), ANONYMOUS_CART_COOKIE);
  return value && CartTokenSchema.safeParse(value).success ? value : undefined;
}

export function cartTokenCookie(token: string, secure: boolean): string {
  return serializeCookie(ANONYMOUS_CART_COOKIE, token, {
    maxAgeSeconds: CART_COOKIE_SECONDS,
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
  });
}

export function clearedCartTokenCookie(secure: boolean): string {
  return serializeCookie(ANONYMOUS_CART_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure, path: '/' });
}

/** Request state kept per request: the token in use (it changes when a cart is created or dropped). */
const tokens = new WeakMap<RequestSession, { token: string | undefined }>();

function tokenState(request: Request, session: RequestSession): { token: string | undefined } {
  let state = tokens.get(session);
  if (!state) {
    state = { token: readCartToken(request) };
    tokens.set(session, state);
  }
  return state;
}

function dropToken(request: Request, session: RequestSession): void {
  const state = tokenState(request, session);
  if (state.token === undefined && !readCartToken(request)) return;
  state.token = undefined;
  session.addCookies([clearedCartTokenCookie(session.secure)]);
}

/**
 * Converts the anonymous cart into the signed-in customer's cart (POST /anon-cart/{token}/convert) and drops
 * its cookie. `identity` is the customer's (just signed in, or the session's). A cart the API refuses (gone,
 * already converted) is simply dropped; when the API cannot be reached the cookie stays, to try again later.
 * Returns the Set-Cookie values to send.
 */
export async function convertAnonymousCart(
  token: string | undefined,
  identity: ApiIdentity,
  secure: boolean,
): Promise<string[]> {
  if (!token) return [];
  try {
    await call(cart.convertAnonymous, { params: { token }, identity });
  } catch (err) {
    if (!isApiError(err)) return [];
  }
  return [clearedCartTokenCookie(secure)];
}

/** The identity of a login or sign-up answer, for calls made before its cookies reach the browser. */
export function signedInIdentity(session: RequestSession, result: LoginResultDto): ApiIdentity {
  const { subVariant, sessionId } = session.visitor.identity;
  return {
    subVariant,
    sessionId,
    deviceId: result.deviceUuid,
    accessToken: result.accessToken,
    customerToken: result.customerToken,
    customerId: result.customer.customerId,
  };
}

/**
 * The visitor's cart, once per request: the customer cart when signed in (converting an anonymous cart left
 * from before first), else the anonymous cart of the cookie, else none. A failed anonymous cart fetch drops
 * the cookie (spec 1 §4); a signed-in cart the API refuses counts as empty.
 */
export function loadCart(request: Request, session: RequestSession): Promise<LoadedCart> {
  return session.once('cart', async () => {
    const state = tokenState(request, session);
    if (session.signedIn) {
      if (state.token) {
        session.addCookies(await convertAnonymousCart(state.token, session.identity, session.secure));
        state.token = undefined;
      }
      try {
        // The answer is kept a few seconds for the customer's next pages.
        const res = await call(cart.get, { session, customerCacheSeconds: CUSTOMER_READS_TTL_SECONDS });
        return { cart: res.result, anonymous: false };
      } catch (err) {
        if (isApiError(err) && err.status < 500) return { cart: null, anonymous: false };
        throw err;
      }
    }
    if (!state.token) return { cart: null, anonymous: true };
    try {
      const res = await call(cart.getAnonymous, {
        params: { token: state.token },
        identity: session.identity,
      });
      return { cart: res.result, anonymous: true };
    } catch (err) {
      if (!isApiError(err)) throw err;
      dropToken(request, session);
      return { cart: null, anonymous: true };
    }
  });
}

/** Items in the cart, for the header's badge. An unreadable or unreachable cart shows 0 rather than failing. */
export async function loadCartCount(request: Request, session: RequestSession): Promise<number> {
  return (await loadCartSummary(request, session)).count;
}

/**
 * What every page's shell needs of the cart: the item count, and the items the server took out of it on
 * this fetch (their draw closed). The API reports a removal once, so the shell shows it wherever the visitor
 * is; the cart page lists it itself.
 */
export async function loadCartSummary(
  request: Request,
  session: RequestSession,
): Promise<{ count: number; removed: CartDto['autoRemovedItems'] }> {
  try {
    const { cart } = await loadCart(request, session);
    return { count: cart?.cartItems.length ?? 0, removed: cart?.autoRemovedItems ?? [] };
  } catch {
    return { count: 0, removed: [] };
  }
}

/** The shell's notice for items taken out of the cart, or null. */
export function removedItemsNotice(removed: CartDto['autoRemovedItems']): ShellNotice | null {
  if (removed.length === 0) return null;
  const list = removed.map((r) => `${r.description}: ${r.reason}`).join(' ');
  return {
    id: `cart-removed-${randomUUID()}`,
    title: removed.length === 1 ? 'An item was removed from your cart' : 'Items were removed from your cart',
    message: list,
    tone: 'warning',
  };
}

async function createAnonymousCart(request: Request, session: RequestSession): Promise<string> {
  const { result } = await call(cart.createAnonymous, { identity: session.identity });
  if (!CartTokenSchema.safeParse(result.anonymousCartToken).success) throw unreadable('/anon-cart');
  const token = result.anonymousCartToken;
  tokenState(request, session).token = token;
  session.addCookies([cartTokenCookie(token, session.secure)]);
  return token;
}

/**
 * Runs a call on the anonymous cart, creating the cart first when there is none (`create`), and once more
 * on a new cart when the API no longer knows the token (404).
 */
async function withAnonymousCart<T>(
  request: Request,
  session: RequestSession,
  create: boolean,
  run: (token: string) => Promise<T>,
): Promise<T> {
  const state = tokenState(request, session);
  let token = state.token;
  if (!token) {
    if (!create) throw new ApiError(404, '/anon-cart', notFound);
    token = await createAnonymousCart(request, session);
    return run(token);
  }
  try {
    return await run(token);
  } catch (err) {
    if (!(isApiError(err) && err.status === 404)) throw err;
    dropToken(request, session);
    if (!create) throw err;
    return run(await createAnonymousCart(request, session));
  }
}

const notFound = {
  message: 'Your cart has expired. Please add your tickets again.',
  fields: {},
  messages: [],
};

/** Adds an item to the visitor's cart (POST /cart/items or /anon-cart/{token}/items). A 4xx throws ApiError. */
export async function addCartItem(
  request: Request,
  session: RequestSession,
  body: AddCartItemBody,
): Promise<CartDto> {
  if (session.signedIn) {
    return (await call(cart.addItem, { body, session })).result;
  }
  return withAnonymousCart(request, session, true, async (token) => {
    const res = await call(cart.addAnonymousItem, { params: { token }, body, identity: session.identity });
    return res.result;
  });
}

/**
 * Adds raffle tickets to the visitor's cart (POST /cart/raffle-items or /anon-cart/{token}/raffle-items): a bundle,
 * how many of it, and the cause chosen. A 4xx throws ApiError.
 */
export async function addRaffleCartItem(
  request: Request,
  session: RequestSession,
  body: AddRaffleItemBody,
): Promise<CartDto> {
  if (session.signedIn) {
    return (await call(cart.addRaffleItem, { body, session })).result;
  }
  return withAnonymousCart(request, session, true, async (token) => {
    const res = await call(cart.addAnonymousRaffleItem, {
      params: { token },
      body,
      identity: session.identity,
    });
    return res.result;
  });
}

/**
 * Changes an item's quantity (PUT …/items/{id}); null when the API answers without the cart (204). These two
 * calls stay hand-written: the endpoints promise the cart, and the web still reads a 204 as "no cart".
 */
export async function updateCartItem(
  request: Request,
  session: RequestSession,
  itemId: string,
  quantity: number,
): Promise<CartDto | null> {
  return changeItem(request, session, itemId, { quantity });
}

/** Removes an item (DELETE …/items/{id}). */
export async function removeCartItem(
  request: Request,
  session: RequestSession,
  itemId: string,
): Promise<CartDto | null> {
  return changeItem(request, session, itemId);
}

async function changeItem(
  request: Request,
  session: RequestSession,
  itemId: string,
  /** The new quantity; none: the item is removed. */
  body?: { quantity: number },
): Promise<CartDto | null> {
  // A 204 answer has no cart to show (spec 1 §7: a 204 gives an empty result).
  const cartOf = <T>(res: { status: number; result: T }) => (res.status === 204 ? null : res.result);
  if (session.signedIn) {
    const params = { id: itemId };
    return cartOf(
      body
        ? await call(cart.updateItem, { params, body, session })
        : await call(cart.removeItem, { params, session }),
    );
  }
  return withAnonymousCart(request, session, false, async (token) => {
    const params = { token, id: itemId };
    const identity = session.identity;
    return cartOf(
      body
        ? await call(cart.updateAnonymousItem, { params, body, identity })
        : await call(cart.removeAnonymousItem, { params, identity }),
    );
  });
}
