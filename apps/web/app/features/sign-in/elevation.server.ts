/**
 * Running a sensitive action with elevation (spec 1 §4, spec 2 §2 "Two-factor modal"). `sensitive` runs the
 * action; when the API answers `2fa_required` the page gets `requesting_otp` and opens the modal, which posts
 * intent `elevate` with the code and the action's own fields. `elevate` sends the code with the session's refresh
 * (the session is elevated for 5 minutes), replays the action with the new tokens, checks its answer, and
 * completes. A wrong code asks again ('Code is incorrect or expired…'); a lock disables the form.
 */
import { randomUUID } from 'node:crypto';
import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { z } from 'zod';
import { forSession } from '../../lib/account-page.server.ts';
import { type ApiError, isApiError } from '../../lib/api-errors.ts';
import { readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { advanceElevation, type ElevationState, type PendingAction } from './elevation.ts';
import { challengeMethodOf, readOtp, sendEmailCode } from './two-factor.server.ts';

/** Form fields never carried through the modal (the code itself and the flow's own). */
const FLOW_FIELDS = new Set(['intent', 'otp', 'replayIntent', 'emailedTo']);
const REPLAY_PREFIX = 'replay.';
const MAX_REPLAY_FIELDS = 20;

export type SensitiveOutcome<T> = { done: T } | { elevation: ElevationState };

/**
 * The pending action's fields. `secret` fields (a password) are never carried through the modal's page: the
 * replay runs without them and the form asks for them again, on a session now elevated.
 */
function pendingFrom(
  intent: string,
  form: FormData,
  prefix = '',
  secret: readonly string[] = [],
): PendingAction {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || Object.keys(fields).length >= MAX_REPLAY_FIELDS) continue;
    if (prefix && !key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length);
    if (!prefix && (FLOW_FIELDS.has(name) || secret.includes(name))) continue;
    fields[name] = value.slice(0, 2048);
  }
  return { intent, fields };
}

/** The form the replay sees: the pending action's own fields, as first posted. */
export function replayForm(pending: PendingAction): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(pending.fields)) form.set(key, value);
  return form;
}

/** The modal's own fields: the action to replay and the masked address e-mailed codes went to. */
const ElevateForm = z.object({
  replayIntent: z.string().optional(),
  emailedTo: z.string().max(320).optional().catch(undefined),
  intent: z.string().optional(),
});

const isTwoFactorRequired = (err: unknown) => isApiError(err) && err.code === '2fa_required';

/**
 * The modal's first state. With e-mailed codes a code is sent as the modal opens (one sent in the last minute
 * stands), and the modal names the masked address; a locked factor opens the modal locked.
 */
async function requestingOtp(
  session: RequestSession,
  err: ApiError,
  pending: PendingAction,
): Promise<ElevationState> {
  const state: ElevationState = {
    id: randomUUID(),
    status: advanceElevation('initial', 'requesting_otp'),
    pending,
  };
  if (challengeMethodOf(err) !== 'email') return state;
  try {
    const sent = await sendEmailCode(session, false);
    return { ...state, emailedTo: sent.identifier };
  } catch (sendErr) {
    if (!isApiError(sendErr) || sendErr.status >= 500) throw sendErr;
    if (sendErr.code === '2fa_account_locked') return { ...state, locked: true };
    return { ...state, error: sendErr.message };
  }
}

/** Runs a sensitive action; a `2fa_required` answer becomes the modal's `requesting_otp`. */
export async function sensitive<T>(
  session: RequestSession,
  intent: string,
  form: FormData,
  run: (form: FormData) => Promise<T>,
  opts: { secretFields?: readonly string[] } = {},
): Promise<SensitiveOutcome<T>> {
  try {
    return { done: await run(form) };
  } catch (err) {
    if (!isApiError(err) || err.code !== '2fa_required') throw err;
    return { elevation: await requestingOtp(session, err, pendingFrom(intent, form, '', opts.secretFields)) };
  }
}

