/**
 * Closing a draw's sales early and entering the lottery operator's official result (numbers and dividends, with
 * their checks). Closing a draw the shop runs itself also freezes its entries; the shop's own draws are in
 * draws.shop-draw.ts, scoring and paying in draws.settlement.ts.
 */
import type { GameDefinitionDto } from '@lottoshop/contracts/catalog';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { advance, audit, type DrawRef, loadDraw, OPEN, priceOfOneGame, rulesFor } from './draws.progress.ts';
import { getDrawResult } from './draws.results.queries.ts';
import { drawDividends, drawResults } from './draws.results.tables.ts';
import { type DrawnNumbers, describeDivision, drawnNumbersProblems } from './draws.scoring.ts';
import { freezeEntries } from './draws.shop-draw.ts';
import type { DrawRow } from './draws.tables.ts';

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

/** Dividends keyed by division number, in minor units. */
export type Dividends = Record<number, bigint>;

export type OfficialResultInput = DrawRef & DrawnNumbers & { dividends: Dividends };

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
