import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Form, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { type LimitActionResult, runLimitAction } from '../features/responsible-play/limit-actions.server.ts';
import { loadPrecommitment } from '../features/responsible-play/limits.server.ts';
import {
  LimitForm,
  LimitNotice,
  PendingChange,
  SMALL_OUTLINE,
  SubmitButton,
} from '../features/responsible-play/limits-view.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.precommitment-limit';

/**
 * /my-account/precommitment-limit (protected, capability spend_limits; spec 1 §2, spec 2 §2): the most the
 * customer commits to lose — spent on tickets less prizes won — in the site's precommitment period. Setting a
 * lower limit applies at once; a higher one or removing it waits out the cooling-off period, cancellable.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'spend_limits');
  const precommitment = await forSession(request, session, () => loadPrecommitment(session));
  return data({ precommitment, locale }, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session, locale } = await requireAccountPage(request, 'spend_limits');
  const { result, status } = await forSession(request, session, () => runLimitAction(session, form, locale));
  return data(result, { status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Precommitment limit', siteNameFrom(matches)) }];
}

export default function PrecommitmentLimit({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as LimitActionResult | undefined;
  const { precommitment: p, locale } = loaderData;
  const period = p.periodName.toLowerCase();
  return (
    <div className="mx-auto max-w-3xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Precommitment limit</h1>
      <p className="mt-2 mb-8 text-mono/80">
        Decide in advance the most you are prepared to lose — what you spend on tickets less what you win — in
        a {period === 'monthly' ? 'month' : period} period. A lower limit applies at once. A higher limit, or
        removing it, takes effect after a cooling-off period of {p.coolingOffDays} days.
      </p>
      <LimitNotice notice={answer?.notice} error={answer?.error} />
      {p.limit ? (
        <div className="rounded-theme bg-theme-tertiary p-6" data-testid="precommitment">
          <dl className="grid grid-cols-3 gap-2">
            <div>
              <dt className="text-sm text-mono/70">Limit ({period})</dt>
              <dd className="text-xl font-bold">{formatMoney(p.limit, locale)}</dd>
            </div>
            <div>
              <dt className="text-sm text-mono/70">Net loss so far</dt>
              <dd className="text-xl font-bold">{formatMoney(p.amountSpent, locale)}</dd>
            </div>
            <div>
              <dt className="text-sm text-mono/70">Left</dt>
              <dd className="text-xl font-bold">{p.remaining ? formatMoney(p.remaining, locale) : '—'}</dd>
            </div>
          </dl>
          <div className="mt-4">
            {p.pending ? (
              <PendingChange pending={p.pending} locale={locale} label="precommitment" />
            ) : (
              <Form method="post">
                <SubmitButton intent="remove-precommitment" className={SMALL_OUTLINE}>
                  Remove limit
                </SubmitButton>
              </Form>
            )}
          </div>
        </div>
      ) : (
        <p className="text-mono/80">You have not set a precommitment limit.</p>
      )}
      <LimitForm
        kind="precommitment"
        periods={null}
        values={answer?.form === 'precommitment' ? (answer.values ?? {}) : {}}
        errors={answer?.form === 'precommitment' ? (answer.errors ?? {}) : {}}
        submitLabel="Save precommitment limit"
        locale={locale}
      />
    </div>
  );
}
