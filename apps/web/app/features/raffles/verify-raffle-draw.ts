/**
 * Checks a raffle draw in the visitor's browser with the published algorithm (docs/raffle-draw-verification.md),
 * using only Web Crypto: the revealed seed against its commitment, the entry list against its hash, and the winners
 * re-computed from the seed and the entries hash. Nothing here comes from the shop's drawing code.
 */

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function hexToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error('A seed is 64 lower-case hex characters.');
  const out = new Uint8Array(new ArrayBuffer(32));
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** SHA-256 of "raffle:<drawId>\n" followed by "<ticket number>\n" for each entry, ascending. */
export async function entriesHashOf(drawId: string, entries: readonly number[]): Promise<string> {
  const text = `raffle:${drawId}\n${entries.map((n) => `${n}\n`).join('')}`;
  return hex(await crypto.subtle.digest('SHA-256', utf8(text)));
}

export async function seedHashOf(seed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', hexToBytes(seed)));
}

/** The winning ticket numbers, one per prize in prize order. */
export async function recomputeWinners(input: {
  seed: string;
  entriesHash: string;
  entries: readonly number[];
  prizeCount: number;
}): Promise<number[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    hexToBytes(input.seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let block = 0;
  let words: number[] = [];
  const nextWord = async () => {
    if (words.length === 0) {
      const mac = new DataView(
        await crypto.subtle.sign('HMAC', key, utf8(`lottoshop-draw/1|raffle|${input.entriesHash}|${block}`)),
      );
      block++;
      words = Array.from({ length: 8 }, (_, i) => mac.getUint32(i * 4, false));
    }
    return words.shift() as number;
  };
  const TWO_32 = 2 ** 32;
  const uniform = async (n: number) => {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const w = await nextWord();
      if (w < limit) return w % n;
    }
  };
  const n = input.entries.length;
  const k = Math.min(input.prizeCount, n);
  const positions = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + (await uniform(n - i));
    const picked = positions[j] as number;
    positions[j] = positions[i] as number;
    positions[i] = picked;
  }
  return positions.slice(0, k).map((p) => input.entries[p] as number);
}

export type RaffleCheck = {
  seedMatches: boolean;
  entriesMatch: boolean;
  winnersMatch: boolean;
  recomputed: number[];
};

/** The whole check: the verdict "matches" needs all three. */
export async function checkRaffleDraw(input: {
  drawId: string;
  seed: string;
  seedHash: string;
  entriesHash: string;
  entries: readonly number[];
  published: readonly (number | null)[];
}): Promise<RaffleCheck> {
  const seedMatches = (await seedHashOf(input.seed)) === input.seedHash;
  const entriesMatch = (await entriesHashOf(input.drawId, input.entries)) === input.entriesHash;
  const recomputed = await recomputeWinners({
    seed: input.seed,
    entriesHash: input.entriesHash,
    entries: input.entries,
    prizeCount: input.published.length,
  });
  const expected = input.published.filter((n): n is number => n !== null);
  const winnersMatch = recomputed.length === expected.length && recomputed.every((n, i) => n === expected[i]);
  return { seedMatches, entriesMatch, winnersMatch, recomputed };
}
