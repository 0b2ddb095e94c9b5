import { PAYPAL_FAILURE_MESSAGE } from '@lottoshop/contracts/deposit-purchase';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link, redirect } from 'react-router';
import { loadCardDeposit } from '../features/wallet/funds.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/my-account.deposit.authorisation.$depositId';

/**
 * /my-account/deposit/authorisation/{depositID} (protected): where a card deposit lands after its 3-D Secure step,
 * and a PayPal deposit after PayPal's page. The API settles the deposit from the gateway's answer (or its webhook,
 * whichever came first): approved goes on to the deposit's details (the summary), declined shows the failure and
 * that no money moved (PayPal's with the spec's PayPal notice), pending says the bank or PayPal is still deciding
 * and offers its page again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'wallet_deposit');
  const deposit = await forSession(request, session, () => loadCardDeposit(session, params.depositId));
  if (!deposit) notFound();
  if (deposit.status === 'approved' && deposit.transactionId) {
    return redirect(`/my-account/deposit/summary/${encodeURIComponent(deposit.transactionId)}`, {
      headers: session.headers(),
    });
  }
  return data({ deposit, locale }, { headers: session.headers() });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const title = loaded?.deposit.status === 'declined' ? 'Deposit failed' : 'Deposit pending';
  return [{ title: pageTitle(title, siteNameFrom(matches)) }];
}

const BUTTON =
  'inline-block rounded-theme px-5 py-3 text-center font-bold hover:opacity-90 border border-theme-primary';

export default function DepositAuthorisation({ loaderData }: Route.ComponentProps) {
  const { deposit, locale } = loaderData;
  const amount = formatMoney(deposit.amount, locale);
  const paypal = deposit.methodCode === 'pl';
  if (deposit.status === 'declined') {
    return (
      <div className="mx-auto max-w-xl py-10">
        <h1 className="text-3xl font-extrabold text-theme-primary">Deposit failed</h1>
        <p
          role="alert"
          className="mt-4 rounded-theme border border-error p-4 font-semibold"
          data-testid="deposit-failure"
        >
          {paypal
            ? `${deposit.declineReason ? `${deposit.declineReason} ` : ''}${PAYPAL_FAILURE_MESSAGE}`
            : `${deposit.declineReason ?? 'Your card was declined.'} Your deposit of ${amount} was not made and no money has been taken.`}
        </p>
        <div className="mt-8 flex gap-3">
          <Link to="/my-account/deposit" className={`${BUTTON} bg-action-primary text-white`}>
            Try again
          </Link>
          {paypal ? null : (
            <Link to="/my-account/cards-and-accounts" className={`${BUTTON} text-theme-primary`}>
              Manage cards
            </Link>
          )}
          <Link
            to={`/my-account/deposit/details/${deposit.depositId}`}
            className={`${BUTTON} text-theme-primary`}
          >
            Deposit details
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Deposit pending</h1>
      <p role="status" className="mt-4">
        {paypal ? 'PayPal has' : 'Your bank has'} not confirmed your deposit of {amount} yet. It is added to
        your balance as soon as {paypal ? 'PayPal' : 'it'} does.
      </p>
      <div className="mt-8 flex gap-3">
        {deposit.challengeUrl ? (
          <a href={deposit.challengeUrl} className={`${BUTTON} bg-action-primary text-white`}>
            {paypal ? 'Continue to PayPal' : 'Confirm with your bank'}
          </a>
        ) : null}
        <Link to="." reloadDocument className={`${BUTTON} text-theme-primary`}>
          Check again
        </Link>
        <Link
          to={`/my-account/deposit/details/${deposit.depositId}`}
          className={`${BUTTON} text-theme-primary`}
        >
          Deposit details
        </Link>
      </div>
    </div>
  );
}
