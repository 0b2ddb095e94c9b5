/**
 * Baseline for the SSR figure: a minimal React 19 page streamed with renderToPipeableStream (as the web app's
 * server entry does) by a bare node:http server: no router, no data loading, no API call.
 * Env: PORT. Listens on 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

const OFFERS = [
  'Powerball',
  'Oz Lotto',
  'Saturday Lotto',
  'Set for Life',
  'Lotto Strike',
  'Dream Home Raffle',
];

function Page() {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Minimal React SSR page')),
    h(
      'body',
      null,
      h('header', null, h('h1', null, 'Lotteries')),
      h(
        'main',
        null,
        h(
          'ul',
          null,
          OFFERS.map((name) => h('li', { key: name }, h('a', { href: `/${name.toLowerCase()}` }, name))),
        ),
      ),
    ),
  );
}

const server = createServer((_req, res) => {
  const stream = renderToPipeableStream(h(Page), {
    onShellReady() {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      stream.pipe(res);
    },
    onShellError() {
      res.statusCode = 500;
      res.end('error');
    },
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
