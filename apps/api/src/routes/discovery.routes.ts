/** GET /discover: the service families this server serves, with their absolute base URLs (spec 1 §7). */
import { DiscoveryDto } from '@lottoshop/contracts/discovery';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';
import { FAMILIES } from '../http/families.ts';

function baseUrl(request: FastifyRequest): string {
  return request.ctx.config.publicApiUrl ?? `${request.protocol}://${request.host}`;
}

export default async function discoveryRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/discover',
    { config: { cache: false }, schema: { response: { 200: DiscoveryDto } } },
    async (request) => {
      const base = baseUrl(request);
      // Only the families this server has routes for: a family that serves nothing is not offered.
      const families = FAMILIES.flatMap((family) =>
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
      return ok(families);
    },
  );
}
