import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link } from 'react-router';
import { loadWithdrawableFunds, loadWithdrawal } from '../features/wallet/banking.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/my-account.withdraw.summary.$withdrawalTransactionId';

/**
 * /my-account/withdraw/summary/{transactionID} (protected, viewing orders): the withdrawal just requested — the
 * amount held from the balance, where it goes, what is left to withdraw — with a way to follow it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  const [withdrawal, funds] = await forSession(request, session, () =>
    Promise.all([
      loadWithdrawal(session, { transactionId: params.withdrawalTransactionId }),
      loadWithdrawableFunds(session),
    ]),
  );
  if (!withdrawal) notFound();
  return data({ withdrawal, available: funds.available, locale }, { headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Withdrawal requested', siteNameFrom(matches)) }];
}

const BUTTON =
  'inline-block rounded-theme px-5 py-3 text-center font-bold hover:opacity-90 border border-theme-primary';

export default function WithdrawSummary({ loaderData }: Route.ComponentProps) {
  const { withdrawal, available, locale } = loaderData;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Withdrawal requested</h1>
      <p className="mt-2 text-mono/80">
        The amount is held from your balance now. We will let you know here once it has been paid.
      </p>
      <dl className="mt-8 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 rounded-theme bg-theme-tertiary p-6">
        <dt className="text-mono/70">Withdrawal amount</dt>
        <dd className="text-right text-xl font-extrabold" data-testid="withdrawal-amount">
          {formatMoney(withdrawal.amount, locale)}
        </dd>
        <dt className="text-mono/70">To</dt>
        <dd className="text-right">
          {withdrawal.methodName}: {withdrawal.destination}
        </dd>
        <dt className="text-mono/70">Available funds now</dt>
        <dd className="text-right font-bold text-theme-primary" data-testid="withdraw-available">
          {formatMoney(available, locale)}
        </dd>
        <dt className="text-mono/70">Date</dt>
        <dd className="text-right">{formatDateTime(withdrawal.createdAt, locale)}</dd>
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to={`/my-account/withdraw/details/${withdrawal.id}`}
          className={`${BUTTON} bg-action-primary text-white`}
        >
          Follow this withdrawal
        </Link>
        <Link to="/my-account/transactions/1" className={`${BUTTON} text-theme-primary`}>
          View transactions
        </Link>
      </div>
    </div>
  );
}
