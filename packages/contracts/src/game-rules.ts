/**
 * The pure rules of the standard game type (spec 2 §9): when a line is complete, when a ticket may be added, and
 * what it costs. The play screen (in the browser) and the server use the same rules; no zod here, so importing
 * them does not put a schema library into the page's JavaScript.
 */
import type { GameMatrixDto } from './catalog.ts';

/** One game's numbers: `Numbers` the main numbers, `Powerball` the bonus barrel's (games with one). */
export type GameLine = { Numbers: number[]; Powerball?: number[] };

/** Numbers of draws a customer can choose for one ticket. */
export const DRAW_COUNT_OPTIONS = [1, 2, 3, 4, 5, 6, 8, 10] as const;
export const MAX_ITEM_QUANTITY = 20;

/** Spec 2 §9: a game is complete when every number set has exactly the required count with no empty slots. */
export function isLineComplete(matrix: GameMatrixDto, line: GameLine): boolean {
  return lineProblem(matrix, line) === null;
}

/** Why a line is not a valid complete line of the matrix, or null when it is. */
export function lineProblem(matrix: GameMatrixDto, line: GameLine): string | null {
  const main = checkSet(matrix.main, line.Numbers, 'numbers', matrix.ordered);
  if (main) return main;
  if (matrix.bonus) return checkSet(matrix.bonus, line.Powerball ?? [], 'Powerball numbers', false);
  if (line.Powerball && line.Powerball.length > 0) return 'This game has no Powerball.';
  return null;
}

function checkSet(
  set: GameMatrixDto['main'],
  numbers: number[],
  label: string,
  ordered: boolean,
): string | null {
  if (numbers.length !== set.pick) {
    return `Pick exactly ${set.pick} ${set.pick === 1 ? label.replace(/s$/, '') : label}.`;
  }
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < set.min || n > set.max) {
      return `Each of the ${label} must be from ${set.min} to ${set.max}.`;
    }
  }
  if (new Set(numbers).size !== numbers.length) return `Each of the ${label} can be picked only once.`;
  void ordered;
  return null;
}

/**
 * Spec 2 §9: a ticket can be added only when the count of complete games is at least the offer's minGames
 * (and, for offers with selectable days or causes, a day / a listed cause is chosen: not used by standard lotto).
 */
export function canAddTicket(matrix: GameMatrixDto, lines: GameLine[], minGames: number): boolean {
  const complete = lines.filter((l) => isLineComplete(matrix, l)).length;
  return complete >= minGames && complete === lines.filter((l) => l.Numbers.length > 0).length;
}

/** Spec 2 §9: total price = base price (per game) x games x draws, in minor units. */
export function ticketPriceMinor(pricePerGameMinor: number, numGames: number, numDraws: number): number {
  return pricePerGameMinor * numGames * numDraws;
}
