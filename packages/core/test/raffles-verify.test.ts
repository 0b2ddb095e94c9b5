/**
 * An independent check of raffle draws, written from docs/raffle-draw-verification.md alone (Web Crypto, not the
 * shop's drawing code), run against 100 draws made by the shop's code with random seeds, entry lists and prizes.
 */
import { describe, expect, it } from 'vitest';
import { hashRaffleEntries, pickRaffleWinners } from '../src/modules/raffles/index.ts';
import { newSeedForTest, seedHash } from './raffles-verify-support.ts';

const enc = (t: string) => new TextEncoder().encode(t);
const toHex = (b: ArrayBuffer) => Buffer.from(b).toString('hex');

async function independentWinners(seed: string, entriesHash: string, entries: number[], prizes: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(seed, 'hex'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const words: number[] = [];
  let block = 0;
  const word = async () => {
    if (words.length === 0) {
      const mac = Buffer.from(
        await crypto.subtle.sign('HMAC', key, enc(`lottoshop-draw/1|raffle|${entriesHash}|${block++}`)),
      );
      for (let i = 0; i < 32; i += 4) words.push(mac.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  const slots = entries.map((_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < Math.min(prizes, entries.length); i++) {
    const span = entries.length - i;
    const limit = 2 ** 32 - (2 ** 32 % span);
    let w = await word();
    while (w >= limit) w = await word();
    const j = i + (w % span);
    [slots[i], slots[j]] = [slots[j] as number, slots[i] as number];
    out.push(entries[slots[i] as number] as number);
  }
  return out;
}

describe('raffle draws checked independently', () => {
  it('100 draws: the entries hash and the winners re-computed from the published data match', async () => {
    for (let d = 0; d < 100; d++) {
      const drawId = crypto.randomUUID();
      const seed = newSeedForTest();
      const sold = 1 + Math.floor(Math.random() * 400);
      // Numbers as issued (1..sold), some draws with gaps as if from several purchases.
      const entries = Array.from({ length: sold }, (_, i) => i + 1).filter((n) => d % 3 !== 0 || n % 7 !== 0);
      const prizes = 1 + Math.floor(Math.random() * 6);
      const entriesHash = hashRaffleEntries(drawId, entries);
      const text = `raffle:${drawId}\n${entries.map((n) => `${n}\n`).join('')}`;
      expect(toHex(await crypto.subtle.digest('SHA-256', enc(text)))).toBe(entriesHash);
      expect(toHex(await crypto.subtle.digest('SHA-256', Buffer.from(seed, 'hex')))).toBe(seedHash(seed));
      const shop = pickRaffleWinners({ seed, entriesHash, ticketNos: entries, prizeCount: prizes });
      expect(await independentWinners(seed, entriesHash, entries, prizes)).toEqual(shop);
      expect(new Set(shop).size).toBe(shop.length);
    }
  });
});
