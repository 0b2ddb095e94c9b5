/**
 * The play screen's state and rules, without React: game panels of picked numbers per number set, toggling,
 * quick picks, and what the ticket adds up to. The ticket rules themselves are the contracts' (spec 2 §9).
 * Browser-safe: imports only zod-free modules and types.
 */
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { canAddTicket, isLineComplete, lineProblem, ticketPriceMinor } from '@lottoshop/contracts/game-rules';
import { quickPickSet, type RandomFill } from './quick-pick.ts';

/**
 * One game panel: the main numbers and the bonus (Powerball) numbers picked so far, ascending. On an ordered game
 * (Lotto Strike) `main` holds the numbers by position, 0 for a position not chosen yet.
 */
export type PickedLine = { main: number[]; bonus: number[] };
export type SetName = keyof PickedLine;

/** Game panels shown at first: the game type's default, but never fewer than minGames nor more than this. */
export const MAX_INITIAL_PANELS = 6;

export const emptyLine = (): PickedLine => ({ main: [], bonus: [] });

export function initialPanelCount(gameType: {
  minGames: number;
  defaultGames: number;
  maxGames: number;
}): number {
  const wanted = Math.min(gameType.defaultGames, MAX_INITIAL_PANELS);
  return Math.max(1, Math.min(gameType.maxGames, Math.max(gameType.minGames, wanted)));
}

function numberSet(matrix: GameMatrixDto, set: SetName) {
  return set === 'main' ? matrix.main : matrix.bonus;
}

/**
 * Picks or unpicks a number. A number outside the set's range, or a new number when the set is already
 * full, leaves the line as it is.
 */
export function toggleNumber(matrix: GameMatrixDto, line: PickedLine, set: SetName, n: number): PickedLine {
  const spec = numberSet(matrix, set);
  if (!spec || !Number.isInteger(n) || n < spec.min || n > spec.max) return line;
  const current = line[set];
  if (current.includes(n)) return { ...line, [set]: current.filter((x) => x !== n) };
  if (current.length >= spec.pick) return line;
  return { ...line, [set]: [...current, n].sort((a, b) => a - b) };
}

/**
 * An ordered game's panel (Lotto Strike): the number chosen for one position (0 clears it). A number out of range
 * or a position past the pick leaves the line as it is; the same number twice is kept for the rules to refuse.
 */
export function setPosition(
  matrix: GameMatrixDto,
  line: PickedLine,
  position: number,
  n: number,
): PickedLine {
  const { main } = matrix;
  if (!Number.isInteger(position) || position < 0 || position >= main.pick) return line;
  if (!Number.isInteger(n) || (n !== 0 && (n < main.min || n > main.max))) return line;
  const slots = Array.from({ length: main.pick }, (_, i) => line.main[i] ?? 0);
  slots[position] = n;
  return { ...line, main: slots.every((x) => x === 0) ? [] : slots };
}

/** A whole new random line for the matrix (quick pick replaces what was picked). */
export function quickPickLine(matrix: GameMatrixDto, fill: RandomFill): PickedLine {
  return {
    main: quickPickSet(matrix.main, fill),
    bonus: matrix.bonus ? quickPickSet(matrix.bonus, fill) : [],
  };
}

export function isPanelEmpty(line: PickedLine): boolean {
  return line.main.every((n) => n === 0) && line.bonus.length === 0;
}

/** The wire form of a panel (spec 1 §5 keys: Numbers, Powerball). */
export function toGameLine(
  matrix: GameMatrixDto,
  line: PickedLine,
): { Numbers: number[]; Powerball?: number[] } {
  // Positions not chosen yet (0, ordered games) are not numbers.
  const main = line.main.filter((n) => n !== 0);
  return matrix.bonus ? { Numbers: main, Powerball: line.bonus } : { Numbers: main };
}

export function isPanelComplete(matrix: GameMatrixDto, line: PickedLine): boolean {
  return isLineComplete(matrix, toGameLine(matrix, line));
}

/** Why a started panel cannot be played yet (null when complete or untouched). */
export function panelProblem(matrix: GameMatrixDto, line: PickedLine): string | null {
  if (isPanelEmpty(line)) return null;
  return lineProblem(matrix, toGameLine(matrix, line));
}

export type TicketSummary = {
  completeGames: number;
  /** Panels started but not finished: the ticket cannot be added while any exist. */
  unfinishedGames: number;
  canAdd: boolean;
  priceMinor: number;
};

/**
 * What the ticket adds up to: complete games, the price (price per game x complete games x draws) and
 * whether it may be added (spec 2 §9: at least minGames complete games, and no half-filled panel).
 */
export function summariseTicket(
  matrix: GameMatrixDto,
  lines: readonly PickedLine[],
  opts: { minGames: number; pricePerGameMinor: number; numDraws: number },
): TicketSummary {
  const started = lines.filter((l) => !isPanelEmpty(l));
  const wire = started.map((l) => toGameLine(matrix, l));
  const completeGames = wire.filter((l) => isLineComplete(matrix, l)).length;
  return {
    completeGames,
    unfinishedGames: started.length - completeGames,
    canAdd: canAddTicket(matrix, wire, opts.minGames) && started.length === completeGames,
    priceMinor: ticketPriceMinor(opts.pricePerGameMinor, completeGames, opts.numDraws),
  };
}
