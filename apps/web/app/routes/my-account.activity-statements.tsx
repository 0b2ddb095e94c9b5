import { formatMoney } from '@lottoshop/contracts/formatting';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { data, Form, Link, useActionData } from 'react-router';
import { type TableColumn, TableHead } from '../components/lists/table-head.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import {
  loadStatement,
  readStatementSettingsForm,
  saveStatementSettings,
} from '../features/wallet/statements.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.activity-statements';

/**
 * /my-account/activity-statements?month=YYYY-MM (protected, viewing orders): the customer's monthly activity
 * statement — deposits, spend, wins, withdrawals and net, and every movement of their wallet — the months they
 * can choose, a PDF download, and whether it is e-mailed each month. A month that does not exist is explained.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'viewing_orders');
  const month = new URL(request.url).searchParams.get('month');
  const answer = await forSession(request, session, () => loadStatement(session, month));
  return data({ ...answer, locale }, { status: answer.error ? 400 : 200, headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session } = await requireAccountPage(request, 'viewing_orders');
  const read = readStatementSettingsForm(form);
  if (!read.ok) {
    const notice = read.errors.fieldErrors.emailMonthly ?? read.errors.formError ?? 'Please try again.';
    return data({ notice }, { status: 400, headers: session.headers() });
  }
  const { emailMonthly } = read.value;
  await forSession(request, session, () => saveStatementSettings(session, emailMonthly));
  return data(
    {
      notice: emailMonthly
        ? 'Your statement will be e-mailed to you at the start of each month.'
        : 'Your statement will no longer be e-mailed.',
    },
    { headers: session.headers() },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Activity statements', siteNameFrom(matches)) }];
}

const LINE_COLUMNS: TableColumn[] = [
  { label: 'Date' },
  { label: 'Description' },
  { label: 'Amount', numeric: true },
  { label: 'Balance', numeric: true },
];

function signed(m: MoneyDto, locale: string): string {
  const text = formatMoney({ ...m, amount: Math.abs(m.amount) }, locale);
  return m.amount < 0 ? `−${text}` : text;
}

export default function ActivityStatements({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { statement, error, locale } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Activity statements</h1>
      <p className="mt-2 text-mono/80">
        What went into and out of your account each month: deposits, tickets bought, wins and withdrawals.
      </p>
      {answer?.notice ? (
        <p role="status" className="mt-4 rounded-theme bg-theme-tertiary p-4" data-testid="statement-notice">
          {answer.notice}
        </p>
      ) : null}
      {error ? (
        <div
          role="alert"
          className="mt-6 rounded-theme border border-danger p-4"
          data-testid="statement-error"
        >
          <p>{error}</p>
          <Link to="/my-account/activity-statements" className="mt-2 inline-block font-semibold underline">
            See this month's statement
          </Link>
        </div>
      ) : null}
      {statement ? (
        <>
          <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 font-semibold">
              Month
              <select
                name="month"
                defaultValue={statement.month}
                className="rounded-theme border border-mono/30 px-3 py-2 font-normal"
              >
                {statement.availableMonths.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary"
            >
              Show statement
            </button>
            <a
              href={`/my-account/activity-statements/${statement.month}/download`}
              download
              className="rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
              data-testid="statement-pdf"
            >
              Download PDF
            </a>
          </form>
          <h2 className="mt-8 text-xl font-bold text-theme-primary" data-testid="statement-month">
            {statement.monthName}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="statement-figures">
            {(
              [
                ['Opening balance', statement.openingBalance, 'opening'],
                ['Deposits', statement.deposits, 'deposits'],
                ['Spend', statement.spend, 'spend'],
                ['Wins', statement.wins, 'wins'],
                ['Withdrawals', statement.withdrawals, 'withdrawals'],
                ['Net (wins less spend)', statement.net, 'net'],
                ['Closing balance', statement.closingBalance, 'closing'],
              ] as const
            ).map(([label, value, id]) => (
              <div key={id} className="rounded-theme border border-mono/15 p-3">
                <dt className="text-sm text-mono/80">{label}</dt>
                <dd className="text-lg font-bold" data-testid={`statement-${id}`}>
                  {signed(value, locale)}
                </dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-8 text-xl font-bold text-theme-primary">Transactions</h2>
          {statement.lines.length === 0 ? (
            <p className="mt-3">No money moved through your account this month.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="statement-lines">
                <TableHead columns={LINE_COLUMNS} />
                <tbody>
                  {statement.lines.map((l) => (
                    <tr key={l.id} className="border-b border-mono/10" data-testid="statement-line">
                      <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(l.date, locale)}</td>
                      <td className="py-2 pr-4">{l.description}</td>
                      <td className="py-2 pr-4 text-right whitespace-nowrap">{signed(l.amount, locale)}</td>
                      <td className="py-2 text-right whitespace-nowrap">
                        {formatMoney(l.balanceAfter, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Form method="post" className="mt-10 rounded-theme border border-mono/15 p-4">
            <h2 className="text-lg font-bold text-theme-primary">E-mail my statement</h2>
            <label className="mt-2 flex items-center gap-2">
              <input type="checkbox" name="emailMonthly" defaultChecked={statement.emailMonthly} />
              E-mail me last month's statement at the start of each month
            </label>
            <button
              type="submit"
              className="mt-3 rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
            >
              Save
            </button>
          </Form>
        </>
      ) : null}
    </div>
  );
}
