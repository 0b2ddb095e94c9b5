import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isActivePath, ShellNavigation, ShopLink, ShopNavLink } from './shop-link.tsx';

function render(at: string, el: ReactElement): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [at] }, createElement(ShellNavigation, null, el)),
  );
}

describe('isActivePath', () => {
  it.each([
    ['/my-account', '/my-account', true],
    ['/my-account/deposit', '/my-account', true],
    ['/My-Account/deposit', '/my-account', true],
    ['/my-accounts', '/my-account', false],
    ['/', '/', true],
    ['/cart', '/', false],
    ['/lotto-results', '/lotto-results?page=2', true],
    ['/about/faq', '/about/', true],
    ['/about', '/about/faq', false],
  ])('%s under %s: %s', (pathname, to, active) => {
    expect(isActivePath(pathname, to)).toBe(active);
  });
});

describe('ShopLink and ShopNavLink', () => {
  it('render a plain anchor to the path, with the given attributes', () => {
    const html = render(
      '/',
      createElement(ShopLink, { to: '/cart', className: 'c', 'aria-label': 'Cart' }, 'Cart'),
    );
    expect(html).toBe('<a class="c" aria-label="Cart" href="/cart">Cart</a>');
  });

  it('mark the link of the section shown as the current page', () => {
    const link = (to: string) =>
      createElement(ShopNavLink, { to, className: 'item', activeClassName: 'on' }, to);
    expect(render('/my-account/deposit', link('/my-account'))).toBe(
      '<a aria-current="page" class="item on" href="/my-account">/my-account</a>',
    );
    expect(render('/my-account/deposit', link('/cart'))).toBe('<a class="item" href="/cart">/cart</a>');
  });
});
