/**
 * Server rendering (React Router's default entry for Node), plus the response's Content-Security-Policy nonce
 * (decision 023): the web server makes one per response and passes it in the load context; it goes to
 * ServerRouter (the route modules' inline scripts), to React's own inline scripts (streaming) and, through
 * NonceContext, to the page shell's <Scripts>, <ScrollRestoration> and theme <style>. Site-wide parts of the page
 * (the full footer) come from the process's cache of their HTML, through StaticHtmlContext (decision 062).
 */
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext, nonceFromLoadContext } from './lib/csp-nonce.ts';
import { htmlCuts } from './lib/html-cuts.server.ts';
import { scriptsAfterFirstPaint } from './lib/scripts-after-first-paint.server.ts';
import { staticHtmlOf } from './lib/static-html.server.ts';
import { StaticHtmlContext } from './lib/static-html.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nonceFromLoadContext(loadContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StaticHtmlContext value={staticHtmlOf}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticHtmlContext>
      </NonceContext.Provider>,
      {
        ...(nonce === undefined ? {} : { nonce }),
        [readyOption]() {
          shellRendered = true;
          // The page's scripts load after its first paint (decision 060).
          const body = htmlCuts(scriptsAfterFirstPaint(), () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; shell errors are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
