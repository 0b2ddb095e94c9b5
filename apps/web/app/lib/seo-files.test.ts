import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPaths, sitemapXml } from './seo-files.ts';

describe('robots.txt', () => {
  it('disallows everything when indexing is disabled', () => {
    expect(robotsTxt({ disableIndexing: true, baseUrl: 'https://shop.test' })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
  it('allows and points at the sitemap otherwise', () => {
    expect(robotsTxt({ disableIndexing: false, baseUrl: 'https://shop.test' })).toContain(
      'Sitemap: https://shop.test/sitemap.xml',
    );
  });
});

describe('sitemap', () => {
  it('lists only pages whose capability is present', () => {
    const none = sitemapPaths([]);
    expect(none).toContain('/');
    expect(none).toContain('/about/privacy');
    expect(none).not.toContain('/about/cookie-policy');
    expect(none).not.toContain('/about/terms-of-use');
    expect(none).not.toContain('/about/responsible-gaming');
    const all = sitemapPaths(['cookie_consent', 'terms_of_use', 'responsible_gambling']);
    expect(all).toContain('/about/cookie-policy');
    expect(all).toContain('/about/responsible-gaming');
  });

  it('lists the FAQ only without the support-FAQ capability', () => {
    expect(sitemapPaths([])).toContain('/about/faq');
    expect(sitemapPaths(['support_faq'])).not.toContain('/about/faq');
  });

  it('renders absolute, escaped URLs', () => {
    const xml = sitemapXml('https://shop.test', ['/', '/about']);
    expect(xml).toContain('<loc>https://shop.test/</loc>');
    expect(xml).toContain('<loc>https://shop.test/about</loc>');
  });
});
