/**
 * Bearer authentication. Every request with `Authorization: Bearer <access token>` is checked once (signature,
 * expiry, issuer and audience, and that its session is still open); a valid token makes the request's actor the
 * customer (`req.ctx.actor`), and `req.ctx.customerId` the verified id. A missing or bad token leaves the request
 * anonymous; routes that need a customer use `requireCustomer`, which answers 401.
 */
import { type LinkTokenKeys, linkTokenKeys } from '@lottoshop/core/communication';
import { DomainError } from '@lottoshop/core/errors';
import { type AccessTokenKeys, accessTokenKeys, authenticate } from '@lottoshop/core/identity';
import type { PaymentGateways } from '@lottoshop/core/payments';
import { type TwoFactorKey, twoFactorKey } from '@lottoshop/core/twofactor';
import { customerActor } from '@lottoshop/core/use-case';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { readSecret } from '../config.ts';
import type { ApiApp } from './app-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys that sign and verify access tokens. */
    accessTokenKeys: AccessTokenKeys;
    /** Keys that sign and verify the tokens of e-mailed links (a key derived from the same secret). */
    linkTokenKeys: LinkTokenKeys;
    /** The key authenticator secrets are encrypted with (TWO_FACTOR_KEY). */
    twoFactorKey: TwoFactorKey;
    /** The payment gateways deposits and cards go through (the test deposit's and the card processor's). */
    paymentGateways: PaymentGateways;
  }
}

/** Development-only signing secret; production must set JWT_SECRET. */
export const DEV_JWT_SECRET = 'dev-jwt-secret-change-me-0123456789abcdef';

export function readJwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  return readSecret(env, 'JWT_SECRET', DEV_JWT_SECRET);
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1];
}

/** Registers the keys and the hook; call once on the root instance, before the routes. */
export function registerAuth(
  app: ApiApp,
  opts: { twoFactorSecret: string },
  env: NodeJS.ProcessEnv = process.env,
): void {
  const secret = readJwtSecret(env);
  const keys = accessTokenKeys(secret);
  app.decorate('accessTokenKeys', keys);
  app.decorate('linkTokenKeys', linkTokenKeys(secret));
  app.decorate('twoFactorKey', twoFactorKey(opts.twoFactorSecret));
  // A callback hook: a request without a bearer token (most public reads) makes no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const accessToken = bearerToken(request);
    if (accessToken === undefined) {
      done();
      return;
    }
    authenticate(request.ctx, { accessToken, keys }).then((claims) => {
      if (claims) {
        request.ctx.actor = customerActor(claims.customerId, claims.sessionId);
        request.ctx.customerId = claims.customerId;
      }
      done();
    }, done);
  });
}

/** preHandler for customer-only routes: 401 `unauthorized` without a valid bearer token. */
export function requireCustomer(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.ctx.actor.kind === 'customer') {
    done();
    return;
  }
  reply.header('www-authenticate', 'Bearer');
  // Thrown, as the other hooks throw: Fastify hands a hook's throw to the error handler.
  throw new DomainError('unauthorized');
}
