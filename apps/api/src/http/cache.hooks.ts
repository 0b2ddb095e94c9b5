/**
 * GET caching (spec 1 §9). A route opts in with `config.cache: { ttlSeconds? }` (60 s by default); routes that
 * depend on the customer leave it out or set `false`. Key: method, URL without clear_cache, API version and
 * sub-variant. `?clear_cache` (any value) empties the whole cache and answers fresh.
 */
import { CACHE_TTL_SECONDS, CLEAR_CACHE_PARAM } from '@lottoshop/contracts/cache-ttl';
import { HEADER } from '@lottoshop/contracts/headers';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ResponseCache } from './response-cache.ts';

type Pending = { key: string; ttlSeconds: number };

/** The instants before which a cached answer must be thrown away, by reply (see `cacheUntil`). */
const validUntil = new WeakMap<FastifyReply, number>();

/**
 * Limits how long this answer may be cached to the first of `instants` still ahead (ISO strings or dates; nulls
 * and past ones are ignored): an answer naming the draw on sale must not outlive that draw's sales stop. Both the
 * API's cache and its Cache-Control (which the web server's cache honours) obey it.
 */
export function cacheUntil(
  request: FastifyRequest,
  reply: FastifyReply,
  instants: Iterable<string | Date | null | undefined>,
): void {
  const now = request.ctx.clock.now().getTime();
  let first: number | undefined;
  for (const instant of instants) {
    if (instant === null || instant === undefined) continue;
    const at = new Date(instant).getTime();
    if (Number.isFinite(at) && at > now && (first === undefined || at < first)) first = at;
  }
  if (first !== undefined) validUntil.set(reply, Math.min(first, validUntil.get(reply) ?? first));
}

function routeTtl(request: FastifyRequest): number | undefined {
  if (request.method !== 'GET') return undefined;
  const cache = request.routeOptions.config?.cache;
  if (!cache) return undefined;
  return cache.ttlSeconds ?? CACHE_TTL_SECONDS.default;
}

/** Splits off clear_cache; returns the URL to key on and whether clearing was asked for. */
export function stripClearCache(url: string): { url: string; clear: boolean } {
  const q = url.indexOf('?');
  if (q === -1) return { url, clear: false };
  // Most queries cannot name it (neither spelled out nor percent-encoded): no need to parse them.
  if (!url.includes(CLEAR_CACHE_PARAM, q) && !url.includes('%', q)) return { url, clear: false };
  const params = new URLSearchParams(url.slice(q + 1));
  if (!params.has(CLEAR_CACHE_PARAM)) return { url, clear: false };
  params.delete(CLEAR_CACHE_PARAM);
  const rest = params.toString();
  return { url: rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q), clear: true };
}

export function cacheHooks(cache: ResponseCache) {
  const pending = new WeakMap<FastifyRequest, Pending>();

  /**
   * onRequest, after the signature and version checks (server.ts): a hit skips authentication and validation,
   * which the same request passed when its answer was stored (routes that depend on the customer are not cached).
   */
  function serveFromCache(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const ttlSeconds = routeTtl(request);
    if (ttlSeconds === undefined) {
      done();
      return;
    }
    const { url, clear } = stripClearCache(request.url);
    if (clear) cache.clear();
    const key = [request.method, url, request.ctx.version ?? '', request.ctx.subVariant ?? ''].join(' ');
    const hit = clear ? undefined : cache.get(key);
    if (hit) {
      const remaining = Math.max(0, Math.ceil((hit.expiresAt - request.ctx.clock.now().getTime()) / 1000));
      // Answered: the hooks after this one are not run (done is not called).
      reply
        .header('cache-control', `public, max-age=${remaining}`)
        .header(HEADER.cache, 'HIT')
        .type(hit.contentType)
        .send(hit.body);
      return;
    }
    pending.set(request, { key, ttlSeconds });
    done();
  }

  /** onSend: stores fresh 200 answers of cacheable routes and sets Cache-Control on everything else. */
  function storeInCache(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ): void {
    if (reply.getHeader(HEADER.cache) === 'HIT') {
      done(null, payload);
      return;
    }
    const entry = pending.get(request);
    if (entry && reply.statusCode === 200 && typeof payload === 'string') {
      const until = validUntil.get(reply);
      const left =
        until === undefined
          ? entry.ttlSeconds
          : Math.floor((until - request.ctx.clock.now().getTime()) / 1000);
      const ttlSeconds = Math.max(0, Math.min(entry.ttlSeconds, left));
      if (ttlSeconds > 0) {
        cache.set(
          entry.key,
          payload,
          String(reply.getHeader('content-type') ?? 'application/json'),
          ttlSeconds,
        );
      }
      reply.header('cache-control', `public, max-age=${ttlSeconds}`).header(HEADER.cache, 'MISS');
    } else if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  }

  return { serveFromCache, storeInCache };
}
