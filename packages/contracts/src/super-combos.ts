/**
 * Super Combos (`mega_combo`, GAMES.md "Entry types"): the player's numbers, and up to 2 favourites, spread over a
 * chosen number of games the shop generates at purchase. Every generated game holds every favourite and
 * k - favourites of the player's other numbers; the games are different from each other and the player's numbers
 * are used as evenly as the count allows. Pure and zod-free: the play screen and the cart check an entry with
 * `comboProblem`; the purchase generates the games with `generateComboGames` and a CSPRNG and stores them, and they
 * are scored as they were stored (they are not re-derived from the entry).
 */
import type { GameMatrixDto } from './catalog.ts';
import { choose } from './entry-types.ts';
import type { GameLine } from './game-rules.ts';

/** Most numbers a player may spread (favourites not counted). */
export const COMBO_MAX_NUMBERS = 20;
/** Most favourites, present in every generated game. */
export const COMBO_MAX_FAVOURITES = 2;

/** A Super Combos entry: the player's numbers, the favourites (in every game) and the Powerball of games with one. */
export type ComboEntry = { Numbers: number[]; Favourites?: number[]; Powerball?: number[] };

/** How many of the player's numbers one game takes: k minus the favourites. */
export const comboSpread = (matrix: GameMatrixDto, favourites: number): number =>
  matrix.main.pick - favourites;

/** The fewest numbers a Super Combos entry needs with this many favourites: one more than a game takes. */
export const comboMinNumbers = (matrix: GameMatrixDto, favourites: number): number =>
  comboSpread(matrix, favourites) + 1;

/** How many different games these numbers can make (the most games one entry may generate). */
export const comboMaxDistinctGames = (matrix: GameMatrixDto, numbers: number, favourites: number): number =>
  choose(numbers, comboSpread(matrix, favourites));

/**
 * Why this Super Combos entry cannot be played for `games` games (null when it can): numbers and favourites in
 * range and distinct (a favourite is not also one of the numbers), at most 2 favourites, enough numbers to spread,
 * the games within the offer's range and no more than the different games the numbers make.
 */
export function comboProblem(
  matrix: GameMatrixDto,
  entry: ComboEntry,
  games: number,
  range: { minGames: number; maxGames: number },
): { field: 'Numbers' | 'Favourites' | 'Powerball' | 'numGames'; message: string } | null {
  const { main } = matrix;
  if (matrix.ordered) return { field: 'Numbers', message: 'Super Combos are not played on this game.' };
  const favourites = entry.Favourites ?? [];
  if (favourites.length > COMBO_MAX_FAVOURITES) {
    return { field: 'Favourites', message: `Pick at most ${COMBO_MAX_FAVOURITES} favourite numbers.` };
  }
  const inRange = (n: number) => Number.isInteger(n) && n >= main.min && n <= main.max;
  if (!favourites.every(inRange)) {
    return { field: 'Favourites', message: `Each favourite must be from ${main.min} to ${main.max}.` };
  }
  if (new Set(favourites).size !== favourites.length) {
    return { field: 'Favourites', message: 'Each favourite can be picked only once.' };
  }
  const min = comboMinNumbers(matrix, favourites.length);
  if (entry.Numbers.length < min || entry.Numbers.length > COMBO_MAX_NUMBERS) {
    return { field: 'Numbers', message: `Pick from ${min} to ${COMBO_MAX_NUMBERS} numbers.` };
  }
  if (!entry.Numbers.every(inRange)) {
    return { field: 'Numbers', message: `Each of the numbers must be from ${main.min} to ${main.max}.` };
  }
  if (new Set(entry.Numbers).size !== entry.Numbers.length) {
    return { field: 'Numbers', message: 'Each of the numbers can be picked only once.' };
  }
  if (entry.Numbers.some((n) => favourites.includes(n))) {
    return { field: 'Favourites', message: 'A favourite is in every game already: do not pick it again.' };
  }
  const bonus = entry.Powerball ?? [];
  if (!matrix.bonus && bonus.length > 0)
    return { field: 'Powerball', message: 'This game has no Powerball.' };
  if (matrix.bonus) {
    if (bonus.length !== matrix.bonus.pick) {
      return { field: 'Powerball', message: `Pick exactly ${matrix.bonus.pick} Powerball number.` };
    }
    const { min: bMin, max: bMax } = matrix.bonus;
    if (!bonus.every((n) => Number.isInteger(n) && n >= bMin && n <= bMax)) {
      return {
        field: 'Powerball',
        message: `Each of the Powerball numbers must be from ${bMin} to ${bMax}.`,
      };
    }
  }
  if (!Number.isInteger(games) || games < range.minGames || games > range.maxGames) {
    return { field: 'numGames', message: `Choose from ${range.minGames} to ${range.maxGames} games.` };
  }
  const distinct = comboMaxDistinctGames(matrix, entry.Numbers.length, favourites.length);
  if (games > distinct) {
    return {
      field: 'numGames',
      message: `These numbers make only ${distinct} different games: pick more numbers or fewer games.`,
    };
  }
  return null;
}

