/**
 * Bearer authentication. Every request with `Authorization: Bearer <access token>` is checked once (signature,
 * expiry, issuer and audience, and that its session is still open); a valid token makes the request a
 * customer's: `req.actor` says so and `req.ctx.customerId` becomes the verified id. A missing or bad token
 * leaves the request anonymous; routes that need a customer use `requireCustomer`, which answers 401.
 */
import { DomainError } from '@lottoshop/core/errors';
import { authenticate } from '@lottoshop/core/modules/identity/identity.service';
import {
  type AccessClaims,
  type AccessTokenKeys,
  accessTokenKeys,
} from '@lottoshop/core/modules/identity/identity.tokens';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp } from './app-types.ts';

export type Actor = { kind: 'anonymous' } | ({ kind: 'customer' } & AccessClaims);

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys that sign and verify access tokens. */
    accessTokenKeys: AccessTokenKeys;
  }
  interface FastifyRequest {
    /** Who is calling, as proven by the bearer token (not by X-Customer-Id). */
    actor: Actor;
  }
}

/** Development-only signing secret; production must set JWT_SECRET. */
export const DEV_JWT_SECRET = 'dev-jwt-secret-change-me-0123456789abcdef';

export function readJwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.JWT_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production');
  return DEV_JWT_SECRET;
}

const ANONYMOUS: Actor = { kind: 'anonymous' };

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1];
}

/** Registers the keys, `req.actor` and the hook; call once on the root instance, before the routes. */
export function registerAuth(app: ApiApp, env: NodeJS.ProcessEnv = process.env): void {
  const keys = accessTokenKeys(readJwtSecret(env));
  app.decorate('accessTokenKeys', keys);
  app.decorateRequest('actor', null as never);
  app.addHook('preValidation', async (request) => {
    request.actor = ANONYMOUS;
    const token = bearerToken(request);
    if (token === undefined) return;
    const claims = await authenticate({ db: request.ctx.db, clock: request.ctx.clock, keys }, token);
    if (!claims) return;
    request.actor = { kind: 'customer', ...claims };
    request.ctx.customerId = claims.customerId;
  });
}

/** The signed-in customer of a request, or undefined for an anonymous one. */
export function signedInCustomer(request: FastifyRequest): AccessClaims | undefined {
  const actor = request.actor;
  return actor?.kind === 'customer'
    ? { customerId: actor.customerId, sessionId: actor.sessionId }
    : undefined;
}

/** preHandler for customer-only routes: 401 `unauthorized` without a valid bearer token. */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (signedInCustomer(request)) return;
  reply.header('www-authenticate', 'Bearer');
  throw new DomainError('unauthorized');
}

/** The signed-in customer of a route guarded by `requireCustomer`. */
export function currentCustomer(request: FastifyRequest): AccessClaims {
  const customer = signedInCustomer(request);
  if (!customer) throw new DomainError('unauthorized');
  return customer;
}
