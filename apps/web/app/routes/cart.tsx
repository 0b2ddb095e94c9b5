import { UpdateCartItemBody } from '@lottoshop/contracts/cart';
import { DEFAULT_LOCALE, formatMoney } from '@lottoshop/contracts/formatting';
import { LIMIT_NOTICES } from '@lottoshop/contracts/limits';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { loadCart, removeCartItem, updateCartItem } from '../features/cart-checkout/cart.server.ts';
import { type CartView, cartView } from '../features/cart-checkout/cart-model.ts';
import { CartItemRow } from '../features/cart-checkout/cart-view.tsx';
import { CHECKOUT_WORDS } from '../features/cart-checkout/checkout-words.ts';
import { RemovedItems } from '../features/cart-checkout/removed-items.tsx';
import { noticeOf } from '../features/responsible-play/limit-actions.server.ts';
import {
  PERIOD_PATTERN,
  readChoice,
  readLimitAmount,
  saveLimit,
} from '../features/responsible-play/limits.server.ts';
import { SpendRemaining } from '../features/responsible-play/spend-remaining.tsx';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { type RequestSession, requestSession } from '../lib/session.server.ts';
import { hasCapability } from '../lib/shell-data.ts';
import { type ShellHandle, useShell } from '../lib/shell-hooks.ts';
import { loadCapabilities, loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/cart';

/**
 * /cart (spec 1 §2, §4, §9): the items with their draw, lines, price and quantity, changed or removed here;
 * items the server took out; the totals; and the way to checkout. Works for anonymous visitors (their cart
 * lives under the anonymous cart cookie) and signed-in customers (their wallet balance counts).
 */
export const handle: ShellHandle = { footer: 'checkout' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  const [{ cart }, customer] = await Promise.all([loadCart(request, session), loadCustomer(session)]);
  let walletBalance = null;
  if (customer) {
    const caps = await loadCapabilities(session.identity, {
      signedIn: true,
      segmentName: session.visitor.segmentName,
    });
    if (hasCapability(caps, 'wallet_purchase')) {
      walletBalance = customer.availableFunds ?? { amount: 0, currency: 'AUD' as const };
    }
  }
  const view: CartView | null =
    cart && (cart.cartItems.length > 0 || cart.autoRemovedItems.length > 0)
      ? cartView(cart, { locale: DEFAULT_LOCALE, walletBalance })
      : null;
  return data({ cart: view, signedIn: customer !== null }, { headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Your cart', siteNameFrom(matches)) },
    {
      name: 'description',
      content: 'The tickets in your cart, their draws and the total, ready to check out.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requestSession(request);
  const intent = form.get('intent');
  if (intent === 'raise-limit') return raiseLimitFromCart(request, session, form);
  const itemId = form.get('itemId');
  if (typeof itemId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(itemId)) {
    return data({ error: 'That item is no longer in your cart.' }, { status: 400 });
  }
  try {
    if (intent === 'update') {
      const parsed = UpdateCartItemBody.safeParse({ quantity: Number(form.get('quantity')) });
      if (!parsed.success) {
        return data({ error: 'Choose a quantity from 1 to 20.' }, { status: 400 });
      }
      await updateCartItem(request, session, itemId, parsed.data.quantity);
    } else if (intent === 'remove') {
      await removeCartItem(request, session, itemId);
    } else {
      return data({ error: 'Something went wrong. Please try again.' }, { status: 400 });
    }
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    return data({ error: err.message }, { status: err.status, headers: session.headers() });
  }
  // Post, then show the cart again (a reload does not repeat the change).
  const url = new URL(request.url);
  throw redirect(`/cart${url.search}`, { headers: session.headers() });
}

/**
 * A customer blocked by their spend limit changes it from the cart (spec 2 §8 'spend limit updated from cart'):
 * a higher limit waits out the cooling-off period like any other, and the notice says when it applies.
 */
async function raiseLimitFromCart(request: Request, session: RequestSession, form: FormData) {
  if (!session.signedIn) return data({ error: 'Please log in to change your spend limit.' }, { status: 401 });
  const period = readChoice(form.get('period'), PERIOD_PATTERN);
  const read = readLimitAmount(form.get('amount'));
  if (!period) return data({ error: 'Choose a period.' }, { status: 400 });
  if ('error' in read) return data({ limitError: read.error }, { status: 400 });
  try {
    const change = await saveLimit(session, 'spend', period, read.minor);
    return data(
      { notice: noticeOf(change, DEFAULT_LOCALE, LIMIT_NOTICES.spendLimitUpdatedFromCart) },
      { headers: session.headers() },
    );
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    if (err.status === 401 || err.status === 403) throw sessionExpiredRedirect(request, session);
    const message = err.fields.limit?.[0] ?? err.fields.period?.[0] ?? err.message;
    return data({ limitError: message }, { status: err.status, headers: session.headers() });
  }
}

type CartAnswer = { error?: string; notice?: string; limitError?: string };

export default function Cart({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>() as CartAnswer | undefined;
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  const { cart, signedIn } = loaderData;
  const blocked = (cart?.blockedReasons.length ?? 0) > 0;
  return (
    <div className="mx-auto max-w-5xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Your cart</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.notice ? (
        <p
          role="status"
          className="mt-4 rounded-theme border-l-4 border-success bg-success/10 p-3 font-semibold"
        >
          {actionData.notice}
        </p>
      ) : null}
      {cart ? <RemovedItems removed={cart.autoRemovedItems} /> : null}
      {cart && cart.items.length > 0 ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <ul className="flex flex-col gap-4">
            {cart.items.map((item) => (
              <CartItemRow key={`${item.id}-${item.quantity}`} item={item} locale={locale} />
            ))}
          </ul>
          <aside aria-labelledby="totals-heading" className="h-fit rounded-theme bg-theme-tertiary p-5">
            <h2 id="totals-heading" className="mb-3 text-lg font-bold text-theme-primary">
              Summary
            </h2>
            <dl className="flex flex-col gap-2">
              <div className="flex justify-between">
                <dt>Total</dt>
                <dd className="font-semibold" data-testid="cart-total">
                  {formatMoney(cart.totals.total, locale)}
                </dd>
              </div>
              <div className="flex justify-between">
                <dt>{CHECKOUT_WORDS.payNow}</dt>
                <dd className="font-semibold" data-testid="cart-pay-now">
                  {formatMoney(cart.totals.toPay, locale)}
                </dd>
              </div>
              {cart.totals.heldForPreOrders.amount > 0 ? (
                <div className="flex justify-between gap-2">
                  <dt>{CHECKOUT_WORDS.heldForPreOrders}</dt>
                  <dd data-testid="cart-held">{formatMoney(cart.totals.heldForPreOrders, locale)}</dd>
                </div>
              ) : null}
              {cart.totals.balance ? (
                <div className="flex justify-between">
                  <dt>{CHECKOUT_WORDS.availableFunds}</dt>
                  <dd data-testid="cart-balance">{formatMoney(cart.totals.balance, locale)}</dd>
                </div>
              ) : null}
              {cart.totals.balanceAfter ? (
                <div className="flex justify-between gap-2 border-t border-black/10 pt-2 font-bold">
                  <dt>{CHECKOUT_WORDS.availableAfter}</dt>
                  <dd data-testid="cart-balance-after">{formatMoney(cart.totals.balanceAfter, locale)}</dd>
                </div>
              ) : null}
            </dl>
            {cart.totals.missing ? (
              <p className="mt-3 border-t border-black/10 pt-2" data-testid="cart-short">
                Your available funds are <strong>{formatMoney(cart.totals.missing, locale)}</strong>{' '}
                {CHECKOUT_WORDS.shortOf}.
              </p>
            ) : null}
            {cart.spendRemaining ? <SpendRemaining remaining={cart.spendRemaining} locale={locale} /> : null}
            {cart.blockedReasons.map((reason) => (
              <p
                key={reason}
                role="alert"
                className="mt-3 text-sm font-semibold text-error"
                data-testid="blocked-reason"
              >
                {reason}
              </p>
            ))}
            {cart.verifyRequired ? (
              <p className="mt-3">
                <Link
                  to="/my-account/verify-account"
                  className="font-semibold text-theme-primary underline"
                  data-testid="verify-account-link"
                >
                  Verify your account
                </Link>
              </p>
            ) : null}
            {cart.spendLimitBlocked && cart.spendRemaining ? (
              <Form method="post" className="mt-3" noValidate>
                <input type="hidden" name="intent" value="raise-limit" />
                <input type="hidden" name="period" value={cart.spendRemaining.period} />
                <label htmlFor="cart-limit" className="block text-sm font-semibold">
                  Change your {cart.spendRemaining.periodName.toLowerCase()} spend limit ($)
                </label>
                <div className="mt-1 flex gap-2">
                  <input
                    id="cart-limit"
                    name="amount"
                    inputMode="decimal"
                    className="w-28 rounded-theme border border-mono/30 px-2 py-1"
                    aria-invalid={actionData?.limitError ? true : undefined}
                    aria-describedby={actionData?.limitError ? 'cart-limit-error' : undefined}
                  />
                  <button
                    type="submit"
                    className="rounded-theme border border-theme-primary px-3 py-1 text-sm font-semibold text-theme-primary hover:bg-white"
                  >
                    Update limit
                  </button>
                </div>
                {actionData?.limitError ? (
                  <p id="cart-limit-error" className="mt-1 text-sm font-semibold text-error">
                    {actionData.limitError}
                  </p>
                ) : null}
              </Form>
            ) : null}
            {blocked ? (
              <p
                className="mt-5 block rounded-theme bg-mono/10 px-4 py-3 text-center font-semibold"
                data-testid="checkout-blocked"
              >
                Checkout is not available until the cart is within your limits.
              </p>
            ) : (
              <Link
                to="/cart/buy"
                className="mt-5 block rounded-theme bg-action-primary px-4 py-3 text-center text-lg font-bold text-white shadow-theme hover:brightness-110"
              >
                Checkout
              </Link>
            )}
            {signedIn ? null : (
              <p className="mt-2 text-center text-sm text-mono/70">
                You will log in or create an account next.
              </p>
            )}
          </aside>
        </div>
      ) : (
        <div className="mt-8 rounded-theme bg-theme-tertiary p-8 text-center" data-testid="cart-empty">
          <p className="text-lg font-semibold">Your cart is empty.</p>
          <Link
            to="/lotto-tickets"
            className="mt-4 inline-block rounded-theme bg-action-primary px-6 py-3 font-bold text-white hover:brightness-110"
          >
            Browse lotto tickets
          </Link>
        </div>
      )}
    </div>
  );
}