/** A uniform random integer in [min, max) (node:crypto's randomInt on the server). */
export type ComboRandomInt = (min: number, max: number) => number;

/**
 * Generates the games of a valid Super Combos entry (check it with `comboProblem` first): each game is the
 * favourites plus the k - f least-used of the player's numbers so far, ties broken at random, so every number is
 * used as evenly as the count allows; a game equal to one already made is replaced by a random game not made yet.
 * Each game's numbers are ascending; the games are in the order generated.
 */
export function generateComboGames(
  matrix: GameMatrixDto,
  entry: ComboEntry,
  games: number,
  randomInt: ComboRandomInt,
): GameLine[] {
  const favourites = entry.Favourites ?? [];
  const spread = comboSpread(matrix, favourites.length);
  const numbers = [...entry.Numbers];
  const uses = new Map<number, number>(numbers.map((n) => [n, 0]));
  const made = new Set<string>();
  const out: GameLine[] = [];
  const withBonus = (main: number[]): GameLine =>
    matrix.bonus ? { Numbers: main, Powerball: [...(entry.Powerball ?? [])] } : { Numbers: main };

  while (out.length < games) {
    // A random order first, then a stable sort by uses: ties keep their random order. A game made before is
    // tried again the same way, then (rarely) with any numbers.
    const leastUsed = () => {
      const shuffled = shuffle(numbers, randomInt);
      shuffled.sort((a, b) => (uses.get(a) ?? 0) - (uses.get(b) ?? 0));
      return shuffled.slice(0, spread);
    };
    let pick = leastUsed();
    let key = gameKey(favourites, pick);
    for (let attempt = 0; made.has(key) && attempt < 50; attempt++) {
      pick = attempt < 25 ? leastUsed() : shuffle(numbers, randomInt).slice(0, spread);
      key = gameKey(favourites, pick);
    }
    if (made.has(key)) {
      // Few games left untaken: choose one of them at random.
      const left = subsets(numbers, spread).filter((s) => !made.has(gameKey(favourites, s)));
      pick = left[randomInt(0, left.length)] as number[];
      key = gameKey(favourites, pick);
    }
    made.add(key);
    for (const n of pick) uses.set(n, (uses.get(n) ?? 0) + 1);
    out.push(withBonus([...favourites, ...pick].sort((a, b) => a - b)));
  }
  return out;
}

const gameKey = (favourites: readonly number[], pick: readonly number[]): string =>
  [...favourites, ...pick].sort((a, b) => a - b).join(',');

function shuffle(items: readonly number[], randomInt: ComboRandomInt): number[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

function subsets(items: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < items.length; i++) walk(i + 1, [...chosen, items[i] as number]);
  };
  walk(0, []);
  return out;
}
