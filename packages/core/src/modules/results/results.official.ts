/**
 * Entering the lottery operator's official result of a closed draw: its numbers and each division's dividend,
 * checked against the game in force for the draw. The shop's own draws are in results.shop-draw.ts.
 */
import type { GameDefinitionDto } from '@lottoshop/contracts/catalog';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { priceOfOneGame } from '../catalog/index.ts';
import { advanceDraw, type DrawRef, type DrawRow, loadDraw, ON_SALE_STATUSES } from '../draws/index.ts';
import { recordDrawAudit } from './results.audit.ts';
import { rulesFor } from './results.game-rules.ts';
import { refuseOwnResult, resultPlayedOnDraws } from './results.played-on.ts';
import { getDrawResult } from './results.queries.ts';
import { type DrawnNumbers, describeDivision, drawnNumbersProblems } from './results.scoring.ts';
import { drawDividends, drawResults } from './results.tables.ts';

/** Dividends keyed by division number, in minor units. */
export type Dividends = Record<number, bigint>;

export type OfficialResultInput = DrawRef & DrawnNumbers & { dividends: Dividends };

function dividendProblems(definition: GameDefinitionDto, dividends: Dividends): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const known = new Set(definition.divisions.map((d) => d.division));
  for (const [key, value] of Object.entries(dividends)) {
    if (!known.has(Number(key))) {
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
 * a different one is refused. The main numbers are given in the order drawn (kept in `mainInDrawOrder`), and the
 * games played on this draw get their results in the same transaction (results.played-on.ts); such a game's own
 * result is refused.
 */
export async function enterOfficialResult(ctx: Ctx, input: OfficialResultInput): Promise<DrawResultDto> {
  const { draw, offer } = await loadDraw(ctx, input);
  await refuseOwnResult(ctx, offer);
  const definition = await rulesFor(ctx, draw, offer);
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
  const freeEntry = await priceOfOneGame(ctx, offer.id);
  const dividends = definition.divisions.map((rule) => ({
    drawId: draw.id,
    division: rule.division,
    prizeMinor: input.dividends[rule.division] ?? (rule.prizeKind === 'free_entry' ? freeEntry : 0n),
    currency: draw.currency,
  }));

  if (draw.status !== 'DRAW_CLOSED') {
    if (ON_SALE_STATUSES.includes(draw.status)) {
      throw new DomainError('conflict', {
        message: `Close sales first: draw ${draw.drawNo} of ${offer.name} is still on sale.`,
      });
    }
    await assertSameResult(ctx, draw, stored, dividends);
    return getDrawResult(ctx, { offerKey: offer.key, drawNo: draw.drawNo });
  }

  const now = ctx.clock.now();
  const moved = await advanceDraw(
    ctx,
    { drawId: draw.id, from: 'DRAW_CLOSED', to: 'DRAW_DRAWN' },
    async (tx) => {
      await tx.db.insert(drawResults).values({
        drawId: draw.id,
        offerId: draw.offerId,
        drawNo: draw.drawNo,
        drawAt: draw.drawAt,
        ...stored,
        // The numbers as entered are the order drawn: a game played on this draw takes its first balls.
        mainInDrawOrder: drawn.main,
        source: 'official',
        drawnAt: now,
      });
      await tx.db.insert(drawDividends).values(dividends);
      await recordDrawAudit(tx, {
        drawId: draw.id,
        event: 'result_entered',
        detail: {
          ...stored,
          dividends: Object.fromEntries(dividends.map((d) => [d.division, d.prizeMinor.toString()])),
        },
      });
      await resultPlayedOnDraws(tx, { draw, offer }, { mainInDrawOrder: drawn.main, source: 'official' });
    },
  );
  if (!moved) await assertSameResult(ctx, draw, stored, dividends);
  return getDrawResult(ctx, { offerKey: offer.key, drawNo: draw.drawNo });
}

async function assertSameResult(
  ctx: Pick<Ctx, 'db'>,
  draw: DrawRow,
  drawn: DrawnNumbers,
  dividends: Array<{ division: number; prizeMinor: bigint }>,
) {
  const [result] = await ctx.db.select().from(drawResults).where(eq(drawResults.drawId, draw.id));
  const existing = await ctx.db.select().from(drawDividends).where(eq(drawDividends.drawId, draw.id));
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
