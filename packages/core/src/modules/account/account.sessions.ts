/**
 * Signing up, logging in (with the second factor when it is on), refreshing a session (elevating it with a
 * one-time code) and logging out everywhere, answered as the client needs them (spec 1 §4, §7, spec 2 §7).
 */
import type {
  LoginBody,
  LoginResultDto,
  RefreshBody,
  RefreshResultDto,
  SignupBody,
} from '@lottoshop/contracts/identity';
import type { Ctx } from '../../use-case.ts';
import {
  type AccessTokenKeys,
  checkPassword,
  customerOfLoginChallenge,
  endAllSessions,
  loginChallengeFor,
  type OpenedSession,
  openSession,
  refreshSession,
  registerCustomer,
  type SessionOptions,
} from '../identity/index.ts';
import {
  elevateSession,
  passSecondFactor,
  requireElevation,
  type TwoFactorKey,
  verifyTwoFactorCode,
} from '../twofactor/index.ts';
import { customerOverview } from './account.overview.ts';

async function withOverview(ctx: Ctx, session: OpenedSession): Promise<LoginResultDto> {
  const { customerId, sessionId: _sessionId, ...tokens } = session;
  return { ...tokens, customer: await customerOverview(ctx, customerId) };
}

/** POST /signup: a new customer, signed in. */
export async function signup(
  ctx: Ctx,
  input: { body: SignupBody } & SessionOptions,
): Promise<LoginResultDto> {
  return withOverview(ctx, await registerCustomer(ctx, input));
}

/**
 * POST /login: the password (or the challenge token of a first post), then the second factor when it is on
 * (`2fa_required` carries a challenge token for the code step), then a new session. A session opened with a
 * code is elevated at once, so a sensitive action right after logging in asks for no second code.
 */
export async function login(
  ctx: Ctx,
  input: { body: LoginBody; twoFactorKey: TwoFactorKey } & SessionOptions,
): Promise<LoginResultDto> {
  const { body, keys } = input;
  const customer =
    body.challengeToken === undefined
      ? await checkPassword(ctx, { body })
      : await customerOfLoginChallenge(ctx, { challengeToken: body.challengeToken, keys });
  const passed = await passSecondFactor(ctx, {
    customerId: customer.id,
    key: input.twoFactorKey,
    challengeToken: await loginChallengeFor(ctx, { customerId: customer.id, keys }),
    otp: body.otp,
    rememberToken: body.rememberToken,
    rememberDevice: body.rememberDevice,
  });
  const { twoFactorKey: _key, body: _body, ...sessionOptions } = input;
  const session = await openSession(ctx, { customer, ...sessionOptions });
  if (passed.withCode) await elevateSession(ctx, { sessionId: session.sessionId });
  const result = await withOverview(ctx, session);
  return passed.rememberedDevice ? { ...result, rememberedDevice: passed.rememberedDevice } : result;
}

/**
 * POST /refresh: new tokens for a refresh token. With an `otp` the code is checked before the token is spent
 * and the session is elevated (spec 1 §4: the pending sensitive action is then replayed).
 */
export async function refresh(
  ctx: Ctx,
  input: { body: RefreshBody; keys: AccessTokenKeys; twoFactorKey: TwoFactorKey },
): Promise<RefreshResultDto> {
  const { otp } = input.body;
  return refreshSession(ctx, {
    body: input.body,
    keys: input.keys,
    ...(otp === undefined
      ? {}
      : {
          beforeRotate: async ({ customerId, sessionId }) => {
            await verifyTwoFactorCode(ctx, { customerId, otp, key: input.twoFactorKey });
            await elevateSession(ctx, { sessionId });
          },
        }),
  });
}

/** POST /customer/sessions/logout-everywhere: a sensitive action; every session of the customer ends. */
export async function logOutEverywhere(ctx: Ctx): Promise<{ ended: number }> {
  await requireElevation(ctx);
  return endAllSessions(ctx);
}
