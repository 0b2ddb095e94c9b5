import { describe, expect, it } from 'vitest';
import { checkRaffleDraw } from './verify-raffle-draw.ts';

// A draw as docs/raffle-draw-verification.md works it through: 20 entries, three prizes.
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const DRAW = {
  drawId: '019a0000-0000-7000-8000-000000000001',
  seed: SEED,
  seedHash: '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef',
  entriesHash: 'd3dd54586f99fc6545fb0c9b2feb9a0c991163570bc57027baa05ee7ff554bf2',
  entries: Array.from({ length: 20 }, (_, i) => i + 1),
  published: [16, 13, 1],
};

describe('checking a raffle draw in the browser', () => {
  it('matches the published draw', async () => {
    expect(await checkRaffleDraw(DRAW)).toEqual({
      seedMatches: true,
      entriesMatch: true,
      winnersMatch: true,
      recomputed: [16, 13, 1],
    });
  });

  it('says so when a winner, the entries or the seed differ', async () => {
    expect((await checkRaffleDraw({ ...DRAW, published: [16, 13, 2] })).winnersMatch).toBe(false);
    expect((await checkRaffleDraw({ ...DRAW, entries: DRAW.entries.slice(1) })).entriesMatch).toBe(false);
    const otherSeed = `${SEED.slice(0, 63)}0`;
    expect((await checkRaffleDraw({ ...DRAW, seed: otherSeed })).seedMatches).toBe(false);
  });
});
