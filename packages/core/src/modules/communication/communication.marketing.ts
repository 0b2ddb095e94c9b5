/**
 * The marketing gate: whether the shop may send a customer marketing on a channel (and, for e-mail, about an
 * offer). Every sender of marketing asks here. The answer is no when the channel is off, when the customer stopped
 * that offer's e-mails, and while they are on a break or self-excluded (the limits module knows): their preferences
 * stay as they set them, so marketing resumes by itself when the break or exclusion ends (decision 048).
 */
import type { PreferencesMap } from '@lottoshop/contracts/communication';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { findCustomersByIds } from '../identity/index.ts';
import { excludedCustomerIds } from '../limits/index.ts';
import { communicationPreferences, offerOptOuts } from './communication.tables.ts';

export type MarketingAsk = { channel: keyof PreferencesMap; productOfferKey?: string };

/** The customers among `customerIds` whose chosen channel is on (a customer without preferences: e-mail follows the sign-up opt-in). */
async function channelOn(ctx: Ctx, ids: string[], channel: keyof PreferencesMap): Promise<Set<string>> {
  const rows = await ctx.db
    .select()
    .from(communicationPreferences)
    .where(inArray(communicationPreferences.customerId, ids));
  const on = new Set(rows.filter((r) => r[channel]).map((r) => r.customerId));
  const stored = new Set(rows.map((r) => r.customerId));
  const unset = ids.filter((id) => !stored.has(id));
  if (channel === 'email' && unset.length > 0) {
    for (const customer of (await findCustomersByIds(ctx, unset)).values()) {
      if (customer.emailOptIn) on.add(customer.id);
    }
  }
  return on;
}

async function optedOutOf(ctx: Ctx, ids: string[], productOfferKey: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ customerId: offerOptOuts.customerId })
    .from(offerOptOuts)
    .where(and(inArray(offerOptOuts.customerId, ids), eq(offerOptOuts.productOfferKey, productOfferKey)));
  return new Set(rows.map((r) => r.customerId));
}

/** The customers among `customerIds` the shop may send this marketing to now (a few queries for the whole batch). */
export async function marketingAudience(
  ctx: Ctx,
  input: MarketingAsk & { customerIds: readonly string[] },
): Promise<Set<string>> {
  const ids = [...new Set(input.customerIds)];
  if (ids.length === 0) return new Set();
  const on = [...(await channelOn(ctx, ids, input.channel))];
  if (on.length === 0) return new Set();
  const optedOut =
    input.productOfferKey === undefined
      ? new Set<string>()
      : await optedOutOf(ctx, on, input.productOfferKey);
  const excluded = await excludedCustomerIds(ctx, on);
  return new Set(on.filter((id) => !optedOut.has(id) && !excluded.has(id)));
}

/** Whether the shop may send this customer marketing on a channel (and, for e-mail, about an offer) now. */
export async function marketingAllowed(
  ctx: Ctx,
  input: MarketingAsk & { customerId: string },
): Promise<boolean> {
  const { customerId, ...ask } = input;
  return (await marketingAudience(ctx, { ...ask, customerIds: [customerId] })).has(customerId);
}
