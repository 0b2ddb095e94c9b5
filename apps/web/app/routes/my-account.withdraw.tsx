import { amountLabel } from '@lottoshop/contracts/amount-labels';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { FieldMessages, FormError, fieldIds, TextField } from '../components/forms/form-field.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { loadCauses } from '../features/raffles/raffles.server.ts';
import { sensitiveFormAction } from '../features/sign-in/elevation.server.ts';
import type { ElevationState } from '../features/sign-in/elevation.ts';
import { ElevationModal } from '../features/sign-in/elevation-modal.tsx';
import { checkDepositAmount } from '../features/wallet/amount.ts';
import {
  loadBankAccounts,
  loadWithdrawableFunds,
  loadWithdrawals,
  postWithdrawal,
} from '../features/wallet/banking.server.ts';
import { newIdempotencyKey } from '../features/wallet/wallet.server.ts';
import { WithdrawalStatus } from '../features/wallet/withdrawal-status.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { FALLBACK_ERROR_TEXT, isApiError } from '../lib/api-errors.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { formErrors } from '../lib/form-schema.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { RequestSession } from '../lib/session.server.ts';
import type { Route } from './+types/my-account.withdraw';

/**
 * /my-account/withdraw (protected, capability wallet_withdrawal): what can be withdrawn (winnings and unspent
 * deposits; promotional credit cannot), a withdrawal by bank account or PayID (tt), PayPal (pl), a donation to a
 * cause (do) or the test method (tw) within the method's limits, and the recent withdrawals with where each
 * stands (requested: the money is held; paid; rejected: the money is back). Withdrawing is a sensitive action:
 * with two-factor on, the session is elevated first.
 */
const FALLBACK = "We're experiencing technical difficulties. Please reload the page to try again.";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const API_FIELDS = ['amount', 'bankAccountId', 'email', 'causeKey'] as const;
type Fields = { method?: string; amount?: string; bankAccountId?: string; email?: string; causeKey?: string };
type WithdrawActionData = {
  values?: Record<string, string>;
  fieldErrors?: Fields;
  formError?: string;
  idempotencyKey?: string;
  elevation?: ElevationState;
  notice?: string;
  /** The API refused because the customer's identity is not verified yet (403 REQUIRED). */
  verifyFirst?: boolean;
};

export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'wallet_withdrawal');
  const [funds, accounts, recent, causes] = await forSession(request, session, () =>
    Promise.all([
      loadWithdrawableFunds(session),
      loadBankAccounts(session),
      loadWithdrawals(session, 5),
      loadCauses(session.identity),
    ]),
  );
  return data(
    {
      funds,
      accounts: accounts.map((a) => ({ id: a.id, label: `${a.label} (${a.accountName})` })),
      recent: recent.items,
      causes: causes.map((c) => ({ key: c.key, name: c.name })),
      idempotencyKey: newIdempotencyKey(),
      locale,
    },
    { headers: session.headers() },
  );
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 300) : '';
};

