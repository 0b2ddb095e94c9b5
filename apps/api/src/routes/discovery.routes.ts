/** GET /discover: the service families with their absolute base URLs (spec 1 §7). */
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
      const families = FAMILIES.flatMap((family) =>
        family.name === 'root' || family.name === 'ops'
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
