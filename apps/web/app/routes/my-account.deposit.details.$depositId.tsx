import { PAYPAL_FAILURE_MESSAGE } from '@lottoshop/contracts/deposit-purchase';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link, redirect } from 'react-router';
import { DEPOSIT_STATUS_TEXT, DepositFacts, isCancellable } from '../features/wallet/deposit-facts.tsx';
import { loadDepositPage } from '../features/wallet/deposit-page.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.deposit.details.$depositId';

/**
 * /my-account/deposit/details/{depositID}, with its /success and /failure variants (protected; spec 1 §2 names no
 * capability): the customer's own deposit — method, amount, status, date and reference. The plain page shows it
 * as it stands (a pending one with its bank step and the way to cancel it); /success says the money is in the
 * balance and what to do next, /failure why it was not made and that nothing was taken. A variant that does not
 * fit the deposit's state goes to the one that does. Another customer's deposit, or no deposit, is the 404 page.
 */
type Variant = 'details' | 'success' | 'failure';

const variantOf = (request: Request): Variant => {
  const path = new URL(request.url).pathname;
  return path.endsWith('/success') ? 'success' : path.endsWith('/failure') ? 'failure' : 'details';
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale, deposit, methodName } = await loadDepositPage(request, params.depositId);
  const variant = variantOf(request);
  const fits =
    deposit.status === 'approved' ? 'success' : deposit.status === 'declined' ? 'failure' : 'details';
  if (variant !== 'details' && variant !== fits) {
    const suffix = fits === 'details' ? '' : `/${fits}`;
    throw redirect(`/my-account/deposit/details/${encodeURIComponent(deposit.depositId)}${suffix}`, {
      headers: session.headers(),
    });
  }
  return data({ deposit, methodName, locale, variant }, { headers: session.headers() });
}

const TITLES: Record<Variant, string> = {
  details: 'Deposit details',
  success: 'Deposit successful',
  failure: 'Deposit failed',
};

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(TITLES[loaded?.variant ?? 'details'], siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

const BUTTON =
  'inline-block rounded-theme px-5 py-3 text-center font-bold hover:opacity-90 border border-theme-primary';

export default function DepositDetails({ loaderData }: Route.ComponentProps) {
  const { deposit, methodName, locale, variant } = loaderData;
  const amount = formatMoney(deposit.amount, locale);
  const detailsPath = `/my-account/deposit/details/${deposit.depositId}`;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">{TITLES[variant]}</h1>
      {variant === 'success' ? (
        <p role="status" className="mt-4" data-testid="deposit-outcome">
          {amount} has been added to your balance and is ready to play with.
        </p>
      ) : variant === 'failure' ? (
        <p
          role="alert"
          className="mt-4 rounded-theme border border-error p-4 font-semibold"
          data-testid="deposit-outcome"
        >
          {deposit.declineReason ?? 'Your payment was declined.'}{' '}
          {deposit.methodCode === 'pl'
            ? PAYPAL_FAILURE_MESSAGE
            : `No money was taken for your deposit of ${amount}.`}
        </p>
      ) : (
        <p className="mt-4" data-testid="deposit-outcome">
          {DEPOSIT_STATUS_TEXT[deposit.status].meaning}
          {deposit.declineReason ? ` ${deposit.declineReason}` : ''}
        </p>
      )}
      <DepositFacts deposit={deposit} methodName={methodName} locale={locale} />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {variant === 'success' ? (
          <>
            <Link to="/lotto-tickets" className={`${BUTTON} bg-action-primary text-white`}>
              Buy tickets
            </Link>
            <Link to="/my-account/transactions" className={`${BUTTON} text-theme-primary`}>
              View transactions
            </Link>
          </>
        ) : null}
        {variant === 'failure' ? (
          <>
            <Link to="/my-account/deposit" className={`${BUTTON} bg-action-primary text-white`}>
              Try again
            </Link>
            {deposit.methodCode === 'cc' ? (
              <Link to="/my-account/cards-and-accounts" className={`${BUTTON} text-theme-primary`}>
                Manage cards
              </Link>
            ) : null}
          </>
        ) : null}
        {variant === 'details' && deposit.status === 'pending' && deposit.challengeUrl ? (
          <a href={deposit.challengeUrl} className={`${BUTTON} bg-action-primary text-white`}>
            {deposit.methodCode === 'pl' ? 'Continue to PayPal' : 'Confirm with your bank'}
          </a>
        ) : null}
        {variant === 'details' && isCancellable(deposit) ? (
          <Link
            to={`/my-account/deposit/${deposit.depositId}/cancel`}
            className={`${BUTTON} text-theme-primary`}
          >
            Cancel this deposit
          </Link>
        ) : null}
        {variant === 'details' && deposit.status === 'approved' ? (
          <Link to={`${detailsPath}/success`} className={`${BUTTON} text-theme-primary`}>
            What next
          </Link>
        ) : null}
        {variant === 'details' && deposit.status === 'declined' ? (
          <Link to="/my-account/deposit" className={`${BUTTON} text-theme-primary`}>
            Deposit again
          </Link>
        ) : null}
        {variant !== 'details' ? (
          <Link to="/my-account/deposit" className={`${BUTTON} text-theme-primary`}>
            {variant === 'success' ? 'Deposit again' : 'Back to deposits'}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
