/**
 * The content service under /cms (spec 2 §7): theme, site configuration (navigation, footer, components) and
 * pages, queried Directus-style with `fields`, `filter`, `sort`, `limit` and `offset`. The service may answer in its
 * own `{ data }` form; the web's client reads either.
 */

import { z } from 'zod';
import { CACHE_TTL_SECONDS } from '../cache-ttl.ts';
import {
  PageParams,
  PagePartialDto,
  PageQuery,
  PagesQuery,
  SiteContentConfigDto,
  ThemeDto,
} from '../content.ts';
import { endpoint } from '../endpoint.ts';

export const theme = endpoint({
  method: 'GET',
  family: 'cms',
  path: '/items/theme',
  summary: "The shop's active theme",
  caller: 'app',
  response: ThemeDto,
  cache: { ttlSeconds: CACHE_TTL_SECONDS.theme },
});

export const siteConfig = endpoint({
  method: 'GET',
  family: 'cms',
  path: '/items/site_config',
  summary: 'Navigation, footer and components of the site',
  caller: 'app',
  response: SiteContentConfigDto,
  cache: { ttlSeconds: CACHE_TTL_SECONDS.navigation },
});

export const pages = endpoint({
  method: 'GET',
  family: 'cms',
  path: '/items/pages',
  summary: 'A page of content pages, filtered, sorted and with the fields asked for',
  caller: 'app',
  query: PagesQuery,
  response: z.array(PagePartialDto),
  cache: { ttlSeconds: CACHE_TTL_SECONDS.default },
});

export const page = endpoint({
  method: 'GET',
  family: 'cms',
  path: '/items/pages/:id',
  summary: 'One content page with the fields asked for',
  caller: 'app',
  params: PageParams,
  query: PageQuery,
  response: PagePartialDto,
  cache: { ttlSeconds: CACHE_TTL_SECONDS.default },
});
