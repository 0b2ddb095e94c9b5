/**
 * How each entry type (game type) turns what the player picked (an entry) into the game lines it enters
 * (GAMES.md "Entry types"). Pure and zod-free: the play screen prices an entry with it, the cart checks one, the
 * purchase stores the lines it expands to, and scoring re-expands an entry to score it. The order of the lines is
 * part of the contract (a line's number names the same numbers for ever): k-subsets in lexicographic order of the
 * entry's sorted numbers, each with every bonus number in ascending order for PowerHit; for boxed Lotto Strike every
 * order of the entry's numbers, in lexicographic order of the orders of its sorted numbers (24 for 4 numbers).
 */
import type { GameMatrixDto, GameType } from './catalog.ts';
import type { GameLine } from './game-rules.ts';

/** Entry types whose one entry expands to several lines. */
export const EXPANDING_GAME_TYPES: readonly GameType[] = [
  'reduced_system',
  'powerhit',
  'powerpik',
  'strike_boxed',
];

/**
 * Entry types whose lines are plain games of the matrix, one per entry. On an ordered game (Lotto Strike) a line's
 * numbers are kept in the order picked and matched by position (`strike_standard`, and `sequential`, which names
 * the same play: the numbers must come up in the order picked).
 */
export const LINE_GAME_TYPES: readonly GameType[] = ['standard', 'random', 'sequential', 'strike_standard'];

export const expands = (gameType: GameType): boolean => EXPANDING_GAME_TYPES.includes(gameType);

/** True for the entry types that cover every bonus number (PowerHit, and PowerPik as some states name it). */
export const coversEveryBonus = (gameType: GameType): boolean =>
  gameType === 'powerhit' || gameType === 'powerpik';

/** Entry types whose games are generated at purchase and stored, not derived from the entry (Super Combos). */
export const generatesGames = (gameType: GameType): boolean => gameType === 'mega_combo';

/** Entry types whose ticket lists the games each entry entered (24 orders, a Super Combo's generated games). */
export const showsEntryGames = (gameType: GameType): boolean =>
  gameType === 'strike_boxed' || gameType === 'mega_combo';

/** True for boxed Lotto Strike: one entry plays every order of its numbers. */
export const coversEveryOrder = (gameType: GameType): boolean => gameType === 'strike_boxed';

/** n! (orders of n distinct items). */
export function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

/** Every order of `items`, in lexicographic order of positions (items kept as given: pass them sorted). */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((first, i) => {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) out.push([first, ...tail]);
  });
  return out;
}

/** Number of k-subsets of n items. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-subset of `items` (kept in the order given), in lexicographic order of positions. */
export function kSubsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  if (k < 0 || k > items.length) return out;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    out.push(idx.map((i) => items[i] as T));
    let i = k - 1;
    while (i >= 0 && idx[i] === items.length - k + i) i--;
    if (i < 0) return out;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

const bonusRange = (matrix: GameMatrixDto): number[] => {
  const set = matrix.bonus;
  if (!set) return [];
  return Array.from({ length: set.max - set.min + 1 }, (_, i) => set.min + i);
};

/**
 * How many game lines one entry of this type enters: C(N, k) for a system, x every bonus number for PowerHit,
 * k! for boxed Strike (24 orders of 4 numbers).
 */
export function linesPerEntry(matrix: GameMatrixDto, gameType: GameType, picked: number): number {
  if (coversEveryOrder(gameType)) return picked === matrix.main.pick ? factorial(picked) : 0;
  const mains =
    gameType === 'reduced_system' || coversEveryBonus(gameType) ? choose(picked, matrix.main.pick) : 1;
  return coversEveryBonus(gameType) ? mains * bonusRange(matrix).length : mains;
}

