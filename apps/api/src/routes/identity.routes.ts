/**
 * Sign-up, login, token refresh, logout and the e-mail check (spec 1 §7 "Session", spec 2 §7). Nothing here
 * is cached, and no password or token is ever logged. Each route but logout is rate-limited (`limit`, decision 024).
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import {
  CheckEmailQuery,
  CheckEmailResult,
  LoginBody,
  LoginResultDto,
  RefreshBody,
  RefreshResultDto,
  SignupBody,
} from '@lottoshop/contracts/identity';
import { login, signup } from '@lottoshop/core/account';
import { emailIsRegistered, endSession, refreshSession } from '@lottoshop/core/identity';
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
  /** How the session is signed, and the device the client says it is. */
  const session = (req: FastifyRequest) => ({
    keys: app.accessTokenKeys,
    ...(req.ctx.deviceId === undefined ? {} : { deviceId: req.ctx.deviceId }),
  });

  app.post(
    '/signup',
    {
      config: { versions: versionsFrom('3.5'), cache: false, limit: 'signup' },
      schema: { body: SignupBody, response: { 201: LoginResultDto } },
    },
    async (req, reply) => {
      const result = await signup(req.ctx, { body: req.body, ...session(req) });
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
    async (req) => signedIn(await login(req.ctx, { body: req.body, source: req.ip, ...session(req) })),
  );

  app.post(
    '/refresh',
    {
      config: { versions: API_VERSIONS, cache: false, limit: 'refresh' },
      schema: { body: RefreshBody, response: { 200: RefreshResultDto } },
    },
    async (req) => ok(await refreshSession(req.ctx, { body: req.body, keys: app.accessTokenKeys })),
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
}
