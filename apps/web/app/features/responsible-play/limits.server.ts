/**
 * The limits calls (spec 2 §7 "Spend and limits") and reading the limit forms: spend and deposit limits, the
 * precommitment limit, cancelling a pending change. Amounts are typed in dollars and sent in cents.
 */
import { parseAmount } from '@lottoshop/contracts/amount-text';
import * as limits from '@lottoshop/contracts/endpoints/limits';
import type { LimitChangeDto as LimitChange, LimitsDto, PrecommitmentDto } from '@lottoshop/contracts/limits';
import { call } from '../../lib/api-client.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export type LimitListKind = 'spend' | 'deposit';

/** The endpoints of each kind of limit list. */
const LIST = {
  spend: { get: limits.getSpendLimits, set: limits.setSpendLimit, remove: limits.removeSpendLimit },
  deposit: { get: limits.getDepositLimits, set: limits.setDepositLimit, remove: limits.removeDepositLimit },
} as const;

export async function loadLimits(session: RequestSession, kind: LimitListKind): Promise<LimitsDto> {
  return (await call(LIST[kind].get, { session })).result;
}

export async function loadPrecommitment(session: RequestSession): Promise<PrecommitmentDto> {
  return (await call(limits.getPrecommitment, { session })).result;
}

/** PUT /{kind}-limits/{period}: sets the limit (a lower one at once, a higher one after the cooling-off period). */
export async function saveLimit(
  session: RequestSession,
  kind: LimitListKind,
  period: string,
  limitMinor: number,
): Promise<LimitChange> {
  return (await call(LIST[kind].set, { session, params: { period }, body: { limit: limitMinor } })).result;
}

export async function removeLimit(
  session: RequestSession,
  kind: LimitListKind,
  id: string,
): Promise<LimitChange> {
  return (await call(LIST[kind].remove, { session, params: { id } })).result;
}

export async function savePrecommitment(session: RequestSession, limitMinor: number): Promise<LimitChange> {
  return (await call(limits.setPrecommitment, { session, body: { limit: limitMinor } })).result;
}

export async function removePrecommitment(session: RequestSession): Promise<LimitChange> {
  return (await call(limits.removePrecommitment, { session })).result;
}

export async function cancelChange(session: RequestSession, changeId: string): Promise<LimitChange> {
  return (await call(limits.cancelChange, { session, params: { id: changeId } })).result;
}

/** The largest amount the form takes before the API's own maximum: a bigint never passes through a float here. */
const FORM_MAX_MINOR = 100_000_000_000n;

/** A limit typed in dollars ("50", "50.00", "$1,000"), as cents; or the message to show by the field. */
export function readLimitAmount(value: FormDataEntryValue | null): { minor: number } | { error: string } {
  if (typeof value !== 'string' || value.trim() === '') return { error: 'Enter a limit.' };
  const parsed = parseAmount(value, { max: FORM_MAX_MINOR });
  if (!parsed.ok && parsed.refusal === 'too-large') return { error: 'That limit is too large.' };
  if (!parsed.ok) return { error: 'Enter a limit in dollars and cents, e.g. 50 or 50.00.' };
  if (parsed.minor <= 0n) return { error: 'Enter a limit greater than $0.00.' };
  return { minor: Number(parsed.minor) };
}

/** A form value that should be one of the listed choices (a period, an id from the page). */
export function readChoice(value: FormDataEntryValue | null, pattern: RegExp): string | null {
  return typeof value === 'string' && pattern.test(value) ? value : null;
}

export const PERIOD_PATTERN = /^[a-z_]{1,30}$/;
export const ID_PATTERN = /^[0-9a-f-]{36}$/;
