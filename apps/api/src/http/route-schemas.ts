/**
 * onRoute: a route's 2xx response schema may be the bare result or a full envelope; bare results are wrapped
 * with envelopeOf so validation and the docs match what is sent; a route without one gets a loose envelope,
 * so every success is written by the wire-casing serializer. Error bodies are added for the docs.
 */
import { ErrorBody, envelopeOf, isEnvelopeSchema } from '@lottoshop/contracts/envelope';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

export function normaliseResponseSchemas(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as { response?: Record<string, unknown>; hide?: boolean };
  if (schema.hide) return;
  const response: Record<string, unknown> = { ...(schema.response ?? {}) };
  // Every success goes through the zod serializer, which writes the wire casing.
  if (!Object.keys(response).some((status) => status.startsWith('2')))
    response['2XX'] = envelopeOf(z.unknown());
  for (const [status, s] of Object.entries(response)) {
    if (status.startsWith('2') && s instanceof $ZodType && !isEnvelopeSchema(s)) {
      response[status] = envelopeOf(s as unknown as z.ZodType);
    }
  }
  response['4XX'] ??= ErrorBody;
  response['5XX'] ??= ErrorBody;
  schema.response = response;
  route.schema = schema;
}
