/**
 * Signing up, logging in (with the second factor when it is on), refreshing a session (elevating it with a
 * one-time code) and logging out everywhere, answered as the client needs them (spec 1 §4, §7, spec 2 §7).
 */
import type { LoginLinkBody } from '@lottoshop/contracts/autologin';
import type {
  LoginBody,
  LoginResultDto,
  RefreshBody,
  RefreshResultDto,
  SignupBody,
} from '@lottoshop/contracts/identity';
import type { EmailCodeSentDto } from '@lottoshop/contracts/two-factor';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { type LinkTokenKeys, preferencesLinkToken } from '../communication/index.ts';
import { recordTermsAcceptance } from '../consents/index.ts';
import {
  type AccessTokenKeys,
  type CustomerRow,
  checkPassword,
  customerOfLoginChallenge,
  customerOfLoginLink,
  endAllSessions,
  findCustomerById,
  type LoginLinkPurpose,
  loginChallengeFor,
  normaliseEmail,
  type OpenedSession,
  openSession,
  refreshSession,
  registerCustomer,
  type SessionOptions,
  spendLoginLink,
} from '../identity/index.ts';
import { enqueueEmail, welcomeEmail } from '../mail/index.ts';
import {
  clearFailures,
  LOGIN_FAILURE_POLICY,
  limitKey,
  recordFailure,
  refuseWhileHeldBack,
} from '../ratelimits/index.ts';
import { getSiteSettings } from '../site/index.ts';
import {
  elevateSession,
  passSecondFactor,
  requireElevation,
  sendLoginCodeAgain,
  type TwoFactorKey,
  verifyTwoFactorCode,
} from '../twofactor/index.ts';
import { assertNotExcludedIdentity } from '../verification/index.ts';
import { customerOverview } from './account.overview.ts';

/** The login answer: the session's tokens and the customer's overview (from their row when it is at hand). */
async function withOverview(
  ctx: Ctx,
  session: OpenedSession,
  customer?: CustomerRow,
): Promise<LoginResultDto> {
  const { customerId, sessionId: _sessionId, ...tokens } = session;
  return { ...tokens, customer: await customerOverview(ctx, customer ?? customerId) };
}

/** POST /signup: a new customer, signed in. */
export async function signup(
  ctx: Ctx,
  input: { body: SignupBody; linkKeys: LinkTokenKeys } & SessionOptions,
): Promise<LoginResultDto> {
  const { linkKeys, ...registration } = input;
  // A person on the operator's register of excluded identities cannot open an account.
  await assertNotExcludedIdentity(ctx, input.body);
  const session = await registerCustomer(ctx, {
    ...registration,
    // A customer who asked for news gets the welcome e-mail, with its signed unsubscribe link, in the same
    // transaction as the account.
    afterCreate: async (tx, customer) => {
      // Signing up accepts the terms in force (the form's accept-terms box).
      await recordTermsAcceptance(tx, { customerId: customer.id });
      if (!customer.emailOptIn) return;
      const token = await preferencesLinkToken(tx, { customerId: customer.id, keys: linkKeys });
      const { siteName } = await getSiteSettings(tx);
      await enqueueEmail(tx, {
        to: customer.email,
        template: welcomeEmail({
          firstname: customer.firstname,
          siteName,
          unsubscribePath: `/unsubscribe/${customer.id}?token=${token}`,
        }),
      });
    },
  });
  return withOverview(ctx, session);
}

/**
 * POST /login: the password (or the challenge token of a first post), then the second factor when it is on
 * (`2fa_required` carries a challenge token for the code step), then a new session. Wrong passwords for one
 * account from one address (`source`, the caller's address) slow that pair down (decision 024): after 5, each
 * further failure holds the pair back for a delay that doubles up to 15 minutes, refused without trying the
 * password; a right one clears it. Another address (the account's owner elsewhere) is not held back by them.
 */
export async function login(
  ctx: Ctx,
  input: { body: LoginBody; twoFactorKey: TwoFactorKey; source?: string } & SessionOptions,
): Promise<LoginResultDto> {
  const { body, twoFactorKey, keys, source, ...device } = input;
  const key = limitKey('login-failures', normaliseEmail(body.email), source ?? 'unknown');
  const { failuresOnRecord } = await refuseWhileHeldBack(ctx, key);
  let customer: CustomerRow;
  try {
    customer =
      body.challengeToken === undefined
        ? await checkPassword(ctx, { body })
        : await customerOfLoginChallenge(ctx, { challengeToken: body.challengeToken, keys });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'invalid_credentials') {
      await recordFailure(ctx, { key, policy: LOGIN_FAILURE_POLICY });
    }
    throw err;
  }
  // A right password clears the pair's failures. With none on record when this login began there is nothing to
  // clear: one failing at the same moment from the same address stays counted, as it would a moment later.
  if (failuresOnRecord) await clearFailures(ctx, key);
  return signInAs(ctx, customer, { factor: body, twoFactorKey, session: { keys, ...device } });
}

