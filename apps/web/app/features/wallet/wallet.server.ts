/**
 * The wallet pages' API calls (spec 2 §3, §4, §7): payment methods, the test deposit, the customer's
 * transactions. Every call is made for the signed-in customer's session.
 */
import { randomUUID } from 'node:crypto';
import * as wallet from '@lottoshop/contracts/endpoints/wallet';
import { PageInfo } from '@lottoshop/contracts/envelope';
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import { DepositBody, type DepositDto, type TransactionDto } from '@lottoshop/contracts/wallet';
import { call } from '../../lib/api-client.server.ts';
import { FALLBACK_ERROR_TEXT, isApiError } from '../../lib/api-errors.ts';
import { offsetOf, pageCountOf } from '../../lib/paging.ts';
import { isResourceId } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { type AmountLimits, checkDepositAmount } from './amount.ts';

/** The account area's list pages show 10 rows (spec 2 §9 default page size). */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** Spec 2 §8: a deposit failure without a server message. */
export const DEPOSIT_FALLBACK_MESSAGE =
  "We're experiencing technical difficulties. Please reload the page to try again.";

/** The test deposit method this shop takes deposits with (spec 2 §3 code `td`). */
export const DEPOSIT_METHOD_CODE = 'td';

export type DepositMethod = {
  code: string;
  name: string;
  gateway: string;
  limits: AmountLimits;
};

