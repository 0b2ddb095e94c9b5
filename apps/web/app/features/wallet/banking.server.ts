/**
 * The banking pages' API calls (spec 2 §7): the customer's bank accounts and PayIDs (saved once with the full
 * number, shown by their last digits), BPAY and direct-deposit details, withdrawable funds, withdrawing and the
 * customer's withdrawals. Server field messages are placed on the form's fields: account_number on
 * accountNumber, bsb and swift on bankCode (spec 2 §5).
 */
import type {
  BankAccountBody,
  BankAccountDto,
  BankDepositDetailsDto,
  WithdrawableFundsDto,
  WithdrawalDto,
  WithdrawalMethodCode,
  WithdrawBody,
} from '@lottoshop/contracts/banking';
import * as banking from '@lottoshop/contracts/endpoints/banking';
import { PageInfo } from '@lottoshop/contracts/envelope';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { isResourceId } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export async function loadBankAccounts(session: RequestSession): Promise<BankAccountDto[]> {
  return (await call(banking.listAccounts, { session })).result;
}

export async function saveBankAccount(
  session: RequestSession,
  body: BankAccountBody,
): Promise<BankAccountDto> {
  return (await call(banking.addAccount, { session, body })).result;
}

export async function removeBankAccount(session: RequestSession, id: string): Promise<void> {
  await call(banking.removeAccount, { session, params: { id } });
}

export async function loadBankDepositDetails(session: RequestSession): Promise<BankDepositDetailsDto> {
  return (await call(banking.getDepositDetails, { session })).result;
}

export async function loadWithdrawableFunds(session: RequestSession): Promise<WithdrawableFundsDto> {
  return (await call(banking.getWithdrawableFunds, { session })).result;
}

export async function postWithdrawal(
  session: RequestSession,
  method: WithdrawalMethodCode,
  body: WithdrawBody,
): Promise<WithdrawalDto> {
  return (await call(banking.withdraw, { session, params: { method }, body })).result;
}

export async function loadWithdrawals(
  session: RequestSession,
  limit = 10,
): Promise<{ items: WithdrawalDto[]; total: number }> {
  const res = await call(banking.listWithdrawals, { session, query: { limit: String(limit), offset: '0' } });
  const items = res.result;
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
  try {
    const res =
      'id' in by
        ? await call(banking.getWithdrawal, { session, params: { id } })
        : await call(banking.getWithdrawalByTransaction, { session, params: { transactionId: id } });
    return res.result;
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
