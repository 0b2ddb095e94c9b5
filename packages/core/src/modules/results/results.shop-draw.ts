/**
 * The draws the shop runs itself (commit-reveal, see results.rng.ts): committing the secret seed before sales
 * close, recording the hash of the frozen entries once they are closed, drawing the numbers with the demo prize
 * table, and checking a drawn draw against its revealed seed. Reading the entries themselves is the settlement
 * module's part (it hands the hash in), so this module never reaches into tickets.
 */
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { listOfferIds, priceOfOneGame } from '../catalog/index.ts';
import {
  advanceDraw,
  type DrawRef,
  type DrawRow,
  listOnSaleDrawIds,
  loadDraw,
  ON_SALE_STATUSES,
} from '../draws/index.ts';
import { recordDrawAudit } from './results.audit.ts';
import { demoDividends, rulesFor } from './results.game-rules.ts';
import { refuseOwnResult, resultPlayedOnDraws } from './results.played-on.ts';
import { getDrawResult } from './results.queries.ts';
import {
  type DrawVerification,
  drawFromSeed,
  newSeed,
  RNG_CODE_VERSION,
  seedHash,
  verifyDrawnNumbers,
} from './results.rng.ts';
import { type DrawCommitmentRow, drawCommitments, drawDividends, drawResults } from './results.tables.ts';

/**
 * Commits the shop to a secret seed for a draw it runs itself: the seed is stored unpublished and its SHA-256
 * published (in the audit record, and in the result once drawn). Idempotent: the first commitment stands.
 */
