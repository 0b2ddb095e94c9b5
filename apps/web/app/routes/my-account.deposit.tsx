import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, redirect, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { DepositForm } from '../features/wallet/deposit-form.tsx';
import {
  type DepositFormResult,
  depositErrorResult,
  loadDepositMethod,
  newIdempotencyKey,
  postDeposit,
  readDepositForm,
} from '../features/wallet/wallet.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { safeRedirectPath, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/my-account.deposit';

/**
 * /my-account/deposit (protected, capability wallet_deposit): deposit into the wallet with the test deposit
 * method (spec 2 §3 `td`), within the method's minimum and maximum. Success goes to the deposit summary,
 * which offers a way back to `redirectTo` (e.g. /cart/buy) when one was given. `?amount=` (dollars, e.g. the
 * shortfall at checkout) fills in the amount; the quick amounts use it too.
 */
const NOT_AVAILABLE = 'Deposits are not available at the moment. Please try again later.';

function readRedirect(value: FormDataEntryValue | string | null): string | null {
  const path = safeRedirectPath(typeof value === 'string' ? value : null, '');
  return path === '' ? null : path;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'wallet_deposit');
  const url = new URL(request.url);
  const [method, customer] = await forSession(request, session, () =>
    Promise.all([loadDepositMethod(session), loadCustomer(session)]),
  );
  if (!customer) throw sessionExpiredRedirect(request, session);
  const quick = url.searchParams.get('amount') ?? '';
  return data(
    {
      method: method ? { name: method.name, min: method.limits.min, max: method.limits.max } : null,
      balance: customer.availableFunds,
      idempotencyKey: newIdempotencyKey(),
      redirectTo: readRedirect(url.searchParams.get('redirectTo')),
      amount: /^\d{1,6}(\.\d{1,2})?$/.test(quick) ? quick : '',
      locale,
    },
    { headers: session.headers() },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session, locale } = await requireAccountPage(request, 'wallet_deposit');
  const redirectTo = readRedirect(form.get('redirectTo'));
  const method = await forSession(request, session, () => loadDepositMethod(session));
  const amount = form.get('amount');
  const values = { amount: typeof amount === 'string' ? amount : '' };
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
  const { method, balance, locale, redirectTo } = loaderData;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="deposit-heading" className="mt-2 text-3xl font-extrabold text-theme-primary">
        Deposit
      </h1>
      <p className="mt-2 mb-8 text-mono/80">
        Available funds:{' '}
        <strong data-testid="deposit-balance">
          {formatMoney(balance ?? { amount: 0, currency: 'AUD' }, locale)}
        </strong>
      </p>
      {method ? (
        <DepositForm
          methodName={method.name}
          min={method.min}
          max={method.max}
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
    </div>
  );
}
