/**
 * The banking pages' API calls (spec 2 §7): the customer's bank accounts and PayIDs (saved once with the full
 * number, shown by their last digits), BPAY and direct-deposit details, withdrawable funds, withdrawing and the
 * customer's withdrawals. Server field messages are placed on the form's fields: account_number on
 * accountNumber, bsb and swift on bankCode (spec 2 §5).
 */
import {
  type BankAccountBody,
  BankAccountDto,
  BankDepositDetailsDto,
  WithdrawableFundsDto,
  WithdrawalDto,
  type WithdrawBody,
} from '@lottoshop/contracts/banking';
import { PageInfo } from '@lottoshop/contracts/envelope';
import { z } from 'zod';
import { callApi } from '../../lib/api.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { isResourceId } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export const BANKING_API_VERSIONS = { read: '3.0', bankAccount: '3.8', withdraw: '3.1' } as const;

export async function loadBankAccounts(session: RequestSession): Promise<BankAccountDto[]> {
  const res = await callApi<unknown>('v2', '/funds/bank-account', {
    session,
    version: BANKING_API_VERSIONS.read,
  });
  return z.array(BankAccountDto).parse(res.result ?? []);
}

export async function saveBankAccount(
  session: RequestSession,
  body: BankAccountBody,
): Promise<BankAccountDto> {
  const res = await callApi<unknown>('v2', '/funds/bank-account', {
    method: 'POST',
    session,
    version: BANKING_API_VERSIONS.bankAccount,
    body,
  });
  return BankAccountDto.parse(res.result);
}

export async function removeBankAccount(session: RequestSession, id: string): Promise<void> {
  await callApi('v2', `/funds/bank-account/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    session,
    version: BANKING_API_VERSIONS.read,
  });
}

export async function loadBankDepositDetails(session: RequestSession): Promise<BankDepositDetailsDto> {
  const res = await callApi<unknown>('v2', '/funds/bank-deposit', {
    session,
    version: BANKING_API_VERSIONS.read,
  });
  return BankDepositDetailsDto.parse(res.result);
}

export async function loadWithdrawableFunds(session: RequestSession): Promise<WithdrawableFundsDto> {
  const res = await callApi<unknown>('v2', '/customer/withdrawable-funds', {
    session,
    version: BANKING_API_VERSIONS.read,
  });
  return WithdrawableFundsDto.parse(res.result);
}

export async function postWithdrawal(
  session: RequestSession,
  method: string,
  body: WithdrawBody,
): Promise<WithdrawalDto> {
  const res = await callApi<unknown>('v2', `/${encodeURIComponent(method)}/withdraw`, {
    method: 'POST',
    session,
    version: BANKING_API_VERSIONS.withdraw,
    body,
  });
  return WithdrawalDto.parse(res.result);
}

export async function loadWithdrawals(
  session: RequestSession,
  limit = 10,
): Promise<{ items: WithdrawalDto[]; total: number }> {
  const res = await callApi<unknown>('v2', '/withdrawals', {
    session,
    version: BANKING_API_VERSIONS.read,
    query: { limit, offset: 0 },
  });
  const items = z.array(WithdrawalDto).parse(res.result ?? []);
  const info = PageInfo.safeParse(res.pageInfo);
  return { items, total: info.success && info.data.total !== undefined ? info.data.total : items.length };
}

/** One of the customer's withdrawals by its id or by its transaction, or null when there is none. */
export async function loadWithdrawal(
  session: RequestSession,
  by: { id: string } | { transactionId: string },
): Promise<WithdrawalDto | null> {
  const id = 'id' in by ? by.id : by.transactionId;
  if (!isResourceId(id)) return null;
  const path = 'id' in by ? `/withdrawals/${encodeURIComponent(id)}` : `/withdrawals/transaction/${id}`;
  try {
    const res = await callApi<unknown>('v2', path, { session, version: BANKING_API_VERSIONS.read });
    return WithdrawalDto.parse(res.result);
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** The bank account form's fields. */
export type BankAccountFieldErrors = {
  accountNumber?: string;
  bankCode?: string;
  accountName?: string;
  type?: string;
};

const FIELD_OF: Record<string, keyof BankAccountFieldErrors> = {
  account_number: 'accountNumber',
  accountNumber: 'accountNumber',
  bsb: 'bankCode',
  swift: 'bankCode',
  code: 'bankCode',
  account_name: 'accountName',
  accountName: 'accountName',
  type: 'type',
};

/** The server's field messages placed on the form's fields; anything else is the form's message. */
export function bankAccountErrors(fields: Record<string, string[]>): {
  fieldErrors: BankAccountFieldErrors;
  other?: string;
} {
  const fieldErrors: BankAccountFieldErrors = {};
  let other: string | undefined;
  for (const [key, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (!first) continue;
    const field = FIELD_OF[key];
    if (field) fieldErrors[field] ??= first;
    else other ??= first;
  }
  return { fieldErrors, ...(other ? { other } : {}) };
}
