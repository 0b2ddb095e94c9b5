import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RuntimeFallback, StatusErrorPage } from './error-pages.tsx';

function render(el: ReactElement): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, el)).replace(/&#x27;/g, "'");
}

describe('error pages', () => {
  it('404 has the wrong-turn wording and a link home', () => {
    const html = render(createElement(StatusErrorPage, { status: 404 }));
    expect(html).toContain('Something went wrong.');
    expect(html).toContain("It's looking like you may have taken a wrong turn.");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Try heading home and finding your bearing\.<\/a>/);
  });

  it('418 says no products are available', () => {
    const html = render(createElement(StatusErrorPage, { status: 418 }));
    expect(html).toContain("It's not you, it's us!");
    expect(html).toContain(
      'There are currently no products available, please check back later. Thank you for being patient.',
    );
  });

  it.each([500, 502, 504, 429])('%i uses the default wording', (status) => {
    const html = render(createElement(StatusErrorPage, { status }));
    expect(html).toContain("It's not you, it's us!");
    expect(html).toContain(
      'We are experiencing large load times on our server. Thank you for being patient.',
    );
  });

  it.each([
    [400, "We couldn't read what was sent. Please go back, check the form and try again."],
    [405, "This page can't take that kind of request. Please go back and use the form on the page."],
    [415, "What was sent isn't a form this page can read. Please go back and use the form on the page."],
    [422, "We couldn't handle that request. Please go back and try again."],
  ])('%i is a client error page, not the server wording, with a link home', (status, line) => {
    const html = render(createElement(StatusErrorPage, { status }));
    expect(html).toContain('Something went wrong.');
    expect(html).toContain(line);
    expect(html).toContain(`Error ${status}`);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the homepage<\/a>/);
    expect(html).not.toContain("It's not you, it's us!");
    expect(html).not.toContain('large load times');
  });

  it('503 is the maintenance page', () => {
    const html = render(createElement(StatusErrorPage, { status: 503 }));
    expect(html).toContain("There's a spanner in the works!");
    expect(html).toContain("We'll be up and running again soon after this scheduled maintenance.");
  });

  it('the runtime fallback offers a reload', () => {
    const html = render(createElement(RuntimeFallback));
    expect(html).toContain('Looks like something went wrong on our end.');
    expect(html).toContain('Please try reloading or go back to the');
    expect(html).toMatch(/<button[^>]*>Reload page<\/button>/);
  });
});
