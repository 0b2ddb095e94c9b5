/**
 * The draws the shop runs itself (commit-reveal, see draws.rng.ts): committing the secret seed before sales
 * close, freezing and hashing the entries once they are closed, drawing the numbers with the demo prize table,
 * and verifying a drawn draw from its revealed seed.
 */
import type { DivisionRuleDto, GameDefinitionDto, GameMatrixDto } from '@lottoshop/contracts/catalog';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { GAME_RULES } from '../catalog/catalog.games.ts';
import { productOffers } from '../catalog/catalog.tables.ts';
import { listDrawLines } from '../orders/orders.queries.ts';
import {
  advance,
  audit,
  type DrawRef,
  LINE_PAGE,
  loadDraw,
  OPEN,
  priceOfOneGame,
  rulesFor,
} from './draws.progress.ts';
import { getDrawResult } from './draws.results.queries.ts';
import { drawCommitments, drawDividends, drawResults } from './draws.results.tables.ts';
import {
  createEntriesHasher,
  type DrawVerification,
  drawFromSeed,
  newSeed,
  RNG_CODE_VERSION,
  seedHash,
  verifyDrawnNumbers,
} from './draws.rng.ts';
import { type DrawRow, draws } from './draws.tables.ts';

/**
 * Commits the shop to a secret seed for a draw it runs itself: the seed is stored unpublished and its SHA-256
 * published (in the audit record, and in the result once drawn). Idempotent: the first commitment stands.
 */
export async function commitSeed(
  db: Db,
  drawId: string,
  now: Date,
): Promise<{ seedHash: string; created: boolean }> {
  const seed = newSeed();
  const hash = seedHash(seed);
  const inserted = await db
    .insert(drawCommitments)
    .values({ drawId, seed, seedHash: hash, committedAt: now })
    .onConflictDoNothing({ target: drawCommitments.drawId })
    .returning({ seedHash: drawCommitments.seedHash });
  if (inserted.length > 0) {
    await audit(db, drawId, 'seed_committed', { seedHash: hash }, now);
    return { seedHash: hash, created: true };
  }
  const [existing] = await db
    .select({ seedHash: drawCommitments.seedHash })
    .from(drawCommitments)
    .where(eq(drawCommitments.drawId, drawId));
  if (!existing) throw new Error(`the seed commitment of draw ${drawId} vanished`);
  return { seedHash: existing.seedHash, created: false };
}

/**
 * Commits a seed for every draw on sale of the games the shop draws itself that has none yet, so the commitment
 * is published before sales close. Run it whenever draws are scheduled; returns how many it committed.
 */
export async function commitOpenDrawSeeds(db: Db, now: Date): Promise<number> {
  const pending = await db
    .select({ id: draws.id })
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(
      and(
        eq(productOffers.drawnBy, 'shop'),
        inArray(draws.status, [...OPEN]),
        notExists(db.select().from(drawCommitments).where(eq(drawCommitments.drawId, draws.id))),
      ),
    );
  let created = 0;
  for (const { id } of pending) if ((await commitSeed(db, id, now)).created) created++;
  return created;
}

/** The hash of a draw's entries, read in (ticket, line) pages. */
async function hashDrawEntries(
  db: Db,
  drawId: string,
): Promise<{ entriesHash: string; entriesCount: number }> {
  const hasher = createEntriesHasher(drawId);
  let after: { ticketId: string; lineNo: number } | undefined;
  for (;;) {
    const lines = await listDrawLines(db, drawId, { after, limit: LINE_PAGE });
    for (const line of lines) hasher.add(line);
    const last = lines.at(-1);
    if (!last || lines.length < LINE_PAGE) break;
    after = { ticketId: last.ticketId, lineNo: last.lineNo };
  }
  return { entriesHash: hasher.digest(), entriesCount: hasher.count };
}

/** Freezes a closed draw's entries: their hash is recorded once (sales are closed, so they cannot change). */
export async function freezeEntries(db: Db, draw: DrawRow, now: Date) {
  if (OPEN.includes(draw.status)) throw new Error('entries are frozen only once sales are closed');
  await commitSeed(db, draw.id, now);
  const [commitment] = await db.select().from(drawCommitments).where(eq(drawCommitments.drawId, draw.id));
  if (!commitment) throw new Error(`draw ${draw.id} has no commitment`);
  if (commitment.entriesHash !== null) return commitment;
  const { entriesHash, entriesCount } = await hashDrawEntries(db, draw.id);
  const [frozen] = await db
    .update(drawCommitments)
    .set({ entriesHash, entriesCount, entriesFrozenAt: now })
    .where(and(eq(drawCommitments.drawId, draw.id), isNull(drawCommitments.entriesHash)))
    .returning();
  if (frozen) {
    await audit(db, draw.id, 'entries_frozen', { entriesHash, entriesCount }, now);
    return frozen;
  }
  const [existing] = await db.select().from(drawCommitments).where(eq(drawCommitments.drawId, draw.id));
  return existing!;
}

/**
 * The demo's fixed prize per division for games the shop draws itself, in cents, by the GAME_RULES game whose
 * matrix the offer uses; division 1 pays the draw's advertised jackpot when it has one. A free-entry division
 * pays the price of one game. Annuity divisions are credited as one amount in the demo.
 */
