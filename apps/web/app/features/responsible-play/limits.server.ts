/**
 * The limits calls (spec 2 §7 "Spend and limits") and reading the limit forms: spend and deposit limits, the
 * precommitment limit, cancelling a pending change. Amounts are typed in dollars and sent in cents.
 */
import {
  type LimitChangeDto as LimitChange,
  LimitChangeDto,
  LimitsDto,
  PrecommitmentDto,
} from '@lottoshop/contracts/limits';
import { callApi } from '../../lib/api.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { parseAmountMinor } from '../wallet/index.ts';

export type LimitListKind = 'spend' | 'deposit';

export async function loadLimits(session: RequestSession, kind: LimitListKind): Promise<LimitsDto> {
  const res = await callApi<unknown>('v2', `/${kind}-limits`, { session });
  return LimitsDto.parse(res.result);
}

export async function loadPrecommitment(session: RequestSession): Promise<PrecommitmentDto> {
  const res = await callApi<unknown>('v2', '/precommitment', { session });
  return PrecommitmentDto.parse(res.result);
}

/** PUT /{kind}-limits/{period}: sets the limit (a lower one at once, a higher one after the cooling-off period). */
export async function saveLimit(
  session: RequestSession,
  kind: LimitListKind,
  period: string,
  limitMinor: number,
): Promise<LimitChange> {
  const res = await callApi<unknown>('v2', `/${kind}-limits/${encodeURIComponent(period)}`, {
    method: 'PUT',
    body: { limit: limitMinor },
    session,
  });
  return LimitChangeDto.parse(res.result);
}

export async function removeLimit(
  session: RequestSession,
  kind: LimitListKind,
  id: string,
): Promise<LimitChange> {
  const res = await callApi<unknown>('v2', `/${kind}-limits/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    session,
  });
  return LimitChangeDto.parse(res.result);
}

export async function savePrecommitment(session: RequestSession, limitMinor: number): Promise<LimitChange> {
  const res = await callApi<unknown>('v2', '/precommitment', {
    method: 'POST',
    body: { limit: limitMinor },
    session,
  });
  return LimitChangeDto.parse(res.result);
}

export async function removePrecommitment(session: RequestSession): Promise<LimitChange> {
  const res = await callApi<unknown>('v2', '/precommitment', { method: 'DELETE', session });
  return LimitChangeDto.parse(res.result);
}

export async function cancelChange(session: RequestSession, changeId: string): Promise<LimitChange> {
  const res = await callApi<unknown>('v2', `/limit-changes/${encodeURIComponent(changeId)}`, {
    method: 'DELETE',
    session,
  });
  return LimitChangeDto.parse(res.result);
}

/** The largest amount the form takes before the API's own maximum: a bigint never passes through a float here. */
const FORM_MAX_MINOR = 100_000_000_000n;

/** A limit typed in dollars ("50", "50.00", "$1,000"), as cents; or the message to show by the field. */
export function readLimitAmount(value: FormDataEntryValue | null): { minor: number } | { error: string } {
  if (typeof value !== 'string' || value.trim() === '') return { error: 'Enter a limit.' };
  const minor = parseAmountMinor(value);
  if (minor === null) return { error: 'Enter a limit in dollars and cents, e.g. 50 or 50.00.' };
  if (minor <= 0n) return { error: 'Enter a limit greater than $0.00.' };
  if (minor > FORM_MAX_MINOR) return { error: 'That limit is too large.' };
  return { minor: Number(minor) };
}

/** A form value that should be one of the listed choices (a period, an id from the page). */
export function readChoice(value: FormDataEntryValue | null, pattern: RegExp): string | null {
  return typeof value === 'string' && pattern.test(value) ? value : null;
}

export const PERIOD_PATTERN = /^[a-z_]{1,30}$/;
export const ID_PATTERN = /^[0-9a-f-]{36}$/;
