/**
 * Who may read and change a customer's communication preferences: the customer signed in, or anyone holding a
 * link the shop e-mailed them (a signed token naming that customer). A signed-in customer asking about someone
 * else is answered "not found", so ids cannot be probed.
 */
import { DomainError } from '../../errors.ts';
import { type LinkTokenKeys, signLinkToken, verifyLinkToken } from '../../shared/link-tokens.ts';
import type { Ctx } from '../../use-case.ts';

/** How long an e-mailed preferences or unsubscribe link works (the law asks for at least 30 days). */
export const PREFERENCES_LINK_TTL_SECONDS = 365 * 24 * 3600;

export type PreferencesAccess = {
  customerId: string;
  /** The link's token when the caller is not (or not only) the signed-in customer. */
  token?: string | undefined;
  keys: LinkTokenKeys;
};

/** How the change was asked for: from the account area, or from an e-mail's link. */
export type AccessVia = 'account' | 'link';

export async function authorisePreferences(ctx: Ctx, access: PreferencesAccess): Promise<AccessVia> {
  const { actor } = ctx;
  if (actor.kind === 'customer' && actor.customerId === access.customerId) return 'account';
  if (access.token !== undefined) {
    const subject = await verifyLinkToken(access.keys, access.token, {
      purpose: 'communication_preferences',
      now: ctx.clock.now(),
    });
    if (subject === access.customerId) return 'link';
  }
  if (actor.kind === 'customer') throw new DomainError('not_found');
  throw new DomainError('link_invalid');
}

/** The token an e-mail's preferences and unsubscribe links carry for this customer. */
export function preferencesLinkToken(
  ctx: Ctx,
  input: { customerId: string; keys: LinkTokenKeys },
): Promise<string> {
  return signLinkToken(input.keys, {
    purpose: 'communication_preferences',
    subject: input.customerId,
    now: ctx.clock.now(),
    ttlSeconds: PREFERENCES_LINK_TTL_SECONDS,
  });
}
