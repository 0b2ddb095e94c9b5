import { DEFAULT_LOCALE, formatMoney } from '@lottoshop/contracts/formatting';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { BlockedReasons } from '../features/cart-checkout/blocked-reasons.tsx';
import { loadCart } from '../features/cart-checkout/cart.server.ts';
import { cartView } from '../features/cart-checkout/cart-model.ts';
import {
  newIdempotencyKey,
  purchaseCart,
  readPurchaseForm,
  walletPayment,
} from '../features/cart-checkout/checkout.server.ts';
import { CHECKOUT_WORDS } from '../features/cart-checkout/checkout-words.ts';
import { SpendRemaining } from '../features/responsible-play/spend-remaining.tsx';
import { amountFieldValue, type DepositToCover } from '../features/wallet/amount.ts';
import { loadDepositMethod } from '../features/wallet/wallet.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { type RequestSession, requestSession } from '../lib/session.server.ts';
import { type ShellHandle, useShell } from '../lib/shell-hooks.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/cart.buy';

/**
 * /cart/buy — the checkout's payment selection step (spec 1 §2 "Login and checkout routes use the stored
 * step order: combined login/register, …, payment selection"). A visitor who is not signed in goes through
 * /checkout/login first and comes back here. The customer pays the whole cart from the wallet; when the
 * balance is short the page says how much is missing and offers to deposit and buy in one step (/deposit), or
 * to deposit funds and come back here. The idempotency key is made with the page, so a double click or a re-sent
 * form buys once.
 */
