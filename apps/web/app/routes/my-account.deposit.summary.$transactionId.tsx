import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link } from 'react-router';
import { loadTransaction } from '../features/wallet/wallet.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { safeRedirectPath } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/my-account.deposit.summary.$transactionId';

/**
 * /my-account/deposit/summary/{transactionID} (protected, viewing orders): the deposit just made, with the
 * new balance, and a way on to `redirectTo` (a same-site path, e.g. back to checkout) when one was given.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  const transaction = await forSession(request, session, () =>
    loadTransaction(session, params.transactionId),
  );
  if (transaction?.type !== 'deposit') notFound();
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '');
  return data(
    { transaction, locale, continueTo: target === '' ? null : target },
    { headers: session.headers() },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Deposit successful', siteNameFrom(matches)) }];
}

const BUTTON =
  'inline-block rounded-theme px-5 py-3 text-center font-bold hover:opacity-90 border border-theme-primary';

export default function DepositSummary({ loaderData }: Route.ComponentProps) {
  const { transaction, locale, continueTo } = loaderData;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Deposit successful</h1>
      <p className="mt-2 text-mono/80">The money is in your account and ready to play with.</p>
      <dl className="mt-8 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 rounded-theme bg-theme-tertiary p-6">
        <dt className="text-mono/70">Amount deposited</dt>
        <dd className="text-right text-xl font-extrabold" data-testid="deposit-amount">
          {formatMoney(transaction.amount, locale)}
        </dd>
        <dt className="text-mono/70">New balance</dt>
        <dd
          className="text-right text-xl font-extrabold text-theme-primary"
          data-testid="deposit-new-balance"
        >
          {formatMoney(transaction.balanceAfter, locale)}
        </dd>
        <dt className="text-mono/70">Date</dt>
        <dd className="text-right">{formatDateTime(transaction.createdAt, locale)}</dd>
        <dt className="text-mono/70">Reference</dt>
        <dd className="text-right font-mono text-sm break-all">{transaction.id}</dd>
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {continueTo ? (
          <Link to={continueTo} className={`${BUTTON} bg-action-primary text-white`}>
            Continue
          </Link>
        ) : null}
        <Link to="/my-account/transactions/1" className={`${BUTTON} text-theme-primary`}>
          View transactions
        </Link>
        <Link to="/my-account/deposit" className={`${BUTTON} text-theme-primary`}>
          Deposit again
        </Link>
        {transaction.reference ? (
          <Link
            to={`/my-account/deposit/details/${transaction.reference}`}
            className={`${BUTTON} text-theme-primary`}
          >
            Deposit details
          </Link>
        ) : null}
      </div>
    </div>
  );
}
