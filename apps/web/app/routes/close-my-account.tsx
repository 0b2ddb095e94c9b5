import { CLOSURE_REASON_LABELS, CLOSURE_REASONS } from '@lottoshop/contracts/account-closing';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { FormError, SelectField, TextField } from '../components/forms/form-field.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { type CloseFormResult, closeAccountWith } from '../features/account/closing.server.ts';
import { sensitiveFormAction } from '../features/sign-in/elevation.server.ts';
import type { ElevationState } from '../features/sign-in/elevation.ts';
import { ElevationModal } from '../features/sign-in/elevation-modal.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/close-my-account';

/**
 * /close-my-account (protected, capability customer_deactivate): the customer closes their account with their
 * password and a reason (DELETE /customer). The wallet must be empty and no ticket waiting for a draw; the page
 * says so before the form. On success the session ends and the visitor lands on /close-my-account/success.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'customer_deactivate');
  const customer = await forSession(request, session, () => loadCustomer(session));
  if (!customer) throw sessionExpiredRedirect(request, session);
  return data({ balance: customer.availableFunds ?? undefined, locale }, { headers: session.headers() });
}

/** What the form shows after a post: its values and messages, the two-factor modal, or a notice. */
type CloseActionData = CloseFormResult & { elevation?: ElevationState; notice?: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session } = await requireAccountPage(request, 'customer_deactivate');
  const out = await sensitiveFormAction<CloseActionData>({
    request,
    session,
    form,
    intent: 'close',
    run: (f) => closeAccountWith(session, f),
    secretFields: ['password'],
    empty: (pending) => ({
      values: { reason: pending.reason ?? '', comment: pending.comment ?? '' },
      fieldErrors: {},
    }),
  });
  return out instanceof Response ? out : data(out.result, { status: out.status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Close my account', siteNameFrom(matches)) }];
}

export default function CloseMyAccount({ loaderData }: Route.ComponentProps) {
  const failed = useActionData<typeof action>() as CloseActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const { balance, locale } = loaderData;
  const hasFunds = balance !== undefined && balance.amount !== 0;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="close-heading" className="mt-2 text-3xl font-extrabold text-theme-primary">
        Close my account
      </h1>
      <div className="mt-4 space-y-3">
        <p>
          Closing your account is permanent: you will be logged out and will not be able to log in again. We
          keep the record of your tickets and transactions, as the law requires.
        </p>
        <p>
          Before you close it, your wallet must be empty and every ticket you hold must have been drawn.
          {hasFunds ? (
            <>
              {' '}
              <strong data-testid="close-balance">Your wallet holds {formatMoney(balance, locale)}.</strong>{' '}
              Please withdraw it or contact support first.
            </>
          ) : null}
        </p>
        <p>
          If you want a break from playing rather than to leave, see{' '}
          <Link to="/about/responsible-gaming" className="font-semibold text-action-secondary underline">
            responsible gaming
          </Link>
          .
        </p>
      </div>
      {failed?.notice ? (
        <p role="status" className="mt-6 rounded-theme bg-theme-tertiary p-4 font-semibold">
          {failed.notice} Enter your password again to close your account.
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-8 space-y-5" aria-labelledby="close-heading">
        <input type="hidden" name="intent" value="close" />
        <FormError message={failed?.formError} />
        <SelectField
          name="reason"
          label="Why are you closing your account?"
          defaultValue={failed?.values.reason}
          error={failed?.fieldErrors.reason}
          options={CLOSURE_REASONS.map((value) => ({ value, label: CLOSURE_REASON_LABELS[value] }))}
        />
        <TextField
          name="comment"
          label="Anything you would like to tell us"
          required={false}
          defaultValue={failed?.values.comment}
          error={failed?.fieldErrors.comment}
          maxLength={1000}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={failed?.fieldErrors.password}
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-theme bg-error px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
        >
          {busy ? 'Please wait…' : 'Close my account'}
        </button>
      </Form>
      {failed?.elevation ? <ElevationModal key={failed.elevation.id} state={failed.elevation} /> : null}
    </div>
  );
}
