/**
 * The API's own request counts, read from its Prometheus endpoint (GET /metrics, histogram
 * `http_request_duration_seconds` by method, route pattern and status): taken before and after a run, the
 * difference says which API calls a page view made and how long the API spent on them.
 */
export type RouteCalls = Map<string, { count: number; seconds: number }>;

export async function apiCalls(apiUrl: string): Promise<RouteCalls> {
  const res = await fetch(`${apiUrl}/metrics`);
  const text = await res.text();
  const calls: RouteCalls = new Map();
  const line = /^http_request_duration_seconds_(count|sum)\{([^}]*)\} ([0-9.e+-]+)$/;
  for (const row of text.split('\n')) {
    const match = line.exec(row);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as const),
    );
    if (labels.route === '/metrics') continue;
    const key = `${labels.method} ${labels.route} ${labels.status_code}`;
    const entry = calls.get(key) ?? { count: 0, seconds: 0 };
    if (match[1] === 'count') entry.count += Number(match[3]);
    else entry.seconds += Number(match[3]);
    calls.set(key, entry);
  }
  return calls;
}

/** after − before, routes with no calls left out, most called first. */
export function diffCalls(before: RouteCalls, after: RouteCalls): RouteCalls {
  const diff: RouteCalls = new Map();
  for (const [key, a] of after) {
    const b = before.get(key) ?? { count: 0, seconds: 0 };
    if (a.count > b.count) diff.set(key, { count: a.count - b.count, seconds: a.seconds - b.seconds });
  }
  return new Map([...diff].sort((x, y) => y[1].count - x[1].count));
}

/** "GET /v2/x 200: 2.0 per page, 3.1 ms mean; …" for `pages` page views. */
export function describeCalls(calls: RouteCalls, pages: number): string {
  const total = [...calls.values()].reduce((n, c) => n + c.count, 0);
  if (total === 0)
    return 'API calls per page view: none (the web server answered them all from its own cache)';
  const parts = [...calls].map(
    ([key, c]) =>
      `\`${key}\` ${(c.count / pages).toFixed(2)}× (${((c.seconds / c.count) * 1000).toFixed(1)} ms mean)`,
  );
  return `API calls per page view: ${(total / pages).toFixed(2)} — ${parts.join('; ')}`;
}

/** The API process's periodic-job turns (`lottoshop_job_runs_total`), by "job outcome". */
export async function jobRuns(apiUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${apiUrl}/metrics`)).text();
  const runs = new Map<string, number>();
  for (const match of text.matchAll(/^lottoshop_job_runs_total\{([^}]*)\} ([0-9.e+-]+)$/gm)) {
    const job = /job="([^"]*)"/.exec(match[1]!)?.[1] ?? '?';
    const outcome = /outcome="([^"]*)"/.exec(match[1]!)?.[1] ?? '?';
    runs.set(`${job} ${outcome}`, Number(match[2]));
  }
  return runs;
}
