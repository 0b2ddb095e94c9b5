/**
 * What an endpoint of the API is, declared once (decision 074): its method, family and path, the API versions that
 * serve it, who may call it, its params, query, body and answer, the error codes it may send, its cache policy and
 * its rate limit. The API registers its route from the declaration (apps/api/src/http/endpoint-route.ts), the
 * OpenAPI document is made from those routes, and the web's one client (apps/web/app/lib/api-client.server.ts)
 * calls it, so the two ends cannot disagree. The catalogue of every endpoint is `endpoints/catalogue.ts`.
 */
import type { z } from 'zod';
import type { ApiVersion } from './api-versions.ts';
import type { ServiceFamilyName } from './discovery.ts';
import type { ErrorCode } from './error-codes.ts';

/** The service families (spec 1 §7), the operator's `ops` calls and the unsigned root (discovery, health). */
export type EndpointFamily = ServiceFamilyName | 'ops' | 'root';

/** Where each family is served. */
export const FAMILY_PREFIX: Readonly<Record<EndpointFamily, string>> = {
  platform: '/v2',
  social: '/social/v3',
  rewards: '/rewards',
  cms: '/cms',
  'customer-verify': '/customer-verify',
  ops: '/ops',
  root: '',
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `app` — any signed call of the shop's apps, signed in or not (a signed-in customer may get more);
 * `customer` — a signed-in customer only (401 otherwise); `operator` — the operator's bearer token only.
 */
export type Caller = 'app' | 'customer' | 'operator';

/** The successful statuses an endpoint may answer with. 204 answers carry no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export type EndpointDefinition = {
  method: HttpMethod;
  family: EndpointFamily;
  /** The path inside the family, Fastify style: `/funds/:id/deposit/cancel`. */
  path: string;
  /** One line for the OpenAPI document and for whoever reads the catalogue. */
  summary: string;
  /** The X-Api-Version values that serve it (platform family only). */
  versions?: readonly ApiVersion[];
  /**
   * The version the shop's own clients send, when it is not the first of `versions` (a later version answers
   * differently and the web speaks that one).
   */
  clientVersion?: ApiVersion;
  caller: Caller;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The successful status; 200 unless named. */
  status?: SuccessStatus;
  /**
   * Other successful statuses the handler answers with itself, with the same response (a replayed create's 200
   * beside the first call's 201). Absent: the route answers `status` alone.
   */
  otherStatuses?: readonly SuccessStatus[];
  /**
   * The result's schema (the envelope's `result`, or a whole envelope made with `envelopeOf`); absent: the answer
   * is 204 with no body.
   */
  response?: z.ZodType;
  /** Error codes the endpoint answers with beyond the ones every call may get (validation, signature, version). */
  errors?: readonly ErrorCode[];
  /** Cached in the shared response cache for this long (spec 1 §9); absent or false: never cached. */
  cache?: false | { ttlSeconds?: number };
  /** The named rate limit it is counted under (the API's rate-limits.ts). */
  limit?: RateLimitName;
};

/** The named rate limits (their rules are the API's, apps/api/src/http/rate-limits.ts, decision 024). */
export const RATE_LIMIT_NAMES = [
  'login',
  'signup',
  'check-email',
  'refresh',
  'login-link',
  'forgot-password',
  'reset-password',
  'two-factor',
  'email-confirmation',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** An endpoint of the catalogue; `endpoint({...})` keeps the literal types both ends are derived from. */
export type Endpoint = EndpointDefinition & { readonly '~endpoint': true };

export function endpoint<const D extends EndpointDefinition>(
  definition: D,
): D & { readonly '~endpoint': true } {
  if (definition.response === undefined && definition.status !== undefined && definition.status !== 204) {
    throw new Error(
      `${definition.method} ${definition.path}: a ${definition.status} answer needs a response schema`,
    );
  }
  return Object.freeze({ ...definition, '~endpoint': true as const });
}

/** The successful status an endpoint answers with. */
export function successStatus(e: EndpointDefinition): SuccessStatus {
  return e.status ?? (e.response === undefined ? 204 : 200);
}

/** The full path the server serves, family prefix included: `/v2/funds/:id/deposit/cancel`. */
export function servedPath(e: EndpointDefinition): string {
  return `${FAMILY_PREFIX[e.family]}${e.path}`;
}

/** `METHOD /full/path`, the key both ends and the checks compare. */
export function endpointKey(e: EndpointDefinition): string {
  return `${e.method} ${servedPath(e)}`;
}

/** The path with its `:params` filled in (each encoded as one path segment). */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointParams<E extends EndpointDefinition> = InputOf<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = InputOf<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = InputOf<E['body']>;
/** What the endpoint's result is once read (undefined for a 204). */
export type EndpointResult<E extends EndpointDefinition> = OutputOf<E['response']>;
