/** The confirmation calls (spec 2 §7): confirming the e-mail address with a token, a new link, the postal address. */
import type { ChangeEmailBody } from '@lottoshop/contracts/email-confirmation';
import * as account from '@lottoshop/contracts/endpoints/account';
import { call } from '../../lib/api-client.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** PATCH /v2/customer/confirm-email-address with the e-mailed token; for a visitor or a signed-in customer. */
export async function confirmEmailWithToken(session: RequestSession, token: string): Promise<void> {
  const { subVariant, sessionId, deviceId } = session.visitor.identity;
  await call(account.confirmEmail, {
    body: { token },
    ...(session.signedIn ? { session } : { identity: { subVariant, sessionId, deviceId } }),
  });
}

/** PATCH /v2/customer/confirm-email-address without a token: a new link to the customer's address. */
export async function resendEmailConfirmation(session: RequestSession): Promise<void> {
  await call(account.confirmEmail, { body: {}, session });
}

export async function confirmPostalAddress(session: RequestSession): Promise<void> {
  await call(account.confirmAddress, { session });
}

/** POST /v2/customer/change-email: the new address is confirmed by the link sent to it. */
export async function requestEmailChange(session: RequestSession, body: ChangeEmailBody): Promise<void> {
  await call(account.changeEmail, { body, session });
}
