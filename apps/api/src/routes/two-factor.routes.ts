/**
 * Two-factor authentication (spec 2 §7 "/customer/two-factor-auth, /authenticator and /email"): the customer's
 * config, setting up an authenticator app or e-mailed codes, another code on request and turning it off, declared
 * in the catalogue's `endpoints/two-factor.ts`.
 */
import * as twoFactor from '@lottoshop/contracts/endpoints/two-factor';
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
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function twoFactorRoutes(app: ApiApp): Promise<void> {
  const key = app.twoFactorKey;

  route(app, twoFactor.get, async (req) => ok(await getTwoFactorConfig(req.ctx)));

  route(app, twoFactor.turnOff, async (req) => ok(await turnOffTwoFactor(req.ctx)));

  route(app, twoFactor.startAuthenticator, async (req) =>
    ok(await startAuthenticatorSetup(req.ctx, { key })),
  );

  route(app, twoFactor.getAuthenticatorSetup, async (req) =>
    ok(await getAuthenticatorSetup(req.ctx, { key })),
  );

  route(app, twoFactor.confirmAuthenticator, async (req) =>
    ok(await confirmTwoFactorSetup(req.ctx, { key, otp: req.body.otp, method: 'authenticator' })),
  );

  route(app, twoFactor.startEmailCodes, async (req) => ok(await startEmailSetup(req.ctx, { key })));

  route(app, twoFactor.confirmEmailCodes, async (req) =>
    ok(await confirmTwoFactorSetup(req.ctx, { key, otp: req.body.otp, method: 'email' })),
  );

  route(app, twoFactor.sendEmailCode, async (req) =>
    ok(await sendTwoFactorCode(req.ctx, { key, resend: req.body.resend })),
  );
}
