import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import { makeZodJitless } from './zod-in-browser.ts';

describe('zod in the browser', () => {
  it('zod keeps its settings in the global object zod-in-browser.ts sets', () => {
    expect(config()).toBe(globalThis.__zod_globalConfig);
    const before = config().jitless;
    try {
      makeZodJitless();
      expect(config().jitless).toBe(true);
    } finally {
      config({ jitless: before });
    }
  });
});
