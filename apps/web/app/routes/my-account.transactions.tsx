import { formatMoney } from '@lottoshop/contracts/formatting';
import type { TransactionDto } from '@lottoshop/contracts/wallet';
import { data, Link } from 'react-router';
import { Pager } from '../components/lists/pager.tsx';
import { cellVisibility, PhoneOnly, type TableColumn, TableHead } from '../components/lists/table-head.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { loadWithdrawals } from '../features/wallet/banking.server.ts';
import { loadTransactions } from '../features/wallet/wallet.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { readPageParam, requirePageInRange } from '../lib/paging.ts';
import type { Route } from './+types/my-account.transactions';

/** /my-account/transactions/{page} (protected, viewing orders): the wallet's movements, 10 a page, newest first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page);
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  const [list, withdrawals] = await forSession(request, session, () =>
    Promise.all([loadTransactions(session, page), loadWithdrawals(session, 20)]),
  );
  requirePageInRange(page, list.pageCount);
  // A requested withdrawal is held, not yet a movement: it is listed apart until it is paid or rejected.
  const held = withdrawals.items.filter((w) => w.status === 'pending');
  return data({ ...list, held, locale }, { headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Transactions', siteNameFrom(matches)) }];
}

const TRANSACTION_COLUMNS: TableColumn[] = [
  { label: 'Date', fromSm: true },
  { label: 'Description' },
  { label: 'Amount', numeric: true },
  { label: 'Balance', numeric: true },
];

function signedAmount(t: TransactionDto, locale: string): string {
  const text = formatMoney({ ...t.amount, amount: Math.abs(t.amount.amount) }, locale);
  return t.amount.amount < 0 ? `−${text}` : `+${text}`;
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, locale, held } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Transactions</h1>
      {held.length > 0 ? (
        <section aria-labelledby="held-heading" className="mt-6 rounded-theme bg-theme-tertiary p-4">
          <h2 id="held-heading" className="font-bold">
            Withdrawals waiting to be paid
          </h2>
          <ul className="mt-2 space-y-1" data-testid="held-withdrawals">
            {held.map((w) => (
              <li key={w.id}>
                <Link to={`/my-account/withdraw/details/${w.id}`} className="text-theme-primary underline">
                  {formatMoney(w.amount, locale)} to {w.destination}
                </Link>{' '}
                — held from your balance since {formatDateTime(w.createdAt, locale)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
            <TableHead columns={TRANSACTION_COLUMNS} />
            <tbody>
              {items.map((t) => (
                <tr key={t.id} className="border-b border-mono/10" data-testid="transaction-row">
                  <td className={`py-3 pr-4 whitespace-nowrap ${cellVisibility(TRANSACTION_COLUMNS[0])}`}>
                    {formatDateTime(t.createdAt, locale)}
                  </td>
                  <td className="py-3 pr-4">
                    {t.type === 'deposit' && t.reference ? (
                      <Link
                        to={`/my-account/deposit/details/${t.reference}`}
                        className="text-theme-primary underline"
                      >
                        {t.description}
                      </Link>
                    ) : (
                      t.description
                    )}
                    <PhoneOnly>{formatDateTime(t.createdAt, locale)}</PhoneOnly>
                  </td>
                  <td
                    className={`py-3 pr-4 text-right font-semibold whitespace-nowrap ${t.amount.amount < 0 ? '' : 'text-success'}`}
                  >
                    {signedAmount(t, locale)}
                  </td>
                  <td className="py-3 text-right whitespace-nowrap" data-testid="transaction-balance">
                    {formatMoney(t.balanceAfter, locale)}
                  </td>
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
