/**
 * One-time links of the identity module (`customer_tokens`): issuing a token for a purpose (only its SHA-256 is
 * stored) and spending it once. Spending is one conditional UPDATE, so two requests with one link cannot both win.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { type CustomerTokenPurpose, type CustomerTokenRow, customerTokens } from './identity.tables.ts';
import { hashToken, newOpaqueToken } from './identity.tokens.ts';

/**
 * A new token for the customer and purpose; earlier unspent tokens of that purpose stop working (only the newest
 * link e-mailed works). Returns the token itself, to put in the link; it is never stored.
 */
export async function issueOneTimeToken(
  ctx: Ctx,
  input: { customerId: string; purpose: CustomerTokenPurpose; ttlSeconds: number; email?: string },
): Promise<string> {
  const now = ctx.clock.now();
  await ctx.db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.customerId, input.customerId),
        eq(customerTokens.purpose, input.purpose),
        isNull(customerTokens.usedAt),
      ),
    );
  const token = newOpaqueToken();
  await ctx.db.insert(customerTokens).values({
    customerId: input.customerId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    email: input.email ?? null,
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
    createdAt: now,
  });
  return token;
}

/** The unspent, unexpired token of the purpose, without spending it; null otherwise. */
export async function findOneTimeToken(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { token: string; purpose: CustomerTokenPurpose },
): Promise<CustomerTokenRow | null> {
  const [row] = await ctx.db
    .select()
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(input.token)),
        eq(customerTokens.purpose, input.purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Spends a token of the purpose: the row when it was unspent and unexpired (now spent), else null. */
export async function spendOneTimeToken(
  ctx: Ctx,
  input: { token: string; purpose: CustomerTokenPurpose },
): Promise<CustomerTokenRow | null> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(input.token)),
        eq(customerTokens.purpose, input.purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
