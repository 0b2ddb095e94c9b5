/**
 * Registers a route from its catalogue declaration (decision 074): method, path, versions, cache, rate limit, who
 * may call, and the schemas all come from the endpoint, so a route module only says which use-case answers it:
 *
 *   route(app, favourites.get, async (req) => ok(await getFavouriteNumbers(req.ctx)));
 *
 * The handler's request is typed from the endpoint's schemas and its answer checked against the endpoint's
 * response. An endpoint with no response schema answers 204 with no body. The route's config names the endpoint
 * (`config.endpoint`), so the server's list of what it serves (`servedRoutes`) is compared with the catalogue.
 */

import { type EndpointDefinition, endpointKey, successStatus } from '@lottoshop/contracts/endpoint';
import type { Envelope } from '@lottoshop/contracts/envelope';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { ApiApp } from './app-types.ts';
import { requireCustomer } from './auth.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of `E` gets: params, query and body as the endpoint's schemas parse them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler of `E` answers: the envelope of its result (a whole envelope schema is taken as it is). */
export type EndpointReply<E extends EndpointDefinition> = E['file'] extends true
  ? FastifyReply
  : E['response'] extends z.ZodType
    ? E['response'] extends { readonly '~envelope': true }
      ? z.output<E['response']>
      : Envelope<z.output<E['response']>>
    : Envelope<never>;

export type EndpointHandler<E extends EndpointDefinition> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue's `METHOD /path` of the endpoint the route was registered from. */
    endpoint?: string;
  }
}

/**
 * The documented answers that are not zod schemas: plain OpenAPI response objects, which the document's transform
 * passes through as they are (openapi.ts) and the server neither checks nor wraps in an envelope (route-schemas.ts).
 * No content: `type: 'null'`, so the document gives the 204 no content. A file: bytes of the file's own type; the
 * handler sends them on the reply.
 */
const NO_CONTENT = { description: 'No content', type: 'null' } as const;
const A_FILE = {
  description: 'The file, in its own content type',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;

export function route<const E extends EndpointDefinition>(
  app: ApiApp,
  e: E,
  handler: EndpointHandler<E>,
): void {
  const status = successStatus(e);
  // An endpoint with other successful statuses (`otherStatuses`) documents each with the same answer, and its
  // handler sets its own.
  const statuses = [status, ...(e.otherStatuses ?? [])];
  const answerSchema = e.file ? A_FILE : (e.response ?? NO_CONTENT);
  const schema: Record<string, unknown> = {
    summary: e.summary,
    response: Object.fromEntries(statuses.map((s) => [s, answerSchema])),
  };
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (e.body) schema.body = e.body;
  if (e.caller === 'customer') schema.security = [{ bearer: [] }];

  const answer: RouteHandlerMethod = async (request, reply) => {
    const result = await handler(request as EndpointRequest<E>, reply);
    if (e.file) return result; // the reply, its file sent by the handler
    // A handler that may answer 200 as well as its status (`otherStatuses`) sets the code itself.
    if (status !== 200 && reply.statusCode === 200 && !statuses.includes(200)) reply.code(status);
    return status === 204 ? reply.send() : result;
  };

  app.route({
    method: e.method,
    url: e.path,
    config: {
      endpoint: endpointKey(e),
      ...(e.versions ? { versions: e.versions } : {}),
      cache: e.cache ?? false,
      ...(e.limit ? { limit: e.limit } : {}),
    },
    ...(e.caller === 'customer' ? { preHandler: requireCustomer } : {}),
    schema,
    handler: answer,
  } as Parameters<ApiApp['route']>[0]);
}
