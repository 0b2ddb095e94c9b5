/**
 * The server's cache of site-wide page parts' HTML (lib/static-html.ts, decision 062): rendered by React's
 * renderToString on first use, then kept by key. A key holds the part's whole model, so nothing here expires; the
 * oldest entry goes when there are more than MAX_PARTS (a site has a handful: one per sub-variant's capabilities).
 */
import { renderToString } from 'react-dom/server';
import type { StaticHtmlOf } from './static-html.ts';

export const MAX_PARTS = 64;

const parts = new Map<string, string>();

/** The HTML of the part with this key, rendered now if it has not been. */
export const staticHtmlOf: StaticHtmlOf = (key, render) => {
  const known = parts.get(key);
  if (known !== undefined) return known;
  const html = renderToString(render());
  if (parts.size >= MAX_PARTS) parts.delete(parts.keys().next().value as string);
  parts.set(key, html);
  return html;
};
