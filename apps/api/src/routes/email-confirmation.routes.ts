/**
 * Confirming addresses (spec 2 §2 confirmation banner, §7): PATCH /customer/confirm-email-address (with the
 * e-mailed token it confirms, signed in or not; without one, for the signed-in customer, it e-mails a new link),
 * PATCH /customer/confirm-address (the postal address on file is right), and POST /customer/change-email (the
 * password and the new address, which applies once its link is opened). Nothing is cached.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import {
  ChangeEmailBody,
  ConfirmEmailAddressBody,
  ConfirmEmailAddressResult,
} from '@lottoshop/contracts/email-confirmation';
import { changeOwnEmail } from '@lottoshop/core/account';
import { confirmEmailAddress, confirmPostalAddress, resendEmailConfirmation } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { noContent, ok } from '../http/envelope.ts';

export default async function emailConfirmationRoutes(app: ApiApp): Promise<void> {
  const config = { versions: API_VERSIONS, cache: false } as const;

  app.patch(
    '/customer/confirm-email-address',
    {
      config: { ...config, limit: 'email-confirmation' },
      schema: { body: ConfirmEmailAddressBody, response: { 200: ConfirmEmailAddressResult } },
    },
    async (req) =>
      ok(
        req.body.token === undefined
          ? await resendEmailConfirmation(req.ctx)
          : await confirmEmailAddress(req.ctx, { token: req.body.token }),
      ),
  );

  app.patch('/customer/confirm-address', { config, preHandler: requireCustomer }, async (req) => {
    await confirmPostalAddress(req.ctx);
    return noContent();
  });

  app.post(
    '/customer/change-email',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: ChangeEmailBody, response: { 200: ConfirmEmailAddressResult } },
    },
    async (req) => ok(await changeOwnEmail(req.ctx, req.body)),
  );
}
