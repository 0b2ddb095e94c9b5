import { formatMoney } from '@lottoshop/contracts/formatting';
import type { TransactionDto } from '@lottoshop/contracts/wallet';
import { data, Link } from 'react-router';
import { forSession, requireAccountPage } from '../features/tickets/account.server.ts';
import { formatDateTime } from '../features/tickets/dates.ts';
import { Pager } from '../features/tickets/pager.tsx';
import { readPageParam, requirePageInRange } from '../features/tickets/paging.ts';
import { loadTransactions } from '../features/wallet/wallet.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.transactions';

/** /my-account/transactions/{page} (protected, viewing orders): the wallet's movements, 10 a page, newest first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page);
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  const list = await forSession(request, session, () => loadTransactions(session, page));
  requirePageInRange(page, list.pageCount);
  return data({ ...list, locale }, { headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Transactions', siteNameFrom(matches)) }];
}

function signedAmount(t: TransactionDto, locale: string): string {
  const text = formatMoney({ ...t.amount, amount: Math.abs(t.amount.amount) }, locale);
  return t.amount.amount < 0 ? `−${text}` : `+${text}`;
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, locale } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to="/my-account" className="text-action-secondary hover:underline">
          My account
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Transactions</h1>
      {items.length === 0 ? (
        <div className="mt-8 rounded-theme bg-theme-tertiary p-6">
          <p>You have no transactions yet.</p>
          <Link
            to="/my-account/deposit"
            className="mt-3 inline-block font-semibold text-action-secondary underline"
          >
            Make a deposit
          </Link>
        </div>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="transactions">
            <thead className="border-b border-mono/20 text-mono/70">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4">
                  Description
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Amount
                </th>
                <th scope="col" className="py-2 text-right">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((t) => (
                <tr key={t.id} className="border-b border-mono/10" data-testid="transaction-row">
                  <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(t.createdAt, locale)}</td>
                  <td className="py-3 pr-4">{t.description}</td>
                  <td
                    className={`py-3 pr-4 text-right font-semibold whitespace-nowrap ${t.amount.amount < 0 ? '' : 'text-success'}`}
                  >
                    {signedAmount(t, locale)}
                  </td>
                  <td className="py-3 text-right whitespace-nowrap">{formatMoney(t.balanceAfter, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `/my-account/transactions/${p}`}
        label="Transaction pages"
      />
    </div>
  );
}
