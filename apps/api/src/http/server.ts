/**
 * The HTTP server: one Fastify instance serving every service family under its prefix (spec 1 §7), with
 * request ids, signing, versions, wire casing, the envelope, the error model, GET caching and the docs.
 */
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import {
  cardProcessorGateway,
  liveGateways,
  paymentGateways,
  paypalGateway,
  stripeGateway,
} from '@lottoshop/core/payments';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '../config.ts';
import { routeModules } from '../routes/index.ts';
import type { ApiApp, RouteModule } from './app-types.ts';
import { registerAuth } from './auth.ts';
import { cacheHooks } from './cache.hooks.ts';
import { camelizeInput } from './casing.hook.ts';
import { isEmptyEnvelope } from './envelope.ts';
import { clientErrorHandler, errorHandler, frameworkErrorHandler, notFoundHandler } from './error-handler.ts';
import { FAMILIES } from './families.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { registerMetrics } from './metrics.ts';
import { rejectNulCharacters } from './nul-character.hook.ts';
import { registerOpenApi } from './openapi.ts';
import { pgRateLimitStore } from './rate-limit-store.ts';
import { namedRateLimits } from './rate-limits.ts';
import { genReqId, requestContextHook } from './request-context.ts';
import { ResponseCache } from './response-cache.ts';
import { normaliseResponseSchemas } from './route-schemas.ts';
import { securityHeadersHook } from './security-headers.ts';
import { recordServedRoutes } from './served-routes.ts';
import { signingHook } from './signing.hook.ts';
import type { ApiTypeProvider } from './type-provider.ts';
import { checkVersion, requireDeclaredVersions } from './version.hook.ts';
import { serializerCompiler, validatorCompiler } from './zod-compilers.ts';

export type ServerDeps = {
  db: Db;
  clock: Clock;
  config: ApiConfig;
  /** Pino options, `true` for defaults, `false` (default) for silence. */
  logger?: boolean | object;
  /** Route modules to serve; defaults to the application's (tests pass their own). */
  routes?: readonly RouteModule[];
  /** Upper bound of the GET cache. */
  cacheMaxEntries?: number;
};

/** Never log credentials: signatures, tokens, cookies. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-signature"]',
  'req.headers["x-customer-token"]',
  'res.headers["set-cookie"]',
];

function loggerOptions(logger: boolean | object | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { redact: REDACT, ...base };
}

/**
 * Path parameters are checked by each route's schema, which answers a 400 naming the parameter. The router's
 * own limit (Fastify answers 414 above 100 characters by default) is set beyond any URL Node accepts (its
 * 16 KiB header limit, answered 431), so it never speaks first.
 */
const MAX_PARAM_LENGTH = 16_384;

export async function buildServer(deps: ServerDeps): Promise<ApiApp> {
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    genReqId,
    requestIdHeader: false,
    // X-Forwarded-For is believed only from these senders (the web server): request.ip is then the visitor's.
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ApiTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.decorateRequest('ctx', null as never);

  // Security headers on every answer (decision 023).
  app.addHook('onRequest', securityHeadersHook);
  await app.register(formbody);
  registerJsonBodyParser(app);
  // Bodies are JSON or form-encoded; anything else (text/plain included) is 415.
  app.removeContentTypeParser('text/plain');
  await registerOpenApi(app as unknown as FastifyInstance);

  app.addHook('onRequest', requestContextHook(deps));
  // Rate limits only on the routes that name one (rate-limits.ts), counted in PostgreSQL (decision 024).
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore({ db: deps.db, clock: deps.clock }),
  });
  app.addHook('onRoute', namedRateLimits(app as unknown as FastifyInstance, deps.config.rateLimitFactor));
  registerAuth(app, { twoFactorSecret: deps.config.twoFactorKey });
  // Production offers no test gateway: no method can put money in without a real payment.
  app.decorate(
    'paymentGateways',
    (deps.config.production ? liveGateways : paymentGateways)(
      cardProcessorGateway(deps.config.cardProcessor),
      paypalGateway(deps.config.cardProcessor),
      ...(deps.config.stripe ? [stripeGateway(deps.config.stripe)] : []),
    ),
  );
  app.addHook('onRoute', normaliseResponseSchemas);
  // What this server serves, for the check against the endpoint catalogue (decision 074).
  recordServedRoutes(app as unknown as FastifyInstance);

  // Validated input PostgreSQL could not store is refused before the handler.
  app.addHook('preHandler', rejectNulCharacters);
  const cache = new ResponseCache(deps.clock, deps.cacheMaxEntries);
  const { serveFromCache, storeInCache } = cacheHooks(cache);
  app.addHook('onSend', storeInCache);

  // An empty envelope is answered 204 No Content (spec 1 §7).
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (reply.statusCode === 200 && isEmptyEnvelope(payload)) reply.code(204);
    done(null, payload);
  });

  registerMetrics(app as unknown as FastifyInstance);

  const routes = deps.routes ?? routeModules;
  // A family without a route module is not mounted, so discovery does not list it either.
  app.decorate(
    'servedFamilies',
    FAMILIES.filter((family) => routes.some((route) => route.family === family.name)).map((f) => f.name),
  );
  for (const family of FAMILIES) {
    const modules = routes.filter((route) => route.family === family.name);
    if (modules.length === 0) continue;
    await app.register(
      async (scope: ApiApp) => {
        if (family.signed) scope.addHook('onRequest', signingHook(deps.config));
        if (family.requiresVersion) {
          scope.addHook('onRoute', requireDeclaredVersions);
          scope.addHook('onRequest', checkVersion);
        }
        // A cached answer is served once the signature and the version are checked, before authentication and
        // validation: only 200 answers are stored, under their method, URL, version and sub-variant, so the same
        // request has passed validation before, and cached routes answer the same to every customer.
        scope.addHook('onRequest', serveFromCache);
        scope.addHook('preValidation', camelizeInput);
        for (const module of modules) await scope.register(module.plugin);
      },
      { prefix: family.prefix },
    );
  }

  return app;
}
