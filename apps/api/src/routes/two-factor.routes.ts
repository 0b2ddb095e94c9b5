/**
 * Two-factor authentication (spec 2 §7 "/customer/two-factor-auth, /authenticator and /email"): the customer's
 * config, setting up an authenticator app (secret and QR code, confirmed with a first code) or e-mailed codes
 * (a first code sent, confirmed; another sent on request, at most every 60 seconds) and turning it off (a
 * sensitive action: `2fa_required` until the session is elevated). Never cached.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import {
  AuthenticatorEnrolmentDto,
  ConfirmAuthenticatorBody,
  ConfirmEmailCodeBody,
  EmailCodeSentDto,
  SendEmailCodeBody,
  TwoFactorConfigDto,
} from '@lottoshop/contracts/two-factor';
import {
  confirmTwoFactorSetup,
  getAuthenticatorSetup,
  getTwoFactorConfig,
  sendTwoFactorCode,
  startAuthenticatorSetup,
  startEmailSetup,
  turnOffTwoFactor,
} from '@lottoshop/core/twofactor';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function twoFactorRoutes(app: ApiApp): Promise<void> {
  const config = { versions: API_VERSIONS, cache: false } as const;

  app.get(
    '/customer/two-factor-auth',
    { config, preHandler: requireCustomer, schema: { response: { 200: TwoFactorConfigDto } } },
    async (req) => ok(await getTwoFactorConfig(req.ctx)),
  );

  app.delete(
    '/customer/two-factor-auth',
    { config, preHandler: requireCustomer, schema: { response: { 200: TwoFactorConfigDto } } },
    async (req) => ok(await turnOffTwoFactor(req.ctx)),
  );

  app.post(
    '/customer/two-factor-auth/authenticator',
    { config, preHandler: requireCustomer, schema: { response: { 201: AuthenticatorEnrolmentDto } } },
    async (req, reply) => {
      const result = await startAuthenticatorSetup(req.ctx, { key: app.twoFactorKey });
      reply.code(201);
      return ok(result);
    },
  );

  app.get(
    '/customer/two-factor-auth/authenticator',
    { config, preHandler: requireCustomer, schema: { response: { 200: AuthenticatorEnrolmentDto } } },
    async (req) => ok(await getAuthenticatorSetup(req.ctx, { key: app.twoFactorKey })),
  );

  app.put(
    '/customer/two-factor-auth/authenticator',
    {
      config: { ...config, limit: 'two-factor' },
      preHandler: requireCustomer,
      schema: { body: ConfirmAuthenticatorBody, response: { 200: TwoFactorConfigDto } },
    },
    async (req) =>
      ok(
        await confirmTwoFactorSetup(req.ctx, {
          key: app.twoFactorKey,
          otp: req.body.otp,
          method: 'authenticator',
        }),
      ),
  );

  app.post(
    '/customer/two-factor-auth/email',
    {
      config: { ...config, limit: 'two-factor' },
      preHandler: requireCustomer,
      schema: { response: { 201: EmailCodeSentDto } },
    },
    async (req, reply) => {
      const result = await startEmailSetup(req.ctx, { key: app.twoFactorKey });
      reply.code(201);
      return ok(result);
    },
  );

  app.put(
    '/customer/two-factor-auth/email',
    {
      config: { ...config, limit: 'two-factor' },
      preHandler: requireCustomer,
      schema: { body: ConfirmEmailCodeBody, response: { 200: TwoFactorConfigDto } },
    },
    async (req) =>
      ok(await confirmTwoFactorSetup(req.ctx, { key: app.twoFactorKey, otp: req.body.otp, method: 'email' })),
  );

  app.post(
    '/customer/two-factor-auth/email/send-code',
    {
      config: { ...config, limit: 'two-factor' },
      preHandler: requireCustomer,
      schema: { body: SendEmailCodeBody, response: { 200: EmailCodeSentDto } },
    },
    async (req) => ok(await sendTwoFactorCode(req.ctx, { key: app.twoFactorKey, resend: req.body.resend })),
  );
}
