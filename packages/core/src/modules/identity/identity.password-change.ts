/**
 * Passwords after sign-up (spec 1 §2, §6; spec 2 §7): the forgotten-password link, setting a password with it,
 * changing it when signed in, and the change a flagged customer is made to do. Each is an ordinary use-case, so
 * a guard (two-factor elevation) can stand in front of it. Setting a new password ends every other session at
 * once, clears the "must change" flag and e-mails the customer that it happened.
 */
import { type ChangePasswordBody, PASSWORD_MESSAGES } from '@lottoshop/contracts/passwords';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { enqueueEmail, passwordChangedEmail, passwordResetEmail } from '../mail/index.ts';
import { findOneTimeToken, issueOneTimeToken, spendOneTimeToken } from './identity.one-time-tokens.ts';
import { hashPassword } from './identity.passwords.ts';
import { findCustomerByEmail, findCustomerById, isCustomerPassword } from './identity.queries.ts';
import { normaliseEmail } from './identity.rules.ts';
import { revokeCustomerSessions } from './identity.sessions.ts';
import { type CustomerRow, credentials, customers } from './identity.tables.ts';

/** A reset link works for an hour. */
export const PASSWORD_RESET_TTL_SECONDS = 3600;

/** The site path a reset link opens (the web's /forgot-password/{token}). */
export const passwordResetPath = (token: string) => `/forgot-password/${token}`;

function fieldError(field: string, message: string): DomainError {
  return new DomainError('validation_failed', { fields: { [field]: [message] } });
}

/** Stores the new password, clears the flag, ends the other sessions and queues the notice, in one transaction. */
async function setPassword(
  ctx: Ctx,
  customer: CustomerRow,
  password: string,
  opts: { keepSessionId?: string; field?: string; spend?: (tx: Ctx) => Promise<boolean> },
): Promise<void> {
  if (normaliseEmail(password) === customer.email) {
    throw fieldError(opts.field ?? 'password', PASSWORD_MESSAGES.passwordIsEmail);
  }
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    if (opts.spend && !(await opts.spend(tx))) throw resetLinkInvalid();
    await tx.db
      .update(credentials)
      .set({ passwordHash, updatedAt: now })
      .where(eq(credentials.customerId, customer.id));
    await tx.db
      .update(customers)
      .set({ forcePasswordChange: false, updatedAt: now })
      .where(eq(customers.id, customer.id));
    await revokeCustomerSessions(tx.db, {
      customerId: customer.id,
      now: tx.clock.now(),
      reason: 'password_change',
      keepSessionId: opts.keepSessionId,
    });
    await enqueueEmail(tx, { to: customer.email, template: passwordChangedEmail(customer) });
  });
  ctx.log.info({ customerId: customer.id }, 'identity: password changed; other sessions ended');
}

function resetLinkInvalid(): DomainError {
  return new DomainError('password_reset_link_invalid', { message: PASSWORD_MESSAGES.resetLinkInvalid });
}

/**
 * POST /v2/password/forgot: e-mails a one-time reset link when the address belongs to an active account. The
 * answer is the same either way, so it never tells whether an account exists.
 */
export async function requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<void> {
  const customer = await findCustomerByEmail(ctx.db, input.email);
  if (customer?.status !== 'active') {
    ctx.log.info('identity: password reset asked for an address without an active account');
    return;
  }
  await inTransaction(ctx, async (tx) => {
    const token = await issueOneTimeToken(tx, {
      customerId: customer.id,
      purpose: 'password_reset',
      ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
    });
    await enqueueEmail(tx, {
      to: customer.email,
      template: passwordResetEmail({
        firstname: customer.firstname,
        path: passwordResetPath(token),
        expiresInMinutes: PASSWORD_RESET_TTL_SECONDS / 60,
      }),
    });
  });
}

/**
 * POST /v2/password/reset: sets the password with an e-mailed token, once, before it expires. Every session of
 * the customer ends (whoever knew the old password is signed out everywhere). A password refused by a rule
 * leaves the link usable; the token is spent in the same transaction as the new password.
 */
export async function resetPassword(ctx: Ctx, input: { token: string; password: string }): Promise<void> {
  const found = await findOneTimeToken(ctx, { token: input.token, purpose: 'password_reset' });
  const customer = found ? await findCustomerById(ctx, found.customerId) : null;
  if (!found || !customer || customer.status !== 'active') throw resetLinkInvalid();
  await setPassword(ctx, customer, input.password, {
    spend: async (tx) =>
      (await spendOneTimeToken(tx, { token: input.token, purpose: 'password_reset' })) !== null,
  });
}

/**
 * POST /v2/customer/change-password: the signed-in customer changes the password, giving the current one. The
 * session it is made from stays open; every other one ends.
 */
export async function changePassword(ctx: Ctx, input: { body: ChangePasswordBody }): Promise<void> {
  const customerId = customerIdOf(ctx);
  const customer = await activeCustomer(ctx, customerId);
  if (!(await isCustomerPassword(ctx, { customerId, password: input.body.currentPassword }))) {
    throw fieldError('currentPassword', PASSWORD_MESSAGES.currentPasswordIncorrect);
  }
  if (input.body.newPassword === input.body.currentPassword) {
    throw fieldError('newPassword', PASSWORD_MESSAGES.passwordUnchanged);
  }
  await setPassword(ctx, customer, input.body.newPassword, { field: 'newPassword', ...keepThisSession(ctx) });
}

/**
 * POST /v2/password/force-change: a customer flagged to change the password (`force_password_change`) sets a new
 * one; the page shell sends them to it until they do. Refused when the flag is not set.
 */
export async function forceChangePassword(ctx: Ctx, input: { password: string }): Promise<void> {
  const customer = await activeCustomer(ctx, customerIdOf(ctx));
  if (!customer.forcePasswordChange) {
    throw new DomainError('password_change_not_required', { message: PASSWORD_MESSAGES.changeNotRequired });
  }
  if (await isCustomerPassword(ctx, { customerId: customer.id, password: input.password })) {
    throw fieldError('password', PASSWORD_MESSAGES.passwordUnchanged);
  }
  await setPassword(ctx, customer, input.password, keepThisSession(ctx));
}

/**
 * The operator flags a customer to change the password at the next page they open (`npm run ops --
 * force-password-change <email>`). Unknown addresses are not_found.
 */
export async function requirePasswordChange(
  ctx: Ctx,
  input: { email: string },
): Promise<{ customerId: string }> {
  assertOperator(ctx);
  const customer = await findCustomerByEmail(ctx.db, input.email);
  if (!customer) throw new DomainError('not_found');
  await ctx.db
    .update(customers)
    .set({ forcePasswordChange: true, updatedAt: ctx.clock.now() })
    .where(eq(customers.id, customer.id));
  ctx.log.info({ customerId: customer.id }, 'identity: customer must change the password');
  return { customerId: customer.id };
}

function assertOperator(ctx: Ctx): void {
  if (ctx.actor.kind !== 'operator') throw new DomainError('forbidden');
}

function keepThisSession(ctx: Ctx): { keepSessionId?: string } {
  return ctx.actor.kind === 'customer' ? { keepSessionId: ctx.actor.sessionId } : {};
}

async function activeCustomer(ctx: Ctx, customerId: string): Promise<CustomerRow> {
  const customer = await findCustomerById(ctx, customerId);
  if (customer?.status !== 'active') throw new DomainError('unauthorized');
  return customer;
}