/** The System N sizes an entry may have: the offer's sizes for a system; for PowerHit, no system or those sizes. */
export function allowedEntrySizes(
  matrix: GameMatrixDto,
  gameType: GameType,
  systemSizes: readonly number[] | null,
): number[] {
  if (gameType === 'reduced_system') return [...(systemSizes ?? [])];
  if (coversEveryOrder(gameType)) return [matrix.main.pick];
  if (coversEveryBonus(gameType)) return [matrix.main.pick, ...(systemSizes ?? [])];
  return [matrix.main.pick];
}

/** "System 8", "PowerHit", "PowerHit System 9": how an entry is named on tickets and in the cart. */
export function entryLabel(matrix: GameMatrixDto, gameType: GameType, picked: number): string {
  if (coversEveryOrder(gameType)) return 'Boxed';
  const system = picked > matrix.main.pick ? `System ${picked}` : '';
  if (coversEveryBonus(gameType)) {
    return [gameType === 'powerpik' ? 'PowerPik' : 'PowerHit', system].filter(Boolean).join(' ');
  }
  return system || 'Game';
}

/** Why an entry cannot be played as this type (null when it can): numbers in range, distinct, a size allowed. */
export function entryProblem(
  matrix: GameMatrixDto,
  gameType: GameType,
  entry: GameLine,
  systemSizes: readonly number[] | null,
): string | null {
  const { main } = matrix;
  const sizes = allowedEntrySizes(matrix, gameType, systemSizes);
  if (!sizes.includes(entry.Numbers.length)) {
    if (gameType === 'reduced_system') {
      return `Pick ${sizes.length > 1 ? `from ${sizes[0]} to ${sizes[sizes.length - 1]}` : sizes[0]} numbers for a system.`;
    }
    return `Pick exactly ${sizes.length === 1 ? sizes[0] : sizes.join(', ')} numbers.`;
  }
  for (const n of entry.Numbers) {
    if (!Number.isInteger(n) || n < main.min || n > main.max) {
      return `Each of the numbers must be from ${main.min} to ${main.max}.`;
    }
  }
  if (new Set(entry.Numbers).size !== entry.Numbers.length)
    return 'Each of the numbers can be picked only once.';
  const bonus = entry.Powerball ?? [];
  if (coversEveryBonus(gameType)) {
    if (!matrix.bonus) return 'This game has no Powerball.';
    if (bonus.length > 0) return 'PowerHit plays every Powerball: pick no Powerball.';
    return null;
  }
  if (!matrix.bonus) return bonus.length > 0 ? 'This game has no Powerball.' : null;
  if (bonus.length !== matrix.bonus.pick) return `Pick exactly ${matrix.bonus.pick} Powerball number.`;
  for (const n of bonus) {
    if (!Number.isInteger(n) || n < matrix.bonus.min || n > matrix.bonus.max) {
      return `Each of the Powerball numbers must be from ${matrix.bonus.min} to ${matrix.bonus.max}.`;
    }
  }
  return null;
}

/**
 * The game lines one entry enters, in the contract's order (see the header). A standard line is itself; a
 * System N line its C(N, k) k-subsets (with its Powerball); a PowerHit every set of mains with every bonus number;
 * a boxed Strike entry every order of its numbers.
 */
export function expandEntry(matrix: GameMatrixDto, gameType: GameType, entry: GameLine): GameLine[] {
  if (!expands(gameType)) return [entry];
  if (coversEveryOrder(gameType)) {
    return permutations([...entry.Numbers].sort((a, b) => a - b)).map((order) => ({ Numbers: order }));
  }
  const numbers = matrix.ordered ? [...entry.Numbers] : [...entry.Numbers].sort((a, b) => a - b);
  const mains = kSubsets(numbers, matrix.main.pick);
  if (!coversEveryBonus(gameType)) {
    return mains.map((m) =>
      matrix.bonus ? { Numbers: m, Powerball: [...(entry.Powerball ?? [])] } : { Numbers: m },
    );
  }
  const bonuses = bonusRange(matrix);
  return mains.flatMap((m) => bonuses.map((b) => ({ Numbers: m, Powerball: [b] })));
}
