import { describe, expect, it } from 'vitest';
import { cacheClear } from '../../lib/api-cache.server.ts';
import { startFakeApi } from '../../test/fake-api.server.ts';
import { loadContentPage, loadOfferCards } from './content.server.ts';

const api = startFakeApi();

const offer = (key: string, availability: string, displayOrder: number) => ({
  key,
  name: key,
  kind: 'lottery',
  description: 'A draw',
  availability,
  display_order: displayOrder,
  ticket_price: null,
  branding: null,
  next_draw: null,
});

describe('loadOfferCards', () => {
  it('lists the offers on sale in display order', async () => {
    api.reply = {
      status: 200,
      body: JSON.stringify({
        result: [offer('b', 'available', 2), offer('hidden', 'unavailable', 0), offer('a', 'available', 1)],
      }),
    };
    expect((await loadOfferCards({}))?.map((o) => o.key)).toEqual(['a', 'b']);
  });

  it('answers an empty list when nothing is on sale (the home page then shows the 418 page)', async () => {
    api.reply = { status: 200, body: JSON.stringify({ result: [offer('hidden', 'unavailable', 0)] }) };
    expect(await loadOfferCards({})).toEqual([]);
    cacheClear();
    api.reply = { status: 200, body: JSON.stringify({ result: [] }) };
    expect(await loadOfferCards({})).toEqual([]);
  });

  it('answers null when the offers could not be loaded, so an outage is not taken for "no products"', async () => {
    api.reply = { status: 500, body: JSON.stringify({ error: 'Something went wrong' }) };
    expect(await loadOfferCards({})).toBeNull();
    cacheClear();
    api.reply = { status: 200, body: JSON.stringify({ result: { unexpected: true } }) };
    expect(await loadOfferCards({})).toBeNull();
  });
});

describe('loadContentPage', () => {
  const page = {
    id: 'p1',
    path: '/',
    template: 'home',
    name: 'Home',
    status: 'published',
    seo: { title: 'Home', description: '', no_index: false },
    subnavigation_menu: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    sections: [
      {
        kind: 'content_grid',
        heading: 'Why play with us',
        items: [
          { title: 'Tickets in your account', body: 'Always safe.', icon: null },
          {
            title: 'Withdraw to your bank',
            body: 'Any time.',
            icon: null,
            capabilities: ['wallet_withdrawal'],
          },
        ],
      },
      {
        kind: 'call_to_action',
        heading: 'Set a spend limit',
        body: null,
        button_label: 'Limits',
        button_url: '/my-account/limits',
        capabilities: ['spend_limits', 'responsible_gambling'],
      },
      { kind: 'divider_line', capabilities: [] },
    ],
  };

  it('shows sections and grid items only when the site has their capabilities on', async () => {
    api.reply = { status: 200, body: JSON.stringify({ result: [page] }) };
    const off = await loadContentPage('/', { siteCapabilities: ['responsible_gambling'] });
    expect(off.sections.map((s) => s.kind)).toEqual(['content_grid', 'divider_line']);
    const grid = off.sections[0] as { items: { title: string }[] };
    expect(grid.items.map((i) => i.title)).toEqual(['Tickets in your account']);

    cacheClear();
    const on = await loadContentPage('/', {
      siteCapabilities: ['responsible_gambling', 'spend_limits', 'wallet_withdrawal'],
    });
    expect(on.sections.map((s) => s.kind)).toEqual(['content_grid', 'call_to_action', 'divider_line']);
    expect((on.sections[0] as { items: unknown[] }).items).toHaveLength(2);
  });

  it('leaves out sub-navigation links to about pages the site has switched off', async () => {
    const about = {
      ...page,
      path: '/about',
      subnavigation_menu: [
        { label: 'About us', url: '/about' },
        { label: 'Cookie policy', url: '/about/cookie-policy' },
        { label: 'Terms of use', url: '/about/terms-of-use' },
      ],
    };
    cacheClear();
    api.reply = { status: 200, body: JSON.stringify({ result: [about] }) };
    const off = await loadContentPage('/about', { siteCapabilities: ['terms_of_use'] });
    expect(off.subnavigation.map((l) => l.url)).toEqual(['/about', '/about/terms-of-use']);
    cacheClear();
    const on = await loadContentPage('/about', { siteCapabilities: ['terms_of_use', 'cookie_consent'] });
    expect(on.subnavigation).toHaveLength(3);
  });
});