export async function commitSeed(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  drawId: string,
): Promise<{ seedHash: string; created: boolean }> {
  const seed = newSeed();
  const hash = seedHash(seed);
  const inserted = await ctx.db
    .insert(drawCommitments)
    .values({ drawId, seed, seedHash: hash, committedAt: ctx.clock.now() })
    .onConflictDoNothing({ target: drawCommitments.drawId })
    .returning({ seedHash: drawCommitments.seedHash });
  if (inserted.length > 0) {
    await recordDrawAudit(ctx, { drawId, event: 'seed_committed', detail: { seedHash: hash } });
    return { seedHash: hash, created: true };
  }
  const [existing] = await ctx.db
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
export async function commitOpenDrawSeeds(ctx: Ctx): Promise<number> {
  const drawIds = await listOnSaleDrawIds(ctx, await listOfferIds(ctx, { drawnBy: 'shop', ownDraws: true }));
  if (drawIds.length === 0) return 0;
  const pending = await ctx.db
    .select({ id: drawCommitments.drawId })
    .from(drawCommitments)
    .where(inArray(drawCommitments.drawId, drawIds));
  const committed = new Set(pending.map((p) => p.id));
  let created = 0;
  for (const id of drawIds) {
    if (committed.has(id)) continue;
    if ((await commitSeed(ctx, id)).created) created++;
  }
  return created;
}

/** The draw's commitment, or null when it has none yet. */
export async function getCommitment(ctx: Pick<Ctx, 'db'>, drawId: string): Promise<DrawCommitmentRow | null> {
  const [row] = await ctx.db.select().from(drawCommitments).where(eq(drawCommitments.drawId, drawId));
  return row ?? null;
}

/**
 * Records the hash of a closed draw's entries once (sales are closed, so they cannot change); the seed is
 * committed first if it was not yet. A second call keeps the first hash. Returns the commitment.
 */
export async function recordEntriesHash(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { draw: DrawRow; entriesHash: string; entriesCount: number },
): Promise<DrawCommitmentRow> {
  const { draw, entriesHash, entriesCount } = input;
  if (ON_SALE_STATUSES.includes(draw.status))
    throw new Error('entries are frozen only once sales are closed');
  await commitSeed(ctx, draw.id);
  const [frozen] = await ctx.db
    .update(drawCommitments)
    .set({ entriesHash, entriesCount, entriesFrozenAt: ctx.clock.now() })
    .where(and(eq(drawCommitments.drawId, draw.id), isNull(drawCommitments.entriesHash)))
    .returning();
  if (frozen) {
    await recordDrawAudit(ctx, {
      drawId: draw.id,
      event: 'entries_frozen',
      detail: { entriesHash, entriesCount },
    });
    return frozen;
  }
  const existing = await getCommitment(ctx, draw.id);
  if (!existing) throw new Error(`draw ${draw.id} has no commitment`);
  return existing;
}

/**
 * Draws the numbers of a closed draw of a game the shop runs itself, from the committed seed and the hash of the
 * frozen entries (see results.rng.ts): DRAW_CLOSED -> DRAW_DRAWN, with the seed revealed. The entries must have
 * been frozen first (recordEntriesHash). The result is stored before it is announced; a re-run returns the
 * stored result unchanged. The games played on this draw get their results in the same transaction (its first
 * balls in the order drawn, results.played-on.ts); such a game is never drawn on its own.
 */
export async function drawWithRng(ctx: Ctx, ref: DrawRef): Promise<DrawResultDto> {
  const { draw, offer } = await loadDraw(ctx, ref);
  await refuseOwnResult(ctx, offer);
  if (offer.drawnBy !== 'shop') {
    throw new DomainError('conflict', {
      message: `${offer.name} is drawn by its lottery operator: enter the official result instead.`,
    });
  }
  if (ON_SALE_STATUSES.includes(draw.status)) {
    throw new DomainError('conflict', {
      message: `Close sales first: draw ${draw.drawNo} of ${offer.name} is still on sale.`,
    });
  }
  const resultRef = { offerKey: offer.key, drawNo: draw.drawNo };
  if (draw.status !== 'DRAW_CLOSED') return getDrawResult(ctx, resultRef);

  const definition = await rulesFor(ctx, draw, offer);
  const commitment = await getCommitment(ctx, draw.id);
  if (!commitment?.entriesHash) throw new Error(`the entries of draw ${draw.id} have not been frozen`);
  const entriesHash = commitment.entriesHash;
  const numbers = drawFromSeed(definition.matrix, commitment.seed, entriesHash);
  // The same balls in the order drawn (an unordered game lists them ascending).
  const mainInDrawOrder = drawFromSeed(
    { ...definition.matrix, ordered: true },
    commitment.seed,
    entriesHash,
  ).main;
  const prizes = demoDividends(definition, {
    jackpotMinor: draw.jackpotMinor,
    freeEntryMinor: await priceOfOneGame(ctx, offer.id),
  });
  const now = ctx.clock.now();
  await advanceDraw(ctx, { drawId: draw.id, from: 'DRAW_CLOSED', to: 'DRAW_DRAWN' }, async (tx) => {
    await tx.db.insert(drawResults).values({
      drawId: draw.id,
      offerId: draw.offerId,
      drawNo: draw.drawNo,
      drawAt: draw.drawAt,
      ...numbers,
      mainInDrawOrder,
      source: 'shop_rng',
      seedHash: commitment.seedHash,
      seed: commitment.seed,
      entriesHash,
      codeVersion: RNG_CODE_VERSION,
      drawnAt: now,
    });
    await tx.db.insert(drawDividends).values(
      [...prizes].map(([division, prizeMinor]) => ({
        drawId: draw.id,
        division,
        prizeMinor,
        currency: draw.currency,
      })),
    );
    await recordDrawAudit(tx, {
      drawId: draw.id,
      event: 'numbers_drawn',
      detail: {
        ...numbers,
        seed: commitment.seed,
        seedHash: commitment.seedHash,
        entriesHash,
        codeVersion: RNG_CODE_VERSION,
      },
    });
    await resultPlayedOnDraws(
      tx,
      { draw, offer },
      {
        mainInDrawOrder,
        source: 'shop_rng',
        seed: commitment.seed,
        seedHash: commitment.seedHash,
        entriesHash,
        codeVersion: RNG_CODE_VERSION,
      },
    );
  });
  return getDrawResult(ctx, resultRef);
}

/** The revealed seed and recorded hashes of a draw the shop drew itself; not_found for any other draw. */
export async function getShopDrawAudit(ctx: Pick<Ctx, 'db'>, drawId: string) {
  const [result] = await ctx.db.select().from(drawResults).where(eq(drawResults.drawId, drawId));
  if (result?.source !== 'shop_rng' || !result.seed || !result.seedHash || !result.entriesHash) {
    throw new DomainError('not_found', {
      message: 'That draw was not drawn by the shop, so there is nothing to verify.',
    });
  }
  return { ...result, seed: result.seed, seedHash: result.seedHash, entriesHash: result.entriesHash };
}

/**
 * Recomputes a shop draw from its revealed seed and the hash of its entries as they stand now (which the caller
 * computed from the tickets): whether the numbers, the seed and the entries all agree.
 */
export async function verifyShopDraw(
  ctx: Pick<Ctx, 'db'>,
  input: { draw: DrawRow; offer: Parameters<typeof rulesFor>[2]; recomputedEntriesHash: string },
): Promise<DrawVerification> {
  const result = await getShopDrawAudit(ctx, input.draw.id);
  const definition = await rulesFor(ctx, input.draw, input.offer);
  return verifyDrawnNumbers({
    matrix: definition.matrix,
    seed: result.seed,
    seedHash: result.seedHash,
    entriesHash: result.entriesHash,
    recomputedEntriesHash: input.recomputedEntriesHash,
    drawn: { main: result.main, supplementary: result.supplementary, bonus: result.bonus },
  });
}
