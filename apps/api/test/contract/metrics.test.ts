import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The `_count` sample of the duration histogram for one label set, or undefined when there is none. */
function requestCount(text: string, labels: { method: string; route: string; status_code: string }) {
  const wanted = `http_request_duration_seconds_count{method="${labels.method}",route="${labels.route}",status_code="${labels.status_code}"}`;
  const line = text.split('\n').find((l) => l.startsWith(`${wanted} `));
  return line === undefined ? undefined : Number(line.slice(wanted.length + 1));
}

describe('GET /metrics (Prometheus)', () => {
  it('answers the text exposition format, unsigned, outside the envelope and never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('{')).toBe(false);
    // Default process metrics.
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('times requests by method, route pattern and status code, never by raw URL', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/v2/items/:id', status_code: '200' };
    const start = requestCount(before, labels) ?? 0;
    for (const id of ['a1', 'b2', 'c3']) {
      const res = await t.app.inject({ method: 'GET', url: `/v2/items/${id}`, headers: t.headers() });
      expect(res.statusCode).toBe(200);
    }
    const rejected = await t.app.inject({ method: 'GET', url: '/v2/items/a1' }); // unsigned
    expect(rejected.statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: '/no/such/path-8f3a' });

    const after = await scrape();
    expect(requestCount(after, labels)).toBe(start + 3);
    expect(requestCount(after, { ...labels, status_code: '401' })).toBeGreaterThanOrEqual(1);
    expect(
      requestCount(after, { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('a1');
    expect(after).not.toContain('path-8f3a');
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v2\/items\/:id"/,
    );
  });

  it('is left out of the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(res.json().paths)).not.toContain('/metrics');
  });
});
