import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GAME_RULES } from '../src/modules/catalog/index.ts';
import { drawnNumbersProblems } from '../src/modules/results/index.ts';
import {
  drawFromSeed,
  drawStream,
  hashEntries,
  newSeed,
  sampleWithoutReplacement,
  seedHash,
  seedMatches,
  uniformInt,
  verifyDrawnNumbers,
  type WordSource,
} from '../src/modules/results/results.rng.ts';

const SEED = 'a'.repeat(64);
const ENTRIES = hashEntries('draw-1', [
  { ticketId: 't1', lineNo: 1, numbers: [1, 2, 3, 4, 5, 6], bonus: [] },
  { ticketId: 't1', lineNo: 2, numbers: [7, 8, 9, 10, 11, 12], bonus: [] },
]);

function words(...values: number[]): WordSource {
  let i = 0;
  return () => {
    const v = values[i++];
    if (v === undefined) throw new Error('out of words');
    return v;
  };
}

describe('seeds and commitments', () => {
  it('makes 32-byte hex seeds and commits to them with SHA-256', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
    expect(seedHash(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(seedMatches(seed, seedHash(seed))).toBe(true);
    expect(seedMatches(newSeed(), seedHash(seed))).toBe(false);
    expect(seedMatches('not-a-seed', seedHash(seed))).toBe(false);
    expect(() => seedHash('xyz')).toThrow(RangeError);
  });

  it('hashes entries in order, bound to the draw', () => {
    const lines = [
      { ticketId: 't1', lineNo: 1, numbers: [1, 2, 3], bonus: [4] },
      { ticketId: 't2', lineNo: 1, numbers: [5, 6, 7], bonus: [] },
    ];
    const h = hashEntries('d', lines);
    expect(h).toBe(
      createHash('sha256').update('draw:d\n').update('t1|1|1,2,3|4\n').update('t2|1|5,6,7|\n').digest('hex'),
    );
    expect(hashEntries('d', [...lines].reverse())).not.toBe(h);
    expect(hashEntries('other', lines)).not.toBe(h);
    expect(hashEntries('d', [{ ...lines[0]!, numbers: [1, 2, 4] }, lines[1]!])).not.toBe(h);
  });
});

describe('uniformInt (rejection sampling)', () => {
  it('rejects the words that would bias the low values', () => {
    // 2^32 mod 3 = 1, so 0xFFFFFFFF is the one word rejected for n = 3.
    expect(uniformInt(words(0xffffffff, 7), 3)).toBe(1);
    expect(uniformInt(words(0xfffffffe), 3)).toBe(0xfffffffe % 3);
    // For n = 6: 2^32 mod 6 = 4: the top four words are rejected.
    expect(uniformInt(words(0xffffffff, 0xfffffffc, 0xfffffffb), 6)).toBe(0xfffffffb % 6);
    // A power of two never rejects.
    expect(uniformInt(words(0xffffffff), 16)).toBe(15);
    expect(() => uniformInt(words(1), 0)).toThrow(RangeError);
  });

  it('is uniform over a range that does not divide 2^32', () => {
    const next = drawStream(SEED, ENTRIES, 'uniformity');
    const n = 45;
    const trials = 90_000;
    const counts = new Array(n).fill(0);
    for (let i = 0; i < trials; i++) counts[uniformInt(next, n)]++;
    const expected = trials / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 44 degrees of freedom: the 99.99th percentile is about 88.
    expect(chiSquare).toBeLessThan(88);
  });
});

describe('sampleWithoutReplacement', () => {
  it('draws distinct numbers in range, every number equally often', () => {
    const counts = new Map<number, number>();
    const draws = 4000;
    let bad = 0;
    for (let d = 0; d < draws; d++) {
      const picked = sampleWithoutReplacement(drawStream(SEED, `entries-${d}`, 'main'), 1, 45, 8);
      if (new Set(picked).size !== 8 || picked.some((n) => !Number.isInteger(n) || n < 1 || n > 45)) bad++;
      for (const n of picked) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    expect(bad).toBe(0);
    expect(counts.size).toBe(45);
    const expected = (draws * 8) / 45;
    const chiSquare = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(88);
  });

  it('takes the whole barrel when asked and refuses more', () => {
    expect(sampleWithoutReplacement(drawStream(SEED, ENTRIES, 'x'), 1, 5, 5).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => sampleWithoutReplacement(drawStream(SEED, ENTRIES, 'x'), 1, 5, 6)).toThrow(RangeError);
  });
});

describe('drawStream', () => {
  it('reads big-endian words from HMAC-SHA256(seed, label) blocks', () => {
    const next = drawStream(SEED, 'E', 'main');
    const block0 = createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update('lottoshop-draw/1|main|E|0')
      .digest();
    const block1 = createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update('lottoshop-draw/1|main|E|1')
      .digest();
    for (let i = 0; i < 8; i++) expect(next()).toBe(block0.readUInt32BE(i * 4));
    expect(next()).toBe(block1.readUInt32BE(0));
  });
});

describe('drawFromSeed', () => {
  it('is deterministic: the same seed and entries give the same numbers', () => {
    for (const rules of Object.values(GAME_RULES)) {
      const a = drawFromSeed(rules.matrix, SEED, ENTRIES);
      expect(drawFromSeed(rules.matrix, SEED, ENTRIES)).toEqual(a);
      expect(drawnNumbersProblems(rules.matrix, a)).toEqual({});
    }
  });

  it('changes with the seed and with the entries', () => {
    const m = GAME_RULES.ozLotto.matrix;
    const a = drawFromSeed(m, SEED, ENTRIES);
    expect(drawFromSeed(m, 'b'.repeat(64), ENTRIES)).not.toEqual(a);
    expect(drawFromSeed(m, SEED, hashEntries('draw-2', []))).not.toEqual(a);
  });

  it('sorts an unordered draw and keeps the draw order of an ordered one', () => {
    const lotto = drawFromSeed(GAME_RULES.saturdayLotto.matrix, SEED, ENTRIES);
    expect(lotto.main).toEqual([...lotto.main].sort((x, y) => x - y));
    expect(lotto.supplementary).toHaveLength(2);
    const pb = drawFromSeed(GAME_RULES.powerball.matrix, SEED, ENTRIES);
    expect(pb.bonus).toHaveLength(1);
    expect(pb.supplementary).toEqual([]);
    const strike = GAME_RULES.lottoStrike.matrix;
    const expected = sampleWithoutReplacement(drawStream(SEED, ENTRIES, 'main'), 1, 45, 4);
    expect(drawFromSeed(strike, SEED, ENTRIES).main).toEqual(expected);
  });
});

describe('verifyDrawnNumbers', () => {
  const matrix = GAME_RULES.saturdayLotto.matrix;
  const drawn = drawFromSeed(matrix, SEED, ENTRIES);
  const base = {
    matrix,
    seed: SEED,
    seedHash: seedHash(SEED),
    entriesHash: ENTRIES,
    recomputedEntriesHash: ENTRIES,
    drawn,
  };
  it('accepts a draw recomputed from its seed and entries', () => {
    expect(verifyDrawnNumbers(base)).toMatchObject({ ok: true, expected: drawn });
  });
  it('flags a wrong seed, changed entries or changed numbers', () => {
    expect(verifyDrawnNumbers({ ...base, seedHash: seedHash('c'.repeat(64)) })).toMatchObject({
      ok: false,
      seedMatchesHash: false,
    });
    expect(verifyDrawnNumbers({ ...base, recomputedEntriesHash: 'f'.repeat(64) })).toMatchObject({
      ok: false,
      entriesMatch: false,
    });
    const tampered = { ...drawn, main: [...drawn.main.slice(0, 5), drawn.main[5] === 45 ? 44 : 45] };
    expect(verifyDrawnNumbers({ ...base, drawn: tampered })).toMatchObject({
      ok: false,
      numbersMatch: false,
    });
  });
});
