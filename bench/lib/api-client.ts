/** Signed calls to the API (spec 1 §7 request signing), for setting up and checking benchmark data. */
import { createHmac } from 'node:crypto';
import { HEADER } from '@lottoshop/contracts/headers';
import { signingPayload } from '@lottoshop/contracts/signing';

export const BENCH_APP_KEY = 'lottoshop-bench';
export const BENCH_APP_SECRET = 'bench-secret-not-for-production';

export type Caller = { customerToken: string; accessToken: string };

export function signedHeaders(opts: {
  version: string;
  caller?: Caller;
  now?: Date;
}): Record<string, string> {
  const timestamp = String(Math.floor((opts.now ?? new Date()).getTime() / 1000));
  const customerToken = opts.caller?.customerToken ?? '';
  const signature = createHmac('sha256', BENCH_APP_SECRET)
    .update(signingPayload(BENCH_APP_KEY, timestamp, customerToken))
    .digest('hex');
  const headers: Record<string, string> = {
    [HEADER.appKey]: BENCH_APP_KEY,
    [HEADER.timestamp]: timestamp,
    [HEADER.signature]: signature,
    [HEADER.apiVersion]: opts.version,
  };
  if (opts.caller) {
    headers[HEADER.customerToken] = opts.caller.customerToken;
    headers.authorization = `Bearer ${opts.caller.accessToken}`;
  }
  return headers;
}

/** One signed JSON call; throws with the answer when the status is not the one expected. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { version: string; caller?: Caller; body?: unknown; expect: number },
): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...signedHeaders(opts),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== opts.expect) {
    throw new Error(
      `${method} ${path} answered ${res.status} (expected ${opts.expect}): ${text.slice(0, 500)}`,
    );
  }
  return text === '' ? null : JSON.parse(text);
}

/** Runs `task` for every item with at most `concurrency` at a time; the first failure stops the rest. */
export async function eachLimited<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const index = next++;
      try {
        await task(items[index]!, index);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  if (failure !== undefined) throw failure;
}