export const handle: ShellHandle = { footer: 'checkout' };
export const CHECKOUT_PATH = '/cart/buy';
export const CHECKOUT_LOGIN_PATH = `/checkout/login?redirectTo=${encodeURIComponent(CHECKOUT_PATH)}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  if (!session.signedIn) throw redirect(CHECKOUT_LOGIN_PATH, { headers: session.headers() });
  const customer = await loadCustomer(session);
  if (!customer) throw sessionExpiredRedirect(request, session);
  const [{ cart }, method] = await Promise.all([loadCart(request, session), loadDepositLimits(session)]);
  if (!cart || cart.cartItems.length === 0) throw redirect('/cart', { headers: session.headers() });
  const balance = customer.availableFunds ?? { amount: 0, currency: cart.cartTotal.currency };
  const view = cartView(cart, { locale: DEFAULT_LOCALE, walletBalance: balance });
  const payment = walletPayment(cart.cartTotal, cart.preOrderTotal, balance, method);
  return data(
    {
      items: view.items,
      total: cart.cartTotal,
      preOrderTotal: cart.preOrderTotal,
      balance,
      payment,
      blockedReasons: view.blockedReasons,
      spendRemaining: view.spendRemaining,
      idempotencyKey: newIdempotencyKey(),
      depositHref: depositHref(payment.deposit?.amount.amount),
    },
    { headers: session.headers() },
  );
}

/** The deposit method's minimum and maximum; none when it cannot be read (the shortfall is asked for then). */
async function loadDepositLimits(session: RequestSession) {
  try {
    return (await loadDepositMethod(session))?.limits ?? { min: null, max: null };
  } catch {
    return { min: null, max: null };
  }
}

/** The deposit page with the amount to deposit filled in, coming back here afterwards. */
function depositHref(amountMinor: number | undefined): string {
  const query = new URLSearchParams();
  if (amountMinor !== undefined) query.set('amount', amountFieldValue(amountMinor));
  query.set('redirectTo', CHECKOUT_PATH);
  return `/my-account/deposit?${query.toString()}`;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Checkout', siteNameFrom(matches)) }, { name: 'robots', content: 'noindex' }];
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requestSession(request);
  if (!session.signedIn) throw redirect(CHECKOUT_LOGIN_PATH, { headers: session.headers() });
  const read = readPurchaseForm(form);
  if (!read.ok) return data({ error: read.error, code: 'invalid_form' }, { status: 400 });
  let checkoutId: string;
  try {
    checkoutId = (await purchaseCart(session, read.body)).checkoutId;
  } catch (err) {
    if (!isApiError(err)) throw err;
    if ((err.status === 401 || err.status === 403) && session.expired) {
      throw sessionExpiredRedirect(request, session);
    }
    if (err.status >= 500) throw err;
    // insufficient_funds, draw_closed, price_changed…: the message says what happened; the cart is kept.
    return data(
      { error: err.message, code: err.code ?? 'purchase_failed' },
      { status: err.status, headers: session.headers() },
    );
  }
  throw redirect(`/receipt/${encodeURIComponent(checkoutId)}`, { headers: session.headers() });
}

export default function CartBuy({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  const { items, total, balance, payment, blockedReasons, spendRemaining, idempotencyKey, depositHref } =
    loaderData;
  const busy = navigation.state === 'submitting';
  return (
    <div className="mx-auto max-w-3xl py-10">
      <p className="text-sm text-mono/70">
        <Link to="/cart" className="underline">
          Cart
        </Link>{' '}
        › Payment
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-theme-primary">Payment</h1>
      {actionData?.error ? (
        <p
          role="alert"
          data-testid="purchase-error"
          className="mt-4 rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}
      <section
        aria-labelledby="order-heading"
        className="mt-6 rounded-theme bg-white p-5 shadow-theme ring-1 ring-black/10"
      >
        <h2 id="order-heading" className="mb-3 text-lg font-bold text-theme-primary">
          Your order
        </h2>
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4">
              <span>
                {item.quantity > 1 ? `${item.quantity} × ` : ''}
                {item.description}
                <span className="block text-sm text-mono/70">
                  Draw {item.drawNo}, {item.drawLabel}
                </span>
              </span>
              <span className="font-semibold">{formatMoney(item.total, locale)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-black/10 pt-3 text-lg font-bold">
          <span>Total</span>
          <span data-testid="checkout-total">{formatMoney(total, locale)}</span>
        </p>
      </section>
      <section aria-labelledby="pay-heading" className="mt-6 rounded-theme bg-theme-tertiary p-5">
        <h2 id="pay-heading" className="text-lg font-bold text-theme-primary">
          Pay from your balance
        </h2>
        <dl className="mt-1">
          <div className="flex gap-2">
            <dt>{CHECKOUT_WORDS.availableFunds}:</dt>
            <dd className="font-bold" data-testid="checkout-balance">
              {formatMoney(balance, locale)}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt>{CHECKOUT_WORDS.payNow}:</dt>
            <dd className="font-bold" data-testid="checkout-pay-now">
              {formatMoney(payment.toPay, locale)}
            </dd>
          </div>
          {payment.heldForPreOrders.amount > 0 ? (
            <div className="flex gap-2">
              <dt>{CHECKOUT_WORDS.heldForPreOrders}:</dt>
              <dd className="font-bold" data-testid="checkout-held">
                {formatMoney(payment.heldForPreOrders, locale)}
              </dd>
            </div>
          ) : null}
        </dl>
        {spendRemaining ? <SpendRemaining remaining={spendRemaining} locale={locale} /> : null}
        <BlockedReasons reasons={blockedReasons} />
        {payment.deposit ? (
          <div className="mt-3" data-testid="balance-short">
            <p>
              Your available funds are <strong>{formatMoney(payment.missing, locale)}</strong>{' '}
              {CHECKOUT_WORDS.shortOf}. <DepositAdvice deposit={payment.deposit} locale={locale} />
            </p>
            {payment.deposit.decidedBy === 'maximum' || blockedReasons.length > 0 ? null : (
              <Link
                to="/deposit"
                className="mt-3 inline-block rounded-theme bg-action-primary px-6 py-3 font-bold text-white hover:brightness-110"
              >
                Deposit and buy
              </Link>
            )}{' '}
            <Link to={depositHref} className="mt-3 ml-3 inline-block underline">
              Deposit funds
            </Link>
          </div>
        ) : (
          <Form method="post" className="mt-4">
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <input type="hidden" name="expectedAmount" value={total.amount} />
            <input type="hidden" name="expectedCurrency" value={total.currency} />
            {payment.balanceAfter ? (
              <p className="mb-3 text-sm text-mono/80" data-testid="checkout-balance-after">
                {CHECKOUT_WORDS.availableAfter}: {formatMoney(payment.balanceAfter, locale)}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={busy || !payment.canPay || blockedReasons.length > 0}
              className="w-full rounded-theme bg-action-primary px-6 py-3 text-lg font-bold text-white shadow-theme hover:brightness-110 disabled:opacity-50"
            >
              {busy
                ? 'Paying…'
                : payment.toPay.amount === 0 && loaderData.preOrderTotal.amount > 0
                  ? `Pre-order for ${formatMoney(loaderData.preOrderTotal, locale)}`
                  : `Pay ${formatMoney(payment.toPay, locale)}`}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}

/** What to deposit to buy the cart: the shortfall, or the method's minimum or maximum when that decides it. */
function DepositAdvice({ deposit, locale }: { deposit: DepositToCover; locale: string }) {
  const amount = <strong data-testid="deposit-needed">{formatMoney(deposit.amount, locale)}</strong>;
  if (deposit.decidedBy === 'maximum') {
    return (
      <>
        One deposit can be at most {amount}, so these tickets cannot be bought in one deposit: deposit funds
        (up to {amount} each time) until your available funds cover them, then come back here to pay.
      </>
    );
  }
  return (
    <>
      Deposit at least {amount}
      {deposit.decidedBy === 'minimum' ? ', the smallest deposit we take,' : ''} to buy these tickets.
    </>
  );
}
