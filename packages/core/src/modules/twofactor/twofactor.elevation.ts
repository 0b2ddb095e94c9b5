/**
 * Elevation (spec 1 §4): a sensitive use-case calls `requireElevation(ctx)` first. When the acting customer has
 * two-factor on and their session has not proved a code in the last 5 minutes, it answers `2fa_required`; the
 * client asks for a code, sends it with POST /refresh (which elevates the session) and replays the action.
 */
import { ELEVATION_WINDOW_SECONDS } from '@lottoshop/contracts/two-factor';
import { and, eq, gt } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { emailIdentifier } from './twofactor.email-codes.ts';
import { twoFactorElevations, twoFactorSettings } from './twofactor.tables.ts';

/** Records that a session has just proved its second factor. */
export async function elevateSession(ctx: Ctx, input: { sessionId: string }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(twoFactorElevations)
    .values({ sessionId: input.sessionId, elevatedAt: now })
    .onConflictDoUpdate({ target: twoFactorElevations.sessionId, set: { elevatedAt: now } });
}

/**
 * The first line of a sensitive use-case: refuses with `2fa_required` (carrying the method) unless the acting
 * customer has two-factor off or their session proved a code within the last 5 minutes. Anyone but a signed-in
 * customer is refused as unauthorized.
 */
export async function requireElevation(ctx: Ctx): Promise<void> {
  if (ctx.actor.kind !== 'customer') throw new DomainError('unauthorized');
  const { customerId, sessionId } = ctx.actor;
  const [factor] = await ctx.db
    .select({ method: twoFactorSettings.method, enabledAt: twoFactorSettings.enabledAt })
    .from(twoFactorSettings)
    .where(eq(twoFactorSettings.customerId, customerId))
    .limit(1);
  if (!factor?.enabledAt) return;
  const since = new Date(ctx.clock.now().getTime() - ELEVATION_WINDOW_SECONDS * 1000);
  const [elevated] = await ctx.db
    .select({ at: twoFactorElevations.elevatedAt })
    .from(twoFactorElevations)
    .where(and(eq(twoFactorElevations.sessionId, sessionId), gt(twoFactorElevations.elevatedAt, since)))
    .limit(1);
  if (elevated) return;
  const identifier = factor.method === 'email' ? await emailIdentifier(ctx, customerId) : null;
  throw new DomainError('2fa_required', {
    details: { twoFactorAuth: { method: factor.method, identifier } },
  });
}
