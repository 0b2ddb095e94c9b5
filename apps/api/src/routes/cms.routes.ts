/**
 * The content service under /cms (spec 2 §7): theme, site configuration (navigation, footer, components)
 * and pages, queried Directus-style with `fields`, `filter`, `sort`, `limit` and `offset`.
 */
import * as content from '@lottoshop/contracts/endpoints/content';
import { getActiveTheme, getPage, getSiteContentConfig, listPages } from '@lottoshop/core/content';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok, okPage } from '../http/envelope.ts';

export default async function cmsRoutes(app: ApiApp): Promise<void> {
  route(app, content.theme, async (req) => ok(await getActiveTheme(req.ctx)));
  route(app, content.siteConfig, async (req) => ok(await getSiteContentConfig(req.ctx)));
  route(app, content.pages, async (req) => okPage(await listPages(req.ctx, req.query)));
  route(app, content.page, async (req) =>
    ok(await getPage(req.ctx, { id: req.params.id, fields: req.query.fields })),
  );
}
