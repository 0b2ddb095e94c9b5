/**
 * How the shop calls the simulated processor's API, server to server, for every gateway it plays (cards and
 * PayPal): the secret key as a bearer token, JSON bodies, the deposit's id as the idempotency key, and a bounded
 * wait. Anything but a JSON answer below 500 is `gateway_unavailable`, which leaves the deposit pending for its
 * webhook or the reconciliation job.
 */
import { DomainError } from '../../errors.ts';

const TIMEOUT_MS = 15_000;

export type ProcessorCall = { method?: string; body?: unknown; idempotencyKey?: string };

export function processorClient(config: { apiUrl: string; secretKey: string }) {
  return async function call(
    path: string,
    init: ProcessorCall = {},
  ): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(new URL(path, config.apiUrl), {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new DomainError('gateway_unavailable');
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.status >= 500 || json === null) throw new DomainError('gateway_unavailable');
    return { status: res.status, json };
  };
}
