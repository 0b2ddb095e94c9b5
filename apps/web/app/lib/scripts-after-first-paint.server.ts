/**
 * The page's scripts load after its first paint (decision 060). A page is rendered on the server: its style sheet
 * and the images in view are all its first paint needs, and its links work before hydration. React Router writes a
 * `<link rel="modulepreload">` into the head for each of the ~25 scripts a page hydrates with, and one inline module
 * script near the end of the body that imports them and starts hydration; the browser fetches all of them while the
 * page is still being painted.
 *
 * Two cuts of the rendered page (see `htmlCuts`) move that to just after the first paint, without changing what is
 * loaded or run: the head loses its module preloads, and the module script becomes a small classic script that,
 * once the page has painted, adds the same preloads to the head (all fetched at once, as before) and then the same
 * module script, with the page's nonce. A page in a background tab is not painted: its scripts load at once.
 */
import type { HtmlCut } from './html-cuts.server.ts';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /^<script([^>]*)>([\s\S]*)<\/script>$/;
const NONCE = / nonce="([^"]*)"/;
/** The longest a page waits for its first paint before its scripts load anyway. */
const FALLBACK_MS = 2000;

/** An attribute's value as written by React (it escapes `&`, `<`, `>`, `"` and `'`). */
function attributeValue(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** JSON for a value inside an inline script: nothing in it can close the script or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The loader that takes the module script's place. It starts the scripts once the browser reports the page's first
 * contentful paint (a `paint` performance entry, reported once that frame is on screen), at once where nothing will
 * be painted (a tab in the background, a browser without paint timing), and after `FALLBACK_MS` whatever happens,
 * so a page that paints nothing still hydrates.
 */
function loader(preloads: readonly string[], moduleSource: string, nonce: string | undefined): string {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return (
    `<script${attribute}>(()=>{` +
    `const d=document,n=d.currentScript&&d.currentScript.nonce,p=${scriptJson(preloads)},m=${scriptJson(moduleSource)};` +
    'let started=false;' +
    'const go=()=>{if(started)return;started=true;const h=d.head;' +
    "for(const u of p){const l=d.createElement('link');l.rel='modulepreload';l.href=u;if(n)l.nonce=n;h.append(l)}" +
    "const s=d.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=m;h.append(s)};" +
    "const P=window.PerformanceObserver;if(d.visibilityState!=='visible'||!P||!(P.supportedEntryTypes||[]).includes('paint'))return go();" +
    "new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
    `setTimeout(go,${FALLBACK_MS})` +
    '})()</script>'
  );
}

/** The two cuts of one page: a new pair for every answer (the head's preload links are kept for the loader). */
export function scriptsAfterFirstPaint(): HtmlCut[] {
  const preloads: { link: string; href: string }[] = [];
  return [
    {
      markers: ['</head>'],
      rewrite(head) {
        return head.replace(MODULE_PRELOAD, (link, href: string) => {
          preloads.push({ link, href: attributeValue(href) });
          return '';
        });
      },
    },
    {
      from: '<script',
      markers: ['type="module"', '</script>'],
      rewrite(script) {
        const parts = MODULE_SCRIPT.exec(script);
        // Not the shape React Router writes: the preloads go back beside it, and it runs as it is.
        if (!parts) return preloads.map(({ link }) => link).join('') + script;
        const [, attributes = '', source = ''] = parts;
        return loader(
          preloads.map(({ href }) => href),
          source,
          NONCE.exec(attributes)?.[1],
        );
      },
    },
  ];
}