/** A fresh idempotency key for one deposit form (made when the form is shown). */
export function newIdempotencyKey(): string {
  return randomUUID();
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The enabled test-deposit method from GET /v2/payment_methods, or null when the shop offers none. */
export async function loadDepositMethod(session: RequestSession): Promise<DepositMethod | null> {
  return loadPaymentMethod(session, DEPOSIT_METHOD_CODE);
}

/** The card method (`cc`) and whether its gateway asks a saved card's security code, or null when cards are off. */
export async function loadCardMethod(
  session: RequestSession,
): Promise<(DepositMethod & { cscRequired: boolean }) | null> {
  return loadPaymentMethod(session, 'cc');
}

/** An enabled payment method from GET /v2/payment_methods, or null when the shop does not offer it. */
export async function loadPaymentMethod(
  session: RequestSession,
  code: string,
): Promise<(DepositMethod & { cscRequired: boolean }) | null> {
  const methods = (await call(wallet.listPaymentMethods, { session, query: {} })).result;
  for (const m of methods) {
    if (m.code !== code || !m.rules.enabled) continue;
    const gateway = m.availableGateways[0] ?? 'test';
    return {
      code: m.code,
      name: m.name,
      gateway,
      limits: { min: m.rules.minAmount, max: m.rules.maxAmount },
      cscRequired: m.rules.gatewayRules.some((r) => r.gateway === gateway && r.cscRequired),
    };
  }
  return null;
}

export type DepositFormValues = { amount: string; method?: string };

export type DepositFormResult = {
  values: DepositFormValues;
  fieldErrors: { amount?: string; csc?: string };
  formError?: string;
  /** The key the form carries for its next post. */
  idempotencyKey: string;
};

/** A deposit's body as the form gives it, in the payment method's own currency (its limits' Money). */
export type DepositFormBody = DepositBody;

export type DepositRead = { ok: true; body: DepositFormBody } | { ok: false; result: DepositFormResult };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Reads and checks the deposit form: the amount (dollars) against the method's limits, the idempotency key. */
export function readDepositForm(form: FormData, method: DepositMethod, locale?: string): DepositRead {
  const amount = text(form, 'amount');
  const key = text(form, 'idempotencyKey');
  const values = { amount };
  const check = checkDepositAmount(amount, method.limits, locale);
  if (!IDEMPOTENCY_KEY.test(key)) {
    // Only a form the shop did not render lacks a key: start over with a new one.
    return {
      ok: false,
      result: {
        values,
        fieldErrors: check.ok ? {} : { amount: check.message },
        formError: DEPOSIT_FALLBACK_MESSAGE,
        idempotencyKey: newIdempotencyKey(),
      },
    };
  }
  if (!check.ok) {
    return { ok: false, result: { values, fieldErrors: { amount: check.message }, idempotencyKey: key } };
  }
  const currency = method.limits.min?.currency ?? method.limits.max?.currency ?? BASE_CURRENCY;
  const body = DepositBody.safeParse({ amount: check.amountMinor, currency, idempotencyKey: key });
  if (!body.success) {
    // The method's currency is not one this shop takes deposits in: nothing is sent.
    return {
      ok: false,
      result: { values, fieldErrors: {}, formError: DEPOSIT_FALLBACK_MESSAGE, idempotencyKey: key },
    };
  }
  return { ok: true, body: body.data };
}

/** POST /v2/funds/{method}/{gateway}/deposit with the amount in cents. */
export async function postDeposit(
  session: RequestSession,
  method: DepositMethod,
  body: DepositFormBody,
): Promise<DepositDto> {
  const params = { method: method.code, gateway: method.gateway };
  return (await call(wallet.deposit, { session, params, body })).result;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A failed deposit on the form (spec 2 §8): field errors next to their fields, otherwise the first server
 * message on top, otherwise the technical-difficulties message. A 4xx means nothing was deposited; a key the
 * server already used for another amount (409) is replaced so the next post can go through.
 */
export function depositErrorResult(
  err: unknown,
  values: DepositFormValues,
  idempotencyKey: string,
): DepositFormResult {
  if (!isApiError(err)) {
    // The API failed or could not be reached: keep the key, so trying again cannot deposit twice.
    return { values, fieldErrors: {}, formError: DEPOSIT_FALLBACK_MESSAGE, idempotencyKey };
  }
  const fieldErrors: DepositFormResult['fieldErrors'] = {};
  let other: string | undefined;
  for (const [key, messages] of Object.entries(err.fields)) {
    const first = messages[0];
    if (!first) continue;
    const field = snake(key.split('.')[0] ?? '');
    if (field === 'amount') fieldErrors.amount ??= first;
    else if (field === 'csc') fieldErrors.csc ??= first;
    else other ??= first;
  }
  const hasServerMessage = err.message !== FALLBACK_ERROR_TEXT;
  const onField = fieldErrors.amount || fieldErrors.csc;
  const formError =
    other ?? (onField ? undefined : hasServerMessage ? err.message : DEPOSIT_FALLBACK_MESSAGE);
  const nextKey = err.status === 409 ? newIdempotencyKey() : idempotencyKey;
  return { values, fieldErrors, ...(formError ? { formError } : {}), idempotencyKey: nextKey };
}

export type TransactionsPage = {
  items: TransactionDto[];
  page: number;
  pageCount: number;
  total: number;
};

/** GET /v2/transactions: one page of the customer's wallet movements, newest first. */
export async function loadTransactions(session: RequestSession, page: number): Promise<TransactionsPage> {
  const res = await call(wallet.listTransactions, {
    session,
    query: { limit: String(TRANSACTIONS_PAGE_SIZE), offset: String(offsetOf(page, TRANSACTIONS_PAGE_SIZE)) },
  });
  const items = res.result;
  const info = PageInfo.safeParse(res.pageInfo);
  const total = info.success && info.data.total !== undefined ? info.data.total : items.length;
  return { items, page, total, pageCount: pageCountOf(total, TRANSACTIONS_PAGE_SIZE) };
}

/** GET /v2/transactions/:id, or null when the customer has no such transaction (or `id` cannot be one). */
export async function loadTransaction(session: RequestSession, id: string): Promise<TransactionDto | null> {
  if (!isResourceId(id)) return null;
  try {
    return (await call(wallet.getTransaction, { session, params: { id } })).result;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
