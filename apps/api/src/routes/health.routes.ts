/** GET /health: unsigned liveness check for start scripts and load balancers. */
import * as site from '@lottoshop/contracts/endpoints/site';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function healthRoutes(app: ApiApp): Promise<void> {
  route(app, site.health, async () => ok({ status: 'ok' as const }));
}
