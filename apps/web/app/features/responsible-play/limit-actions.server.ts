/**
 * What the limits pages' forms do: set or remove a spend, deposit or precommitment limit, or cancel a pending
 * change, answering the notice of spec 2 §8 ('deposit limit updated', …) with the date a pending change takes
 * effect, or the API's message on the form.
 */
import {
  LIMIT_NOTICES,
  type LimitChangeDto,
  limitChangeNotice,
  SetLimitBody,
} from '@lottoshop/contracts/limits';
import { z } from 'zod';
import { isApiError } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import {
  cancelChange,
  ID_PATTERN,
  PERIOD_PATTERN,
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

/** A limit typed in dollars, read as cents and checked as the API checks a limit. */
const LimitAmount = z
  .string({ error: 'Enter a limit.' })
  .transform((text, ctx) => {
    const read = readLimitAmount(text);
    if ('minor' in read) return read.minor;
    ctx.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  })
  .pipe(SetLimitBody.shape.limit);

const Period = z.string({ error: 'Choose a period.' }).regex(PERIOD_PATTERN, 'Choose a period.');
const listed = (message: string) => z.string({ error: message }).regex(ID_PATTERN, message);

/** The limits pages' forms, one per intent. */
const LimitForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal(['set-spend', 'set-deposit']), period: Period, amount: LimitAmount }),
    z.object({ intent: z.literal('set-precommitment'), amount: LimitAmount }),
    z.object({
      intent: z.literal(['remove-spend', 'remove-deposit']),
      id: listed('Choose a limit from the list.'),
    }),
    z.object({ intent: z.literal('remove-precommitment') }),
    z.object({ intent: z.literal('cancel-change'), id: listed('Choose a change from the list.') }),
  ],
  { error: 'Choose what to change.' },
);

const FIELDS = ['period', 'amount'] as const;

/** Runs the posted intent; answers the result and its HTTP status. An API refusal (4xx) becomes a message. */
export async function runLimitAction(
  session: RequestSession,
  form: FormData,
  locale: string,
): Promise<{ result: LimitActionResult; status: number }> {
  const intent = form.get('intent');
  const typed = Object.fromEntries(form);
  const amount = typeof typed.amount === 'string' ? typed.amount : '';
  const period = typeof typed.period === 'string' && PERIOD_PATTERN.test(typed.period) ? typed.period : null;
  const kindOf = (value: unknown) =>
    value === 'set-spend' || value === 'remove-spend'
      ? 'spend'
      : value === 'set-deposit' || value === 'remove-deposit'
        ? 'deposit'
        : 'precommitment';
  const formKind = kindOf(intent);
  const read = readForm(form, LimitForm, FIELDS);
  if (!read.ok) {
    const { fieldErrors, formError } = read.errors;
    if (fieldErrors.period || fieldErrors.amount) {
      const values = { amount, ...(period ? { period } : {}) };
      // A missing period is answered first, alone.
      const errors = fieldErrors.period ? { period: fieldErrors.period } : { amount: fieldErrors.amount };
      return { result: { form: formKind, values, errors }, status: 400 };
    }
    return { result: { error: formError ?? 'Choose what to change.' }, status: 400 };
  }
  const posted = read.value;
  try {
    switch (posted.intent) {
      case 'set-spend':
      case 'set-deposit': {
        const change = await saveLimit(
          session,
          kindOf(posted.intent) as 'spend' | 'deposit',
          posted.period,
          posted.amount,
        );
        return { result: { form: formKind, notice: noticeOf(change, locale) }, status: 200 };
      }
      case 'set-precommitment': {
        const change = await savePrecommitment(session, posted.amount);
        return { result: { form: formKind, notice: noticeOf(change, locale) }, status: 200 };
      }
      case 'remove-spend':
      case 'remove-deposit': {
        const change = await removeLimit(session, kindOf(posted.intent) as 'spend' | 'deposit', posted.id);
        return { result: { notice: noticeOf(change, locale) }, status: 200 };
      }
      case 'remove-precommitment':
        return { result: { notice: noticeOf(await removePrecommitment(session), locale) }, status: 200 };
      case 'cancel-change':
        return { result: { notice: noticeOf(await cancelChange(session, posted.id), locale) }, status: 200 };
    }
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
