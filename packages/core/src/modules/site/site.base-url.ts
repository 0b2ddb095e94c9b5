import { ne } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { siteSettings } from './site.tables.ts';

/**
 * Makes the shop's public address (configuration, PUBLIC_URL) the site's `base_url`, which e-mailed links, the
 * sitemap and the web's absolute addresses are built from; written only when it differs.
 */
export async function setSiteBaseUrl(ctx: Pick<Ctx, 'db'>, baseUrl: string): Promise<void> {
  const url = baseUrl.replace(/\/+$/, '');
  await ctx.db.update(siteSettings).set({ baseUrl: url }).where(ne(siteSettings.baseUrl, url));
}
