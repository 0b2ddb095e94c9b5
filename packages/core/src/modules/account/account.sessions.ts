/** Signing up and logging in, answered with the new session's tokens and the customer's overview (spec 2 §7). */
import type { LoginBody, LoginResultDto, SignupBody } from '@lottoshop/contracts/identity';
import type { Ctx } from '../../use-case.ts';
import {
  type OpenedSession,
  registerCustomer,
  type SessionOptions,
  signInWithPassword,
} from '../identity/index.ts';
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

/** POST /login: a customer signed in with their e-mail and password. */
export async function login(ctx: Ctx, input: { body: LoginBody } & SessionOptions): Promise<LoginResultDto> {
  return withOverview(ctx, await signInWithPassword(ctx, input));
}
