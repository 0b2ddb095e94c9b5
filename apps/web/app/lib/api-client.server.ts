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
  pathWith,
} from '@lottoshop/contracts/endpoint';
import { isEnvelopeSchema } from '@lottoshop/contracts/envelope';
import { type ApiCallOptions, type ApiFamily, type ApiResponse, callApi } from './api.server.ts';
import { ApiError } from './api-errors.ts';

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

/** An answer the endpoint's schema cannot read (the API and the catalogue disagree). */
export function unreadable(path: string): ApiError {
  return new ApiError(422, path, {
    message: 'The API sent a response that could not be read',
    fields: {},
    messages: [],
  });
}

export async function call<const E extends EndpointDefinition>(
  e: E,
  opts: CallOptions<E>,
): Promise<CallAnswer<E>> {
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
  return { ...res, result: readResult(e, path, res) };
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
  if (schema === undefined) return undefined as EndpointResult<E>;
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
