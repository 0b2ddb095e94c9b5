import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_CAUSES, DEMO_LOTTERIES, DEMO_RAFFLES } from '../src/modules/catalog/testing.ts';

/** The web server serves `/images/…` from apps/web/public: every image the demo seed names must be there. */
const publicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

function seededImagePaths(): string[] {
  const paths: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value.startsWith('/images/')) paths.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect([DEMO_CAUSES, DEMO_LOTTERIES, DEMO_RAFFLES]);
  return [...new Set(paths)].sort();
}

describe('the images the demo seed names', () => {
  it('are all served by the web (offer and cause logos, raffle feature images)', () => {
    const paths = seededImagePaths();
    expect(paths.filter((p) => p.startsWith('/images/offers/')).length).toBeGreaterThanOrEqual(
      DEMO_LOTTERIES.length,
    );
    expect(paths.some((p) => p.startsWith('/images/causes/'))).toBe(true);
    expect(paths.filter((p) => !existsSync(`${publicDir}${p}`))).toEqual([]);
  });
});
