/**
 * Sign-up, login (with the second factor when it is on), signing in by a one-time link (automatic login, a
 * session handed over), token refresh (with an `otp`, elevation), logout and the e-mail check (spec 1 §7
 * "Session", spec 2 §7), declared in the catalogue's `endpoints/sign-in.ts`. No password, code or token is ever
 * logged.
 */
import * as signIn from '@lottoshop/contracts/endpoints/sign-in';
import type { LoginResultDto } from '@lottoshop/contracts/identity';
import { login, loginWithLink, refresh, resendLoginCode, signup } from '@lottoshop/core/account';
import { emailIsRegistered, endSession, issueSessionTransfer } from '@lottoshop/core/identity';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { noContent, ok } from '../http/envelope.ts';

/** The login result, with its tokens also in `entities` (spec 1 §3: the login response entity carries them). */
function signedIn(result: LoginResultDto) {
  return ok(result, {
    entities: {
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      customerToken: result.customerToken,
    },
  });
}

export default async function identityRoutes(app: ApiApp): Promise<void> {
  /** How the session is signed, the device the client says it is, and the browser (the web forwards it). */
  const session = (req: FastifyRequest) => ({
    keys: app.accessTokenKeys,
    ...(req.ctx.deviceId === undefined ? {} : { deviceId: req.ctx.deviceId }),
    ...(typeof req.headers['user-agent'] === 'string' ? { userAgent: req.headers['user-agent'] } : {}),
  });
  const codes = { keys: app.accessTokenKeys, twoFactorKey: app.twoFactorKey };

  route(app, signIn.signUp, async (req) =>
    signedIn(await signup(req.ctx, { body: req.body, linkKeys: app.linkTokenKeys, ...session(req) })),
  );

  route(app, signIn.logIn, async (req) =>
    signedIn(
      await login(req.ctx, {
        body: req.body,
        twoFactorKey: app.twoFactorKey,
        source: req.ip,
        ...session(req),
      }),
    ),
  );

  route(app, signIn.refresh, async (req) => ok(await refresh(req.ctx, { body: req.body, ...codes })));

  route(app, signIn.logOut, async (req) => {
    await endSession(req.ctx);
    return noContent();
  });

  route(app, signIn.checkEmail, async (req) =>
    ok({ exists: await emailIsRegistered(req.ctx, { email: req.query.email }) }),
  );

  route(app, signIn.resendLoginCode, async (req) =>
    ok(await resendLoginCode(req.ctx, { challengeToken: req.body.challengeToken, ...codes })),
  );

  route(app, signIn.autologin, async (req) =>
    signedIn(
      await loginWithLink(req.ctx, {
        body: req.body,
        purpose: 'autologin',
        twoFactorKey: app.twoFactorKey,
        ...session(req),
      }),
    ),
  );

  route(app, signIn.transfer, async (req) =>
    signedIn(
      await loginWithLink(req.ctx, {
        body: req.body,
        purpose: 'session_transfer',
        twoFactorKey: app.twoFactorKey,
        ...session(req),
      }),
    ),
  );

  route(app, signIn.issueTransferToken, async (req) => {
    const issued = await issueSessionTransfer(req.ctx);
    return ok({ ...issued, path: `/login/transfer/${issued.token}` });
  });
}
