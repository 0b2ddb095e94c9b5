/**
 * Prometheus metrics at `GET /metrics` (text exposition format): the default Node.js process metrics and
 * `http_request_duration_seconds`, a histogram labelled by method, route pattern and status code, and
 * `lottoshop_job_runs_total`, the periodic jobs' turns by job and outcome (ran, skipped: another process held the
 * job's lease, failed). The route
 * label is the declared pattern (`/v2/causes/:key`), never the raw URL, and `unmatched` for paths no route
 * serves, so a flood of odd URLs cannot grow the label set. The endpoint is not signed, not wrapped in the
 * envelope and not part of the OpenAPI document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';
/** Label of requests that matched no route (404s of unknown paths). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Process metrics are collected once per process, however many servers it builds (tests build many). */
let processRegistry: Registry | undefined;
function sharedProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

let jobRuns: Counter<'job' | 'outcome'> | undefined;
/** Counts a periodic job's turn in this process. */
export function recordJobRun(job: string, outcome: 'ran' | 'skipped' | 'failed'): void {
  jobRuns ??= new Counter({
    name: 'lottoshop_job_runs_total',
    help: "Periodic jobs' turns in this process, by job and outcome (skipped: another process held the lease).",
    labelNames: ['job', 'outcome'] as const,
    registers: [sharedProcessRegistry()],
  });
  jobRuns.inc({ job, outcome });
}

/** Route pattern of a request, e.g. `/v2/draw/details/:productOfferKey/:drawNo`. */
export function routeLabel(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}

/** Adds the request timing hook and the `/metrics` route; call before the route modules are registered. */
export function registerMetrics(app: FastifyInstance): void {
  const httpRegistry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [httpRegistry],
  });

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    duration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const merged = Registry.merge([sharedProcessRegistry(), httpRegistry]);
    const body = await merged.metrics();
    return reply.header('cache-control', 'no-store').type(merged.contentType).send(body);
  });
}
