/**
 * The API's rate limits (decision 024), by name. A route joins one with one line of its config
 * (`config: { limit: 'login' }`); each rule of the limit counts the route's requests by the caller's address
 * (`ip`: the visitor's, as the trusted web server reports it, TRUST_PROXY) or by the e-mail address in the body
 * (`email`), in a fixed window, with @fastify/rate-limit and counters in PostgreSQL shared by every API process
 * (rate-limit-store.ts). Over the limit, the answer is 429 `rate_limited` with `Retry-After`, and nothing runs.
 * Address limits count before the body is read; e-mail limits after it is validated.
 * Routes with no limit (the purchase, cached reads) pay nothing.
 */

import type { RateLimitName } from '@lottoshop/contracts/endpoint';
import { DomainError } from '@lottoshop/core/errors';
import { normaliseEmail } from '@lottoshop/core/identity';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export type LimitRule = { by: 'ip' | 'email'; max: number; windowMs: number };

const MINUTE = 60_000;

export const RATE_LIMITS = {
  // Guessing passwords: per address, and per account from everywhere (the back-off per account and address
  // is in the login use-case).
  login: [
    { by: 'ip', max: 10, windowMs: MINUTE },
    { by: 'email', max: 30, windowMs: 15 * MINUTE },
  ],
  // Creating accounts, and learning through `email_taken` which addresses have one.
  signup: [{ by: 'ip', max: 10, windowMs: 10 * MINUTE }],
  // Learning which addresses have an account.
  'check-email': [{ by: 'ip', max: 20, windowMs: MINUTE }],
  refresh: [{ by: 'ip', max: 60, windowMs: MINUTE }],
  // Guessing one-time link tokens (automatic login, a session handed over).
  'login-link': [{ by: 'ip', max: 20, windowMs: MINUTE }],
  // Flooding someone's inbox with reset links, and guessing reset tokens.
  'forgot-password': [
    { by: 'ip', max: 10, windowMs: 10 * MINUTE },
    { by: 'email', max: 5, windowMs: 60 * MINUTE },
  ],
  'reset-password': [{ by: 'ip', max: 20, windowMs: 10 * MINUTE }],
  // Guessing an authenticator's codes (a wrong-code lock also stops it after 5) and confirmation tokens.
  'two-factor': [{ by: 'ip', max: 20, windowMs: MINUTE }],
  'email-confirmation': [{ by: 'ip', max: 20, windowMs: 10 * MINUTE }],
} as const satisfies Record<RateLimitName, readonly LimitRule[]>;

export type { RateLimitName };

type RateLimitDecorated = FastifyInstance & {
  createRateLimit(options: {
    max: number;
    timeWindow: number;
    keyGenerator: (req: FastifyRequest) => string;
  }): (
    req: FastifyRequest,
  ) => Promise<
    { isAllowed: true; key: string } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }
  >;
};

function emailOf(req: FastifyRequest): string | undefined {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normaliseEmail(body.email) : undefined;
}

function keyOf(name: RateLimitName, rule: LimitRule, req: FastifyRequest): string {
  if (rule.by === 'email') return `${name}:email:${emailOf(req) ?? ''}`;
  return `${name}:ip:${req.ip}`;
}

/**
 * An onRoute hook that adds the checks of the route's named limit. `factor` multiplies every maximum
 * (RATE_LIMIT_FACTOR; 1 in production).
 */
export function namedRateLimits(app: FastifyInstance, factor: number) {
  const limiter = app as RateLimitDecorated;
  return (route: RouteOptions) => {
    const name = route.config?.limit;
    if (name === undefined) return;
    for (const rule of RATE_LIMITS[name] as readonly LimitRule[]) {
      const check = limiter.createRateLimit({
        max: Math.max(1, Math.round(rule.max * factor)),
        timeWindow: rule.windowMs,
        keyGenerator: (req) => keyOf(name, rule, req),
      });
      const hook = async (req: FastifyRequest, reply: FastifyReply) => {
        if (rule.by === 'email' && emailOf(req) === undefined) return;
        const result = await check(req);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new DomainError('rate_limited', { retryAfterSeconds: result.ttlInSeconds });
      };
      const stage = rule.by === 'ip' ? 'onRequest' : 'preHandler';
      const existing = route[stage];
      route[stage] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook] as never;
    }
  };
}
