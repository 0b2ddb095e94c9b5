/**
 * The customer's sessions (spec 2 §2 login-and-security): every open session with when it was opened and last
 * used and the browser it runs in, ending one, and ending all of them ("log out everywhere").
 */
import type { SessionDto } from '@lottoshop/contracts/sessions';
import { and, desc, eq, exists, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { revokeSession } from './identity.service.ts';
import { authSessions, refreshTokens, type SessionEndReason } from './identity.tables.ts';

/** A session is open while it is not revoked, not past its maximum age, and has a live refresh token. */
function openSessionsOf(ctx: Ctx, customerId: string) {
  const now = ctx.clock.now();
  const liveToken = ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, authSessions.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return and(
    eq(authSessions.customerId, customerId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, now),
    exists(liveToken),
  );
}

/** GET /customer/sessions: the acting customer's open sessions, the most recently used first. */
export async function listSessions(ctx: Ctx): Promise<SessionDto[]> {
  const customerId = customerIdOf(ctx);
  const current = ctx.actor.kind === 'customer' ? ctx.actor.sessionId : '';
  const rows = await ctx.db
    .select()
    .from(authSessions)
    .where(openSessionsOf(ctx, customerId))
    .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.createdAt));
  return rows.map((row) => ({
    sessionId: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    deviceUuid: row.deviceUuid,
    userAgent: row.userAgent,
    current: row.id === current,
  }));
}

/** DELETE /customer/sessions/{id}: ends one of the acting customer's sessions (another customer's is not found). */
export async function endSessionById(ctx: Ctx, input: { sessionId: string }): Promise<void> {
  const customerId = customerIdOf(ctx);
  const [row] = await ctx.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, input.sessionId), eq(authSessions.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found');
  await revokeSession(ctx.db, row.id, ctx.clock.now(), 'logout');
}

/** Ends every session of the acting customer, this one included ("log out everywhere"). */
export async function endAllSessions(ctx: Ctx): Promise<{ ended: number }> {
  const ended = await revokeCustomerSessions(ctx.db, {
    customerId: customerIdOf(ctx),
    now: ctx.clock.now(),
    reason: 'logout_everywhere',
  });
  return { ended };
}

/**
 * Ends every open session of a customer (but `keepSessionId`, when given) and every refresh token of those
 * sessions: log out everywhere, a password changed, an account closed. Answers how many sessions ended.
 */
export async function revokeCustomerSessions(
  db: Db,
  input: { customerId: string; now: Date; reason: SessionEndReason; keepSessionId?: string | undefined },
): Promise<number> {
  const { customerId, now, reason, keepSessionId } = input;
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.customerId, customerId),
        isNull(authSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
      ),
    )
    .returning({ id: authSessions.id });
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.customerId, customerId),
        isNull(refreshTokens.revokedAt),
        keepSessionId === undefined ? undefined : ne(refreshTokens.familyId, keepSessionId),
      ),
    );
  return ended.length;
}
