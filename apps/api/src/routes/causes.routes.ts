/**
 * GET /v2/causes (a page of them, or the one with a url slug) and GET /v2/causes/{key}: the charities raffles
 * support.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { CauseDto } from '@lottoshop/contracts/catalog';
import { intQuery } from '@lottoshop/contracts/int-query';
import { getCause, listCauses } from '@lottoshop/core/catalog';
import { DomainError } from '@lottoshop/core/errors';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok, okPage } from '../http/envelope.ts';

const CausesQuery = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'A cause slug has lower-case letters, digits and dashes.')
    .optional(),
  limit: intQuery({ min: 1, max: 100 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});
const CauseParams = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,100}$/, 'A cause key has lower-case letters, digits and underscores.'),
});

export default async function causesRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/causes',
    {
      config: { versions: API_VERSIONS, cache: { ttlSeconds: 60 } },
      schema: { querystring: CausesQuery, response: { 200: z.array(CauseDto) } },
    },
    async (req) => {
      const { slug, limit, offset } = req.query;
      const page = await listCauses(req.ctx, { urlSlug: slug, limit, offset });
      return okPage(page);
    },
  );

  app.get(
    '/causes/:key',
    {
      config: { versions: API_VERSIONS, cache: { ttlSeconds: 60 } },
      schema: { params: CauseParams, response: { 200: CauseDto } },
    },
    async (req) => {
      const cause = await getCause(req.ctx, { key: req.params.key });
      if (!cause) throw new DomainError('not_found', { message: 'There is no such cause.' });
      return ok(cause);
    },
  );
}
