/**
 * E-mailed codes (method `email`, spec 2 §2, §9): a 6-digit code from the CSPRNG, stored only as an HMAC keyed
 * with the two-factor key and the customer's id, sent through the mail outbox in the same transaction, lasting
 * 10 minutes, used once. Another code is sent at most every 60 seconds; a new one replaces the last.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
  type EmailCodeSentDto,
  maskEmail,
  TWO_FACTOR_MESSAGES,
} from '@lottoshop/contracts/two-factor';
import { and, eq, gt, lte } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import { enqueueEmail, twoFactorCodeEmail } from '../mail/index.ts';
import type { TwoFactorKey } from './twofactor.cipher.ts';
import { twoFactorEmailCodes } from './twofactor.tables.ts';

function codeHash(key: TwoFactorKey, customerId: string, code: string): string {
  return createHmac('sha256', key.key).update(`${customerId}:${code}`).digest('base64url');
}

/** The masked address a customer's codes go to. */
export async function emailIdentifier(ctx: Ctx, customerId: string): Promise<string> {
  const customer = await findCustomerById(ctx, customerId);
  if (!customer) throw new DomainError('not_found');
  return maskEmail(customer.email);
}

/**
 * Sends a new code unless one was sent in the last 60 seconds. `whenTooSoon`: `refuse` answers `rate_limited`
 * (the customer asked again too early); `keep` leaves the last code in place (a login posted twice).
 */
export async function sendEmailCode(
  ctx: Ctx,
  input: { customerId: string; key: TwoFactorKey; whenTooSoon: 'refuse' | 'keep' },
): Promise<EmailCodeSentDto> {
  const customer = await findCustomerById(ctx, input.customerId);
  if (!customer) throw new DomainError('not_found');
  const identifier = maskEmail(customer.email);
  const now = ctx.clock.now();
  const resendAfter = new Date(now.getTime() - EMAIL_CODE_RESEND_SECONDS * 1000);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = await inTransaction(ctx, async (tx) => {
    // One statement decides, so two requests at once send one code: a row sent within the last minute is kept.
    const [row] = await tx.db
      .insert(twoFactorEmailCodes)
      .values({
        customerId: customer.id,
        codeHash: codeHash(input.key, customer.id, code),
        expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * 60_000),
        sentAt: now,
      })
      .onConflictDoUpdate({
        target: twoFactorEmailCodes.customerId,
        set: {
          codeHash: codeHash(input.key, customer.id, code),
          expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * 60_000),
          sentAt: now,
        },
        setWhere: lte(twoFactorEmailCodes.sentAt, resendAfter),
      })
      .returning({ sentAt: twoFactorEmailCodes.sentAt });
    if (!row) return null;
    await enqueueEmail(tx, {
      to: customer.email,
      template: twoFactorCodeEmail({
        firstname: customer.firstname,
        code,
        expiresInMinutes: EMAIL_CODE_TTL_MINUTES,
      }),
    });
    return row.sentAt;
  });
  if (sent === null) {
    if (input.whenTooSoon === 'refuse') {
      throw new DomainError('rate_limited', { message: TWO_FACTOR_MESSAGES.resendTooSoon });
    }
    const [last] = await ctx.db
      .select({ sentAt: twoFactorEmailCodes.sentAt })
      .from(twoFactorEmailCodes)
      .where(eq(twoFactorEmailCodes.customerId, customer.id))
      .limit(1);
    return { identifier, resendAvailableAt: resendAt(last?.sentAt ?? now) };
  }
  return { identifier, resendAvailableAt: resendAt(sent) };
}

const resendAt = (sentAt: Date) =>
  new Date(sentAt.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000).toISOString();

/** Uses the customer's e-mailed code: true once for the right code within its 10 minutes (it is then gone). */
export async function useEmailCode(
  ctx: Ctx,
  input: { customerId: string; key: TwoFactorKey; otp: string },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ codeHash: twoFactorEmailCodes.codeHash })
    .from(twoFactorEmailCodes)
    .where(
      and(
        eq(twoFactorEmailCodes.customerId, input.customerId),
        gt(twoFactorEmailCodes.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  if (!row) return false;
  const given = Buffer.from(codeHash(input.key, input.customerId, input.otp));
  const stored = Buffer.from(row.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
  // Deleting the very row read makes the code single-use: of two requests with it, one deletes it.
  const used = await ctx.db
    .delete(twoFactorEmailCodes)
    .where(
      and(
        eq(twoFactorEmailCodes.customerId, input.customerId),
        eq(twoFactorEmailCodes.codeHash, row.codeHash),
      ),
    )
    .returning({ customerId: twoFactorEmailCodes.customerId });
  return used.length > 0;
}

/** Forgets any code waiting (two-factor turned off). */
export async function forgetEmailCode(ctx: Ctx, customerId: string): Promise<void> {
  await ctx.db.delete(twoFactorEmailCodes).where(eq(twoFactorEmailCodes.customerId, customerId));
}
