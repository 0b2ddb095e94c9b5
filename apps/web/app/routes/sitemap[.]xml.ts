import { loadPageContext } from '../lib/guards.server.ts';
import { sitemapPaths, sitemapXml } from '../lib/seo-files.ts';

export async function loader({ request }: { request: Request }) {
  const { config, capabilities } = await loadPageContext(request);
  // Served even when indexing is disabled: robots.txt and the robots meta tag are what keep crawlers out.
  return new Response(sitemapXml(config.baseUrl, sitemapPaths(capabilities)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
