/**
 * Communication preferences calls (spec 2 §7): the signed-in customer's own, or a customer's reached from an
 * e-mail's link without signing in, with the link's signed token passed on to the API as it came.
 */
import {
  CommunicationPreferencesDto,
  CustomerIdParams,
  LinkTokenSchema,
  type PreferencesMap,
  type UnsubscribeReason,
} from '@lottoshop/contracts/communication';
import { callApi } from '../../lib/api.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** Whose preferences, and how the call is allowed: the session, or a link's token. */
export type PreferencesCaller = { customerId: string; session?: RequestSession; token?: string };

/** A customer id and link token from a URL, when both are well-formed. */
export function readLink(customerId: string | undefined, token: string | null): PreferencesCaller | null {
  if (!customerId || token === null || !CustomerIdParams.safeParse({ id: customerId }).success) return null;
  return LinkTokenSchema.safeParse(token).success ? { customerId, token } : null;
}

function callOptions(caller: PreferencesCaller) {
  return {
    ...(caller.session ? { session: caller.session } : {}),
    ...(caller.token ? { query: { token: caller.token } } : {}),
  };
}

const path = (caller: PreferencesCaller, rest = '') =>
  `/customer/${encodeURIComponent(caller.customerId)}/communication-preferences${rest}`;

export async function loadPreferences(caller: PreferencesCaller): Promise<CommunicationPreferencesDto> {
  const res = await callApi<unknown>('v2', path(caller), callOptions(caller));
  return CommunicationPreferencesDto.parse(res.result);
}

export async function savePreferences(
  caller: PreferencesCaller,
  preferences: Partial<PreferencesMap>,
): Promise<CommunicationPreferencesDto> {
  const res = await callApi<unknown>('v2', path(caller), {
    method: 'PUT',
    body: { preferences },
    ...callOptions(caller),
  });
  return CommunicationPreferencesDto.parse(res.result);
}

export async function unsubscribe(
  caller: PreferencesCaller,
  input: { reasons: UnsubscribeReason[]; productOfferKey?: string | undefined },
): Promise<CommunicationPreferencesDto> {
  const res = await callApi<unknown>('v2', path(caller, '/email'), {
    method: 'PUT',
    body: {
      preferences: { email: false },
      unsubscribeReasons: input.reasons,
      ...(input.productOfferKey ? { productOfferKey: input.productOfferKey } : {}),
    },
    ...callOptions(caller),
  });
  return CommunicationPreferencesDto.parse(res.result);
}
