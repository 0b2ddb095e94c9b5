import { amountLabel } from '@lottoshop/contracts/amount-labels';
import { type DepositPurchaseBody, PAYPAL_FAILURE_MESSAGE } from '@lottoshop/contracts/deposit-purchase';
import { DEFAULT_LOCALE, formatMoney } from '@lottoshop/contracts/formatting';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { FieldMessages, FormError, fieldIds } from '../components/forms/form-field.tsx';
import { BlockedReasons } from '../features/cart-checkout/blocked-reasons.tsx';
import { loadCart } from '../features/cart-checkout/cart.server.ts';
import { walletPayment } from '../features/cart-checkout/checkout.server.ts';
import { CHECKOUT_WORDS } from '../features/cart-checkout/checkout-words.ts';
import {
  channelKeyOf,
  checkoutNotifyUrl,
  nextPathOf,
  postDepositPurchase,
} from '../features/cart-checkout/deposit-purchase.server.ts';
import { DeviceWallets } from '../features/cart-checkout/device-wallets.tsx';
import { amountFieldValue } from '../features/wallet/amount.ts';
import { BrowserDataFields } from '../features/wallet/browser-data-fields.tsx';
import { CardEntryField } from '../features/wallet/card-entry-field.tsx';
import { cardEntryOf, loadCardGateway, loadCards, readBrowserData } from '../features/wallet/funds.server.ts';
import {
  type DepositFormResult,
  depositErrorResult,
  loadPaymentMethod,
  newIdempotencyKey,
  readDepositForm,
} from '../features/wallet/wallet.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { type RequestSession, requestSession } from '../lib/session.server.ts';
import { type ShellHandle, useShell } from '../lib/shell-hooks.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/deposit';

/**
 * /deposit — the checkout's deposit step (checkout layout; spec 1 §7 a purchase carrying a deposit method, spec 2
 * §7 POST /deposit_purchase): a customer whose wallet is short of the cart pays the difference by a saved card
 * (through 3-D Secure when the bank asks), a new card (typed into the processor's hosted field, then chosen here)
 * or PayPal, and the tickets are bought in the same step. The gateway's page returns to /3ds/notify?flow=checkout
 * and on to /checkout/deposit/{id}/success or /cancel. A declined card shows its reason here; nothing is bought.
 */
