/** The types route modules are written against: the app instance, the request context and route config. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiVersion } from '@lottoshop/contracts/api-versions';
import type { Ctx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ApiConfig } from '../config.ts';
import type { FamilyName } from './families.ts';
import type { RateLimitName } from './rate-limits.ts';
import type { ApiTypeProvider } from './type-provider.ts';

export type ApiApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ApiTypeProvider
>;

/** A route file's default export; the server registers it under its family's prefix. */
export type RoutePlugin = (app: ApiApp) => Promise<void>;

export type RouteModule = { family: FamilyName; plugin: RoutePlugin };

/**
 * What a handler knows about its request. It is a use-case context (`db`, `clock`, `actor`, `log`), so a route
 * passes `req.ctx` straight to the one use-case it calls; the actor is anonymous until a valid bearer token makes
 * it the customer (auth.ts).
 */
export type RequestContext = Ctx & {
  config: ApiConfig;
  requestId: string;
  /** The X-Api-Version of a /v2 call (checked against the route's versions); undefined elsewhere. */
  version: ApiVersion | undefined;
  subVariant?: string;
  sessionId?: string;
  /** As declared by the client in X-Customer-Id: a hint, never proof of who is calling. */
  customerId?: string;
  deviceId?: string;
  /** The app key that signed the request (signed families only). */
  appKey?: string;
  customerToken?: string;
};

export type RouteCacheConfig = { ttlSeconds?: number } | false;

declare module 'fastify' {
  interface FastifyInstance {
    /** The service families this server has routes for, in the order of FAMILIES: discovery lists these. */
    servedFamilies: readonly FamilyName[];
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** API versions the route serves; required on /v2 routes. */
    versions?: readonly ApiVersion[];
    /** Opt a GET route into the shared response cache (spec 1 §9); `false` or absent means never cached. */
    cache?: RouteCacheConfig;
    /** The named rate limit the route is counted under (http/rate-limits.ts, decision 024); absent: none. */
    limit?: RateLimitName;
  }
}
