/**
 * Passwords (spec 1 §2, spec 2 §7): asking for a reset link, setting a password with it, changing it when
 * signed in (a sensitive action: with two-factor on, after a code), and the forced change. Nothing is cached and no password or token is logged.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import {
  ChangePasswordBody,
  ForceChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@lottoshop/contracts/passwords';
import { changeOwnPassword } from '@lottoshop/core/account';
import { forceChangePassword, requestPasswordReset, resetPassword } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { noContent } from '../http/envelope.ts';

export default async function passwordsRoutes(app: ApiApp): Promise<void> {
  const config = { versions: API_VERSIONS, cache: false } as const;

  /** 204 whether or not the address has an account (no enumeration). */
  app.post(
    '/password/forgot',
    { config: { ...config, limit: 'forgot-password' }, schema: { body: ForgotPasswordBody } },
    async (req) => {
      await requestPasswordReset(req.ctx, { email: req.body.email });
      return noContent();
    },
  );

  app.post(
    '/password/reset',
    { config: { ...config, limit: 'reset-password' }, schema: { body: ResetPasswordBody } },
    async (req) => {
      await resetPassword(req.ctx, req.body);
      return noContent();
    },
  );

  app.post(
    '/customer/change-password',
    { config, preHandler: requireCustomer, schema: { body: ChangePasswordBody } },
    async (req) => {
      await changeOwnPassword(req.ctx, { body: req.body });
      return noContent();
    },
  );

  app.post(
    '/password/force-change',
    { config, preHandler: requireCustomer, schema: { body: ForceChangePasswordBody } },
    async (req) => {
      await forceChangePassword(req.ctx, { password: req.body.password });
      return noContent();
    },
  );
}
