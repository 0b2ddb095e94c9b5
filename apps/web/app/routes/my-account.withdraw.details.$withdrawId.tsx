import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link } from 'react-router';
import { loadWithdrawal } from '../features/wallet/banking.server.ts';
import { WITHDRAWAL_STATUS_TEXT, WithdrawalStatus } from '../features/wallet/withdrawal-status.tsx';
import { forSession } from '../lib/account-page.server.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { loadPageContext, requireCustomer } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/my-account.withdraw.details.$withdrawId';

/**
 * /my-account/withdraw/details/{withdrawID} (protected; spec 1 names no capability): one withdrawal and where it
 * stands — requested (the amount held), paid, or rejected with the reason (the money back in the balance).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = requireCustomer(request);
  const { config } = await loadPageContext(request);
  const withdrawal = await forSession(request, session, () =>
    loadWithdrawal(session, { id: params.withdrawId }),
  );
  if (!withdrawal) notFound();
  return data({ withdrawal, locale: config.siteLocale }, { headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Withdrawal details', siteNameFrom(matches)) }];
}

export default function WithdrawDetails({ loaderData }: Route.ComponentProps) {
  const { withdrawal, locale } = loaderData;
  const status = WITHDRAWAL_STATUS_TEXT[withdrawal.status];
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Withdrawal details</h1>
      <p className="mt-4 flex items-center gap-3">
        <WithdrawalStatus status={withdrawal.status} />
        <span data-testid="withdrawal-meaning">{status.meaning}</span>
      </p>
      {withdrawal.rejectReason ? (
        <p className="mt-3 rounded-theme border border-mono/20 p-3" data-testid="withdrawal-reject-reason">
          Reason: {withdrawal.rejectReason}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 rounded-theme bg-theme-tertiary p-6">
        <dt className="text-mono/70">Withdrawal amount</dt>
        <dd className="text-right text-xl font-extrabold">{formatMoney(withdrawal.amount, locale)}</dd>
        <dt className="text-mono/70">Method</dt>
        <dd className="text-right">{withdrawal.methodName}</dd>
        <dt className="text-mono/70">To</dt>
        <dd className="text-right">{withdrawal.destination}</dd>
        <dt className="text-mono/70">Requested</dt>
        <dd className="text-right">{formatDateTime(withdrawal.createdAt, locale)}</dd>
        {withdrawal.decidedAt ? (
          <>
            <dt className="text-mono/70">{withdrawal.status === 'paid' ? 'Paid' : 'Rejected'}</dt>
            <dd className="text-right">{formatDateTime(withdrawal.decidedAt, locale)}</dd>
          </>
        ) : null}
        <dt className="text-mono/70">Reference</dt>
        <dd className="text-right font-mono text-sm break-all">{withdrawal.id}</dd>
      </dl>
      <p className="mt-8">
        <Link to="/my-account/withdraw" className="font-semibold text-theme-primary underline">
          Back to withdrawals
        </Link>
      </p>
    </div>
  );
}
