import { DEPOSIT_CANCEL_MESSAGES } from '@lottoshop/contracts/funds';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { DepositFacts, isCancellable } from '../features/wallet/deposit-facts.tsx';
import { loadDepositPage } from '../features/wallet/deposit-page.server.ts';
import { cancelCardDeposit } from '../features/wallet/funds.server.ts';
import { forSession } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/my-account.deposit.$depositId.cancel';

/**
 * /my-account/deposit/{depositID}/cancel (protected): the customer cancels their own deposit, by a form post. Only a
 * deposit still waiting on their bank's 3-D Secure step can be (the processor cancels it first, so it can no
 * longer be completed); the page says why any other cannot and the post changes nothing. Cancelled, the customer
 * goes to the deposit's details, which say it was not made. Another customer's deposit is the 404 page.
 */
const CANNOT = {
  approved: DEPOSIT_CANCEL_MESSAGES.approved,
  declined: DEPOSIT_CANCEL_MESSAGES.declined,
  pending: DEPOSIT_CANCEL_MESSAGES.processing,
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale, deposit, methodName } = await loadDepositPage(request, params.depositId);
  const reason = isCancellable(deposit) ? null : CANNOT[deposit.status];
  return data({ deposit, methodName, locale, reason }, { headers: session.headers() });
}

export async function action({ request, params }: Route.ActionArgs) {
  await readFormData(request);
  const { session, locale, deposit, methodName } = await loadDepositPage(request, params.depositId);
  const answer = await forSession(request, session, () => cancelCardDeposit(session, deposit.depositId));
  if (!answer) notFound();
  if (answer.cancelled) {
    throw redirect(`/my-account/deposit/details/${encodeURIComponent(deposit.depositId)}`, {
      headers: session.headers(),
    });
  }
  // Refused (approved or settled meanwhile, or not cancellable at the provider): the reason, nothing changed.
  const now = await loadDepositPage(request, params.depositId);
  return data(
    { deposit: now.deposit, methodName, locale, reason: answer.reason },
    { status: 409, headers: session.headers() },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Cancel a deposit', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

const BUTTON =
  'inline-block rounded-theme px-5 py-3 text-center font-bold hover:opacity-90 border border-theme-primary';

export default function DepositCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { deposit, methodName, locale, reason } = actionData ?? loaderData;
  const navigation = useNavigation();
  const details = `/my-account/deposit/details/${deposit.depositId}`;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Cancel a deposit</h1>
      {reason ? (
        <p
          role={actionData ? 'alert' : undefined}
          className="mt-4 rounded-theme border border-mono/20 p-4 font-semibold"
          data-testid="deposit-cancel-refused"
        >
          {reason}
        </p>
      ) : (
        <p className="mt-4">
          This deposit is waiting for you to confirm it with your bank. Cancel it and it will not be taken,
          even if you confirm it later; you can make a new deposit at any time.
        </p>
      )}
      <DepositFacts deposit={deposit} methodName={methodName} locale={locale} />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {reason ? null : (
          <Form method="post">
            <button
              type="submit"
              disabled={navigation.state !== 'idle'}
              className={`${BUTTON} bg-action-primary text-white disabled:opacity-50`}
            >
              Cancel this deposit
            </button>
          </Form>
        )}
        <Link to={details} className={`${BUTTON} text-theme-primary`}>
          {reason ? 'Back to the deposit' : 'Keep this deposit'}
        </Link>
      </div>
    </div>
  );
}
