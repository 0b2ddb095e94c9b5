/** GET /health: unsigned liveness check for start scripts and load balancers. */
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

const Health = z.object({ status: z.literal('ok') });

export default async function healthRoutes(app: ApiApp): Promise<void> {
  app.get('/health', { schema: { response: { 200: Health } } }, async () => ok({ status: 'ok' as const }));
}
