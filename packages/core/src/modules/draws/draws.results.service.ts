/**
 * The draw happens: close sales, enter the official result or draw the numbers with the shop's RNG, score every
 * line, pay every prize. Each step is conditional on the draw's status and idempotent, so running a step twice,
 * or again after it was killed half-way, changes nothing that was already done:
 *   DRAW_CLOSED --result/draw--> DRAW_DRAWN --score--> DRAW_SCORED --pay--> DRAW_PAID
 * Scoring inserts line prizes with ON CONFLICT DO NOTHING; paying a line posts a ledger transfer with the
 * idempotency key prize:<drawId>:<ticketId>:<lineNo> and records its id on the line in the same transaction.
 */
import type { DivisionRuleDto, GameDefinitionDto, GameMatrixDto } from '@lottoshop/contracts/catalog';
import type { DrawStatus } from '@lottoshop/contracts/draws';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { and, asc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { GAME_RULES } from '../catalog/catalog.games.ts';
import { getGameDefinition } from '../catalog/catalog.queries.ts';
import { offerGameTypes, type ProductOfferRow, productOffers } from '../catalog/catalog.tables.ts';
import { listDrawLines } from '../orders/orders.queries.ts';
import { postTransfer, systemAccountId, walletAccountId } from '../wallet/wallet.service.ts';
import { findDraw, getDrawResult } from './draws.results.queries.ts';
import {
  type DrawAuditEvent,
  drawAudit,
  drawCommitments,
  drawDividends,
  drawResults,
  type LinePrizeRow,
  linePrizes,
} from './draws.results.tables.ts';
import {
  createEntriesHasher,
  type DrawVerification,
  drawFromSeed,
  newSeed,
  RNG_CODE_VERSION,
  seedHash,
  verifyDrawnNumbers,
} from './draws.rng.ts';
import { createScorer, type DrawnNumbers, describeDivision, drawnNumbersProblems } from './draws.scoring.ts';
import { changeDrawStatus } from './draws.service.ts';
import { type DrawRow, draws } from './draws.tables.ts';

export type DrawRef = { offerKey: string; drawNo: number };

/** Lines read per page while scoring or hashing entries; prizes paid per page while paying. */
const LINE_PAGE = 1000;
const PAY_PAGE = 200;

const OPEN: readonly DrawStatus[] = ['DRAW_OPEN', 'DRAW_CAPPED'];
const STATUS_ORDER: readonly DrawStatus[] = [
  'DRAW_OPEN',
  'DRAW_CAPPED',
  'DRAW_CLOSED',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
];
const reached = (status: DrawStatus, target: DrawStatus) =>
  STATUS_ORDER.indexOf(status) >= STATUS_ORDER.indexOf(target);

async function audit(
  db: Db,
  drawId: string,
  event: DrawAuditEvent,
  detail: Record<string, unknown>,
  now: Date,
) {
  await db.insert(drawAudit).values({ drawId, event, detail, at: now });
}

async function loadDraw(db: Db, ref: DrawRef): Promise<{ draw: DrawRow; offer: ProductOfferRow }> {
  const found = await findDraw(db, ref.offerKey, ref.drawNo);
  if (!found) {
    throw new DomainError('not_found', { message: `There is no draw ${ref.drawNo} of ${ref.offerKey}.` });
  }
  return found;
}

async function rulesFor(db: Db, draw: DrawRow, offer: ProductOfferRow): Promise<GameDefinitionDto> {
  const definition = await getGameDefinition(db, offer.id, draw.drawNo);
  if (!definition) {
    throw new DomainError('conflict', {
      message: `${offer.name} has no game rules for draw ${draw.drawNo}, so it cannot be drawn or scored.`,
    });
  }
  return definition;
}

/**
 * Moves the draw from `from` to `to` inside `tx`, running `alongside` in the same transaction. Another run that
 * got there first is not an error: returns false and changes nothing.
 */
async function advance(
  db: Db,
  drawId: string,
  from: DrawStatus,
  to: DrawStatus,
  now: Date,
  alongside: (tx: Db) => Promise<void>,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: draws.status })
        .from(draws)
        .where(eq(draws.id, drawId))
        .for('update');
      if (current?.status !== from) throw new AlreadyMoved();
      await alongside(tx);
      await changeDrawStatus(tx, drawId, to, now);
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyMoved) return false;
    throw error;
  }
}
class AlreadyMoved extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// Closing and the shop's commitment

