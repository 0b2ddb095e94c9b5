/**
 * The load generator every HTTP figure uses: autocannon, with latencies taken from its per-response event
 * (sub-millisecond, where its own histogram keeps whole milliseconds). Throughput is successful responses over
 * the time from the start to the last response (autocannon itself only stops on a whole-second tick, which
 * would stretch a short counted run); latency percentiles are of successful responses.
 */
import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  /** Run for this many seconds... */
  durationSeconds?: number;
  /** ...or send exactly this many requests (takes precedence). */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-request setup (e.g. a different customer each time); see autocannon's `requests`. */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  /** Status every response must have; others are counted as failures. Default: any 2xx. */
  expectStatus?: number;
  timeoutSeconds?: number;
};

export type LoadResult = {
  requests: number;
  ok: number;
  failed: number;
  /** A sample failure: status and the start of its body. */
  firstFailure: string | undefined;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let ok = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const isOk = (status: number) =>
    opts.expectStatus === undefined ? status >= 200 && status < 300 : status === opts.expectStatus;

  const request: autocannon.Request = {
    method: opts.method ?? 'GET',
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.body !== undefined ? { body: opts.body } : {}),
    ...(opts.setupRequest ? { setupRequest: opts.setupRequest } : {}),
    onResponse: (status: number, body: string) => {
      if (!isOk(status) && firstFailure === undefined)
        firstFailure = `${status} ${String(body).slice(0, 300)}`;
    },
  };

  const started = process.hrtime.bigint();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        pipelining: 1,
        timeout: opts.timeoutSeconds ?? 30,
        ...(opts.amount !== undefined ? { amount: opts.amount } : { duration: opts.durationSeconds ?? 10 }),
        requests: [request],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, status: number, _bytes: number, responseTime: number) => {
      lastResponse = process.hrtime.bigint();
      if (!isOk(status)) {
        failed += 1;
        return;
      }
      ok += 1;
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = responseTime;
    });
  });
  const seconds = Number(lastResponse - started) / 1e9;
  failed += result.errors;
  const sorted = latencies.subarray(0, count).sort();
  return {
    requests: ok + failed,
    ok,
    failed,
    firstFailure: firstFailure ?? (result.errors > 0 ? `${result.errors} connection errors` : undefined),
    seconds,
    rps: ok / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/**
 * The same figures for direct function calls: `count` calls of `fn(i)`, at most `concurrency` at a time,
 * timed one by one. A call that throws counts as failed (the first error is kept).
 */
export async function loadCalls(
  count: number,
  concurrency: number,
  fn: (index: number) => Promise<void>,
): Promise<LoadResult> {
  const latencies = new Float64Array(count);
  let done = 0;
  let failed = 0;
  let next = 0;
  let firstFailure: string | undefined;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const t0 = process.hrtime.bigint();
      try {
        await fn(index);
        latencies[done++] = Number(process.hrtime.bigint() - t0) / 1e6;
      } catch (err) {
        failed += 1;
        firstFailure ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = latencies.subarray(0, done).sort();
  return {
    requests: done + failed,
    ok: done,
    failed,
    firstFailure,
    seconds,
    rps: done / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}
