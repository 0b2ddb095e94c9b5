/**
 * Pure raffle rules: the order prizes are listed and drawn in (spec 2 §3), what of a bundle's price reaches the
 * cause, and the draw itself — the frozen entry list's hash and the winners from the revealed seed
 * (docs/raffle-draw-verification.md describes the algorithm for anyone writing their own checker).
 */
import { createHash } from 'node:crypto';
import { allocate, minorUnits, moneyOf } from '../../shared/money.ts';
import { drawStream, sampleWithoutReplacement } from '../results/index.ts';

/** Prizes main first, then by timestamp ascending, then by id ascending (spec 2 §3). */
export function comparePrizes(
  a: { kind: 'main' | 'secondary'; awardAt: Date; id: string },
  b: { kind: 'main' | 'secondary'; awardAt: Date; id: string },
): number {
  if (a.kind !== b.kind) return a.kind === 'main' ? -1 : 1;
  const byTime = a.awardAt.getTime() - b.awardAt.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * What each ticket of a bundle gives its cause: the bundle's price split evenly between its tickets (the cents
 * left over to the first ones, so the parts sum to the price), then the cause's share of each, rounded down.
 */
export function causeAmountsOfBundle(input: {
  bundlePriceMinor: bigint;
  numTickets: number;
  shareBasisPoints: number;
  currency: string;
}): bigint[] {
  const parts = allocate(
    moneyOf(input.bundlePriceMinor, input.currency),
    Array.from({ length: input.numTickets }, () => 1),
  );
  return parts.map((p) => (minorUnits(p) * BigInt(input.shareBasisPoints)) / 10_000n);
}

/** The algorithm's name, published with every raffle draw. */
export const RAFFLE_DRAW_ALGORITHM = 'lottoshop-raffle/1 sha256-entries hmac-sha256 rejection-sampling';

/**
 * The hash of a raffle draw's frozen entries: SHA-256 (hex) over "raffle:<drawId>\n" followed by one line
 * "<ticket number>\n" per entry, in ascending ticket-number order.
 */
export function hashRaffleEntries(drawId: string, ticketNos: readonly number[]): string {
  const hash = createHash('sha256').update(`raffle:${drawId}\n`);
  for (const n of ticketNos) hash.update(`${n}\n`);
  return hash.digest('hex');
}

/**
 * The winning ticket numbers, one per prize in prize order: `prizeCount` distinct positions in the ascending
 * entry list, drawn without replacement (so a ticket wins at most one prize) from the word stream of the barrel
 * "raffle" (results.rng.ts: HMAC-SHA256(seed, "lottoshop-draw/1|raffle|<entries hash>|<block>"), 32-bit words,
 * rejection sampling, a partial Fisher-Yates shuffle). With fewer entries than prizes, the last prizes go unwon.
 */
export function pickRaffleWinners(input: {
  seed: string;
  entriesHash: string;
  ticketNos: readonly number[];
  prizeCount: number;
}): number[] {
  const { ticketNos } = input;
  if (ticketNos.length === 0) return [];
  const k = Math.min(input.prizeCount, ticketNos.length);
  const positions = sampleWithoutReplacement(
    drawStream(input.seed, input.entriesHash, 'raffle'),
    0,
    ticketNos.length - 1,
    k,
  );
  return positions.map((i) => ticketNos[i] as number);
}
