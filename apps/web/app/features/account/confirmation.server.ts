/** The confirmation calls (spec 2 §7): confirming the e-mail address with a token, a new link, the postal address. */
import type { ChangeEmailBody } from '@lottoshop/contracts/email-confirmation';
import { callApi } from '../../lib/api.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** PATCH /v2/customer/confirm-email-address with the e-mailed token; for a visitor or a signed-in customer. */
export async function confirmEmailWithToken(session: RequestSession, token: string): Promise<void> {
  const { subVariant, sessionId, deviceId } = session.visitor.identity;
  await callApi('v2', '/customer/confirm-email-address', {
    method: 'PATCH',
    body: { token },
    ...(session.signedIn ? { session } : { identity: { subVariant, sessionId, deviceId } }),
  });
}

/** PATCH /v2/customer/confirm-email-address without a token: a new link to the customer's address. */
export async function resendEmailConfirmation(session: RequestSession): Promise<void> {
  await callApi('v2', '/customer/confirm-email-address', { method: 'PATCH', body: {}, session });
}

export async function confirmPostalAddress(session: RequestSession): Promise<void> {
  await callApi('v2', '/customer/confirm-address', { method: 'PATCH', body: {}, session });
}

/** POST /v2/customer/change-email: the new address is confirmed by the link sent to it. */
export async function requestEmailChange(session: RequestSession, body: ChangeEmailBody): Promise<void> {
  await callApi('v2', '/customer/change-email', { method: 'POST', body, session });
}
