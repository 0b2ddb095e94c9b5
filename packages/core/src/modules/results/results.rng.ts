/**
 * The shop's own draws (GAMES.md "Draw integrity"): commit-reveal with a secret seed, numbers derived
 * deterministically from the seed and the hash of the frozen entries, so anyone given the revealed seed and the
 * entries can recompute the result. Randomness from node:crypto only; ranges by rejection sampling (no modulo
 * bias); without replacement within a barrel.
 *
 * Derivation (version RNG_CODE_VERSION): a stream of 32-bit big-endian words read from the blocks
 * HMAC-SHA256(key = seed bytes, message = "lottoshop-draw/1|<barrel>|<entries hash>|<block index>"), blocks
 * 0, 1, 2, ... The main barrel ("main") draws main.drawn + main.supplementary balls, the bonus barrel ("bonus")
 * its own; each ball is a uniform index into the balls still in the barrel (a partial Fisher-Yates shuffle).
 * Unordered games list the mains and the supplementaries each in ascending order; ordered games keep draw order.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import type { DrawnNumbers } from './results.scoring.ts';

export const RNG_CODE_VERSION = 'lottoshop-draw/1 hmac-sha256 rejection-sampling';

const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** A fresh secret seed: 32 bytes from the operating system's CSPRNG, as hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

function seedBytes(seed: string): Buffer {
  if (!SEED_PATTERN.test(seed)) throw new RangeError('a draw seed is 64 lower-case hex characters');
  return Buffer.from(seed, 'hex');
}

/** The published commitment to a seed: SHA-256 of its bytes, hex. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seedBytes(seed)).digest('hex');
}

/** Whether `seed` is the one committed to by `hash` (constant time). */
export function seedMatches(seed: string, hash: string): boolean {
  if (!SEED_PATTERN.test(seed) || !SEED_PATTERN.test(hash)) return false;
  return timingSafeEqual(Buffer.from(seedHash(seed), 'hex'), Buffer.from(hash, 'hex'));
}

export type EntryLine = {
  ticketId: string;
  lineNo: number;
  numbers: readonly number[];
  bonus: readonly number[];
};

/** One entry as it is hashed and published: "<ticketId>|<lineNo>|<numbers,comma-separated>|<bonus,comma-separated>". */
export const entryLineText = (line: EntryLine): string =>
  `${line.ticketId}|${line.lineNo}|${line.numbers.join(',')}|${line.bonus.join(',')}`;

/**
 * Hashes a draw's entries, fed in (ticketId, lineNo) order: SHA-256 over "draw:<drawId>\n" then one
 * `entryLineText` and "\n" per entry.
 */
export function createEntriesHasher(drawId: string) {
  const hash = createHash('sha256').update(`draw:${drawId}\n`);
  let count = 0;
  return {
    add(line: EntryLine) {
      hash.update(`${entryLineText(line)}\n`);
      count++;
    },
    get count() {
      return count;
    },
    digest: () => hash.digest('hex'),
  };
}

export function hashEntries(drawId: string, lines: Iterable<EntryLine>): string {
  const hasher = createEntriesHasher(drawId);
  for (const line of lines) hasher.add(line);
  return hasher.digest();
}

/** A source of uniformly random unsigned 32-bit words. */
export type WordSource = () => number;

/** The deterministic word stream of one barrel of a draw. */
export function drawStream(seed: string, entriesHash: string, barrel: string): WordSource {
  const key = seedBytes(seed);
  let block = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > buffer.length) {
      buffer = createHmac('sha256', key)
        .update(`lottoshop-draw/1|${barrel}|${entriesHash}|${block}`)
        .digest();
      block++;
      offset = 0;
    }
    const word = buffer.readUInt32BE(offset);
    offset += 4;
    return word;
  };
}

const TWO_32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, n): words at or above the largest multiple of n below 2^32 are rejected and another
 * is read, so every value is equally likely (plain `word % n` would favour the small values).
 */
export function uniformInt(next: WordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32)
    throw new RangeError(`cannot draw uniformly from ${n} values`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

/** `k` distinct numbers from min..max, in draw order (a partial Fisher-Yates shuffle). */
export function sampleWithoutReplacement(next: WordSource, min: number, max: number, k: number): number[] {
  const size = max - min + 1;
  if (k > size || k < 0) throw new RangeError(`cannot draw ${k} distinct numbers from ${min}..${max}`);
  const barrel = Array.from({ length: size }, (_, i) => min + i);
  for (let i = 0; i < k; i++) {
    const j = i + uniformInt(next, size - i);
    const picked = barrel[j]!;
    barrel[j] = barrel[i]!;
    barrel[i] = picked;
  }
  return barrel.slice(0, k);
}

/** The numbers of a shop draw, from its seed and entries hash; the same inputs always give the same numbers. */
export function drawFromSeed(matrix: GameMatrixDto, seed: string, entriesHash: string): DrawnNumbers {
  const { main, bonus } = matrix;
  const balls = sampleWithoutReplacement(
    drawStream(seed, entriesHash, 'main'),
    main.min,
    main.max,
    main.drawn + main.supplementary,
  );
  const mains = balls.slice(0, main.drawn);
  const supps = balls.slice(main.drawn);
  const bonusBalls = bonus
    ? sampleWithoutReplacement(drawStream(seed, entriesHash, 'bonus'), bonus.min, bonus.max, bonus.drawn)
    : [];
  const ascending = (a: number, b: number) => a - b;
  return matrix.ordered
    ? { main: mains, supplementary: supps, bonus: bonusBalls }
    : {
        main: mains.sort(ascending),
        supplementary: supps.sort(ascending),
        bonus: bonusBalls.sort(ascending),
      };
}

export type DrawVerification = {
  ok: boolean;
  seedMatchesHash: boolean;
  entriesMatch: boolean;
  numbersMatch: boolean;
  expected: DrawnNumbers | null;
};

/** Recomputes a shop draw from its published audit data and compares it with the stored numbers. */
export function verifyDrawnNumbers(input: {
  matrix: GameMatrixDto;
  seed: string;
  seedHash: string;
  entriesHash: string;
  recomputedEntriesHash: string;
  drawn: DrawnNumbers;
}): DrawVerification {
  const seedMatchesHash = seedMatches(input.seed, input.seedHash);
  const entriesMatch = input.entriesHash === input.recomputedEntriesHash;
  const expected = SEED_PATTERN.test(input.seed)
    ? drawFromSeed(input.matrix, input.seed, input.entriesHash)
    : null;
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);
  const numbersMatch =
    expected !== null &&
    same(expected.main, input.drawn.main) &&
    same(expected.supplementary, input.drawn.supplementary) &&
    same(expected.bonus, input.drawn.bonus);
  return {
    ok: seedMatchesHash && entriesMatch && numbersMatch,
    seedMatchesHash,
    entriesMatch,
    numbersMatch,
    expected,
  };
}
