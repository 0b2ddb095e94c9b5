/**
 * The banking module's pure rules: checking a bank account or PayID (BSB and account number formats, IBAN check
 * digits and SWIFT/BIC formats through ibantools, e-mail, Australian mobile), how an account is shown without its
 * number, the Luhn (MOD10V01) check digit of a customer reference number. (A withdrawal's amount limits are
 * checked by shared/money.ts, as a deposit's are.)
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { BankAccountType } from './banking.tables.ts';

export const BANK_MESSAGES = {
  bsb: 'Please enter a valid 6 digit BSB, e.g. 062-000.',
  accountNumber: 'Please enter a valid account number of 5 to 9 digits.',
  iban: 'This IBAN is not valid: please check it (its check digits do not match).',
  internationalAccount: 'Please enter a valid IBAN or account number.',
  swift: 'Please enter a valid SWIFT/BIC code of 8 or 11 characters, e.g. CTBAAU2S.',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.',
  accountName: 'Please enter the name on the account.',
  required: 'This field is required',
} as const;

/** A bank account as it is saved: the number (to encrypt), the bank code, and what the customer sees. */
export type CheckedBankAccount = {
  type: BankAccountType;
  accountName: string;
  bankCode: string | null;
  number: string;
  label: string;
};

export type BankAccountInput = {
  type: BankAccountType;
  code?: string | undefined;
  accountNumber: string;
  accountName: string;
};

const compact = (value: string) => value.replace(/[\s-]/g, '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Hides all but the last digits: "·· 6789". */
export const lastDigits = (number: string, keep = 4) => `·· ${number.slice(-keep)}`;

/** Hides an e-mail address but its first letter and its domain: "a···@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}···${email.slice(at)}`;
}

/** `062000` → `062-000`. */
export const formatBsb = (bsb: string) => `${bsb.slice(0, 3)}-${bsb.slice(3)}`;

/** An Australian mobile number in E.164 (`+614…`), or null. */
export function australianMobile(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '');
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return match ? `+61${match[1]}` : null;
}

/**
 * Checks a bank account or PayID. Answers the account to save, or the problems by field — `accountNumber`,
 * `bsb`, `swift`, `accountName` (spec 2 §5: the server's account_number, bsb and swift messages).
 */
export function checkBankAccount(
  input: BankAccountInput,
): { ok: true; account: CheckedBankAccount } | { ok: false; fields: Record<string, string[]> } {
  const fields: Record<string, string[]> = {};
  const problem = (field: string, message: string) => {
    fields[field] = [message];
  };
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  if (accountName === '' || accountName.length > 32 || /\d{5,}/.test(accountName))
    problem('accountName', BANK_MESSAGES.accountName);
  const raw = input.accountNumber.trim();
  let bankCode: string | null = null;
  let number = '';
  let label = '';
  switch (input.type) {
    case 'national': {
      const bsb = compact(input.code ?? '');
      if (!/^\d{6}$/.test(bsb)) problem('bsb', BANK_MESSAGES.bsb);
      number = compact(raw);
      if (!/^\d{5,9}$/.test(number) || /^0+$/.test(number))
        problem('accountNumber', BANK_MESSAGES.accountNumber);
      bankCode = bsb;
      label = `BSB ${formatBsb(bsb)} ${lastDigits(number)}`;
      break;
    }
    case 'international': {
      const swift = compact(input.code ?? '').toUpperCase();
      if (!isValidBIC(swift)) problem('swift', BANK_MESSAGES.swift);
      number = compact(raw).toUpperCase();
      // Two letters and two digits open an IBAN: then its check digits must hold (ISO 13616 mod 97).
      if (/^[A-Z]{2}\d{2}/.test(number)) {
        const iban = electronicFormatIBAN(number) ?? number;
        if (!isValidIBAN(iban)) problem('accountNumber', BANK_MESSAGES.iban);
        number = iban;
      } else if (!/^[A-Z0-9]{4,34}$/.test(number) || /^0+$/.test(number)) {
        problem('accountNumber', BANK_MESSAGES.internationalAccount);
      }
      bankCode = swift;
      label = `${swift} ${lastDigits(number)}`;
      break;
    }
    case 'payid_email': {
      number = raw.toLowerCase();
      if (!EMAIL.test(number) || number.length > 256) problem('accountNumber', BANK_MESSAGES.email);
      label = `PayID ${maskEmail(number)}`;
      break;
    }
    case 'payid_phone': {
      const mobile = australianMobile(raw);
      if (!mobile) problem('accountNumber', BANK_MESSAGES.phone);
      number = mobile ?? '';
      label = `PayID +61-4·· ··· ${number.slice(-3)}`;
      break;
    }
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, account: { type: input.type, accountName, bankCode, number, label } };
}

/** The Luhn (BPAY MOD10V01) check digit of a string of digits. */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError('a Luhn payload is digits only');
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a reference's last digit is the Luhn check digit of the rest. */
export function hasValidCheckDigit(reference: string): boolean {
  if (!/^\d{2,20}$/.test(reference)) return false;
  return luhnCheckDigit(reference.slice(0, -1)) === Number(reference.slice(-1));
}

const REFERENCE_OFFSET = 100_000_000n;

/** The customer reference number of a customer's running number: 9 digits (offset) plus the check digit. */
export function customerReferenceNumber(number: bigint): string {
  const payload = (REFERENCE_OFFSET + number).toString();
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** The running number a reference stands for, or null when it is not one of ours (its check digit fails). */
export function referenceNumberOf(reference: string): bigint | null {
  const digits = reference.replace(/\s/g, '');
  if (!/^\d{10,20}$/.test(digits) || !hasValidCheckDigit(digits)) return null;
  const number = BigInt(digits.slice(0, -1)) - REFERENCE_OFFSET;
  return number > 0n ? number : null;
}

/** What the customer reads in the transactions for a withdrawal. */
export const withdrawalDescription = (methodName: string, destination: string) =>
  `Withdrawal — ${methodName} (${destination})`;
