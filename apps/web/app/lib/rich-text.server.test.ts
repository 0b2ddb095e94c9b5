import { describe, expect, it } from 'vitest';
import { markdownToHtml, plainTextToHtml, sanitizeRichHtml } from './rich-text.server.ts';

describe('rich text', () => {
  it('renders markdown', () => {
    expect(markdownToHtml('## Title\n\nSome **bold** [link](https://example.com)')).toBe(
      '<h2>Title</h2>\n<p>Some <strong>bold</strong> <a href="https://example.com">link</a></p>\n',
    );
  });

  it('removes script, event handlers and javascript: links', () => {
    const out = sanitizeRichHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('adds rel to links opening a new tab and demotes h1', () => {
    expect(sanitizeRichHtml('<h1>A</h1><a href="https://x.test" target="_blank">x</a>')).toBe(
      '<h2>A</h2><a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes plain text', () => {
    expect(plainTextToHtml('a <b>\n\nc')).toBe('<p>a &#60;b&#62;</p><p>c</p>');
  });
});
