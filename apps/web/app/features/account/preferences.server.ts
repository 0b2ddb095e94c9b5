/**
 * Communication preferences calls (spec 2 §7): the signed-in customer's own, or a customer's reached from an
 * e-mail's link without signing in, with the link's signed token passed on to the API as it came.
 */
import {
  type CommunicationPreferencesDto,
  CustomerIdParams,
  LinkTokenSchema,
  type PreferencesMap,
  type UnsubscribeReason,
} from '@lottoshop/contracts/communication';
import * as preferences from '@lottoshop/contracts/endpoints/communication-preferences';
import { call } from '../../lib/api-client.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** Whose preferences, and how the call is allowed: the session, or a link's token. */
export type PreferencesCaller = { customerId: string; session?: RequestSession; token?: string };

/** A customer id and link token from a URL, when both are well-formed. */
export function readLink(customerId: string | undefined, token: string | null): PreferencesCaller | null {
  if (!customerId || token === null || !CustomerIdParams.safeParse({ id: customerId }).success) return null;
  return LinkTokenSchema.safeParse(token).success ? { customerId, token } : null;
}

/** The call's session or link token, and whose preferences. */
function callOptions(caller: PreferencesCaller) {
  return {
    params: { id: caller.customerId },
    ...(caller.session ? { session: caller.session } : {}),
    query: caller.token ? { token: caller.token } : {},
  };
}

export async function loadPreferences(caller: PreferencesCaller): Promise<CommunicationPreferencesDto> {
  return (await call(preferences.get, callOptions(caller))).result;
}

export async function savePreferences(
  caller: PreferencesCaller,
  chosen: Partial<PreferencesMap>,
): Promise<CommunicationPreferencesDto> {
  return (await call(preferences.save, { ...callOptions(caller), body: { preferences: chosen } })).result;
}

export async function unsubscribe(
  caller: PreferencesCaller,
  input: { reasons: UnsubscribeReason[]; productOfferKey?: string | undefined },
): Promise<CommunicationPreferencesDto> {
  const options = callOptions(caller);
  const res = await call(preferences.unsubscribe, {
    ...options,
    params: { ...options.params, channel: 'email' },
    body: {
      preferences: { email: false },
      unsubscribeReasons: input.reasons,
      ...(input.productOfferKey ? { productOfferKey: input.productOfferKey } : {}),
    },
  });
  return res.result;
}
