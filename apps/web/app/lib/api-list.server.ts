/**
 * A list answer read item by item (decision 074's client, for the pages that show what they can): the items the
 * endpoint's item schema cannot read are left out rather than failing the page, as the raffles page leaves out a
 * raffle the API sent half-made. The answer itself must still be a list; anything else is a 422 `ApiError`.
 */
import type { EndpointDefinition } from '@lottoshop/contracts/endpoint';
import { z } from 'zod';
import { type CallAnswer, type CallOptions, call } from './api-client.server.ts';

/** An endpoint whose result is a list. */
export type ListEndpoint = EndpointDefinition & { response: z.ZodArray<z.ZodType> };

export async function callList<const E extends ListEndpoint>(
  e: E,
  opts: CallOptions<E>,
): Promise<CallAnswer<E>> {
  const loose = { ...e, response: z.array(z.unknown()) };
  const res = await call(loose, opts as unknown as CallOptions<typeof loose>);
  const item = e.response.element;
  const result = res.result.flatMap((raw) => {
    const parsed = item.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  return { ...res, result: result as CallAnswer<E>['result'] };
}
