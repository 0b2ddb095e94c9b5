import { describe, expect, it } from 'vitest';
import { cacheGet, cacheSet, cacheTtlFor, derivedOnce } from './api-cache.server.ts';

describe('the web server cache of API reads', () => {
  it("keeps a public answer no longer than the API's max-age (a draw's sales stop), and others as asked", () => {
    expect(cacheTtlFor(60, 'public, max-age=30')).toBe(30);
    expect(cacheTtlFor(60, 'public, max-age=0')).toBe(0);
    expect(cacheTtlFor(60, 'public, max-age=600')).toBe(60);
    expect(cacheTtlFor(60, 'private, no-store')).toBe(60);
    expect(cacheTtlFor(60, null)).toBe(60);
  });

  it('forgets an entry once its time is up, and keeps nothing for a TTL of zero', () => {
    cacheSet('k1', 'v', 30, 1_000);
    expect(cacheGet('k1', 30_999)).toBe('v');
    expect(cacheGet('k1', 31_000)).toBeUndefined();
    cacheSet('k2', 'v', 0, 1_000);
    expect(cacheGet('k2', 1_000)).toBeUndefined();
  });

  it('works a value out once per answer, and again for a new answer', () => {
    let runs = 0;
    const derive = () => ({ run: ++runs });
    const answer = { result: 1 };
    const first = derivedOnce(answer, 'parsed', derive);
    expect(derivedOnce(answer, 'parsed', derive)).toBe(first);
    expect(derivedOnce(answer, 'other', derive)).not.toBe(first);
    expect(derivedOnce({ result: 1 }, 'parsed', derive)).toEqual({ run: 3 });
  });
});
