import { robotsTxt } from '../lib/seo-files.ts';
import { readVisitor } from '../lib/session.server.ts';
import { loadSiteConfig } from '../lib/site.server.ts';

export async function loader({ request }: { request: Request }) {
  let body: string;
  try {
    const config = await loadSiteConfig(readVisitor(request).identity);
    body = robotsTxt(config);
  } catch {
    // Without the site's settings we cannot know indexing is allowed: ask crawlers to stay out for now.
    body = robotsTxt({ disableIndexing: true, baseUrl: '' });
  }
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
