/** The site module: the site's constants and global settings (`site_settings`, spec 2 §3). */
export { setSiteBaseUrl } from './site.base-url.ts';
export { getSiteConfig, getSiteSettings, siteCurrency, siteIsSetUp } from './site.queries.ts';
export type { SiteSettingsRow } from './site.tables.ts';