/**
 * Closes sales of a draw early (the clock closes draws at their sales stop with closeDueDraws). Closing a closed
 * draw again is a no-op. For a game the shop draws itself, the seed is committed (if it was not yet) and the
 * entries are frozen and hashed.
 */
export async function closeDraw(db: Db, offerKey: string, drawNo: number, now: Date): Promise<DrawRow> {
  const { draw, offer } = await loadDraw(db, { offerKey, drawNo });
  let closed = draw;
  if (OPEN.includes(draw.status)) {
    await advance(db, draw.id, draw.status, 'DRAW_CLOSED', now, (tx) =>
      audit(tx, draw.id, 'closed', { by: 'operator', salesCloseAt: draw.salesCloseAt.toISOString() }, now),
    );
    closed = (await loadDraw(db, { offerKey, drawNo })).draw;
    if (OPEN.includes(closed.status)) {
      throw new DomainError('conflict', { message: 'The draw changed meanwhile. Try again.' });
    }
  }
  if (offer.drawnBy === 'shop' && closed.status === 'DRAW_CLOSED') await freezeEntries(db, closed, now);
  return closed;
}

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
async function freezeEntries(db: Db, draw: DrawRow, now: Date) {
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

// ---------------------------------------------------------------------------------------------------------------
// Results

/** Dividends keyed by division number, in minor units. */
export type Dividends = Record<number, bigint>;

export type OfficialResultInput = DrawRef & DrawnNumbers & { dividends: Dividends };

/** Price of one game of the offer (its cheapest game type): what a free-entry division is credited. */
async function priceOfOneGame(db: Db, offerId: string): Promise<bigint> {
  const [row] = await db
    .select({ price: offerGameTypes.pricePerGameMinor })
    .from(offerGameTypes)
    .where(and(eq(offerGameTypes.offerId, offerId), eq(offerGameTypes.enabled, true)))
    .orderBy(asc(offerGameTypes.pricePerGameMinor))
    .limit(1);
  return row?.price ?? 0n;
}

function dividendProblems(definition: GameDefinitionDto, dividends: Dividends): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const known = new Set(definition.divisions.map((d) => d.division));
  for (const [key, value] of Object.entries(dividends)) {
    const division = Number(key);
    if (!known.has(division)) {
      problems[`dividends.${key}`] = [`This game has no division ${key}.`];
    } else if (typeof value !== 'bigint' || value < 0n) {
      problems[`dividends.${key}`] = ['A dividend is an amount of zero or more.'];
    }
  }
  for (const rule of definition.divisions) {
    if (rule.prizeKind === 'free_entry' || dividends[rule.division] !== undefined) continue;
    problems[`dividends.${rule.division}`] = [
      `Enter the division ${rule.division} dividend (${describeDivision(rule, definition.matrix)}).`,
    ];
  }
  return problems;
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * Enters the lottery operator's official numbers and dividends for a closed draw: DRAW_CLOSED -> DRAW_DRAWN.
 * The numbers are checked against the matrix in force for the draw; every division needs a dividend except a
 * free entry, which is credited the price of one game unless given. Entering the same result again is a no-op;
 * a different one is refused.
 */
export async function enterOfficialResult(
  db: Db,
  input: OfficialResultInput,
  now: Date,
): Promise<DrawResultDto> {
  const { draw, offer } = await loadDraw(db, input);
  const definition = await rulesFor(db, draw, offer);
  const drawn: DrawnNumbers = { main: input.main, supplementary: input.supplementary, bonus: input.bonus };
  const problems = {
    ...drawnNumbersProblems(definition.matrix, drawn),
    ...dividendProblems(definition, input.dividends),
  };
  if (Object.keys(problems).length > 0) {
    throw new DomainError('validation_failed', {
      message: 'The result is not valid for this game.',
      fields: problems,
    });
  }
  // The matrix's order matters only for ordered games; otherwise store the numbers ascending.
  const stored: DrawnNumbers = definition.matrix.ordered
    ? drawn
    : {
        main: [...drawn.main].sort((a, b) => a - b),
        supplementary: [...drawn.supplementary].sort((a, b) => a - b),
        bonus: [...drawn.bonus].sort((a, b) => a - b),
      };
  const freeEntry = await priceOfOneGame(db, offer.id);
  const dividends = definition.divisions.map((rule) => ({
    drawId: draw.id,
    division: rule.division,
    prizeMinor: input.dividends[rule.division] ?? (rule.prizeKind === 'free_entry' ? freeEntry : 0n),
    currency: draw.currency,
  }));

  if (draw.status !== 'DRAW_CLOSED') {
    if (OPEN.includes(draw.status)) {
      throw new DomainError('conflict', {
        message: `Close sales first: draw ${draw.drawNo} of ${offer.name} is still on sale.`,
      });
    }
    await assertSameResult(db, draw, stored, dividends);
    return getDrawResult(db, offer.key, draw.drawNo);
  }

  const stored_ = await advance(db, draw.id, 'DRAW_CLOSED', 'DRAW_DRAWN', now, async (tx) => {
    await tx.insert(drawResults).values({ drawId: draw.id, ...stored, source: 'official', drawnAt: now });
    await tx.insert(drawDividends).values(dividends);
    await audit(
      tx,
      draw.id,
      'result_entered',
      {
        ...stored,
        dividends: Object.fromEntries(dividends.map((d) => [d.division, d.prizeMinor.toString()])),
      },
      now,
    );
  });
  if (!stored_) await assertSameResult(db, draw, stored, dividends);
  return getDrawResult(db, offer.key, draw.drawNo);
}

async function assertSameResult(
  db: Db,
  draw: DrawRow,
  drawn: DrawnNumbers,
  dividends: Array<{ division: number; prizeMinor: bigint }>,
) {
  const [result] = await db.select().from(drawResults).where(eq(drawResults.drawId, draw.id));
  const existing = await db.select().from(drawDividends).where(eq(drawDividends.drawId, draw.id));
  const byDivision = new Map(existing.map((d) => [d.division, d.prizeMinor]));
  const same =
    result !== undefined &&
    result.source === 'official' &&
    sameNumbers(result.main, drawn.main) &&
    sameNumbers(result.supplementary, drawn.supplementary) &&
    sameNumbers(result.bonus, drawn.bonus) &&
    dividends.every((d) => byDivision.get(d.division) === d.prizeMinor);
  if (!same) {
    throw new DomainError('conflict', {
      message: `Draw ${draw.drawNo} already has a different result (status ${draw.status}); it cannot be changed.`,
    });
  }
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

// ---------------------------------------------------------------------------------------------------------------
// Settlement

export type Settlement = {
  drawId: string;
  status: DrawStatus;
  /** Lines scored by this run (0 when the draw had been scored before). */
  linesScored: number;
  /** Winning lines of the draw, and the sum of their prizes. */
  winningLines: number;
  totalPrizesMinor: bigint;
  /** Prizes paid by this run, and the sum paid so far over all runs. */
  prizesPaidNow: number;
  totalPaidMinor: bigint;
  currency: string;
};

export type SettleOptions = {
  /** Called after each prize is paid (tests use it to stop a run half-way). */
  afterPayout?: (paidSoFar: number) => void | Promise<void>;
};

/** Scores every line of a drawn draw: one line_prizes row per winning line, winners counted per division. */
async function scoreDraw(db: Db, draw: DrawRow, offer: ProductOfferRow, now: Date): Promise<number> {
  const definition = await rulesFor(db, draw, offer);
  const [result] = await db.select().from(drawResults).where(eq(drawResults.drawId, draw.id));
  if (!result) throw new Error(`draw ${draw.id} is drawn but has no result`);
  const dividendRows = await db.select().from(drawDividends).where(eq(drawDividends.drawId, draw.id));
  const dividends = new Map(dividendRows.map((d) => [d.division, d.prizeMinor]));
  const scorer = createScorer(definition, {
    main: result.main,
    supplementary: result.supplementary,
    bonus: result.bonus,
  });

  let after: { ticketId: string; lineNo: number } | undefined;
  let scored = 0;
  for (;;) {
    const lines = await listDrawLines(db, draw.id, { after, limit: LINE_PAGE });
    const winners: Array<typeof linePrizes.$inferInsert> = [];
    for (const line of lines) {
      const division = scorer.divisionOf(line);
      if (division === 0) continue;
      const prizeMinor = dividends.get(division);
      if (prizeMinor === undefined)
        throw new Error(`draw ${draw.id} has no dividend for division ${division}`);
      winners.push({
        drawId: draw.id,
        ticketId: line.ticketId,
        lineNo: line.lineNo,
        customerId: line.customerId,
        division,
        prizeMinor,
        currency: draw.currency,
        scoredAt: now,
      });
    }
    if (winners.length > 0) await db.insert(linePrizes).values(winners).onConflictDoNothing();
    scored += lines.length;
    const last = lines.at(-1);
    if (!last || lines.length < LINE_PAGE) break;
    after = { ticketId: last.ticketId, lineNo: last.lineNo };
  }

  await advance(db, draw.id, 'DRAW_DRAWN', 'DRAW_SCORED', now, async (tx) => {
    await tx
      .update(drawDividends)
      .set({
        winners: sql`(select count(*)::int from ${linePrizes} where ${linePrizes.drawId} = ${drawDividends.drawId} and ${linePrizes.division} = ${drawDividends.division})`,
      })
      .where(eq(drawDividends.drawId, draw.id));
    const [totals] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(linePrizes)
      .where(eq(linePrizes.drawId, draw.id));
    await audit(tx, draw.id, 'scored', { linesScored: scored, winningLines: totals?.lines ?? 0 }, now);
  });
  return scored;
}

/** Pays one line's prize from the prize fund into the customer's wallet, at most once. */
async function payLinePrize(db: Db, prize: LinePrizeRow, description: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(linePrizes)
      .where(
        and(
          eq(linePrizes.drawId, prize.drawId),
          eq(linePrizes.ticketId, prize.ticketId),
          eq(linePrizes.lineNo, prize.lineNo),
          isNull(linePrizes.transferId),
        ),
      )
      .for('update');
    if (!line) return false;
    const { transferId } = await postTransfer(
      tx,
      {
        idempotencyKey: `prize:${line.drawId}:${line.ticketId}:${line.lineNo}`,
        debitAccountId: await systemAccountId(tx, 'prize_fund', line.currency),
        creditAccountId: await walletAccountId(tx, line.customerId, line.currency),
        amountMinor: line.prizeMinor,
        kind: 'prize',
        customerId: line.customerId,
        reference: line.ticketId,
        description,
      },
      now,
    );
    await tx
      .update(linePrizes)
      .set({ transferId, paidAt: now })
      .where(
        and(
          eq(linePrizes.drawId, line.drawId),
          eq(linePrizes.ticketId, line.ticketId),
          eq(linePrizes.lineNo, line.lineNo),
        ),
      );
    return true;
  });
}

