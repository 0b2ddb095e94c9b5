import { limitAmountLabel, limitPeriodLabel } from '@lottoshop/contracts/amount-labels';
/** The pieces of the limits pages: a table of limits with what is spent and left, pending changes, the form. */

import { formatMoney } from '@lottoshop/contracts/formatting';
import type { CustomerLimitDto, LimitPeriodDto, PendingLimitDto } from '@lottoshop/contracts/limits';
import { Form, useNavigation } from 'react-router';
import { formatDateTime } from '../../lib/date-format.ts';

export const BUTTON =
  'rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90 disabled:opacity-60';
export const SMALL_OUTLINE =
  'rounded-theme border border-theme-primary px-3 py-1 text-sm font-semibold text-theme-primary hover:bg-theme-tertiary';

export function SubmitButton({
  intent,
  children,
  className = BUTTON,
  value,
}: {
  intent: string;
  children: string;
  className?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (value === undefined || navigation.formData?.get('id') === value);
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
      {busy ? 'Please wait…' : children}
    </button>
  );
}

/** A pending change: the new limit (or the removal) with the date it takes effect, and its Cancel button. */
export function PendingChange({
  pending,
  locale,
  label,
}: {
  pending: PendingLimitDto;
  locale: string;
  label: string;
}) {
  const what = pending.limit ? `Rises to ${formatMoney(pending.limit, locale)}` : 'Removed';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="pending-change">
      <span>
        {what} on <strong>{formatDateTime(pending.effectiveAt, locale)}</strong>
      </span>
      <Form method="post">
        <input type="hidden" name="id" value={pending.changeId} />
        <SubmitButton intent="cancel-change" value={pending.changeId} className={SMALL_OUTLINE}>
          {`Cancel ${label} change`}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** The customer's limits of one kind: period, limit, spent, left, pending change, and Remove. */
export function LimitsTable({
  kind,
  limits,
  locale,
  spentLabel,
}: {
  kind: 'spend' | 'deposit';
  limits: CustomerLimitDto[];
  locale: string;
  spentLabel: string;
}) {
  if (limits.length === 0) {
    return <p className="text-mono/80">You have not set a {kind} limit.</p>;
  }
  return (
    <table className="w-full text-left" data-testid={`${kind}-limits-table`}>
      <thead>
        <tr className="border-b border-mono/15 text-sm text-mono/70">
          <th scope="col" className="py-2">
            Period
          </th>
          <th scope="col">Limit</th>
          <th scope="col">{spentLabel}</th>
          <th scope="col">Left</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((l) => (
          <tr
            key={l.period}
            className="border-b border-mono/10 align-top"
            data-testid={`${kind}-limit-${l.period}`}
          >
            <th scope="row" className="py-3 font-semibold">
              {l.periodName}
            </th>
            <td className="py-3">{l.limit ? formatMoney(l.limit, locale) : '—'}</td>
            <td className="py-3">{formatMoney(l.amountSpent, locale)}</td>
            <td className="py-3">{l.remaining ? formatMoney(l.remaining, locale) : '—'}</td>
            <td className="py-3">
              {l.pending ? (
                <PendingChange
                  pending={l.pending}
                  locale={locale}
                  label={`${l.periodName.toLowerCase()} ${kind}`}
                />
              ) : l.id ? (
                <Form method="post">
                  <input type="hidden" name="id" value={l.id} />
                  <SubmitButton intent={`remove-${kind}`} value={l.id} className={SMALL_OUTLINE}>
                    {`Remove ${l.periodName.toLowerCase()} limit`}
                  </SubmitButton>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Setting a limit: the period (when there is a choice) and the amount, in the site's currency wording. */
export function LimitForm({
  kind,
  periods,
  values,
  errors,
  submitLabel,
  locale,
}: {
  kind: 'spend' | 'deposit' | 'precommitment';
  periods: LimitPeriodDto[] | null;
  values: { period?: string; amount?: string };
  errors: { period?: string; amount?: string };
  submitLabel: string;
  locale: string;
}) {
  const id = (name: string) => `${kind}-${name}`;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-4" noValidate>
      {periods ? (
        <div>
          <label htmlFor={id('period')} className="block text-sm font-semibold">
            Period
          </label>
          <select
            id={id('period')}
            name="period"
            defaultValue={values.period ?? periods[1]?.period ?? periods[0]?.period}
            className="mt-1 rounded-theme border border-mono/30 px-3 py-2"
            aria-invalid={errors.period ? true : undefined}
            aria-describedby={errors.period ? id('period-error') : undefined}
          >
            {periods.map((p) => (
              <option key={p.period} value={p.period}>
                {limitPeriodLabel(p, kind, locale)}
              </option>
            ))}
          </select>
          {errors.period ? (
            <p id={id('period-error')} className="mt-1 text-sm text-error">
              {errors.period}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={id('amount')} className="block text-sm font-semibold">
          {limitAmountLabel(kind, locale)}
        </label>
        <input
          id={id('amount')}
          name="amount"
          inputMode="decimal"
          defaultValue={values.amount ?? ''}
          className="mt-1 w-40 rounded-theme border border-mono/30 px-3 py-2"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? id('amount-error') : undefined}
        />
        {errors.amount ? (
          <p id={id('amount-error')} className="mt-1 text-sm text-error">
            {errors.amount}
          </p>
        ) : null}
      </div>
      <SubmitButton intent={`set-${kind}`}>{submitLabel}</SubmitButton>
    </Form>
  );
}

/** A notice after a change (spec 2 §8): role status, so it is read out. */
export function LimitNotice({ notice, error }: { notice?: string | undefined; error?: string | undefined }) {
  if (error) {
    return (
      <p role="alert" className="mb-6 rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold">
        {error}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <p role="status" className="mb-6 rounded-theme border-l-4 border-success bg-success/10 p-3 font-semibold">
      {notice}
    </p>
  );
}
