/**
 * Whether a customer lets the shop name them as a winner (decision 037): first name and state on the winners
 * pages, nothing more. The customer says yes or no themselves (GET/PUT /v2/customer/winner-publicity, the
 * "Winners list" choice on their details page); without an answer the answer is no.
 */
import { inArray } from 'drizzle-orm';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { winnerPublicityConsents } from './consents.tables.ts';

/** Those of `customerIds` who agreed to be named as winners. */
export async function customersNamedAsWinners(
  ctx: Pick<Ctx, 'db'>,
  customerIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: winnerPublicityConsents.customerId, consented: winnerPublicityConsents.consented })
    .from(winnerPublicityConsents)
    .where(inArray(winnerPublicityConsents.customerId, ids));
  return new Set(rows.filter((r) => r.consented).map((r) => r.id));
}

/** The signed-in customer's answer: true when they agreed to be named as a winner. */
export async function getWinnerPublicity(ctx: Ctx): Promise<{ consented: boolean }> {
  const customerId = customerIdOf(ctx);
  return { consented: (await customersNamedAsWinners(ctx, [customerId])).has(customerId) };
}

/** Records the signed-in customer's answer (yes or no, changeable at any time) with when they gave it. */
export async function setWinnerPublicity(
  ctx: Ctx,
  input: { consented: boolean },
): Promise<{ consented: boolean }> {
  const customerId = customerIdOf(ctx);
  const changedAt = ctx.clock.now();
  await ctx.db
    .insert(winnerPublicityConsents)
    .values({ customerId, consented: input.consented, changedAt })
    .onConflictDoUpdate({
      target: winnerPublicityConsents.customerId,
      set: { consented: input.consented, changedAt },
    });
  return { consented: input.consented };
}