/**
 * POST /login/two-factor/send-code: another e-mailed code for a login (or a one-time link) waiting on its code
 * step, named by the challenge token its `2fa_required` carried (refused within 60 seconds of the last code).
 */
export async function resendLoginCode(
  ctx: Ctx,
  input: { challengeToken: string; keys: AccessTokenKeys; twoFactorKey: TwoFactorKey },
): Promise<EmailCodeSentDto> {
  const customer = await customerOfLoginChallenge(ctx, {
    challengeToken: input.challengeToken,
    keys: input.keys,
  });
  return sendLoginCodeAgain(ctx, { customerId: customer.id, key: input.twoFactorKey });
}

/**
 * POST /autologin and POST /transfer (spec 1 §7): a one-time link's token, then the second factor when it is on
 * (`2fa_required`: the client sends the token again with the code), then a new session. The token is spent with
 * the session's opening, in one transaction, so a link signs in once.
 */
export async function loginWithLink(
  ctx: Ctx,
  input: { body: LoginLinkBody; purpose: LoginLinkPurpose; twoFactorKey: TwoFactorKey } & SessionOptions,
): Promise<LoginResultDto> {
  const { body, purpose, twoFactorKey, ...session } = input;
  const customer = await customerOfLoginLink(ctx, { token: body.token, purpose });
  return signInAs(ctx, customer, {
    factor: body,
    twoFactorKey,
    session,
    spend: (tx) => spendLoginLink(tx, { token: body.token, purpose, customerId: customer.id }),
  });
}

/**
 * The second factor, then a new session (spending the link first, when there is one). A session opened with a
 * code is elevated at once, so a sensitive action right after logging in asks for no second code.
 */
async function signInAs(
  ctx: Ctx,
  customer: CustomerRow,
  input: {
    factor: {
      otp?: string | undefined;
      rememberToken?: string | undefined;
      rememberDevice?: boolean | undefined;
    };
    twoFactorKey: TwoFactorKey;
    session: SessionOptions;
    spend?: (tx: Ctx) => Promise<void>;
  },
): Promise<LoginResultDto> {
  const { factor, session: options } = input;
  // Nor sign in to one they opened before they were put on it.
  await assertNotExcludedIdentity(ctx, customer);
  const passed = await passSecondFactor(ctx, {
    customerId: customer.id,
    key: input.twoFactorKey,
    challengeToken: await loginChallengeFor(ctx, { customerId: customer.id, keys: options.keys }),
    otp: factor.otp,
    rememberToken: factor.rememberToken,
    rememberDevice: factor.rememberDevice,
  });
  // The link is spent in the session's own transaction, so a link signs in once.
  const session = await openSession(ctx, { customer, ...options, first: input.spend });
  if (passed.withCode) await elevateSession(ctx, { sessionId: session.sessionId });
  const result = await withOverview(ctx, session, customer);
  return passed.rememberedDevice ? { ...result, rememberedDevice: passed.rememberedDevice } : result;
}

/**
 * POST /refresh: new tokens for a refresh token. A person put on the register of excluded identities after they
 * signed in gets none (identity_excluded; the web then ends the session), as they could not sign in again. With an
 * `otp` the code is checked before the token is spent and the session is elevated (spec 1 §4: the pending sensitive
 * action is then replayed).
 */
export async function refresh(
  ctx: Ctx,
  input: { body: RefreshBody; keys: AccessTokenKeys; twoFactorKey: TwoFactorKey },
): Promise<RefreshResultDto> {
  const { otp } = input.body;
  return refreshSession(ctx, {
    body: input.body,
    keys: input.keys,
    beforeRotate: async ({ customerId, sessionId }) => {
      const customer = await findCustomerById(ctx, customerId);
      if (customer) await assertNotExcludedIdentity(ctx, customer);
      if (otp === undefined) return;
      await verifyTwoFactorCode(ctx, { customerId, otp, key: input.twoFactorKey });
      await elevateSession(ctx, { sessionId });
    },
  });
}

/** POST /customer/sessions/logout-everywhere: a sensitive action; every session of the customer ends. */
export async function logOutEverywhere(ctx: Ctx): Promise<{ ended: number }> {
  await requireElevation(ctx);
  return endAllSessions(ctx);
}
