/**
 * What scoring a draw needs from its game: the rules in force for the draw, and the shop's own prize table for the
 * draws it runs itself (and for the games played on them, results.played-on.ts).
 */
import type { DivisionRuleDto, GameDefinitionDto, GameMatrixDto } from '@lottoshop/contracts/catalog';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { GAME_RULES, getGameDefinition, type ProductOfferRow } from '../catalog/index.ts';
import type { DrawRow } from '../draws/index.ts';

/** The rules in force for a draw; a draw without any cannot be drawn or scored. */
export async function rulesFor(
  ctx: Pick<Ctx, 'db'>,
  draw: DrawRow,
  offer: ProductOfferRow,
): Promise<GameDefinitionDto> {
  const definition = await getGameDefinition(ctx, { offerId: offer.id, drawNo: draw.drawNo });
  if (!definition) {
    throw new DomainError('conflict', {
      message: `${offer.name} has no game rules for draw ${draw.drawNo}, so it cannot be drawn or scored.`,
    });
  }
  return definition;
}

/**
 * The demo's fixed prize per division for games the shop draws itself, in cents, by the GAME_RULES game whose
 * matrix the offer uses; division 1 pays the draw's advertised jackpot when it has one. A free-entry division
 * pays the price of one game. An annuity division's amount is what it pays a month (credited as one amount in the
 * demo).
 */
export const DEMO_PRIZE_TABLES_MINOR: Record<keyof typeof GAME_RULES, readonly bigint[]> = {
  saturdayLotto: [1_000_000_00n, 7_500_00n, 1_500_00n, 40_00n, 20_00n, 12_00n],
  ozLotto: [5_000_000_00n, 30_000_00n, 3_000_00n, 400_00n, 60_00n, 40_00n, 20_00n],
  powerball: [10_000_000_00n, 150_000_00n, 5_000_00n, 500_00n, 150_00n, 60_00n, 40_00n, 15_00n, 10_00n],
  // Divisions 1 and 2 are monthly amounts (annuities: $20,000 a month for 20 years, $5,000 a month for a year).
  setForLife: [20_000_00n, 5_000_00n, 2_000_00n, 250_00n, 50_00n, 20_00n, 8_00n, 3_00n],
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

type NumberSet = GameMatrixDto['main'];
const sameBarrel = (a: NumberSet | null, b: NumberSet | null) =>
  a === null || b === null
    ? a === b
    : a.pick === b.pick &&
      a.min === b.min &&
      a.max === b.max &&
      a.drawn === b.drawn &&
      a.supplementary === b.supplementary;
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
