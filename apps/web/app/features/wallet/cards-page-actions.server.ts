/**
 * What the cards and accounts page's forms do (spec 2 §7 Funds): save a bank account or a card (both replayed after
 * the two-factor code when the session had to be elevated), each answered with its flash notice and the page to go
 * on to, or the API's refusal on the form.
 */
import { redirect } from 'react-router';
import { isApiError } from '../../lib/api-errors.ts';
import { type FlashKey, flashCookie } from '../../lib/flash-notice.server.ts';
import { safeRedirectPath } from '../../lib/guards.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import type { BankAccountFormState } from './bank-accounts-section.tsx';
import { bankAccountErrors, saveBankAccount } from './banking.server.ts';
import { saveCard } from './funds.server.ts';

const TOKEN = /^[A-Za-z0-9_]{8,100}$/;
const FALLBACK = "We're experiencing technical difficulties. Please reload the page to try again.";

export function readRedirect(value: FormDataEntryValue | string | null): string | null {
  const path = safeRedirectPath(typeof value === 'string' ? value : null, '');
  return path === '' ? null : path;
}

export type CardsFormAnswer = {
  formError?: string;
  notice?: string;
  bankAccount?: BankAccountFormState;
};

const BANK_TYPES = ['national', 'international', 'payid_email', 'payid_phone'] as const;

/** Saves the posted bank account (replayed after the two-factor code when the session had to be elevated). */
export async function addBankAccountWith(
  session: RequestSession,
  form: FormData,
): Promise<Response | CardsFormAnswer> {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 300) : '';
  };
  const values = {
    type: read('type'),
    accountName: read('accountName'),
    bankCode: read('bankCode'),
    accountNumber: read('accountNumber'),
  };
  const type = BANK_TYPES.find((t) => t === values.type);
  if (!type) return { bankAccount: { values, fieldErrors: { type: 'Choose the kind of account.' } } };
  try {
    await saveBankAccount(session, {
      type,
      accountName: values.accountName,
      accountNumber: values.accountNumber,
      ...(type === 'national' || type === 'international' ? { code: values.bankCode } : {}),
    });
  } catch (err) {
    if (!isApiError(err) || err.code === '2fa_required' || err.status === 401) throw err;
    const { fieldErrors, other } = bankAccountErrors(err.fields);
    const onField = Object.keys(fieldErrors).length > 0;
    return {
      bankAccount: {
        values,
        fieldErrors,
        ...(other || !onField ? { formError: other ?? err.message ?? FALLBACK } : {}),
      },
    };
  }
  return withFlash(session, 'bank_account_added', '/my-account/cards-and-accounts');
}

export function withFlash(session: RequestSession, key: FlashKey, to: string): Response {
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie(key, session.secure));
  return redirect(to, { headers });
}

/** Saves the posted token's card (replayed after the two-factor code when the session had to be elevated). */
export async function addWith(
  session: RequestSession,
  form: FormData,
  gateway: string,
): Promise<Response | CardsFormAnswer> {
  const token = form.get('token');
  if (typeof token !== 'string' || !TOKEN.test(token)) return { formError: 'Please enter your card again.' };
  try {
    await saveCard(session, gateway, token);
  } catch (err) {
    if (!isApiError(err) || err.code === '2fa_required' || err.status === 401) throw err;
    return { formError: Object.values(err.fields)[0]?.[0] ?? err.message ?? FALLBACK };
  }
  return withFlash(
    session,
    'card_added',
    readRedirect(form.get('redirectTo')) ?? '/my-account/cards-and-accounts',
  );
}