export const DEMO_PRIZE_TABLES_MINOR: Record<keyof typeof GAME_RULES, readonly bigint[]> = {
  saturdayLotto: [1_000_000_00n, 7_500_00n, 1_500_00n, 40_00n, 20_00n, 12_00n],
  ozLotto: [5_000_000_00n, 30_000_00n, 3_000_00n, 400_00n, 60_00n, 40_00n, 20_00n],
  powerball: [10_000_000_00n, 150_000_00n, 5_000_00n, 500_00n, 150_00n, 60_00n, 40_00n, 15_00n, 10_00n],
  setForLife: [1_000_000_00n, 50_000_00n, 5_000_00n, 200_00n, 50_00n, 20_00n, 10_00n, 5_00n],
  lottoStrike: [20_000_00n, 250_00n, 10_00n, 0n],
};
/** For a matrix that is none of GAME_RULES': division n pays the n-th amount (the last one beyond). */
const DEMO_FALLBACK_MINOR: readonly bigint[] = [
  1_000_000_00n,
  10_000_00n,
  1_000_00n,
  100_00n,
  25_00n,
  10_00n,
];

const sameBarrel = (a: NumberSet | null, b: NumberSet | null) =>
  a === null || b === null
    ? a === b
    : a.pick === b.pick &&
      a.min === b.min &&
      a.max === b.max &&
      a.drawn === b.drawn &&
      a.supplementary === b.supplementary;
type NumberSet = GameMatrixDto['main'];
const sameMatrix = (a: GameMatrixDto, b: GameMatrixDto) =>
  a.ordered === b.ordered && sameBarrel(a.main, b.main) && sameBarrel(a.bonus, b.bonus);

export function demoDividends(
  definition: GameDefinitionDto,
  opts: { jackpotMinor: bigint | null; freeEntryMinor: bigint },
): Map<number, bigint> {
  const key = (Object.keys(GAME_RULES) as Array<keyof typeof GAME_RULES>).find((k) =>
    sameMatrix(GAME_RULES[k].matrix, definition.matrix),
  );
  const table = key ? DEMO_PRIZE_TABLES_MINOR[key] : DEMO_FALLBACK_MINOR;
  const dividends = new Map<number, bigint>();
  definition.divisions.forEach((rule: DivisionRuleDto, i) => {
    let prize = table[Math.min(i, table.length - 1)] ?? 0n;
    if (rule.prizeKind === 'free_entry') prize = opts.freeEntryMinor;
    else if (rule.division === 1 && opts.jackpotMinor !== null && opts.jackpotMinor > 0n)
      prize = opts.jackpotMinor;
    dividends.set(rule.division, prize);
  });
  return dividends;
}

/**
 * Draws the numbers of a closed draw of a game the shop runs itself, from the committed seed and the hash of the
 * frozen entries (see draws.rng.ts): DRAW_CLOSED -> DRAW_DRAWN, with the seed revealed. The result is stored
 * before it is announced; a re-run returns the stored result unchanged.
 */
export async function drawWithRng(db: Db, ref: DrawRef, now: Date): Promise<DrawResultDto> {
  const { draw, offer } = await loadDraw(db, ref);
  if (offer.drawnBy !== 'shop') {
    throw new DomainError('conflict', {
      message: `${offer.name} is drawn by its lottery operator: enter the official result instead.`,
    });
  }
  if (OPEN.includes(draw.status)) {
    throw new DomainError('conflict', {
      message: `Close sales first: draw ${draw.drawNo} of ${offer.name} is still on sale.`,
    });
  }
  if (draw.status !== 'DRAW_CLOSED') return getDrawResult(db, offer.key, draw.drawNo);

  const definition = await rulesFor(db, draw, offer);
  const commitment = await freezeEntries(db, draw, now);
  const entriesHash = commitment.entriesHash!;
  const numbers = drawFromSeed(definition.matrix, commitment.seed, entriesHash);
  const prizes = demoDividends(definition, {
    jackpotMinor: draw.jackpotMinor,
    freeEntryMinor: await priceOfOneGame(db, offer.id),
  });
  await advance(db, draw.id, 'DRAW_CLOSED', 'DRAW_DRAWN', now, async (tx) => {
    await tx.insert(drawResults).values({
      drawId: draw.id,
      ...numbers,
      source: 'shop_rng',
      seedHash: commitment.seedHash,
      seed: commitment.seed,
      entriesHash,
      codeVersion: RNG_CODE_VERSION,
      drawnAt: now,
    });
    await tx.insert(drawDividends).values(
      [...prizes].map(([division, prizeMinor]) => ({
        drawId: draw.id,
        division,
        prizeMinor,
        currency: draw.currency,
      })),
    );
    await audit(
      tx,
      draw.id,
      'numbers_drawn',
      {
        ...numbers,
        seed: commitment.seed,
        seedHash: commitment.seedHash,
        entriesHash,
        codeVersion: RNG_CODE_VERSION,
      },
      now,
    );
  });
  return getDrawResult(db, offer.key, draw.drawNo);
}

/** Recomputes a shop draw from its revealed seed and its entries as they stand now. */
export async function verifyDraw(db: Db, ref: DrawRef): Promise<DrawVerification> {
  const { draw, offer } = await loadDraw(db, ref);
  const [result] = await db.select().from(drawResults).where(eq(drawResults.drawId, draw.id));
  if (result?.source !== 'shop_rng' || !result.seed || !result.seedHash || !result.entriesHash) {
    throw new DomainError('not_found', {
      message: 'That draw was not drawn by the shop, so there is nothing to verify.',
    });
  }
  const definition = await rulesFor(db, draw, offer);
  const { entriesHash } = await hashDrawEntries(db, draw.id);
  return verifyDrawnNumbers({
    matrix: definition.matrix,
    seed: result.seed,
    seedHash: result.seedHash,
    entriesHash: result.entriesHash,
    recomputedEntriesHash: entriesHash,
    drawn: { main: result.main, supplementary: result.supplementary, bonus: result.bonus },
  });
}
