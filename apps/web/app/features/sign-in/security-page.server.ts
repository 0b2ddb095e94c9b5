/**
 * /my-account/login-and-security's server side (protected, no capability, spec 1 §2): the two-factor settings
 * and the customer's sessions, and one handler per form intent. Turning two-factor off and logging out
 * everywhere are sensitive: the two-factor modal asks for a code when the session is not recently elevated, and
 * the action is replayed (spec 1 §4).
 */

import { SessionParams } from '@lottoshop/contracts/sessions';
import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { forSession } from '../../lib/account-page.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { flashCookie } from '../../lib/flash-notice.server.ts';
import { readFormData } from '../../lib/form-data.server.ts';
import { readForm } from '../../lib/form-schema.server.ts';
import { requireCustomer } from '../../lib/guards.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { elevateAndReplay, sensitive } from './elevation.server.ts';
import type { ElevationState } from './elevation.ts';
import {
  confirmAuthenticator,
  confirmEmailCodes,
  endOneSession,
  loadAuthenticatorSetup,
  loadSessions,
  loadTwoFactorConfig,
  logOutEverywhere,
  readOtp,
  sendEmailCode,
  startAuthenticator,
  startEmailCodes,
  turnOffTwoFactor,
} from './two-factor.server.ts';

export type SecurityActionResult = {
  notice?: string;
  confirmError?: string;
  confirmLocked?: boolean;
  error?: string;
  elevation?: ElevationState;
};

export async function loadSecurityPage(request: Request, context: unknown) {
  const session = requireCustomer(request, context);
  const [twoFactor, sessions] = await forSession(request, session, () =>
    Promise.all([loadTwoFactorConfig(session), loadSessions(session)]),
  );
  const setup =
    twoFactor.status === 'pending' && twoFactor.config.method === 'authenticator'
      ? await forSession(request, session, () => loadAuthenticatorSetup(session))
      : null;
  return data({ twoFactor, setup, sessions }, { headers: session.headers() });
}

/** Logged out of every session (this one too): the cookies are cleared, home with the signed-out notice. */
function loggedOut(session: RequestSession): Response {
  session.end({ includeCart: true });
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('signed_out', session.secure));
  return redirect('/', { headers });
}

type Done = SecurityActionResult | Response;

/** The sensitive actions, run first as posted and again after the code (replay). */
function sensitiveActions(session: RequestSession): Record<string, (f: FormData) => Promise<Done>> {
  return {
    'turn-off': async () => {
      await turnOffTwoFactor(session);
      return { notice: 'Two-factor authentication is now off.' };
    },
    'logout-everywhere': async () => {
      await logOutEverywhere(session);
      return loggedOut(session);
    },
  };
}

type Post = {
  form: FormData;
  session: RequestSession;
  intent: string;
  answer: (result: SecurityActionResult, status?: number) => Response | ReturnType<typeof data>;
};
type Answered = ReturnType<Post['answer']>;

/** A sensitive action's outcome: the modal asking for a code, or what was done (with the elevation's notice). */
function finish(
  { answer }: Post,
  outcome: { done: Done } | { elevation: ElevationState },
  elevated = false,
): Answered {
  if ('elevation' in outcome)
    return answer({ elevation: outcome.elevation }, outcome.elevation.locked ? 423 : 200);
  if (outcome.done instanceof Response) return outcome.done;
  return answer(
    elevated
      ? {
          ...outcome.done,
          notice: `${TWO_FACTOR_MESSAGES.elevationSucceeded} ${outcome.done.notice ?? ''}`.trim(),
        }
      : outcome.done,
  );
}

async function startApp({ session, answer }: Post): Promise<Answered> {
  await startAuthenticator(session);
  return answer({});
}

async function startEmail({ session, answer }: Post): Promise<Answered> {
  try {
    // The section itself now says where the code went.
    await startEmailCodes(session);
    return answer({});
  } catch (err) {
    if (isApiError(err) && err.status === 409) return answer({ error: err.message }, err.status);
    throw err;
  }
}

async function resendEmailCode({ session, answer }: Post): Promise<Answered> {
  try {
    const sent = await sendEmailCode(session, true);
    return answer({ notice: TWO_FACTOR_MESSAGES.codeResent(sent.identifier) });
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (err.code === '2fa_account_locked') return answer({ confirmLocked: true }, err.status);
    if (err.status === 404 || err.status === 429) return answer({ error: err.message }, err.status);
    throw err;
  }
}

/** Turning two-factor on with the first code, from the app or the e-mail. */
function confirmWith(confirm: (session: RequestSession, otp: string) => Promise<unknown>) {
  return async ({ form, session, answer }: Post): Promise<Answered> => {
    const code = readOtp(form);
    if ('error' in code) return answer({ confirmError: code.error }, 400);
    try {
      await confirm(session, code.otp);
      return answer({ notice: 'Two-factor authentication is now on.' });
    } catch (err) {
      if (!isApiError(err)) throw err;
      if (err.code === '2fa_account_locked') return answer({ confirmLocked: true }, err.status);
      if (err.code === '2fa_incorrect' || err.status === 400)
        return answer({ confirmError: err.message }, err.status);
      if (err.status === 404 || err.status === 409) return answer({ error: err.message }, err.status);
      throw err;
    }
  };
}

/** 'Log out' beside one session: which one, and whether it is this browser's own. */
const EndSessionForm = SessionParams.extend({
  current: z
    .string()
    .optional()
    .transform((v) => v === 'true'),
});

async function endSession({ form, session, answer }: Post): Promise<Answered> {
  const read = readForm(form, EndSessionForm, ['sessionId']);
  if (!read.ok) return answer({ error: 'Choose a session from the list' }, 400);
  const { sessionId, current } = read.value;
  try {
    if (!(await endOneSession(session, sessionId)))
      return answer({ error: 'Choose a session from the list' }, 400);
  } catch (err) {
    if (isApiError(err) && err.status === 404)
      return answer({ error: 'That session has already ended.' }, 404);
    throw err;
  }
  return current ? loggedOut(session) : answer({ notice: 'That session has been logged out.' });
}

async function runSensitive(post: Post): Promise<Answered> {
  const run = sensitiveActions(post.session)[post.intent] as (f: FormData) => Promise<Done>;
  return finish(post, await sensitive(post.session, post.intent, post.form, run));
}

async function elevate(post: Post): Promise<Answered> {
  const outcome = await elevateAndReplay(post.session, post.form, sensitiveActions(post.session));
  if (!outcome) return post.answer({ error: 'Something went wrong' }, 400);
  return finish(post, outcome, true);
}

const INTENTS: Record<string, (post: Post) => Promise<Answered>> = {
  'start-authenticator': startApp,
  'start-email': startEmail,
  'resend-email-code': resendEmailCode,
  'confirm-authenticator': confirmWith(confirmAuthenticator),
  'confirm-email': confirmWith(confirmEmailCodes),
  'end-session': endSession,
  'turn-off': runSensitive,
  'logout-everywhere': runSensitive,
  elevate,
};

export async function securityPageAction(request: Request) {
  const form = await readFormData(request);
  const session = requireCustomer(request);
  const intent = form.get('intent');
  const answer = (result: SecurityActionResult, status = 200) =>
    data(result, { status, headers: session.headers() });
  return forSession(request, session, async () => {
    const handler =
      typeof intent === 'string' && Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
    if (!handler || typeof intent !== 'string') return answer({ error: 'Something went wrong' }, 400);
    return handler({ form, session, intent, answer });
  });
}
