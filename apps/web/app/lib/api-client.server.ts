/**
 * The web's one typed client of the API (decision 074): a call names an endpoint of the catalogue
 * (`@lottoshop/contracts/endpoints/*`) and gets its result as the endpoint's response schema reads it:
 *
 *   const favourites = await call(favouriteNumbers.get, { session });
 *
 * The family, path, method and API version come from the endpoint; params fill the path, the body and query go
 * as callApi sends them (snake_case, signed, the session's token refreshed once on 401/403), and the answer is
 * parsed here, once: an answer the schema cannot read is a 422 `ApiError`, as an unreadable body is.
 */

import { camelToSnake } from '@lottoshop/contracts/casing';
import {
  type EndpointBody,
  type EndpointDefinition,
  type EndpointFamily,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  endpointKey,
  pathWith,
} from '@lottoshop/contracts/endpoint';
import { isEnvelopeSchema } from '@lottoshop/contracts/envelope';
import { z } from 'zod';
import { type ApiCallOptions, type ApiFamily, type ApiResponse, callApi } from './api.server.ts';
import { derivedOnce } from './api-cache.server.ts';
import { ApiError, isApiError } from './api-errors.ts';

const WEB_FAMILY: Partial<Record<EndpointFamily, ApiFamily>> = {
  platform: 'v2',
  social: 'social/v3',
  rewards: 'rewards',
  cms: 'cms',
  'customer-verify': 'customer-verify',
};

type Needs<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call of `E` passes: its params, query and body as the endpoint's schemas take them. */
export type CallOptions<E extends EndpointDefinition> = Omit<ApiCallOptions, 'method' | 'query' | 'body'> &
  Needs<'params', EndpointParams<E>> &
  Needs<'query', EndpointQuery<E>> &
  Needs<'body', EndpointBody<E>>;

export type CallAnswer<E extends EndpointDefinition> = Omit<ApiResponse<unknown>, 'result'> & {
  result: EndpointResult<E>;
};

const UNREADABLE = 'The API sent a response that could not be read';

/** An answer the endpoint's schema cannot read (the API and the catalogue disagree). */
export function unreadable(path: string): ApiError {
  return new ApiError(422, path, {
    message: UNREADABLE,
    fields: {},
    messages: [],
  });
}

/** Whether `err` is `unreadable`'s: the API answered, but not as its endpoint says (a fault, not a refusal). */
export function isUnreadable(err: unknown): boolean {
  return isApiError(err) && err.status === 422 && err.message === UNREADABLE;
}

export async function call<const E extends EndpointDefinition>(
  e: E,
  opts: CallOptions<E>,
): Promise<CallAnswer<E>> {
  const { res, path } = await send(e, opts);
  // Read once per answer of the API: a cached answer is read once for every request it serves (callers must not
  // change what they get back), and a caller's own `derivedOnce` of the answer is shared as well.
  return derivedOnce(res, `call ${endpointKey(e)}`, () => ({ ...res, result: readResult(e, path, res) }));
}

/**
 * How a tolerant read (decision 080) reads an answer: `schema`, made from the endpoint's own response schema
 * (`partialOf`, `eachReadable`, `firstOf`, or `.catch()` per field), and `fallback` when even that cannot read it.
 * Made once, as a module's constant (`tolerant(...)`): its read is kept with the answer it read.
 */
export type TolerantReading<T> = { readonly schema: z.ZodType<T>; readonly fallback: T; readonly id: number };

let readings = 0;
export function tolerant<T>(schema: z.ZodType<T>, fallback: T): TolerantReading<T> {
  readings += 1;
  return Object.freeze({ schema, fallback, id: readings });
}

/**
 * The call of `e` for an answer the shop must not fall over on: the site config, the offers and the content
 * service's answers are made by operators, so a field that cannot be read is left out (or the whole answer is
 * `reading.fallback`) instead of being a 422. The call is the endpoint's (family, path, version, cache); the read
 * is done once per answer of the API and reading, as `call`'s is. Failures of the call itself (an outage, a
 * refusal) still throw.
 */
export async function callTolerant<const E extends EndpointDefinition, T>(
  e: E,
  opts: CallOptions<E>,
  reading: TolerantReading<T>,
): Promise<T> {
  const { res } = await send(e, opts);
  return derivedOnce(res, `call ${endpointKey(e)} tolerant ${reading.id}`, () => {
    const parsed = reading.schema.safeParse(res.result);
    return parsed.success ? parsed.data : reading.fallback;
  });
}

/**
 * An object read field by field: every field optional, and a field that cannot be read is left out (its reader's
 * default applies) rather than failing the object.
 */
export function partialOf<S extends z.ZodObject>(schema: S): z.ZodType<Partial<z.output<S>>> {
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => [
    name,
    field.optional().catch(undefined),
  ]);
  return z.object(Object.fromEntries(fields)) as unknown as z.ZodType<Partial<z.output<S>>>;
}

/** A list read element by element: an element the schema cannot read is left out, not the list. */
export function eachReadable<T>(schema: z.ZodType<T>): z.ZodType<T[]> {
  return z.array(z.unknown()).transform((list) =>
    list.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** The content service's one item, answered either as the item or as a list of it (its first). */
export function firstOf<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema) as z.ZodType<T>;
}

async function send<E extends EndpointDefinition>(e: E, opts: CallOptions<E>) {
  const family = WEB_FAMILY[e.family];
  if (!family) throw new Error(`${e.method} ${e.path}: the web does not call the ${e.family} family`);
  const { params, query, body, ...rest } = opts as ApiCallOptions & { params?: Record<string, unknown> };
  const path = pathWith(e.path, params);
  const version = opts.version ?? e.clientVersion ?? e.versions?.[0];
  const res = await callApi<unknown>(family, path, {
    ...rest,
    method: e.method,
    ...(query === undefined ? {} : { query: snakeKeys(query as Record<string, unknown>) }),
    ...(body === undefined ? {} : { body }),
    ...(version === undefined ? {} : { version }),
  });
  return { res, path };
}

/**
 * The query's names as the wire spells them (`showDetails` → `show_details`); the values go as they are (a JSON
 * filter keeps its own field names).
 */
function snakeKeys(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [camelToSnake(key), value]));
}

function readResult<E extends EndpointDefinition>(e: E, path: string, res: ApiResponse<unknown>) {
  const schema = e.response;
  // Spec 1 §7: a 204 gives an empty result, whatever the endpoint answers otherwise (a caller that may get one
  // checks the answer's status).
  if (schema === undefined || res.status === 204) return undefined as EndpointResult<E>;
  const input = isEnvelopeSchema(schema)
    ? {
        result: res.result,
        pageInfo: res.pageInfo,
        links: res.links,
        messages: res.messages,
        entities: res.entities,
      }
    : res.result;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw unreadable(path);
  return parsed.data as EndpointResult<E>;
}
