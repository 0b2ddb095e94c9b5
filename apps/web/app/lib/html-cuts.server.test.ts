import { describe, expect, it } from 'vitest';
import { type HtmlCut, htmlCuts } from './html-cuts.server.ts';

/** Writes `chunks` through the cuts and returns what came out, and whether its end was seen. */
async function through(chunks: (string | Buffer)[], cuts: HtmlCut[]) {
  let ended = false;
  const stream = htmlCuts(cuts, () => {
    ended = true;
  });
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await finished;
  return { text: Buffer.concat(out).toString('utf8'), ended };
}

const PAGE =
  '<!DOCTYPE html><html><head><title>Lotto – draws’ results</title></head>' +
  '<body><p>Saturday’s draw</p><script>var a=1</script><script nonce="n" type="module">import "/a.js";</script>' +
  '<script>late()</script></body></html>';

const CUTS: HtmlCut[] = [
  { markers: ['</head>'], rewrite: (head) => `[HEAD ${head.length}]` },
  { from: '<script', markers: ['type="module"', '</script>'], rewrite: (script) => `[${script}]` },
];
const EXPECTED =
  `[HEAD ${PAGE.indexOf('</head>') + 7}]<body><p>Saturday’s draw</p><script>var a=1</script>` +
  '[<script nonce="n" type="module">import "/a.js";</script>]<script>late()</script></body></html>';

describe('htmlCuts', () => {
  it('rewrites each cut once and passes every other byte through unchanged', async () => {
    const { text, ended } = await through([PAGE], CUTS);
    expect(text).toBe(EXPECTED);
    expect(ended).toBe(true);
  });

  it('finds markers split across chunks, and keeps multi-byte characters whole', async () => {
    const page = Buffer.from(PAGE);
    // Every way of cutting the page in three: markers, `from` and the curly apostrophes are split somewhere.
    for (let a = 1; a < page.length; a += 7) {
      for (let b = a + 1; b < page.length; b += 11) {
        const chunks = [page.subarray(0, a), page.subarray(a, b), page.subarray(b)];
        const { text } = await through(chunks, CUTS);
        expect(text).toBe(EXPECTED);
      }
    }
  });

  it('finds every cut when they all arrive one byte at a time', async () => {
    const page = Buffer.from(PAGE);
    const chunks = [...page].map((byte) => Buffer.from([byte]));
    const { text } = await through(chunks, CUTS);
    expect(text).toBe(EXPECTED);
  });

  it('passes a page without the markers through whole, unchanged from the missing cut on', async () => {
    expect((await through(['<p>no head', ' here</p>'], CUTS)).text).toBe('<p>no head here</p>');
    const noModule = '<head></head><body><script>x()</script></body>';
    expect((await through([noModule], CUTS)).text).toBe('[HEAD 13]<body><script>x()</script></body>');
  });
});
