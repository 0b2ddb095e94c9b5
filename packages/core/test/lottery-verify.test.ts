/**
 * The lottery verifier's algorithm re-implemented from docs/raffle-draw-verification.md ("Lotteries") alone, with
 * node:crypto, and checked against the shop's drawing code on 100 seeded draws of two games: the same seed hash,
 * entries hash and numbers every time.
 */
import { createHash, createHmac } from 'node:crypto';
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { drawFromSeed, hashEntries, seedHash } from '../src/modules/results/index.ts';
import { seededRandom } from '../src/testing/index.ts';

/** The published algorithm, written from the document. */
function checker(seed: string, entriesHash: string, matrix: GameMatrixDto) {
  const stream = (barrel: string) => {
    let block = 0;
    const words: number[] = [];
    return () => {
      if (words.length === 0) {
        const mac = createHmac('sha256', Buffer.from(seed, 'hex'))
          .update(`lottoshop-draw/1|${barrel}|${entriesHash}|${block++}`)
          .digest();
        for (let i = 0; i < 32; i += 4) words.push(mac.readUInt32BE(i));
      }
      return words.shift() as number;
    };
  };
  const sample = (next: () => number, min: number, max: number, k: number) => {
    const p = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    for (let i = 0; i < k; i++) {
      const n = p.length - i;
      const limit = 2 ** 32 - (2 ** 32 % n);
      let w = next();
      while (w >= limit) w = next();
      const j = i + (w % n);
      [p[i], p[j]] = [p[j] as number, p[i] as number];
    }
    return p.slice(0, k);
  };
  const balls = sample(
    stream('main'),
    matrix.main.min,
    matrix.main.max,
    matrix.main.drawn + matrix.main.supplementary,
  );
  const bonus = matrix.bonus
    ? sample(stream('bonus'), matrix.bonus.min, matrix.bonus.max, matrix.bonus.drawn)
    : [];
  const up = (a: number, b: number) => a - b;
  return {
    main: balls.slice(0, matrix.main.drawn).sort(up),
    supplementary: balls.slice(matrix.main.drawn).sort(up),
    bonus: bonus.sort(up),
  };
}

const LOTTO: GameMatrixDto = {
  main: { pick: 6, min: 1, max: 45, drawn: 6, supplementary: 2 },
  bonus: null,
  ordered: false,
};
const POWERBALL: GameMatrixDto = {
  main: { pick: 7, min: 1, max: 35, drawn: 7, supplementary: 0 },
  bonus: { pick: 1, min: 1, max: 20, drawn: 1, supplementary: 0 },
  ordered: false,
};

describe('the lottery verifier, written from the document', () => {
  it('agrees with the shop on 100 seeded draws', () => {
    const random = seededRandom(20261124);
    for (let d = 0; d < 100; d++) {
      const seed = Array.from({ length: 32 }, () =>
        Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0'),
      ).join('');
      const drawId = `019a0000-0000-7000-8000-${String(d).padStart(12, '0')}`;
      const lines = Array.from({ length: 1 + Math.floor(random() * 20) }, (_, i) => ({
        ticketId: `019b0000-0000-7000-8000-${String(i).padStart(12, '0')}`,
        lineNo: 1,
        numbers: [1, 2, 3, 4, 5, 6].map((n) => n + i),
        bonus: [],
      }));
      const text = `draw:${drawId}\n${lines.map((l) => `${l.ticketId}|${l.lineNo}|${l.numbers.join(',')}|${l.bonus.join(',')}\n`).join('')}`;
      const entriesHash = createHash('sha256').update(text).digest('hex');
      expect(entriesHash).toBe(hashEntries(drawId, lines));
      expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(seedHash(seed));
      const matrix = d % 2 === 0 ? LOTTO : POWERBALL;
      expect(checker(seed, entriesHash, matrix), `draw ${d}`).toEqual(
        drawFromSeed(matrix, seed, entriesHash),
      );
    }
  });
});
