/**
 * Passwords (spec 1 §2, spec 2 §7): asking for a reset link, setting a password with it, changing it when
 * signed in and the forced change, declared in the catalogue's `endpoints/passwords.ts`. No password or token is
 * logged.
 */
import * as passwords from '@lottoshop/contracts/endpoints/passwords';
import { changeOwnPassword } from '@lottoshop/core/account';
import { forceChangePassword, requestPasswordReset, resetPassword } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { noContent } from '../http/envelope.ts';

export default async function passwordsRoutes(app: ApiApp): Promise<void> {
  route(app, passwords.forgot, async (req) => {
    await requestPasswordReset(req.ctx, { email: req.body.email });
    return noContent();
  });

  route(app, passwords.reset, async (req) => {
    await resetPassword(req.ctx, req.body);
    return noContent();
  });

  route(app, passwords.change, async (req) => {
    await changeOwnPassword(req.ctx, { body: req.body });
    return noContent();
  });

  route(app, passwords.forceChange, async (req) => {
    await forceChangePassword(req.ctx, { password: req.body.password });
    return noContent();
  });
}
