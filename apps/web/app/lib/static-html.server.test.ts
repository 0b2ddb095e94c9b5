import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_PARTS, staticHtmlOf } from './static-html.server.ts';

describe("the server's cache of site-wide parts' HTML", () => {
  it('renders a key once, and keeps at most MAX_PARTS keys, dropping the oldest', () => {
    let renders = 0;
    const part = (text: string) => () => {
      renders += 1;
      return createElement('span', null, text);
    };
    expect(staticHtmlOf('test:a', part('a'))).toBe('<span>a</span>');
    expect(staticHtmlOf('test:a', part('other'))).toBe('<span>a</span>');
    expect(renders).toBe(1);
    for (let i = 0; i < MAX_PARTS; i++) staticHtmlOf(`test:${i}`, part(String(i)));
    // 'test:a' was the oldest: it is rendered again, from what is asked now.
    expect(staticHtmlOf('test:a', part('b'))).toBe('<span>b</span>');
    expect(staticHtmlOf(`test:${MAX_PARTS - 1}`, part('x'))).toBe(`<span>${MAX_PARTS - 1}</span>`);
  });
});
