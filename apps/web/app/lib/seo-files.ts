import { ABOUT_PAGE_CAPABILITY } from './about-pages.ts';
import { hasCapability } from './shell-data.ts';

/** robots.txt: everything disallowed when the site disables indexing, otherwise allowed with the sitemap. */
export function robotsTxt(opts: { disableIndexing: boolean; baseUrl: string }): string {
  if (opts.disableIndexing) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${opts.baseUrl}/sitemap.xml\n`;
}

/**
 * The public pages a crawler may list, following the same capabilities as the pages themselves.
 * The FAQ is listed only when the support-FAQ capability is absent (spec 1 §2).
 */
export function sitemapPaths(capabilities: readonly string[]): string[] {
  const paths = ['/'];
  for (const [path, capability] of Object.entries(ABOUT_PAGE_CAPABILITY)) {
    if (capability && !hasCapability(capabilities, capability)) continue;
    if (path === '/about/faq' && hasCapability(capabilities, 'support_faq')) continue;
    paths.push(path);
  }
  return paths;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${baseUrl}${p === '/' ? '/' : p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