/**
 * The modal's post: the code, then the replay of the pending action (whose intent must be one the page allows).
 * Answers the action's result once complete, or the modal's next state.
 */
export async function elevateAndReplay<T>(
  session: RequestSession,
  form: FormData,
  allowed: Record<string, (form: FormData) => Promise<T>>,
): Promise<SensitiveOutcome<T> | null> {
  const flow = readForm(form, ElevateForm, []);
  const intent = flow.ok ? flow.value.replayIntent : undefined;
  if (intent === undefined || !Object.hasOwn(allowed, intent)) return null;
  const run = allowed[intent] as (form: FormData) => Promise<T>;
  const pending = pendingFrom(intent, form, REPLAY_PREFIX);
  const carried = flow.ok ? flow.value.emailedTo : undefined;
  const emailedTo = carried ? { emailedTo: carried } : {};
  const code = readOtp(form);
  if ('error' in code) {
    return {
      elevation: { id: randomUUID(), status: 'requesting_otp', pending, ...emailedTo, error: code.error },
    };
  }
  let status = advanceElevation('requesting_otp', 'replaying');
  try {
    await session.elevate(code.otp);
  } catch (err) {
    if (!isApiError(err)) throw err;
    status = advanceElevation(status, 'requesting_otp');
    if (err.code === '2fa_account_locked')
      return { elevation: { id: randomUUID(), status, pending, ...emailedTo, locked: true } };
    const error =
      err.code === '2fa_incorrect' ? TWO_FACTOR_MESSAGES.incorrect : TWO_FACTOR_MESSAGES.elevationFailed;
    return { elevation: { id: randomUUID(), status, pending, ...emailedTo, error } };
  }
  let done: T;
  try {
    done = await run(replayForm(pending));
  } catch (err) {
    if (!isTwoFactorRequired(err)) throw err;
    // The session was elevated but the action still asks: say so and ask again.
    status = advanceElevation(status, 'requesting_otp');
    return {
      elevation: {
        id: randomUUID(),
        status,
        pending,
        ...emailedTo,
        error: TWO_FACTOR_MESSAGES.elevationFailed,
      },
    };
  }
  status = advanceElevation(status, 'post_elevation_checks');
  advanceElevation(status, 'post_elevation_complete');
  return { done };
}

export { REPLAY_PREFIX };

/**
 * The action of a form page whose one action is sensitive (closing the account, changing the password or the
 * e-mail address): run as posted, or, when the post is the modal's code, elevate the session and replay it.
 * `secretFields` (passwords) never ride through the modal's page: after the code the form asks for them again.
 * Answers the action's redirect, or what the page shows with its status: the action's own result (with the
 * 'verified' notice after a code), or `empty` with the modal's state.
 */
export async function sensitiveFormAction<T extends object>(input: {
  request: Request;
  session: RequestSession;
  form: FormData;
  intent: string;
  run: (form: FormData) => Promise<Response | T>;
  secretFields: readonly string[];
  empty: (pendingFields: Record<string, string>) => T;
}): Promise<Response | { result: T & { elevation?: ElevationState; notice?: string }; status: number }> {
  const { request, session, form, intent, run } = input;
  const flow = readForm(form, ElevateForm, []);
  const elevating = flow.ok && flow.value.intent === 'elevate';
  const outcome = await forSession(request, session, () =>
    elevating
      ? elevateAndReplay(session, form, { [intent]: run })
      : sensitive(session, intent, form, run, { secretFields: input.secretFields }),
  );
  if (!outcome) return { result: input.empty({}), status: 400 };
  if ('elevation' in outcome) {
    const { elevation } = outcome;
    return {
      result: { ...input.empty(elevation.pending.fields), elevation },
      status: elevation.locked ? 423 : 200,
    };
  }
  if (outcome.done instanceof Response) return outcome.done;
  return {
    result: elevating ? { ...outcome.done, notice: TWO_FACTOR_MESSAGES.elevationSucceeded } : outcome.done,
    status: 422,
  };
}
