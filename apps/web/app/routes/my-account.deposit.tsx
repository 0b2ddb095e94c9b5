import { PAYPAL_FAILURE_MESSAGE } from '@lottoshop/contracts/deposit-purchase';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { money } from '@lottoshop/contracts/money';
import { data, redirect, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { BankDepositDetails } from '../features/wallet/bank-deposit-details.tsx';
import { loadBankDepositDetails } from '../features/wallet/banking.server.ts';
import { CardEntryField } from '../features/wallet/card-entry-field.tsx';
import { DepositForm } from '../features/wallet/deposit-form.tsx';
import {
  cardEntryOf,
  depositWithCard,
  depositWithPaypal,
  loadCardGateway,
  loadCards,
  readBrowserData,
} from '../features/wallet/funds.server.ts';
import {
  type DepositFormResult,
  type DepositMethod,
  depositErrorResult,
  loadCardMethod,
  loadDepositMethod,
  loadPaymentMethod,
  newIdempotencyKey,
  postDeposit,
  readDepositForm,
} from '../features/wallet/wallet.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { safeRedirectPath, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { RequestSession } from '../lib/session.server.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/my-account.deposit';

/**
 * /my-account/deposit (protected, capability wallet_deposit): deposit into the wallet with a saved card (spec 2
 * §3 `cc`, with its security code where the rules ask, and the browser's 3-D Secure data), PayPal (`pl`,
 * POST /funds/pl/braintree) or the test deposit method (`td`), within the method's minimum and maximum. A card
 * deposit the bank wants to check goes to the processor's 3-D Secure challenge, and a PayPal deposit to PayPal's
 * approval page; both come back through /3ds/notify to the authorisation page. An approved card deposit goes there
 * at once, a declined one shows the processor's reason on the form (PayPal's with the spec's PayPal notice). Success goes to the deposit
 * summary, which offers a way back to `redirectTo` (e.g. /cart/buy) when one was given. `?amount=` (dollars, e.g.
 * the shortfall at checkout) fills in the amount; the quick amounts use it too.
 */
const NOT_AVAILABLE = 'Deposits are not available at the moment. Please try again later.';

function readRedirect(value: FormDataEntryValue | string | null): string | null {
  const path = safeRedirectPath(typeof value === 'string' ? value : null, '');
  return path === '' ? null : path;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'wallet_deposit');
  const url = new URL(request.url);
  const [method, cardMethod, paypalMethod, customer, bankDeposit] = await forSession(request, session, () =>
    Promise.all([
      loadDepositMethod(session),
      loadCardMethod(session),
      loadPaymentMethod(session, 'pl'),
      loadCustomer(session),
      loadBankDepositDetails(session),
    ]),
  );
  if (!customer) throw sessionExpiredRedirect(request, session);
  const [cards, cardGateway] = cardMethod
    ? await forSession(request, session, () => Promise.all([loadCards(session), loadCardGateway(session)]))
    : [null, null];
  const cardEntry = cardGateway
    ? await forSession(request, session, () => cardEntryOf(session, cardGateway, url.origin))
    : null;
  const quick = url.searchParams.get('amount') ?? '';
  const limits = (method ?? cardMethod ?? paypalMethod)?.limits;
  const redirectTo = readRedirect(url.searchParams.get('redirectTo'));
  const back = `/my-account/deposit${redirectTo ? `?${new URLSearchParams({ redirectTo }).toString()}` : ''}`;
  return data(
    {
      method: method ? { name: method.name } : null,
      limits: limits ? { min: limits.min, max: limits.max } : null,
      cards:
        cards?.map((c) => ({
          id: c.id,
          label: `${c.brand} ending ${c.lastFour} (expires ${String(c.expiryMonth).padStart(2, '0')}/${String(c.expiryYear).slice(-2)})`,
          isDefault: c.default,
        })) ?? null,
      cscRequired: cardMethod?.cscRequired ?? false,
      paypal: paypalMethod !== null,
      // A new card is typed into the processor's hosted field right here, saved by the cards page's action
      // (with the two-factor step when it asks), and the customer comes back to this form with it chosen.
      cardField: cardEntry ? { entry: cardEntry, back } : null,
      // No balance answered: none, in the currency of the deposit method's limits (the API's Money).
      balance: customer.availableFunds ?? money(0, limits?.min?.currency ?? limits?.max?.currency),
      bankDeposit,
      idempotencyKey: newIdempotencyKey(),
      redirectTo,
      amount: /^\d{1,6}(\.\d{1,2})?$/.test(quick) ? quick : '',
      locale,
    },
    { headers: session.headers() },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function failed(result: DepositFormResult, status: number, session: RequestSession) {
  return data(result, { status, headers: session.headers() });
}

/** A deposit with a saved card: approved → the authorisation page; a challenge → the processor's page. */
async function cardDeposit(
  request: Request,
  session: RequestSession,
  form: FormData,
  fundId: string,
  method: DepositMethod & { cscRequired: boolean },
  locale: string,
) {
  const amount = form.get('amount');
  const values = { amount: typeof amount === 'string' ? amount : '', method: `card:${fundId}` };
  const read = readDepositForm(form, method, locale);
  const rawCsc = form.get('csc');
  const csc = typeof rawCsc === 'string' ? rawCsc.trim() : '';
  const cscError =
    method.cscRequired && !/^[0-9]{3,4}$/.test(csc)
      ? "Please enter your card's 3 or 4 digit security code."
      : undefined;
  if (!read.ok || cscError) {
    const result = read.ok
      ? { values, fieldErrors: {}, idempotencyKey: read.body.idempotencyKey }
      : { ...read.result, values };
    return failed({ ...result, fieldErrors: { ...result.fieldErrors, csc: cscError } }, 400, session);
  }
  let deposit: Awaited<ReturnType<typeof depositWithCard>>;
  try {
    deposit = await depositWithCard(session, fundId, {
      amount: read.body.amount,
      currency: read.body.currency,
      idempotencyKey: read.body.idempotencyKey,
      ...(csc ? { csc } : {}),
      strongCustomerAuthentication: readBrowserData(form, request),
    });
  } catch (err) {
    if (isApiError(err) && (err.status === 401 || err.status === 403)) {
      throw sessionExpiredRedirect(request, session);
    }
    if (err instanceof Error && !isApiError(err)) console.error('card deposit failed', err.name);
    const status = isApiError(err) ? err.status : 502;
    return failed(depositErrorResult(err, values, read.body.idempotencyKey), status, session);
  }
  if (deposit.status === 'declined') {
    return failed(
      {
        values,
        fieldErrors: {},
        formError: `${deposit.declineReason ?? 'Your card was declined.'} No money has been taken.`,
        idempotencyKey: newIdempotencyKey(),
      },
      422,
      session,
    );
  }
  if (deposit.status === 'pending' && deposit.challengeUrl) {
    return redirect(deposit.challengeUrl, { headers: session.headers() });
  }
  return redirect(`/my-account/deposit/authorisation/${encodeURIComponent(deposit.depositId)}`, {
    headers: session.headers(),
  });
}

/** A PayPal deposit: the customer goes to PayPal's page to approve it; a refusal before that stays on the form. */
async function paypalDeposit(
  request: Request,
  session: RequestSession,
  form: FormData,
  method: DepositMethod,
  locale: string,
) {
  const amount = form.get('amount');
  const values = { amount: typeof amount === 'string' ? amount : '', method: 'paypal' };
  const read = readDepositForm(form, method, locale);
  if (!read.ok) return failed({ ...read.result, values }, 400, session);
  let deposit: Awaited<ReturnType<typeof depositWithPaypal>>;
  try {
    deposit = await depositWithPaypal(session, request, read.body);
  } catch (err) {
    if (isApiError(err) && (err.status === 401 || err.status === 403)) {
      throw sessionExpiredRedirect(request, session);
    }
    if (err instanceof Error && !isApiError(err)) console.error('paypal deposit failed', err.name);
    const status = isApiError(err) ? err.status : 502;
    return failed(depositErrorResult(err, values, read.body.idempotencyKey), status, session);
  }
  if (deposit.status === 'declined') {
    return failed(
      {
        values,
        fieldErrors: {},
        formError: [deposit.declineReason, PAYPAL_FAILURE_MESSAGE].filter(Boolean).join(' '),
        idempotencyKey: newIdempotencyKey(),
      },
      422,
      session,
    );
  }
  if (deposit.status === 'pending' && deposit.challengeUrl) {
    return redirect(deposit.challengeUrl, { headers: session.headers() });
  }
  return redirect(`/my-account/deposit/authorisation/${encodeURIComponent(deposit.depositId)}`, {
    headers: session.headers(),
  });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session, locale } = await requireAccountPage(request, 'wallet_deposit');
  const redirectTo = readRedirect(form.get('redirectTo'));
  const chosen = form.get('method');
  const amount = form.get('amount');
  const values = { amount: typeof amount === 'string' ? amount : '' };
  if (typeof chosen === 'string' && chosen.startsWith('card:')) {
    const fundId = chosen.slice('card:'.length);
    const cardMethod = await forSession(request, session, () => loadCardMethod(session));
    if (!cardMethod || !UUID.test(fundId)) {
      return failed(
        { values, fieldErrors: {}, formError: NOT_AVAILABLE, idempotencyKey: newIdempotencyKey() },
        422,
        session,
      );
    }
    return cardDeposit(request, session, form, fundId, cardMethod, locale);
  }
  if (chosen === 'paypal') {
    const paypal = await forSession(request, session, () => loadPaymentMethod(session, 'pl'));
    if (!paypal) {
      return failed(
        { values, fieldErrors: {}, formError: NOT_AVAILABLE, idempotencyKey: newIdempotencyKey() },
        422,
        session,
      );
    }
    return paypalDeposit(request, session, form, paypal, locale);
  }
  const method = await forSession(request, session, () => loadDepositMethod(session));
  if (!method) {
    const result: DepositFormResult = {
      values,
      fieldErrors: {},
      formError: NOT_AVAILABLE,
      idempotencyKey: newIdempotencyKey(),
    };
    return data(result, { status: 422, headers: session.headers() });
  }
  const read = readDepositForm(form, method, locale);
  if (!read.ok) return data(read.result, { status: 400, headers: session.headers() });

  let deposit: Awaited<ReturnType<typeof postDeposit>>;
  try {
    deposit = await postDeposit(session, method, read.body);
  } catch (err) {
    if (isApiError(err) && (err.status === 401 || err.status === 403)) {
      throw sessionExpiredRedirect(request, session);
    }
    // An API 5xx or an unreachable API arrives as the router's error data (the API logs its own 5xx); only a
    // bug here is worth a log line. Either way the form shows the spec's 'technical difficulties' message.
    if (err instanceof Error && !isApiError(err)) console.error('deposit failed', err);
    const status = isApiError(err) ? err.status : 502;
    return data(depositErrorResult(err, values, read.body.idempotencyKey), {
      status,
      headers: session.headers(),
    });
  }
  if (deposit.status !== 'approved') {
    const result: DepositFormResult = {
      values,
      fieldErrors: {},
      formError: 'Your deposit was declined. No money has been taken.',
      idempotencyKey: newIdempotencyKey(),
    };
    return data(result, { status: 422, headers: session.headers() });
  }
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo }).toString()}` : '';
  return redirect(`/my-account/deposit/summary/${encodeURIComponent(deposit.transactionId)}${query}`, {
    headers: session.headers(),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Deposit', siteNameFrom(matches)) }];
}

export default function Deposit({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>() as DepositFormResult | undefined;
  const { method, limits, cards, balance, locale, redirectTo } = loaderData;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="deposit-heading" className="mt-2 text-3xl font-extrabold text-theme-primary">
        Deposit
      </h1>
      <p className="mt-2 mb-8 text-mono/80">
        Available funds: <strong data-testid="deposit-balance">{formatMoney(balance, locale)}</strong>
      </p>
      {limits && (method || cards || loaderData.paypal) ? (
        <DepositForm
          methodName={method?.name ?? null}
          cards={cards}
          paypal={loaderData.paypal}
          cscRequired={loaderData.cscRequired}
          selected={actionData?.values.method}
          cscError={actionData?.fieldErrors.csc}
          min={limits.min}
          max={limits.max}
          amount={actionData?.values.amount ?? loaderData.amount}
          amountError={actionData?.fieldErrors.amount}
          formError={actionData?.formError}
          idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
          redirectTo={redirectTo}
          locale={locale}
          answered={actionData !== undefined}
        />
      ) : (
        <p role="status" className="rounded-theme bg-theme-tertiary p-4">
          {NOT_AVAILABLE}
        </p>
      )}
      {loaderData.cardField ? (
        <details className="mt-8 rounded-theme border border-mono/20 p-4" open={cards?.length === 0}>
          <summary className="cursor-pointer font-semibold text-theme-primary">Add a new card</summary>
          <p className="mt-2 text-sm text-mono/80">
            Your card details go straight to our card processor; we keep only the card's last four digits and
            expiry.
          </p>
          <div className="mt-3">
            <CardEntryField
              entry={loaderData.cardField.entry}
              action="/my-account/cards-and-accounts"
              redirectTo={loaderData.cardField.back}
            />
          </div>
        </details>
      ) : null}
      <BankDepositDetails details={loaderData.bankDeposit} />
    </div>
  );
}
