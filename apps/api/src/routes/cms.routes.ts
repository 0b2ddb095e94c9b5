/**
 * The content service under /cms (spec 2 §7): theme, site configuration (navigation, footer, components)
 * and pages, queried Directus-style with `fields`, `filter`, `sort`, `limit` and `offset`.
 */
import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import {
  PagePartialDto,
  PageQuery,
  PagesQuery,
  SiteContentConfigDto,
  ThemeDto,
} from '@lottoshop/contracts/content';
import { getActiveTheme, getPage, getSiteContentConfig, listPages } from '@lottoshop/core/content';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok, okPage } from '../http/envelope.ts';

const PageParams = z.object({ id: z.uuid({ message: 'The page id must be a UUID.' }) });

export default async function cmsRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/items/theme',
    { config: { cache: { ttlSeconds: CACHE_TTL_SECONDS.theme } }, schema: { response: { 200: ThemeDto } } },
    async (req) => ok(await getActiveTheme(req.ctx)),
  );

  app.get(
    '/items/site_config',
    {
      config: { cache: { ttlSeconds: CACHE_TTL_SECONDS.navigation } },
      schema: { response: { 200: SiteContentConfigDto } },
    },
    async (req) => ok(await getSiteContentConfig(req.ctx)),
  );

  app.get(
    '/items/pages',
    {
      config: { cache: { ttlSeconds: CACHE_TTL_SECONDS.default } },
      schema: { querystring: PagesQuery, response: { 200: z.array(PagePartialDto) } },
    },
    async (req) => {
      const page = await listPages(req.ctx, req.query);
      return okPage(page);
    },
  );

  app.get(
    '/items/pages/:id',
    {
      config: { cache: { ttlSeconds: CACHE_TTL_SECONDS.default } },
      schema: { params: PageParams, querystring: PageQuery, response: { 200: PagePartialDto } },
    },
    async (req) => ok(await getPage(req.ctx, { id: req.params.id, fields: req.query.fields })),
  );
}
