/**
 * Confirming e-mail addresses (spec 2 §2 confirmation banner, §7 PATCH /customer/confirm-email-address and
 * PATCH /customer/confirm-address): a link e-mailed at sign-up, again on request, and to the new address when the
 * customer changes it (which applies only once that link is opened); confirming the postal address on file.
 * The link works without signing in: its token names the customer and the address it confirms.
 */
import { EMAIL_CONFIRMATION_MESSAGES } from '@lottoshop/contracts/email-confirmation-messages';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../shared/pg-errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { emailConfirmationEmail, enqueueEmail } from '../mail/index.ts';
import { issueOneTimeToken, spendOneTimeToken } from './identity.one-time-tokens.ts';
import { findCustomerByEmail, findCustomerById, isCustomerPassword } from './identity.queries.ts';
import { normaliseEmail } from './identity.rules.ts';
import { type CustomerRow, customers } from './identity.tables.ts';

/** A confirmation link works for two days. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 48 * 3600;

/** The site path a confirmation link opens (the web's /my-account/confirm-address/{token}, open to anyone). */
export const emailConfirmationPath = (token: string) => `/my-account/confirm-address/${token}`;

function fieldError(field: string, message: string): DomainError {
  return new DomainError('validation_failed', { fields: { [field]: [message] } });
}

/**
 * Issues a confirmation link for `email` (the customer's own, or the new one of a change) and queues the e-mail
 * to that address, on `ctx`'s transaction. Called inside sign-up's transaction too.
 */
export async function sendEmailConfirmation(
  ctx: Ctx,
  input: { customer: Pick<CustomerRow, 'id' | 'firstname' | 'email'>; email?: string },
): Promise<void> {
  const email = input.email ?? input.customer.email;
  const token = await issueOneTimeToken(ctx, {
    customerId: input.customer.id,
    purpose: 'email_confirmation',
    ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
    email,
  });
  await enqueueEmail(ctx, {
    to: email,
    template: emailConfirmationEmail({
      firstname: input.customer.firstname,
      path: emailConfirmationPath(token),
      expiresInHours: EMAIL_CONFIRMATION_TTL_SECONDS / 3600,
      change: email !== input.customer.email,
    }),
  });
}

function linkInvalid(): DomainError {
  return new DomainError('email_confirmation_link_invalid', {
    message: EMAIL_CONFIRMATION_MESSAGES.linkInvalid,
  });
}

/**
 * PATCH /v2/customer/confirm-email-address with the e-mailed token: confirms the address the link was sent to.
 * For a change of address, the account's e-mail becomes that address now (refused if another account took it
 * meanwhile). Works without signing in; the token is spent once.
 */
export async function confirmEmailAddress(ctx: Ctx, input: { token: string }): Promise<{ email: string }> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const token = await spendOneTimeToken(tx, { token: input.token, purpose: 'email_confirmation' });
      const customer = token ? await findCustomerById(tx, token.customerId) : null;
      if (!token?.email || customer?.status !== 'active') throw linkInvalid();
      await tx.db
        .update(customers)
        .set({ email: token.email, emailAddressConfirmationRequired: false, updatedAt: tx.clock.now() })
        .where(eq(customers.id, customer.id));
      ctx.log.info(
        { customerId: customer.id, changed: token.email !== customer.email },
        'identity: e-mail address confirmed',
      );
      return { email: token.email };
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) {
      throw new DomainError('email_taken', { fields: { email: [EMAIL_CONFIRMATION_MESSAGES.addressTaken] } });
    }
    throw error;
  }
}

/** PATCH /v2/customer/confirm-email-address without a token (the banner's Confirm): e-mails a new link. */
export async function resendEmailConfirmation(ctx: Ctx): Promise<{ email: string }> {
  const customer = await findCustomerById(ctx, customerIdOf(ctx));
  if (customer?.status !== 'active') throw new DomainError('unauthorized');
  await inTransaction(ctx, (tx) => sendEmailConfirmation(tx, { customer }));
  return { email: customer.email };
}

/**
 * POST /v2/customer/change-email: the signed-in customer asks to use another e-mail address, giving the password.
 * A confirmation link goes to the new address; the account keeps the old one until the link is opened. A plain
 * use-case, so a two-factor guard can stand in front of it.
 */
export async function requestEmailChange(
  ctx: Ctx,
  input: { email: string; password: string },
): Promise<{ email: string }> {
  const customer = await findCustomerById(ctx, customerIdOf(ctx));
  if (customer?.status !== 'active') throw new DomainError('unauthorized');
  if (!(await isCustomerPassword(ctx, { customerId: customer.id, password: input.password }))) {
    throw fieldError('password', EMAIL_CONFIRMATION_MESSAGES.passwordIncorrect);
  }
  const email = normaliseEmail(input.email);
  if (email === customer.email) throw fieldError('email', EMAIL_CONFIRMATION_MESSAGES.sameAddress);
  if (await findCustomerByEmail(ctx.db, email)) {
    throw fieldError('email', EMAIL_CONFIRMATION_MESSAGES.addressTaken);
  }
  await inTransaction(ctx, (tx) => sendEmailConfirmation(tx, { customer, email }));
  return { email };
}

/** PATCH /v2/customer/confirm-address: the signed-in customer says the postal address on file is right. */
export async function confirmPostalAddress(ctx: Ctx): Promise<void> {
  const customerId = customerIdOf(ctx);
  await ctx.db
    .update(customers)
    .set({ addressConfirmationRequired: false, updatedAt: ctx.clock.now() })
    .where(eq(customers.id, customerId));
}
