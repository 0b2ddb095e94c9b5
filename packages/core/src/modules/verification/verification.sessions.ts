/**
 * Verifications that finish later, at the provider (decision 050): each start is a row of verification_sessions,
 * claimed once by its callback. A handle that is unknown, someone else's, already used or expired is refused with
 * a clear message and nothing is verified.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { type VerificationSessionRow, verificationSessions } from './verification.tables.ts';

export type SessionMethod = VerificationSessionRow['method'];

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const refusal = (message: string) => new DomainError('bad_request', { status: 400, message });

export const SESSION_MESSAGES = {
  unknown:
    'This verification was not started from your account here, so nothing was verified. Start again from Verify your account.',
  used: 'This verification has already been completed, so nothing more was verified. Start again if you need to.',
  expired: 'This verification took too long and has expired, so nothing was verified. Please start again.',
} as const;

export async function openSession(
  ctx: Ctx,
  input: {
    customerId: string;
    method: SessionMethod;
    handle: string;
    ttlSeconds: number;
    nonce?: string;
    codeVerifier?: string;
  },
): Promise<VerificationSessionRow> {
  const [row] = await ctx.db
    .insert(verificationSessions)
    .values({
      customerId: input.customerId,
      method: input.method,
      handle: input.handle,
      nonce: input.nonce ?? null,
      codeVerifier: input.codeVerifier ?? null,
      expiresAt: new Date(ctx.clock.now().getTime() + input.ttlSeconds * 1000),
    })
    .returning();
  if (!row) throw new Error('verification session not stored');
  return row;
}

/** The customer's session by its handle, refused when it is unknown (or another customer's), used or expired. */
export async function findOpenSession(
  ctx: Ctx,
  input: { customerId: string; method: SessionMethod; handle: string },
): Promise<VerificationSessionRow> {
  const [row] = await ctx.db
    .select()
    .from(verificationSessions)
    .where(and(eq(verificationSessions.method, input.method), eq(verificationSessions.handle, input.handle)));
  if (!row || row.customerId !== input.customerId) throw refusal(SESSION_MESSAGES.unknown);
  if (row.completedAt) throw refusal(SESSION_MESSAGES.used);
  if (row.expiresAt <= ctx.clock.now()) throw refusal(SESSION_MESSAGES.expired);
  return row;
}

/** Claims the session for this one callback: of two at once, only one wins. */
export async function claimSession(ctx: Ctx, row: VerificationSessionRow): Promise<void> {
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .update(verificationSessions)
    .set({ completedAt: now })
    .where(
      and(
        eq(verificationSessions.id, row.id),
        isNull(verificationSessions.completedAt),
        gt(verificationSessions.expiresAt, now),
      ),
    )
    .returning({ id: verificationSessions.id });
  if (claimed.length === 0) throw refusal(SESSION_MESSAGES.used);
}

/** The methods with a verification started and still open (status in_progress). */
export async function openSessionMethods(ctx: Pick<Ctx, 'db' | 'clock'>, customerId: string) {
  const rows = await ctx.db
    .select({ method: verificationSessions.method, createdAt: verificationSessions.createdAt })
    .from(verificationSessions)
    .where(
      and(
        eq(verificationSessions.customerId, customerId),
        isNull(verificationSessions.completedAt),
        gt(verificationSessions.expiresAt, ctx.clock.now()),
      ),
    );
  return rows;
}
