/**
 * The operator CLI's one client of the API (decision 074): a call names an endpoint of the catalogue
 * (`@lottoshop/contracts/endpoints/operations`), the path is filled from its params, the query and body go in
 * the wire's snake_case with the operator token, and a successful answer is read by the endpoint's own response
 * schema, once. An error answer comes back as its status and body, for the CLI to print.
 */
import { keysToCamel, keysToSnake } from '@lottoshop/contracts/casing';
import {
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  pathWith,
  servedPath,
} from '@lottoshop/contracts/endpoint';

type Needs<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call of `E` sends: its params, query and body as the endpoint's schemas take them. */
export type CallInput<E extends EndpointDefinition> = Needs<'params', EndpointParams<E>> &
  Needs<'query', EndpointQuery<E>> &
  Needs<'body', EndpointBody<E>>;

export type Answer<E extends EndpointDefinition> =
  | { ok: true; result: EndpointResult<E> }
  | { ok: false; status: number; body: unknown };

export type OpsCall = <E extends EndpointDefinition>(e: E, input: CallInput<E>) => Promise<Answer<E>>;

/** The API could not be reached at all (not started, wrong address). */
export class UnreachableError extends Error {}

/** The API answered with a success the endpoint's schema cannot read: the API and the catalogue disagree. */
export class UnreadableAnswerError extends Error {}

export function opsClient(opts: { apiUrl: string; token: string }): OpsCall {
  return async (e, input) => {
    const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
    const path = pathWith(servedPath(e), params as Record<string, unknown> | undefined);
    const search = query === undefined ? '' : `?${new URLSearchParams(keysToSnake(query))}`;
    const headers: Record<string, string> = { authorization: `Bearer ${opts.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${opts.apiUrl}${path}${search}`, {
        method: e.method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(keysToSnake(body)) }),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new UnreachableError(cause?.code ?? cause?.message ?? (error as Error).message);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) return { ok: false, status: response.status, body: json };
    if (e.response === undefined) return { ok: true, result: undefined as EndpointResult<typeof e> };
    const parsed = e.response.safeParse(keysToCamel((json as { result?: unknown } | undefined)?.result));
    if (!parsed.success) {
      throw new UnreadableAnswerError(
        `${e.method} ${path}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(result)'} ${i.message}`).join('; ')}`,
      );
    }
    return { ok: true, result: parsed.data as EndpointResult<typeof e> };
  };
}
