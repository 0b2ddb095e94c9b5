import type { FastifyRequest } from 'fastify';

/** The single value of a request header (the first when repeated), or undefined when absent or empty. */
export function headerValue(
  request: { headers: FastifyRequest['headers'] },
  name: string,
): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}