async function withdrawWith(session: RequestSession, form: FormData, locale: string) {
  const values = {
    method: text(form, 'method'),
    amount: text(form, 'amount'),
    bankAccountId: text(form, 'bankAccountId'),
    email: text(form, 'email'),
    causeKey: text(form, 'causeKey'),
  };
  const key = text(form, 'idempotencyKey');
  const idempotencyKey = IDEMPOTENCY_KEY.test(key) ? key : newIdempotencyKey();
  const funds = await loadWithdrawableFunds(session);
  const method = funds.methods.find((m) => m.code === values.method);
  if (!method) return { values, idempotencyKey, fieldErrors: { method: 'Please choose how to withdraw.' } };
  const amount = checkDepositAmount(values.amount, { min: method.minAmount, max: method.maxAmount }, locale);
  if (!amount.ok) return { values, idempotencyKey, fieldErrors: { amount: amount.message } };
  try {
    const withdrawal = await postWithdrawal(session, method.code, {
      amount: amount.amountMinor,
      idempotencyKey,
      ...(method.code === 'tt' ? { bankAccountId: values.bankAccountId } : {}),
      ...(method.code === 'pl' ? { email: values.email } : {}),
      ...(method.code === 'do' ? { causeKey: values.causeKey } : {}),
    });
    const headers = session.headers();
    headers.append('Set-Cookie', flashCookie('withdrawal_requested', session.secure));
    return redirect(`/my-account/withdraw/summary/${encodeURIComponent(withdrawal.transactionId)}`, {
      headers,
    });
  } catch (err) {
    // Withdrawing needs a verified identity: the customer is told why and where to verify.
    if (isApiError(err) && err.status === 403 && err.code === 'REQUIRED') {
      return { values, idempotencyKey, formError: err.message, verifyFirst: true };
    }
    if (!isApiError(err) || err.code === '2fa_required' || err.status === 401 || err.status === 403)
      throw err;
    const fallback = err.message === FALLBACK_ERROR_TEXT ? FALLBACK : err.message;
    const { fieldErrors, formError } = formErrors(Object.entries(err.fields), API_FIELDS, fallback);
    return {
      values,
      fieldErrors,
      ...(formError ? { formError } : {}),
      idempotencyKey: err.status === 409 ? newIdempotencyKey() : idempotencyKey,
    };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session, locale } = await requireAccountPage(request, 'wallet_withdrawal');
  const out = await sensitiveFormAction<WithdrawActionData>({
    request,
    session,
    form,
    intent: 'withdraw',
    run: (f) => withdrawWith(session, f, locale),
    secretFields: [],
    empty: (fields) => ({ values: fields }),
  });
  if (out instanceof Response) return out;
  return data(out.result, { status: out.status === 422 ? 400 : out.status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Withdraw', siteNameFrom(matches)) }];
}

const SELECT = 'mt-1 block w-full rounded-theme border border-mono/30 bg-white px-3 py-2';

export default function Withdraw({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>() as WithdrawActionData | undefined;
  const { funds, accounts, recent, causes, locale } = loaderData;
  const values = state?.values ?? {};
  const errors = state?.fieldErrors ?? {};
  const chosen = values.method ?? funds.methods[0]?.code ?? '';
  const accountIds = fieldIds('bankAccountId');
  const causeIds = fieldIds('causeKey');
  const money = (amount: number) => formatMoney({ amount, currency: funds.available.currency }, locale);
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Withdraw</h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-theme bg-theme-tertiary p-4">
        <dt className="text-mono/70">Withdrawable funds</dt>
        <dd className="text-right text-xl font-extrabold" data-testid="withdrawable-funds">
          {money(funds.amount)}
        </dd>
        <dt className="text-mono/70">Available funds</dt>
        <dd className="text-right" data-testid="available-funds">
          {formatMoney(funds.available, locale)}
        </dd>
      </dl>
      <p className="mt-2 text-sm text-mono/80">
        Your winnings and the deposits you have not spent can be withdrawn. Promotional credit can be played
        but not withdrawn. A withdrawal is held from your balance at once and paid within the time each method
        states.
      </p>
      <FormError message={state?.formError} />
      {state?.verifyFirst ? (
        <p className="mt-2">
          <Link
            to="/my-account/verify-account"
            className="font-semibold text-action-secondary underline"
            data-testid="verify-to-withdraw-link"
          >
            Verify your account
          </Link>
        </p>
      ) : null}
      {state?.notice ? (
        <p role="status" className="mt-4 rounded-theme bg-theme-tertiary p-4 font-semibold">
          {state.notice}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <input type="hidden" name="intent" value="withdraw" />
        <input
          type="hidden"
          name="idempotencyKey"
          value={state?.idempotencyKey ?? loaderData.idempotencyKey}
        />
        <fieldset>
          <legend className="font-semibold">How would you like to withdraw?</legend>
          <div className="mt-2 space-y-2">
            {funds.methods.map((m) => (
              <label key={m.code} className="flex gap-3 rounded-theme border border-mono/20 p-3">
                <input type="radio" name="method" value={m.code} defaultChecked={m.code === chosen} />
                <span>
                  <span className="block font-semibold">{m.name}</span>
                  <span className="block text-sm text-mono/80">
                    {m.description} {formatMoney(m.minAmount, locale)} to {formatMoney(m.maxAmount, locale)}.
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldMessages name="method" error={errors.method} />
        </fieldset>
        <TextField
          name="amount"
          label={amountLabel('Withdrawal amount', locale)}
          error={errors.amount}
          defaultValue={values.amount}
          inputMode="text"
          hint="In dollars, e.g. 25.00"
        />
        <div>
          <label htmlFor={accountIds.id} className="block font-semibold">
            Bank account or PayID <span className="font-normal text-mono/70">(for a bank withdrawal)</span>
          </label>
          <select
            id={accountIds.id}
            name="bankAccountId"
            defaultValue={values.bankAccountId}
            className={SELECT}
            aria-invalid={errors.bankAccountId ? true : undefined}
            aria-describedby={errors.bankAccountId ? accountIds.errorId : undefined}
          >
            {accounts.length === 0 ? <option value="">No bank accounts saved</option> : null}
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </select>
          <FieldMessages name="bankAccountId" error={errors.bankAccountId} />
          <p className="mt-1 text-sm">
            <Link to="/my-account/cards-and-accounts" className="text-theme-primary underline">
              Add a bank account
            </Link>
          </p>
        </div>
        <TextField
          name="email"
          label="PayPal email address"
          type="email"
          error={errors.email}
          defaultValue={values.email}
          required={false}
          hint="For a PayPal withdrawal"
        />
        <div>
          <label htmlFor={causeIds.id} className="block font-semibold">
            Cause <span className="font-normal text-mono/70">(for a donation)</span>
          </label>
          <select
            id={causeIds.id}
            name="causeKey"
            defaultValue={values.causeKey}
            className={SELECT}
            aria-invalid={errors.causeKey ? true : undefined}
            aria-describedby={errors.causeKey ? causeIds.errorId : undefined}
          >
            {causes.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldMessages name="causeKey" error={errors.causeKey} />
        </div>
        <button
          type="submit"
          className="rounded-theme bg-action-primary px-5 py-3 font-bold text-white hover:opacity-90"
        >
          Withdraw
        </button>
      </Form>
      <section aria-labelledby="recent-withdrawals-heading" className="mt-10">
        <h2 id="recent-withdrawals-heading" className="text-xl font-bold">
          Your recent withdrawals
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-mono/80">You have not withdrawn yet.</p>
        ) : (
          <ul className="mt-3 space-y-2" data-testid="recent-withdrawals">
            {recent.map((w) => (
              <li
                key={w.id}
                className="flex items-center justify-between rounded-theme border border-mono/20 p-3"
              >
                <span>
                  <Link
                    to={`/my-account/withdraw/details/${w.id}`}
                    className="font-semibold text-theme-primary underline"
                  >
                    {formatMoney(w.amount, locale)} — {w.methodName}
                  </Link>
                  <span className="block text-sm text-mono/80">{formatDateTime(w.createdAt, locale)}</span>
                </span>
                <WithdrawalStatus status={w.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {state?.elevation ? <ElevationModal key={state.elevation.id} state={state.elevation} /> : null}
    </div>
  );
}
