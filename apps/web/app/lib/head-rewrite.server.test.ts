import { describe, expect, it } from 'vitest';
import { headRewriter, lowPriorityModulePreloads } from './head-rewrite.server.ts';

/** Writes `chunks` through a head rewriter and returns what came out, and whether its end was seen. */
async function through(chunks: (string | Buffer)[], rewrite = lowPriorityModulePreloads) {
  let ended = false;
  const stream = headRewriter(rewrite, () => {
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

const HEAD =
  '<!DOCTYPE html><html><head><title>Lotto – draws’ results</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head>';
const BODY = '<body><p>Links: <link rel="modulepreload" href="/late.js"/></p></body></html>';

describe('lowPriorityModulePreloads', () => {
  it('gives each module preload a low fetch priority and leaves other links alone', () => {
    const head = lowPriorityModulePreloads(HEAD);
    expect(head.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="abc"/>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
  });

  it('does not add a second priority to a link that has one', () => {
    const head = '<link rel="modulepreload" href="/x.js" fetchpriority="high"/>';
    expect(lowPriorityModulePreloads(head)).toBe(head);
  });
});

describe('headRewriter', () => {
  it('rewrites the head once and passes the body through unchanged', async () => {
    const { text, ended } = await through([HEAD + BODY]);
    expect(text).toBe(lowPriorityModulePreloads(HEAD) + BODY);
    expect(ended).toBe(true);
  });

  it('finds the end of the head when it is split across chunks, and keeps multi-byte characters whole', async () => {
    const page = Buffer.from(HEAD + BODY);
    const cut = page.indexOf('</he') + 3;
    // The title's curly apostrophe (3 bytes in UTF-8) is cut in the middle as well.
    const apostrophe = page.indexOf(Buffer.from('’')) + 1;
    const chunks = [page.subarray(0, apostrophe), page.subarray(apostrophe, cut), page.subarray(cut)];
    const { text } = await through(chunks);
    expect(text).toBe(lowPriorityModulePreloads(HEAD) + BODY);
  });

  it('passes a page without a head through whole', async () => {
    const { text, ended } = await through(['<p>no head', ' here</p>']);
    expect(text).toBe('<p>no head here</p>');
    expect(ended).toBe(true);
  });
});