export const handle: ShellHandle = { footer: 'checkout' };
const DEPOSIT_PATH = '/deposit';
const LOGIN = `/checkout/login?redirectTo=${encodeURIComponent(DEPOSIT_PATH)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function methodsOf(session: RequestSession) {
  const [card, paypal] = await Promise.all([
    loadPaymentMethod(session, 'cc'),
    loadPaymentMethod(session, 'pl'),
  ]);
  return { card, paypal };
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = requestSession(request);
  if (!session.signedIn) throw redirect(LOGIN, { headers: session.headers() });
  const customer = await loadCustomer(session);
  if (!customer) throw sessionExpiredRedirect(request, session);
  const [{ cart }, { card, paypal }] = await Promise.all([loadCart(request, session), methodsOf(session)]);
  if (!cart || cart.cartItems.length === 0) throw redirect('/cart', { headers: session.headers() });
  const balance = customer.availableFunds ?? { amount: 0, currency: cart.cartTotal.currency };
  const limits = card?.limits ?? paypal?.limits ?? { min: null, max: null };
  const payment = walletPayment(cart.cartTotal, cart.preOrderTotal, balance, limits);
  // A wallet that covers the cart needs no deposit: pay from the balance.
  if (!payment.deposit) throw redirect('/cart/buy', { headers: session.headers() });
  const [cards, gateway] = card
    ? await Promise.all([loadCards(session), loadCardGateway(session)])
    : [[], null];
  const origin = new URL(request.url).origin;
  const cardEntry = gateway ? await cardEntryOf(session, gateway, origin) : null;
  return data(
    {
      total: cart.cartTotal,
      heldForPreOrders: payment.heldForPreOrders,
      balance,
      missing: payment.missing,
      // One deposit cannot cover the shortfall (the method's maximum): deposit and buy cannot complete, so it is
      // not offered; the page says why and sends the customer to deposit in steps.
      overMaximum: payment.deposit.decidedBy === 'maximum',
      blockedReasons: Object.values(cart.blockedReasons),
      stepsHref: `/my-account/deposit?${new URLSearchParams({ amount: amountFieldValue(payment.deposit.amount.amount), redirectTo: '/cart/buy' }).toString()}`,
      amount: amountFieldValue(payment.deposit.amount.amount),
      depositAmount: payment.deposit.amount,
      cards: cards.map((c) => ({
        id: c.id,
        label: `${c.brand} ending ${c.lastFour} (expires ${String(c.expiryMonth).padStart(2, '0')}/${String(c.expiryYear).slice(-2)})`,
        isDefault: c.default,
      })),
      cscRequired: card?.cscRequired ?? false,
      paypal: paypal !== null,
      cardField: cardEntry,
      idempotencyKey: newIdempotencyKey(),
    },
    { headers: session.headers() },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Deposit and buy', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

type Answer = DepositFormResult & { fieldErrors: DepositFormResult['fieldErrors'] & { method?: string } };

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requestSession(request);
  if (!session.signedIn) throw redirect(LOGIN, { headers: session.headers() });
  const fail = (result: Answer, status: number) => data(result, { status, headers: session.headers() });
  const chosen = String(form.get('method') ?? '');
  const values = { amount: String(form.get('amount') ?? ''), method: chosen };
  const { card, paypal } = await methodsOf(session);
  const fundId = chosen.startsWith('card:') ? chosen.slice('card:'.length) : null;
  const wallet = chosen === 'wallet:ap' ? 'ap' : chosen === 'wallet:gp' ? 'gp' : null;
  const walletToken = String(form.get('walletToken') ?? '');
  const walletMethod = wallet ? await loadPaymentMethod(session, wallet) : null;
  const method =
    fundId && UUID.test(fundId) ? card : chosen === 'paypal' ? paypal : wallet ? walletMethod : null;
  if (!method) {
    return fail(
      {
        values,
        fieldErrors: { method: 'Choose how to pay.' },
        idempotencyKey: String(form.get('idempotencyKey') ?? newIdempotencyKey()),
      },
      400,
    );
  }
  const read = readDepositForm(form, method, DEFAULT_LOCALE);
  const csc = String(form.get('csc') ?? '').trim();
  const cscError =
    fundId && method.cscRequired && !/^[0-9]{3,4}$/.test(csc)
      ? "Please enter your card's 3 or 4 digit security code."
      : undefined;
  if (!read.ok || cscError) {
    const result = read.ok
      ? { values, fieldErrors: {}, idempotencyKey: read.body.idempotencyKey }
      : read.result;
    return fail({ ...result, values, fieldErrors: { ...result.fieldErrors, csc: cscError } }, 400);
  }
  const expected = { amount: Number(form.get('expectedAmount')), currency: read.body.currency };
  const body: DepositPurchaseBody = {
    kind: 'checkout',
    deposit: {
      amount: read.body.amount,
      currency: read.body.currency,
      idempotencyKey: read.body.idempotencyKey,
      ...(fundId
        ? {
            customerFundId: fundId,
            ...(csc ? { csc } : {}),
            strongCustomerAuthentication: {
              ...readBrowserData(form, request),
              notificationUrl: checkoutNotifyUrl(request),
            },
          }
        : wallet
          ? { depositMethodCode: wallet, walletToken }
          : { depositMethodCode: 'pl' as const, returnUrl: checkoutNotifyUrl(request) }),
    },
    purchase: {
      channelKey: channelKeyOf(request),
      ...(Number.isInteger(expected.amount) && expected.amount > 0 ? { expectedTotal: expected } : {}),
    },
  };
  let answer: Awaited<ReturnType<typeof postDepositPurchase>>;
  try {
    answer = await postDepositPurchase(session, body);
  } catch (err) {
    if (isApiError(err) && (err.status === 401 || err.status === 403)) {
      throw sessionExpiredRedirect(request, session);
    }
    if (err instanceof Error && !isApiError(err)) console.error('deposit purchase failed', err.name);
    const status = isApiError(err) ? err.status : 502;
    return fail(depositErrorResult(err, values, read.body.idempotencyKey), status);
  }
  if (answer.status === 'deposit_failed') {
    const formError =
      answer.message ?? (chosen === 'paypal' ? PAYPAL_FAILURE_MESSAGE : 'Your card was declined.');
    return fail({ values, fieldErrors: {}, formError, idempotencyKey: newIdempotencyKey() }, 422);
  }
  if (answer.status === 'pending' && answer.deposit.challengeUrl) {
    return redirect(answer.deposit.challengeUrl, { headers: session.headers() });
  }
  return redirect(nextPathOf(answer), { headers: session.headers() });
}

export default function Deposit({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as Answer | undefined;
  const navigation = useNavigation();
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  const {
    total,
    heldForPreOrders,
    balance,
    missing,
    overMaximum,
    blockedReasons,
    cards,
    paypal,
    cscRequired,
    cardField,
  } = loaderData;
  const hideForm = overMaximum || blockedReasons.length > 0;
  const busy = navigation.state === 'submitting';
  const amount = fieldIds('amount');
  const cscIds = fieldIds('csc');
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.formError) errorRef.current?.focus();
  }, [answer]);
  const selected = answer?.values.method ?? (cards[0] ? `card:${cards[0].id}` : paypal ? 'paypal' : '');
  return (
    <div className="mx-auto max-w-2xl py-10">
      <p className="text-sm text-mono/70">
        <Link to="/cart" className="underline">
          Cart
        </Link>{' '}
        ›{' '}
        <Link to="/cart/buy" className="underline">
          Payment
        </Link>{' '}
        › Deposit
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-theme-primary">Deposit and buy</h1>
      <p className="mt-3">
        Your tickets need <strong>{formatMoney(total, locale)}</strong>
        {heldForPreOrders.amount > 0 ? (
          <>
            {' '}
            (of which <strong data-testid="deposit-held">{formatMoney(heldForPreOrders, locale)}</strong> is
            held for pre-orders, taken when their draw opens)
          </>
        ) : null}{' '}
        and your {CHECKOUT_WORDS.availableFunds.toLowerCase()} are{' '}
        <strong data-testid="deposit-balance">{formatMoney(balance, locale)}</strong>.{' '}
        {overMaximum ? null : (
          <>
            Deposit at least <strong data-testid="deposit-shortfall">{formatMoney(missing, locale)}</strong>{' '}
            and we buy your tickets straight away.
          </>
        )}
      </p>
      <BlockedReasons reasons={blockedReasons} />
      {overMaximum ? (
        <p
          className="mt-4 rounded-theme border-l-4 border-error bg-error/10 p-3"
          data-testid="deposit-over-maximum"
        >
          Your available funds are <strong>{formatMoney(missing, locale)}</strong> short, more than one
          deposit can be (<strong>{formatMoney(loaderData.depositAmount, locale)}</strong>), so these tickets
          cannot be bought in one step.{' '}
          <Link to={loaderData.stepsHref} className="font-semibold underline">
            Deposit funds
          </Link>{' '}
          (up to {formatMoney(loaderData.depositAmount, locale)} each time) until they cover the tickets, then
          pay from your available funds.
        </p>
      ) : null}
      {answer?.formError ? (
        <div ref={errorRef} tabIndex={-1} className="mt-4">
          <FormError message={answer.formError} />
        </div>
      ) : null}
      {hideForm ? null : (
        <Form
          method="post"
          className="mt-6 flex flex-col gap-5 rounded-theme bg-white p-5 shadow-theme ring-1 ring-black/10"
        >
          <input
            type="hidden"
            name="idempotencyKey"
            value={answer?.idempotencyKey ?? loaderData.idempotencyKey}
          />
          <input type="hidden" name="expectedAmount" value={total.amount} />
          <BrowserDataFields />
          <div>
            <label htmlFor={amount.id} className="block font-semibold">
              {amountLabel('Deposit amount', locale)}
            </label>
            <input
              id={amount.id}
              name="amount"
              inputMode="decimal"
              defaultValue={answer?.values.amount ?? loaderData.amount}
              aria-invalid={answer?.fieldErrors.amount ? true : undefined}
              aria-describedby={answer?.fieldErrors.amount ? amount.errorId : undefined}
              className="mt-1 w-full rounded-theme border border-mono/60 p-2"
            />
            <FieldMessages name="amount" error={answer?.fieldErrors.amount} />
          </div>
          <fieldset>
            <legend className="font-semibold">Pay with</legend>
            {answer?.fieldErrors.method ? (
              <p role="alert" className="text-sm font-semibold text-error">
                {answer.fieldErrors.method}
              </p>
            ) : null}
            {cards.map((c) => (
              <label key={c.id} className="mt-2 flex items-center gap-2">
                <input
                  type="radio"
                  name="method"
                  value={`card:${c.id}`}
                  defaultChecked={selected === `card:${c.id}`}
                />
                {c.label}
              </label>
            ))}
            {paypal ? (
              <label className="mt-2 flex items-center gap-2">
                <input type="radio" name="method" value="paypal" defaultChecked={selected === 'paypal'} />
                PayPal
              </label>
            ) : null}
          </fieldset>
          {cards.length > 0 && cscRequired ? (
            <div>
              <label htmlFor={cscIds.id} className="block font-semibold">
                Security code (for a card)
              </label>
              <input
                id={cscIds.id}
                name="csc"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                aria-invalid={answer?.fieldErrors.csc ? true : undefined}
                aria-describedby={answer?.fieldErrors.csc ? cscIds.errorId : undefined}
                className="mt-1 w-32 rounded-theme border border-mono/60 p-2"
              />
              <FieldMessages name="csc" error={answer?.fieldErrors.csc} />
            </div>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="rounded-theme bg-action-primary px-6 py-3 text-lg font-bold text-white shadow-theme hover:brightness-110 disabled:opacity-50"
          >
            {busy ? 'Paying…' : 'Deposit and buy'}
          </button>
        </Form>
      )}
      {hideForm ? null : <DeviceWallets amount={loaderData.depositAmount} formId="deposit-form" />}
      {cardField && !hideForm ? (
        <details className="mt-8 rounded-theme border border-mono/20 p-4" open={cards.length === 0}>
          <summary className="cursor-pointer font-semibold text-theme-primary">Add a new card</summary>
          <p className="mt-2 text-sm text-mono/80">
            Your card details go straight to our card processor; we keep only the card's last four digits and
            expiry. Once it is saved, choose it above.
          </p>
          <div className="mt-3">
            <CardEntryField
              entry={cardField}
              action="/my-account/cards-and-accounts"
              redirectTo={DEPOSIT_PATH}
            />
          </div>
        </details>
      ) : null}
    </div>
  );
}
