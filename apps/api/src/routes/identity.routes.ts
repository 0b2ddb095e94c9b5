/**
 * Sign-up, login, token refresh, logout and the e-mail check (spec 1 §7 "Session", spec 2 §7). Nothing here
 * is cached, and no password or token is ever logged.
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
import { emailIsRegistered } from '@lottoshop/core/modules/identity/identity.queries';
import {
  type IdentityDeps,
  login,
  logout,
  refresh,
  signup,
} from '@lottoshop/core/modules/identity/identity.service';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { currentCustomer, requireCustomer } from '../http/auth.ts';
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
  const deps = (req: FastifyRequest): IdentityDeps => ({
    db: req.ctx.db,
    clock: req.ctx.clock,
    keys: app.accessTokenKeys,
  });
  const meta = (req: FastifyRequest) =>
    req.ctx.deviceId === undefined ? {} : { deviceId: req.ctx.deviceId };

  app.post(
    '/signup',
    {
      config: { versions: versionsFrom('3.5'), cache: false },
      schema: { body: SignupBody, response: { 201: LoginResultDto } },
    },
    async (req, reply) => {
      const result = await signup(deps(req), req.body, meta(req));
      reply.code(201);
      return signedIn(result);
    },
  );

  app.post(
    '/login',
    {
      config: { versions: API_VERSIONS, cache: false },
      schema: { body: LoginBody, response: { 200: LoginResultDto } },
    },
    async (req) => signedIn(await login(deps(req), req.body, meta(req))),
  );

  app.post(
    '/refresh',
    {
      config: { versions: API_VERSIONS, cache: false },
      schema: { body: RefreshBody, response: { 200: RefreshResultDto } },
    },
    async (req) => ok(await refresh(deps(req), req.body)),
  );

  app.get(
    '/logout',
    { config: { versions: API_VERSIONS, cache: false }, preHandler: requireCustomer },
    async (req) => {
      await logout(deps(req), currentCustomer(req));
      return noContent();
    },
  );

  app.get(
    '/check-email',
    {
      config: { versions: API_VERSIONS, cache: false },
      schema: { querystring: CheckEmailQuery, response: { 200: CheckEmailResult } },
    },
    async (req) => ok({ exists: await emailIsRegistered(req.ctx.db, req.query.email) }),
  );
}
