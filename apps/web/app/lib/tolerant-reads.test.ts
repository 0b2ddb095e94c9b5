import { describe, expect, it } from 'vitest';
import { startFakeApi } from '../test/fake-api.server.ts';
import { cacheClear } from './api-cache.server.ts';
import { DEFAULT_SITE } from './shell-data.ts';
import { loadSiteConfig, loadTheme } from './site.server.ts';

const api = startFakeApi();

/** The site config, offers and content are read tolerantly (decision 080): one bad field does not cost the rest. */
describe('tolerant reads of the site config', () => {
  it('keeps every readable field when one field cannot be read', async () => {
    cacheClear();
    api.reply = {
      status: 200,
      body: {
        result: { site_name: 42, support_email: 'help@shop.test', maintenance: true, capabilities: ['a'] },
      },
    };
    const config = await loadSiteConfig({});
    expect(config.siteName).toBe(DEFAULT_SITE.siteName);
    expect(config.supportEmail).toBe('help@shop.test');
    expect(config.maintenance).toBe(true);
    expect(config.siteCapabilities).toEqual(['a']);
  });

  it('falls back to the defaults when the answer is not an object at all', async () => {
    cacheClear();
    api.reply = { status: 200, body: { result: 'nonsense' } };
    const config = await loadSiteConfig({});
    expect(config.siteName).toBe(DEFAULT_SITE.siteName);
    expect(config.maintenance).toBe(false);
  });

  it('reads a theme the content service answers unreadably as none', async () => {
    cacheClear();
    api.reply = { status: 200, body: { result: [{ colours: 'not a theme' }] } };
    expect(await loadTheme()).toBeNull();
  });

  it('shares the read of a cached answer between requests', async () => {
    cacheClear();
    api.reply = { status: 200, body: { result: { site_name: 'Shop' } } };
    const first = await loadSiteConfig({});
    const again = await loadSiteConfig({});
    expect(again).toEqual(first);
    expect(api.seen.length).toBe(1);
  });
});
