/** Signing up and logging in, answered with the new session's tokens and the customer's overview (spec 2 §7). */
import type { LoginBody, LoginResultDto, SignupBody } from '@lottoshop/contracts/identity';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import {
  normaliseEmail,
  type OpenedSession,
  registerCustomer,
  type SessionOptions,
  signInWithPassword,
} from '../identity/index.ts';
import {
  clearFailures,
  LOGIN_FAILURE_POLICY,
  limitKey,
  recordFailure,
  refuseWhileHeldBack,
} from '../limits/index.ts';
import { customerOverview } from './account.overview.ts';

async function withOverview(ctx: Ctx, session: OpenedSession): Promise<LoginResultDto> {
  const { customerId, ...tokens } = session;
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
 * POST /login: a customer signed in with their e-mail and password. Wrong passwords for one account from one
 * address (`source`, the caller's address) slow that pair down (limits' back-off, decision 024): after 5, each
 * further failure holds the pair back for a delay that doubles up to 15 minutes, refused without trying the
 * password; a success clears it. Another address (the account's owner elsewhere) is not held back by them.
 */
export async function login(
  ctx: Ctx,
  input: { body: LoginBody; source?: string } & SessionOptions,
): Promise<LoginResultDto> {
  const key = limitKey('login-failures', normaliseEmail(input.body.email), input.source ?? 'unknown');
  await refuseWhileHeldBack(ctx, key);
  let session: OpenedSession;
  try {
    session = await signInWithPassword(ctx, input);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'invalid_credentials') {
      await recordFailure(ctx, { key, policy: LOGIN_FAILURE_POLICY });
    }
    throw err;
  }
  await clearFailures(ctx, key);
  return withOverview(ctx, session);
}
