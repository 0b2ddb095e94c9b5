/** The pages and Lighthouse sections' own arithmetic: profile summaries and a score with one audit left out. */
import { describe, expect, it } from 'vitest';
import { summarise, whereFrom } from './profile-summary.ts';
import { scoreWithout } from './sections/lighthouse.ts';

describe('profile summaries', () => {
  it('names a package, a source file or a V8 marker', () => {
    expect(whereFrom('file:///x/node_modules/react-dom/cjs/server.js', 'f')).toBe('react-dom');
    expect(whereFrom('file:///x/node_modules/@react-router/node/dist/index.js', 'f')).toBe(
      '@react-router/node',
    );
    expect(whereFrom('file:///x/apps/web/build/server/index.js', 'f')).toBe('server/index.js');
    expect(whereFrom('node:internal/streams/readable', 'f')).toBe('node:internal/streams/readable');
    expect(whereFrom('', '(garbage collector)')).toBe('((garbage collector))');
  });

  it('adds self time per function and per place', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const text = summarise(
      [
        {
          nodes: [
            { id: 1, callFrame: frame('(root)', '') },
            { id: 2, callFrame: frame('render', 'file:///n/node_modules/react-dom/a.js') },
            { id: 3, callFrame: frame('write', 'file:///n/node_modules/react-dom/b.js') },
          ],
          samples: [2, 3, 2, 1],
          timeDeltas: [1000, 1000, 2000, 0],
        },
      ],
      5,
    );
    expect(text).toContain('Sampled time: 0.0 s');
    expect(text).toMatch(/\| react-dom \| 4 \| 100\.0 % \|/);
    expect(text).toMatch(/\| render — react-dom:1 \| 3 \| 75\.0 % \|/);
  });
});

describe('scoreWithout', () => {
  it('recomputes a category as the weighted mean of its scored audits, one left out', () => {
    const lhr = {
      categories: {
        seo: {
          score: 0.5,
          auditRefs: [
            { id: 'is-crawlable', weight: 4.043 },
            { id: 'document-title', weight: 1 },
            { id: 'meta-description', weight: 1 },
            { id: 'structured-data', weight: 0 },
          ],
        },
      },
      audits: {
        'is-crawlable': { score: 0, scoreDisplayMode: 'binary' },
        'document-title': { score: 1, scoreDisplayMode: 'binary' },
        'meta-description': { score: 0, scoreDisplayMode: 'binary' },
        'structured-data': { score: null, scoreDisplayMode: 'manual' },
      },
    };
    expect(scoreWithout(lhr, 'seo', 'is-crawlable')).toBe(50);
    expect(scoreWithout(lhr, 'seo', 'meta-description')).toBe(20);
  });
});
