/**
 * What the limits pages' forms do: set or remove a spend, deposit or precommitment limit, or cancel a pending
 * change, answering the notice of spec 2 §8 ('deposit limit updated', …) with the date a pending change takes
 * effect, or the API's message on the form.
 */
import { LIMIT_NOTICES, type LimitChangeDto, limitChangeNotice } from '@lottoshop/contracts/limits';
import { isApiError } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import {
  cancelChange,
  ID_PATTERN,
  PERIOD_PATTERN,
  readChoice,
  readLimitAmount,
  removeLimit,
  removePrecommitment,
  saveLimit,
  savePrecommitment,
} from './limits.server.ts';

export type LimitActionResult = {
  /** Which form answered (its fields and errors show there). */
  form?: 'spend' | 'deposit' | 'precommitment';
  notice?: string;
  error?: string;
  values?: { period?: string; amount?: string };
  errors?: { period?: string; amount?: string };
};

const NOTICE_OF: Record<LimitChangeDto['kind'], string> = {
  spend: LIMIT_NOTICES.spendLimitUpdated,
  deposit: LIMIT_NOTICES.depositLimitUpdated,
  precommitment: LIMIT_NOTICES.precommitmentUpdated,
};

/** The notice for a change, its date in the site's locale. */
export const noticeOf = (change: LimitChangeDto, locale: string, applied = NOTICE_OF[change.kind]) =>
  limitChangeNotice(change, applied, (iso) => formatDateTime(iso, locale));

/** Runs the posted intent; answers the result and its HTTP status. An API refusal (4xx) becomes a message. */
export async function runLimitAction(
  session: RequestSession,
  form: FormData,
  locale: string,
): Promise<{ result: LimitActionResult; status: number }> {
  const intent = form.get('intent');
  const amount = typeof form.get('amount') === 'string' ? String(form.get('amount')) : '';
  const period = readChoice(form.get('period'), PERIOD_PATTERN);
  const id = readChoice(form.get('id'), ID_PATTERN);
  const kindOf = (value: unknown) =>
    value === 'set-spend' || value === 'remove-spend'
      ? 'spend'
      : value === 'set-deposit' || value === 'remove-deposit'
        ? 'deposit'
        : 'precommitment';
  const formKind = kindOf(intent);
  try {
    if (intent === 'set-spend' || intent === 'set-deposit' || intent === 'set-precommitment') {
      const values = { amount, ...(period ? { period } : {}) };
      const read = readLimitAmount(form.get('amount'));
      if (intent !== 'set-precommitment' && !period) {
        return { result: { form: formKind, values, errors: { period: 'Choose a period.' } }, status: 400 };
      }
      if ('error' in read)
        return { result: { form: formKind, values, errors: { amount: read.error } }, status: 400 };
      const change =
        intent === 'set-precommitment'
          ? await savePrecommitment(session, read.minor)
          : await saveLimit(session, formKind as 'spend' | 'deposit', period as string, read.minor);
      return { result: { form: formKind, notice: noticeOf(change, locale) }, status: 200 };
    }
    if (intent === 'remove-spend' || intent === 'remove-deposit') {
      if (!id) return { result: { error: 'Choose a limit from the list.' }, status: 400 };
      const change = await removeLimit(session, formKind as 'spend' | 'deposit', id);
      return { result: { notice: noticeOf(change, locale) }, status: 200 };
    }
    if (intent === 'remove-precommitment') {
      return { result: { notice: noticeOf(await removePrecommitment(session), locale) }, status: 200 };
    }
    if (intent === 'cancel-change') {
      if (!id) return { result: { error: 'Choose a change from the list.' }, status: 400 };
      const change = await cancelChange(session, id);
      return { result: { notice: noticeOf(change, locale) }, status: 200 };
    }
    return { result: { error: 'Choose what to change.' }, status: 400 };
  } catch (err) {
    if (!isApiError(err) || err.status >= 500 || err.status === 401 || err.status === 403) throw err;
    // Spec 2 §8: a refused removal (422) shows the first message; a field refusal shows by its field.
    const values = { amount, ...(period ? { period } : {}) };
    const fieldError = (name: string) => err.fields[name]?.[0];
    const errors = {
      ...(fieldError('limit') ? { amount: fieldError('limit') } : {}),
      ...(fieldError('period') ? { period: fieldError('period') } : {}),
    };
    if (Object.keys(errors).length > 0)
      return { result: { form: formKind, values, errors }, status: err.status };
    return { result: { error: err.messages[0]?.message ?? err.message }, status: err.status };
  }
}
