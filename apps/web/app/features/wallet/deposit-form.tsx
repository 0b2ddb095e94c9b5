import { amountLabel } from '@lottoshop/contracts/amount-labels';
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FieldMessages, FormError, fieldIds } from '../../components/forms/form-field.tsx';
import { BrowserDataFields } from './browser-data-fields.tsx';

/** Quick amounts (dollars) offered above the amount field. */
export const QUICK_AMOUNTS = [20, 50, 100] as const;

/** A saved card offered on the form. */
export type DepositCardOption = { id: string; label: string; isDefault: boolean };

export type DepositFormView = {
  /** The test deposit method's name, when the shop offers it. */
  methodName: string | null;
  /** The customer's saved cards, when the shop takes cards. */
  cards: DepositCardOption[] | null;
  /** Whether the shop takes deposits by PayPal (`pl`): approved on PayPal's page. */
  paypal: boolean;
  /** Whether a deposit with a saved card asks for its security code (the method's gateway rules). */
  cscRequired: boolean;
  /** The posted choice (`td`, `paypal` or `card:<id>`), after a failed post. */
  selected?: string | undefined;
  cscError?: string | undefined;
  min: MoneyDto | null;
  max: MoneyDto | null;
  amount: string;
  amountError?: string | undefined;
  formError?: string | undefined;
  idempotencyKey: string;
  redirectTo: string | null;
  locale: string;
  /** True when this render follows a failed post (focus goes to the problem). */
  answered: boolean;
};

function quickHref(amount: number, redirectTo: string | null): string {
  const q = new URLSearchParams({ amount: String(amount) });
  if (redirectTo) q.set('redirectTo', redirectTo);
  return `?${q.toString()}`;
}

/**
 * The deposit form: the method, the amount in dollars, a hidden idempotency key made when the page was shown
 * (a double submit deposits once). It posts to the route's action and works without JavaScript.
 */
export function DepositForm(view: DepositFormView) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { id } = fieldIds('amount');
  const amountRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!view.answered) return;
    if (view.amountError) amountRef.current?.focus();
    else if (view.formError) errorRef.current?.focus();
  }, [view.answered, view.amountError, view.formError]);

  const hint =
    view.min && view.max
      ? `Between ${formatMoney(view.min, view.locale)} and ${formatMoney(view.max, view.locale)}`
      : undefined;
  const describedBy = [view.amountError ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Form method="post" noValidate className="space-y-6" aria-labelledby="deposit-heading">
      <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
      {view.redirectTo ? <input type="hidden" name="redirectTo" value={view.redirectTo} /> : null}
      <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
        <FormError message={view.formError} />
      </div>
      <fieldset>
        <legend className="font-semibold">Payment method</legend>
        {(view.cards ?? []).map((card) => (
          <label
            key={card.id}
            className="mt-2 flex items-center gap-3 rounded-theme border border-theme-primary bg-theme-tertiary p-3"
          >
            <input
              type="radio"
              name="method"
              value={`card:${card.id}`}
              defaultChecked={view.selected ? view.selected === `card:${card.id}` : card.isDefault}
              className="size-5"
            />
            <span className="font-semibold">{card.label}</span>
          </label>
        ))}
        {view.methodName ? (
          <label className="mt-2 flex items-center gap-3 rounded-theme border border-theme-primary bg-theme-tertiary p-3">
            <input
              type="radio"
              name="method"
              value="td"
              defaultChecked={view.selected ? view.selected === 'td' : !view.cards?.some((c) => c.isDefault)}
              className="size-5"
            />
            <span className="font-semibold">{view.methodName}</span>
          </label>
        ) : null}
        {view.paypal ? (
          <label className="mt-2 flex items-center gap-3 rounded-theme border border-theme-primary bg-theme-tertiary p-3">
            <input
              type="radio"
              name="method"
              value="paypal"
              defaultChecked={
                view.selected ? view.selected === 'paypal' : !view.methodName && !view.cards?.length
              }
              className="size-5"
            />
            <span className="font-semibold">PayPal</span>
          </label>
        ) : null}
      </fieldset>
      {view.cards && view.cards.length > 0 && view.cscRequired ? (
        <div>
          <label htmlFor="deposit-csc" className="block font-semibold">
            Card security code
          </label>
          <input
            id="deposit-csc"
            name="csc"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            aria-invalid={view.cscError ? true : undefined}
            aria-describedby={
              view.cscError ? `${fieldIds('csc').errorId} ${fieldIds('csc').hintId}` : fieldIds('csc').hintId
            }
            className="mt-2 block w-32 rounded-theme border border-mono/30 bg-white px-3 py-2 text-base aria-[invalid=true]:border-error"
          />
          <FieldMessages
            name="csc"
            error={view.cscError}
            hint="The 3 digits on the back of your card (4 on the front of an American Express card)."
          />
        </div>
      ) : null}
      <BrowserDataFields />
      <div>
        <label htmlFor={id} className="block font-semibold">
          {amountLabel('Deposit amount', view.locale)}
        </label>
        <ul className="mt-2 flex gap-2" aria-label="Quick amounts">
          {QUICK_AMOUNTS.map((a) => (
            <li key={a}>
              <Link
                to={quickHref(a, view.redirectTo)}
                replace
                preventScrollReset
                className="inline-block rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary hover:bg-theme-tertiary"
                onClick={(e) => {
                  // With JavaScript the amount is filled in place; without it the link reloads the form with it.
                  if (!amountRef.current) return;
                  e.preventDefault();
                  amountRef.current.value = String(a);
                  amountRef.current.focus();
                }}
              >
                ${a}
              </Link>
            </li>
          ))}
        </ul>
        <div className="relative mt-2">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-mono/70">
            $
          </span>
          <input
            ref={amountRef}
            key={view.amount}
            id={id}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="transaction-amount"
            defaultValue={view.amount}
            maxLength={20}
            required
            aria-invalid={view.amountError ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="block w-full rounded-theme border border-mono/30 bg-white py-2 pr-3 pl-7 text-base aria-[invalid=true]:border-error"
          />
        </div>
        <FieldMessages name="amount" error={view.amountError} hint={hint} />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
      >
        {busy ? 'Please wait…' : 'Deposit'}
      </button>
    </Form>
  );
}
