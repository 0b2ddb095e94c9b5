import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { type LimitActionResult, runLimitAction } from '../features/responsible-play/limit-actions.server.ts';
import { loadLimits } from '../features/responsible-play/limits.server.ts';
import { LimitForm, LimitNotice, LimitsTable } from '../features/responsible-play/limits-view.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { hasCapability } from '../lib/shell-data.ts';
import type { Route } from './+types/my-account.spend-limits';

/**
 * /my-account/spend-limits (protected, capability spend_limits; spec 1 §2, spec 2 §2): the customer's spend
 * limits per period with what they have spent and have left, the operator's limits, and — with the
 * deposit_limits capability — their deposit limits. A lower limit applies at once; a higher one or a removal is
 * shown pending with its date and can be cancelled until then.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'spend_limits');
  const { capabilities } = await loadPageContext(request);
  const withDeposits = hasCapability(capabilities, 'deposit_limits');
  const [spend, deposit] = await forSession(request, session, () =>
    Promise.all([loadLimits(session, 'spend'), withDeposits ? loadLimits(session, 'deposit') : null]),
  );
  return data({ spend, deposit, locale }, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session, locale } = await requireAccountPage(request, 'spend_limits');
  const { result, status } = await forSession(request, session, () => runLimitAction(session, form, locale));
  return data(result, { status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Spend limits', siteNameFrom(matches)) }];
}

export default function SpendLimits({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as LimitActionResult | undefined;
  const { spend, deposit, locale } = loaderData;
  const formState = (kind: 'spend' | 'deposit') =>
    answer?.form === kind
      ? { values: answer.values ?? {}, errors: answer.errors ?? {} }
      : { values: {}, errors: {} };
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Spend limits</h1>
      <p className="mt-2 mb-8 text-mono/80">
        Choose how much you can spend on tickets in a day, a week, a fortnight or a month. A lower limit
        applies at once. A higher limit, or removing a limit, takes effect after a cooling-off period of{' '}
        {spend.coolingOffDays} days, and you can cancel it until then. The lowest limit always applies.
      </p>
      <LimitNotice notice={answer?.notice} error={answer?.error} />
      <section aria-labelledby="spend-heading">
        <h2 id="spend-heading" className="text-xl font-bold text-theme-primary">
          Your spend limits
        </h2>
        <div className="mt-4">
          <LimitsTable kind="spend" limits={spend.customerLimits} locale={locale} spentLabel="Spent" />
        </div>
        <LimitForm
          kind="spend"
          periods={spend.availablePeriods}
          {...formState('spend')}
          submitLabel="Save spend limit"
          locale={locale}
        />
        {spend.systemLimits.length > 0 ? (
          <div className="mt-6 text-sm text-mono/80">
            <h3 className="font-semibold">Limits that apply to every customer</h3>
            <ul className="mt-2 list-disc pl-5">
              {spend.systemLimits.map((l) => (
                <li key={`${l.scope}-${l.period}`}>
                  {l.scope === 'global' ? 'Across all our sites' : 'On this site'}:{' '}
                  {formatMoney(l.limit, locale)} {l.periodName.toLowerCase()} (spent{' '}
                  {formatMoney(l.amountSpent, locale)}, left {formatMoney(l.remaining, locale)})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      {deposit ? (
        <section aria-labelledby="deposit-heading" className="mt-12">
          <h2 id="deposit-heading" className="text-xl font-bold text-theme-primary">
            Deposit limits
          </h2>
          <p className="mt-2 text-mono/80">Choose how much you can deposit in a day, a week or a month.</p>
          <div className="mt-4">
            <LimitsTable
              kind="deposit"
              limits={deposit.customerLimits}
              locale={locale}
              spentLabel="Deposited"
            />
          </div>
          <LimitForm
            kind="deposit"
            periods={deposit.availablePeriods}
            {...formState('deposit')}
            submitLabel="Save deposit limit"
            locale={locale}
          />
        </section>
      ) : null}
    </div>
  );
}
