import { describe, expect, it } from 'vitest';
import { backoffDelayMs, LOGIN_FAILURE_POLICY } from '../src/modules/ratelimits/index.ts';

describe('backoffDelayMs', () => {
  it('is free for 5 failures, then doubles from 1 s, capped at 15 minutes', () => {
    const delays = [1, 5, 6, 7, 8, 15, 16, 40, 10_000].map((n) => backoffDelayMs(n, LOGIN_FAILURE_POLICY));
    expect(delays).toEqual([0, 0, 1_000, 2_000, 4_000, 512_000, 900_000, 900_000, 900_000]);
  });
});
