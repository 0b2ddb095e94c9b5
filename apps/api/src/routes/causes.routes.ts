/**
 * GET /v2/causes (a page of them, or the one with a url slug) and GET /v2/causes/{key}: the charities raffles
 * support.
 */
import * as offers from '@lottoshop/contracts/endpoints/offers';
import { getCause, listCauses } from '@lottoshop/core/catalog';
import { DomainError } from '@lottoshop/core/errors';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok, okPage } from '../http/envelope.ts';

export default async function causesRoutes(app: ApiApp): Promise<void> {
  route(app, offers.causes, async (req) => {
    const { slug, limit, offset } = req.query;
    return okPage(await listCauses(req.ctx, { urlSlug: slug, limit, offset }));
  });

  route(app, offers.cause, async (req) => {
    const cause = await getCause(req.ctx, { key: req.params.key });
    if (!cause) throw new DomainError('not_found', { message: 'There is no such cause.' });
    return ok(cause);
  });
}
