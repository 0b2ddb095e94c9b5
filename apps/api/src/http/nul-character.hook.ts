/**
 * preHandler: PostgreSQL refuses the NUL character (U+0000) in text and jsonb, so a string holding one would
 * fail deep inside a query as a 500. Every value of the body, the query and the path parameters is checked
 * once it has been validated (so text decoded from a JSON query parameter is covered too), and a NUL in any
 * of them is a 400 naming the field, before the cache or the handler sees the request.
 */
import { DomainError } from '@lottoshop/core/errors';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character (U+0000).';

const CONTAINERS = [
  ['body', 'body'],
  ['query', 'query'],
  ['params', 'params'],
] as const;

/** Dot paths (relative to `value`) of the strings or keys holding a NUL; `''` is `value` itself. */
export function nulPaths(value: unknown): string[] {
  const found = new Set<string>();
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.add(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => {
        stack.push({ value: item, path: join(path, String(i)) });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        // A key with a NUL cannot be named in the answer; its object is.
        if (key.includes('\u0000')) found.add(path);
        else stack.push({ value: child, path: join(path, key) });
      }
    }
  }
  return [...found].sort();
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

export function rejectNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const fields: Record<string, string[]> = {};
  for (const [part, name] of CONTAINERS) {
    for (const path of nulPaths(request[part])) fields[path === '' ? name : path] = [NUL_CHARACTER_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', { fields });
  done();
}
