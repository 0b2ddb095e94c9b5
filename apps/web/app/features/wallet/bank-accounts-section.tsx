import type { BankAccountDto, BankAccountType } from '@lottoshop/contracts/banking';
import { useState } from 'react';
import { Form } from 'react-router';
import { FieldMessages, fieldIds, TextField } from '../../components/forms/form-field.tsx';
import type { BankAccountFieldErrors } from './banking.server.ts';

/**
 * The bank accounts part of /my-account/cards-and-accounts: the saved accounts and PayIDs (by their last digits),
 * removing one, and adding one — a national account (BSB and account number), an international one (SWIFT/BIC and
 * IBAN or account number), or a PayID (e-mail or Australian mobile). The kind chosen names the fields.
 */
export type BankAccountFormState = {
  values?: Record<string, string>;
  fieldErrors?: BankAccountFieldErrors;
  formError?: string;
};

const TYPES: { value: BankAccountType; label: string }[] = [
  { value: 'national', label: 'Australian bank account (BSB and account number)' },
  { value: 'payid_email', label: 'PayID: email address' },
  { value: 'payid_phone', label: 'PayID: mobile number' },
  { value: 'international', label: 'Overseas bank account (SWIFT/BIC and IBAN)' },
];

const FIELD_LABELS: Record<BankAccountType, { code: string | null; number: string; hint?: string }> = {
  national: { code: 'BSB', number: 'Account number', hint: '6 digits, e.g. 062-000' },
  international: { code: 'SWIFT/BIC', number: 'IBAN or account number' },
  payid_email: { code: null, number: 'PayID email address' },
  payid_phone: { code: null, number: 'PayID mobile number' },
};

const BUTTON =
  'rounded-theme border border-theme-primary px-3 py-1 text-sm font-semibold text-theme-primary hover:bg-theme-tertiary';

export function BankAccountsSection({
  accounts,
  state,
}: {
  accounts: BankAccountDto[];
  state: BankAccountFormState | undefined;
}) {
  const initial = (state?.values?.type as BankAccountType | undefined) ?? 'national';
  const [type, setType] = useState<BankAccountType>(
    TYPES.some((t) => t.value === initial) ? initial : 'national',
  );
  const labels = FIELD_LABELS[type];
  const errors = state?.fieldErrors ?? {};
  const typeIds = fieldIds('bankAccountType');
  return (
    <>
      <section aria-labelledby="bank-accounts-heading" className="mt-10">
        <h2 id="bank-accounts-heading" className="text-xl font-bold">
          Your bank accounts
        </h2>
        {accounts.length === 0 ? (
          <p className="mt-2 text-mono/80">You have no bank accounts for withdrawals yet.</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="bank-accounts">
            {accounts.map((account) => (
              <li
                key={account.id}
                className="rounded-theme border border-mono/20 p-4"
                data-testid="bank-account"
              >
                <p className="font-semibold">{account.label}</p>
                <p className="text-sm text-mono/80">{account.accountName}</p>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="remove-bank-account" />
                  <input type="hidden" name="bankAccountId" value={account.id} />
                  <button type="submit" className={BUTTON} aria-label={`Remove ${account.label}`}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-bank-account-heading" className="mt-10">
        <h2 id="add-bank-account-heading" className="text-xl font-bold">
          Add a bank account
        </h2>
        <p className="mt-2 text-sm text-mono/80">
          Withdrawals are paid to it. We keep the number encrypted and show only its last digits.
        </p>
        {state?.formError ? (
          <p role="alert" className="mt-3 rounded-theme border border-error p-3 font-semibold text-error">
            {state.formError}
          </p>
        ) : null}
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="add-bank-account" />
          <div>
            <label htmlFor={typeIds.id} className="block font-semibold">
              Kind of account
            </label>
            <select
              id={typeIds.id}
              name="type"
              value={type}
              onChange={(e) => setType(e.target.value as BankAccountType)}
              className="mt-1 block w-full rounded-theme border border-mono/30 bg-white px-3 py-2"
            >
              {TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
            <FieldMessages name="bankAccountType" error={errors.type} />
          </div>
          <TextField
            name="accountName"
            label="Name on the account"
            error={errors.accountName}
            defaultValue={state?.values?.accountName}
            autoComplete="name"
            maxLength={32}
          />
          {labels.code ? (
            <TextField
              key={`code-${type}`}
              name="bankCode"
              label={labels.code}
              error={errors.bankCode}
              defaultValue={state?.values?.bankCode}
              {...(labels.hint ? { hint: labels.hint } : {})}
              maxLength={20}
            />
          ) : null}
          <TextField
            key={`number-${type}`}
            name="accountNumber"
            label={labels.number}
            error={errors.accountNumber}
            defaultValue={state?.values?.accountNumber}
            type={type === 'payid_email' ? 'email' : type === 'payid_phone' ? 'tel' : 'text'}
            maxLength={60}
          />
          <button
            type="submit"
            className="rounded-theme bg-action-primary px-5 py-3 font-bold text-white hover:opacity-90"
          >
            Save bank account
          </button>
        </Form>
      </section>
    </>
  );
}
