/** GET /discover: the service families this server serves, with their absolute base URLs (spec 1 §7). */
import type { DiscoveryDto } from '@lottoshop/contracts/discovery';
import * as site from '@lottoshop/contracts/endpoints/site';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';
import { FAMILIES } from '../http/families.ts';

export default async function discoveryRoutes(app: ApiApp): Promise<void> {
  route(app, site.discover, async (req) => ok(servedFamilies(app, req)));
}

function baseUrl(request: FastifyRequest): string {
  return request.ctx.config.publicApiUrl ?? `${request.protocol}://${request.host}`;
}

/** Only the families this server has routes for: a family that serves nothing is not offered. */
function servedFamilies(app: ApiApp, request: FastifyRequest): DiscoveryDto {
  const base = baseUrl(request);
  return FAMILIES.flatMap((family) =>
    family.name === 'root' || family.name === 'ops' || !app.servedFamilies.includes(family.name)
      ? []
      : [
          {
            name: family.name,
            baseUrl: `${base}${family.prefix}`,
            versions: [...family.versions],
            signed: family.signed,
          },
        ],
  );
}
