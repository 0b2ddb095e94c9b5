import { PassThrough } from 'node:stream';
import { createElement, type ReactNode, useId, useState } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, EMPTY_CONTENT, type ShellData } from '../../lib/shell-data.ts';
import { staticHtmlOf } from '../../lib/static-html.server.ts';
import { StaticHtmlContext, type StaticHtmlOf } from '../../lib/static-html.ts';
import { SiteFooter } from './site-footer.tsx';

const SHELL: ShellData = {
  site: { ...DEFAULT_SITE, supportNumber: '1300 568 867' },
  capabilities: ['cookie_consent', 'responsible_gambling', 'terms_of_use'],
  signedIn: true,
  customer: null,
  cartCount: 0,
  content: {
    ...EMPTY_CONTENT,
    footerNav: [
      {
        label: 'Charities we support',
        linkType: 'internal',
        url: '/causes',
        childType: null,
        capabilities: [],
      },
    ],
    socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/lottoshop' }],
    paymentLogos: ['VISA', 'PAYPAL'],
    regulationImages: [
      { src: '/images/regulation/18-plus.svg', alt: 'Strictly 18+', href: '/about/responsible-gaming' },
    ],
    legalText: 'You must be 18 or over to play.',
    responsibleGamblingText: 'Think! About your choices.',
    brandMark: { src: '/images/logo.svg', alt: 'Lottoshop', href: '/' },
  },
  products: [
    { key: 'saturday_lotto', name: 'Saturday Lotto', kind: 'lottery', soldOnline: true },
    { key: 'oz_lotto', name: 'Oz Lotto', kind: 'lottery', soldOnline: false },
  ],
  themeCss: '',
  notice: null,
};

/** A component with hooks after the footer: the footer's own render must leave the page's render as it was. */
function After() {
  const id = useId();
  const [n] = useState(7);
  return createElement('p', { id }, `after ${n}`);
}

/** The page part as the web server renders it: React's streaming renderer, with or without the HTML cache. */
function serverRender(shell: ShellData, htmlOf: StaticHtmlOf | null): Promise<string> {
  const tree: ReactNode = createElement(
    'div',
    null,
    createElement('p', null, 'before'),
    createElement(SiteFooter, { shell }),
    createElement(After),
  );
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk: Buffer) => {
      html += chunk.toString('utf8');
    });
    out.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(createElement(StaticHtmlContext, { value: htmlOf }, tree), {
      onAllReady: () => pipe(out),
      onShellError: reject,
    });
  });
}

/** The server's cache (lib/static-html.server.ts), counting the renders it asks for. */
function countingCache(): { htmlOf: StaticHtmlOf; renders: () => number } {
  let renders = 0;
  return {
    htmlOf: (key, render) =>
      staticHtmlOf(key, () => {
        renders += 1;
        return render();
      }),
    renders: () => renders,
  };
}

describe('the full footer from the HTML cache (decision 062)', () => {
  it('is the very HTML the footer renders without it, hooks after it included', async () => {
    const { htmlOf } = countingCache();
    const plain = await serverRender(SHELL, null);
    expect(plain).toContain('Terms of use');
    expect(plain).toContain('Play Saturday Lotto');
    expect(await serverRender(SHELL, htmlOf)).toBe(plain);
    // Again, now from the cache.
    expect(await serverRender(SHELL, htmlOf)).toBe(plain);
  });

  it('renders once per model, and anew when anything it shows changes', async () => {
    const { htmlOf, renders } = countingCache();
    // A site of its own: the cache is the process's, and the test above has filled it with SHELL's footer.
    const shop: ShellData = { ...SHELL, site: { ...SHELL.site, siteName: 'Counted shop' } };
    await serverRender(shop, htmlOf);
    await serverRender({ ...shop, customer: null, cartCount: 3, signedIn: false }, htmlOf);
    expect(renders()).toBe(1);

    const changed: ShellData[] = [
      { ...shop, content: { ...shop.content, legalText: 'New legal text.' } },
      { ...shop, capabilities: [...shop.capabilities, 'native_app'] },
      { ...shop, products: shop.products.map((p) => ({ ...p, soldOnline: true })) },
      { ...shop, site: { ...shop.site, siteName: 'Another shop' } },
    ];
    for (const shell of changed) {
      const html = await serverRender(shell, htmlOf);
      expect(html).toBe(await serverRender(shell, null));
    }
    expect(renders()).toBe(1 + changed.length);
  });
});
