/**
 * Sign-up, login (with the second factor when it is on), signing in by a one-time link (automatic login, a
 * session handed over), token refresh (with an `otp`, elevation), logout and the e-mail check (spec 1 §7
 * "Session", spec 2 §7). Nothing here is cached, and no password, code or token is ever logged. Each route but
 * logout and the handover's issue is rate-limited (`limit`, decision 024).
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import { LoginLinkBody, TransferTokenDto } from '@lottoshop/contracts/autologin';
import {
  CheckEmailQuery,
  CheckEmailResult,
  LoginBody,
  LoginResultDto,
  RefreshBody,
  RefreshResultDto,
  SignupBody,
} from '@lottoshop/contracts/identity';
import { EmailCodeSentDto, LoginCodeResendBody } from '@lottoshop/contracts/two-factor';
import { login, loginWithLink, refresh, resendLoginCode, signup } from '@lottoshop/core/account';
import { emailIsRegistered, endSession, issueSessionTransfer } from '@lottoshop/core/identity';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
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

  app.post(
    '/signup',
    {
      config: { versions: versionsFrom('3.5'), cache: false, limit: 'signup' },
      schema: { body: SignupBody, response: { 201: LoginResultDto } },
    },
    async (req, reply) => {
      const result = await signup(req.ctx, { body: req.body, linkKeys: app.linkTokenKeys, ...session(req) });
      reply.code(201);
      return signedIn(result);
    },
  );

  app.post(
    '/login',
    {
      config: { versions: API_VERSIONS, cache: false, limit: 'login' },
      schema: { body: LoginBody, response: { 200: LoginResultDto } },
    },
    async (req) =>
      signedIn(
        await login(req.ctx, {
          body: req.body,
          twoFactorKey: app.twoFactorKey,
          source: req.ip,
          ...session(req),
        }),
      ),
  );

  app.post(
    '/refresh',
    {
      config: { versions: API_VERSIONS, cache: false, limit: 'refresh' },
      schema: { body: RefreshBody, response: { 200: RefreshResultDto } },
    },
    async (req) =>
      ok(
        await refresh(req.ctx, { body: req.body, keys: app.accessTokenKeys, twoFactorKey: app.twoFactorKey }),
      ),
  );

  app.get(
    '/logout',
    { config: { versions: API_VERSIONS, cache: false }, preHandler: requireCustomer },
    async (req) => {
      await endSession(req.ctx);
      return noContent();
    },
  );

  app.get(
    '/check-email',
    {
      config: { versions: API_VERSIONS, cache: false, limit: 'check-email' },
      schema: { querystring: CheckEmailQuery, response: { 200: CheckEmailResult } },
    },
    async (req) => ok({ exists: await emailIsRegistered(req.ctx, { email: req.query.email }) }),
  );

  /**
   * Another e-mailed code for a login or link waiting on its code step (spec 2 §9: the resend link), named by the
   * challenge token of its `2fa_required`; refused within 60 seconds of the last code.
   */
  app.post(
    '/login/two-factor/send-code',
    {
      config: { versions: API_VERSIONS, cache: false, limit: 'two-factor' },
      schema: { body: LoginCodeResendBody, response: { 200: EmailCodeSentDto } },
    },
    async (req) =>
      ok(
        await resendLoginCode(req.ctx, {
          challengeToken: req.body.challengeToken,
          keys: app.accessTokenKeys,
          twoFactorKey: app.twoFactorKey,
        }),
      ),
  );

  /** Spec 1 §7 "Session": the automatic-login link of an e-mail (v3.3, no refresh), with the code when asked. */
  app.post(
    '/autologin',
    {
      config: { versions: versionsFrom('3.3'), cache: false, limit: 'login-link' },
      schema: { body: LoginLinkBody, response: { 200: LoginResultDto } },
    },
    async (req) =>
      signedIn(
        await loginWithLink(req.ctx, {
          body: req.body,
          purpose: 'autologin',
          twoFactorKey: app.twoFactorKey,
          ...session(req),
        }),
      ),
  );

  /** A session handed over by another channel (`/login/transfer/{token}`), a form post. */
  app.post(
    '/transfer',
    {
      config: { versions: API_VERSIONS, cache: false, limit: 'login-link' },
      schema: { body: LoginLinkBody, response: { 200: LoginResultDto } },
    },
    async (req) =>
      signedIn(
        await loginWithLink(req.ctx, {
          body: req.body,
          purpose: 'session_transfer',
          twoFactorKey: app.twoFactorKey,
          ...session(req),
        }),
      ),
  );

  /** The signed-in customer hands the session over: a 2-minute token for `/login/transfer/{token}`. */
  app.post(
    '/customer/transfer-token',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { response: { 201: TransferTokenDto } },
    },
    async (req, reply) => {
      const issued = await issueSessionTransfer(req.ctx);
      reply.code(201);
      return ok({ ...issued, path: `/login/transfer/${issued.token}` });
    },
  );
}