async function payDraw(
  db: Db,
  draw: DrawRow,
  offer: ProductOfferRow,
  now: Date,
  opts: SettleOptions,
): Promise<number> {
  const definition = await getGameDefinition(db, offer.id, draw.drawNo);
  const freeEntry = new Set(
    definition?.divisions.filter((d) => d.prizeKind === 'free_entry').map((d) => d.division) ?? [],
  );
  let paid = 0;
  let after: { ticketId: string; lineNo: number } | undefined;
  for (;;) {
    const conditions = [
      eq(linePrizes.drawId, draw.id),
      isNull(linePrizes.transferId),
      gt(linePrizes.prizeMinor, 0n),
    ];
    if (after) {
      conditions.push(
        sql`(${linePrizes.ticketId}, ${linePrizes.lineNo}) > (${after.ticketId}::uuid, ${after.lineNo})`,
      );
    }
    const unpaid = await db
      .select()
      .from(linePrizes)
      .where(and(...conditions))
      .orderBy(asc(linePrizes.ticketId), asc(linePrizes.lineNo))
      .limit(PAY_PAGE);
    for (const prize of unpaid) {
      const what = freeEntry.has(prize.division) ? ' (free entry)' : '';
      const description = `Prize — ${offer.name} draw ${draw.drawNo}, division ${prize.division}${what}`;
      if (await payLinePrize(db, prize, description, now)) {
        paid++;
        await opts.afterPayout?.(paid);
      }
    }
    const last = unpaid.at(-1);
    if (!last || unpaid.length < PAY_PAGE) break;
    after = { ticketId: last.ticketId, lineNo: last.lineNo };
  }

  const [remaining] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(linePrizes)
    .where(and(eq(linePrizes.drawId, draw.id), isNull(linePrizes.transferId), gt(linePrizes.prizeMinor, 0n)));
  if ((remaining?.n ?? 0) > 0) {
    throw new Error(`draw ${draw.id} still has ${remaining?.n} unpaid prizes after the pay run`);
  }
  await advance(db, draw.id, 'DRAW_SCORED', 'DRAW_PAID', now, async (tx) => {
    const [totals] = await tx
      .select({
        lines: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${linePrizes.prizeMinor}), 0)::text`,
      })
      .from(linePrizes)
      .where(eq(linePrizes.drawId, draw.id));
    await audit(
      tx,
      draw.id,
      'paid',
      { prizesPaid: totals?.lines ?? 0, totalPaidMinor: totals?.total ?? '0' },
      now,
    );
  });
  return paid;
}

/**
 * Scores and pays a drawn draw: DRAW_DRAWN -> DRAW_SCORED -> DRAW_PAID. Safe to run twice, concurrently, or
 * again after being killed half-way: every winning line is recorded once and paid exactly once.
 */
export async function settleDraw(
  db: Db,
  ref: DrawRef,
  now: Date,
  opts: SettleOptions = {},
): Promise<Settlement> {
  let { draw, offer } = await loadDraw(db, ref);
  if (!reached(draw.status, 'DRAW_DRAWN')) {
    throw new DomainError('conflict', {
      message: `Draw ${draw.drawNo} of ${offer.name} has no result yet: enter or draw its numbers first.`,
    });
  }
  let linesScored = 0;
  let prizesPaidNow = 0;
  if (draw.status === 'DRAW_DRAWN') {
    linesScored = await scoreDraw(db, draw, offer, now);
    ({ draw, offer } = await loadDraw(db, ref));
  }
  if (draw.status === 'DRAW_SCORED') {
    prizesPaidNow = await payDraw(db, draw, offer, now, opts);
    ({ draw, offer } = await loadDraw(db, ref));
  }
  const [totals] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${linePrizes.prizeMinor}), 0)::text`,
      paid: sql<string>`coalesce(sum(${linePrizes.prizeMinor}) filter (where ${linePrizes.transferId} is not null), 0)::text`,
    })
    .from(linePrizes)
    .where(eq(linePrizes.drawId, draw.id));
  return {
    drawId: draw.id,
    status: draw.status,
    linesScored,
    winningLines: totals?.lines ?? 0,
    totalPrizesMinor: BigInt(totals?.total ?? '0'),
    prizesPaidNow,
    totalPaidMinor: BigInt(totals?.paid ?? '0'),
    currency: draw.currency,
  };
}
