/**
 * Confirming addresses (spec 2 §2 confirmation banner, §7): PATCH /customer/confirm-email-address (with the
 * e-mailed token it confirms, signed in or not; without one, for the signed-in customer, it e-mails a new link),
 * PATCH /customer/confirm-address (the postal address on file is right), and POST /customer/change-email (the
 * password and the new address, which applies once its link is opened). Declared in the catalogue's
 * `endpoints/account.ts`.
 */
import * as account from '@lottoshop/contracts/endpoints/account';
import { changeOwnEmail } from '@lottoshop/core/account';
import { confirmEmailAddress, confirmPostalAddress, resendEmailConfirmation } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { noContent, ok } from '../http/envelope.ts';

export default async function emailConfirmationRoutes(app: ApiApp): Promise<void> {
  route(app, account.confirmEmail, async (req) =>
    ok(
      req.body.token === undefined
        ? await resendEmailConfirmation(req.ctx)
        : await confirmEmailAddress(req.ctx, { token: req.body.token }),
    ),
  );

  route(app, account.confirmAddress, async (req) => {
    await confirmPostalAddress(req.ctx);
    return noContent();
  });

  route(app, account.changeEmail, async (req) => ok(await changeOwnEmail(req.ctx, req.body)));
}
