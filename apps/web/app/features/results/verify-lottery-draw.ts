/**
 * Checks a lottery draw the shop made itself, in the visitor's browser, with the published algorithm
 * (docs/raffle-draw-verification.md, "Lotteries") and Web Crypto only: the revealed seed against its commitment,
 * the frozen entry lines against their hash, and the numbers drawn again from the seed and the entries hash.
 */
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

function seedBytes(seed: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-f]{64}$/.test(seed)) throw new Error('A seed is 64 lower-case hex characters.');
  const out = new Uint8Array(new ArrayBuffer(32));
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(seed.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** SHA-256 of "draw:<drawId>\n" then each entry line and "\n". */
export async function lotteryEntriesHash(drawId: string, lines: readonly string[]): Promise<string> {
  return hex(
    await crypto.subtle.digest('SHA-256', utf8(`draw:${drawId}\n${lines.map((l) => `${l}\n`).join('')}`)),
  );
}

async function barrel(seed: string, entriesHash: string, name: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    seedBytes(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let block = 0;
  let words: number[] = [];
  const next = async () => {
    if (words.length === 0) {
      const mac = new DataView(
        await crypto.subtle.sign('HMAC', key, utf8(`lottoshop-draw/1|${name}|${entriesHash}|${block}`)),
      );
      block++;
      words = Array.from({ length: 8 }, (_, i) => mac.getUint32(i * 4, false));
    }
    return words.shift() as number;
  };
  const TWO_32 = 2 ** 32;
  return async (min: number, max: number, k: number) => {
    const balls = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    for (let i = 0; i < k; i++) {
      const n = balls.length - i;
      const limit = TWO_32 - (TWO_32 % n);
      let w = await next();
      while (w >= limit) w = await next();
      const j = i + (w % n);
      [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
    }
    return balls.slice(0, k);
  };
}

export type LotteryNumbers = { main: number[]; supplementary: number[]; bonus: number[] };

/** The numbers drawn from the seed and the entries hash (main barrel, then the bonus barrel). */
export async function redrawLottery(
  matrix: GameMatrixDto,
  seed: string,
  entriesHash: string,
): Promise<LotteryNumbers> {
  const main = await barrel(seed, entriesHash, 'main');
  const balls = await main(matrix.main.min, matrix.main.max, matrix.main.drawn + matrix.main.supplementary);
  const bonus = matrix.bonus
    ? await (await barrel(seed, entriesHash, 'bonus'))(matrix.bonus.min, matrix.bonus.max, matrix.bonus.drawn)
    : [];
  const up = (a: number, b: number) => a - b;
  const mains = balls.slice(0, matrix.main.drawn);
  const supps = balls.slice(matrix.main.drawn);
  return matrix.ordered
    ? { main: mains, supplementary: supps, bonus }
    : { main: mains.sort(up), supplementary: supps.sort(up), bonus: bonus.sort(up) };
}

export type LotteryCheck = {
  seedMatches: boolean;
  entriesMatch: boolean;
  numbersMatch: boolean;
  recomputed: LotteryNumbers;
};

export async function checkLotteryDraw(input: {
  drawId: string;
  seed: string;
  seedHash: string;
  entriesHash: string;
  lines: readonly string[];
  matrix: GameMatrixDto;
  published: LotteryNumbers;
}): Promise<LotteryCheck> {
  const seedMatches = hex(await crypto.subtle.digest('SHA-256', seedBytes(input.seed))) === input.seedHash;
  const entriesMatch = (await lotteryEntriesHash(input.drawId, input.lines)) === input.entriesHash;
  const recomputed = await redrawLottery(input.matrix, input.seed, input.entriesHash);
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);
  const numbersMatch =
    same(recomputed.main, input.published.main) &&
    same(recomputed.supplementary, input.published.supplementary) &&
    same(recomputed.bonus, input.published.bonus);
  return { seedMatches, entriesMatch, numbersMatch, recomputed };
}
