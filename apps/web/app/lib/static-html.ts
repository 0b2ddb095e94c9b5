import { createContext, type ReactNode, useContext } from 'react';

/**
 * Parts of a page that are the same for every visitor of the site, such as the full footer, are rendered once
 * per process on the server and sent as that HTML from then on (decision 062). The browser hydrates them with the
 * same components, which match the HTML because it is what they render.
 *
 * A part asks for its HTML by a key that holds everything it renders (its model as JSON), so a change of content,
 * capabilities or offers is a new key and never an old HTML. entry.server.tsx provides the cache; in the browser
 * (and in a render without it) there is none, and the part renders as usual.
 */
export type StaticHtmlOf = (key: string, render: () => ReactNode) => string;

export const StaticHtmlContext = createContext<StaticHtmlOf | null>(null);

export function useStaticHtml(): StaticHtmlOf | null {
  return useContext(StaticHtmlContext);
}
