/**
 * The list of what this server serves, kept as routes are added, so a test compares it with the endpoint
 * catalogue (decision 074): every route must be registered from a catalogue endpoint, and every endpoint served.
 */
import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';

export type ServedRoute = {
  method: string;
  /** The full path, family prefix included, Fastify style (`/v2/funds/:id`). */
  url: string;
  config: FastifyContextConfig;
  /** Left out of the OpenAPI document (the document's own pages). */
  hidden: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    servedRoutes: readonly ServedRoute[];
  }
}

/** Call on the root instance before any route is added. */
export function recordServedRoutes(app: FastifyInstance): void {
  const served: ServedRoute[] = [];
  app.decorate('servedRoutes', served);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) {
      // Fastify adds a HEAD route of its own for every GET; the GET stands for both.
      if (method === 'HEAD' && served.some((r) => r.method === 'GET' && r.url === route.url)) continue;
      served.push({ method, url: route.url, config: route.config ?? {}, hidden });
    }
  });
}
