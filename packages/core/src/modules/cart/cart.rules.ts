/** Pure cart rules: completing quick-pick lines, checking lines, describing items. No database. */
import { randomInt } from 'node:crypto';
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { lineProblem } from '@lottoshop/contracts/game-rules';
import type { GameLineDto, GameLineInput } from '@lottoshop/contracts/games';

type NumberSet = GameMatrixDto['main'];

/** A source of uniform random integers in [min, max): node:crypto's CSPRNG on the server. */
export type RandomInt = (min: number, max: number) => number;
const cryptoRandomInt: RandomInt = (min, max) => randomInt(min, max);

/**
 * Fills a number set up to its pick count with numbers not yet chosen, drawn without replacement. The numbers
 * already chosen are kept, in their order; the new ones follow.
 */
export function fillNumberSet(
  set: NumberSet,
  chosen: number[],
  random: RandomInt = cryptoRandomInt,
): number[] {
  const taken = new Set(chosen);
  const pool: number[] = [];
  for (let n = set.min; n <= set.max; n++) if (!taken.has(n)) pool.push(n);
  const result = [...chosen];
  while (result.length < set.pick) {
    if (pool.length === 0) throw new RangeError('number set has too few numbers to fill');
    const i = random(0, pool.length);
    const [picked] = pool.splice(i, 1);
    result.push(picked as number);
  }
  return result;
}

export type LineIssue = { field: 'Numbers' | 'Powerball'; message: string };

/** Numbers already chosen for a set must be in range, distinct and no more than the set's pick. */
function partialSetProblem(set: NumberSet, chosen: number[], label: string): string | null {
  if (chosen.length > set.pick) {
    return `Pick exactly ${set.pick} ${set.pick === 1 ? label.replace(/s$/, '') : label}.`;
  }
  for (const n of chosen) {
    if (!Number.isInteger(n) || n < set.min || n > set.max) {
      return `Each of the ${label} must be from ${set.min} to ${set.max}.`;
    }
  }
  if (new Set(chosen).size !== chosen.length) return `Each of the ${label} can be picked only once.`;
  return null;
}

/** True for a line the customer left untouched (no numbers, no quick pick). */
export function isEmptyLine(line: GameLineInput): boolean {
  return line.Numbers.length === 0 && (line.Powerball ?? []).length === 0 && line.quickPick !== true;
}

/**
 * Turns one submitted line into a complete line of the matrix, or says what is wrong with it and in which
 * number set. A quick-pick line keeps the numbers already chosen and is filled on the server.
 */
export function completeLine(
  matrix: GameMatrixDto,
  line: GameLineInput,
  random: RandomInt = cryptoRandomInt,
): { line: GameLineDto } | { issue: LineIssue } {
  const bonusChosen = line.Powerball ?? [];
  if (!matrix.bonus && bonusChosen.length > 0) {
    return { issue: { field: 'Powerball', message: 'This game has no Powerball.' } };
  }
  let numbers = line.Numbers;
  let bonus = bonusChosen;
  if (line.quickPick) {
    const mainProblem = partialSetProblem(matrix.main, numbers, 'numbers');
    if (mainProblem) return { issue: { field: 'Numbers', message: mainProblem } };
    numbers = fillNumberSet(matrix.main, numbers, random);
    if (matrix.bonus) {
      const bonusProblem = partialSetProblem(matrix.bonus, bonus, 'Powerball numbers');
      if (bonusProblem) return { issue: { field: 'Powerball', message: bonusProblem } };
      bonus = fillNumberSet(matrix.bonus, bonus, random);
    }
  }
  const mainOnly = lineProblem({ ...matrix, bonus: null }, { Numbers: numbers });
  if (mainOnly) return { issue: { field: 'Numbers', message: mainOnly } };
  const whole = lineProblem(matrix, { Numbers: numbers, Powerball: bonus });
  if (whole) return { issue: { field: 'Powerball', message: whole } };
  // Unordered games are shown sorted; an ordered game (Lotto Strike) keeps the positions as picked.
  const sort = (ns: number[]) => (matrix.ordered ? [...ns] : [...ns].sort((a, b) => a - b));
  return {
    line: matrix.bonus ? { Numbers: sort(numbers), Powerball: sort(bonus) } : { Numbers: sort(numbers) },
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Saturday Lotto — 6 games, 2 draws". */
export function describeItem(offerName: string, numGames: number, numDraws: number): string {
  return `${offerName} — ${plural(numGames, 'game')}, ${plural(numDraws, 'draw')}`;
}

/** A raffle cart item: one bundle of tickets of the offer's draw. */
export function describeRaffleItem(offerName: string, numTickets: number): string {
  return `${offerName} — ${plural(numTickets, 'ticket')}`;
}

/** Spec 1 §3 product type of a lottery cart item. */
export function lotteryProductType(numDraws: number): 'lottery_ticket' | 'multi_draw_ticket' {
  return numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket';
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A cart's short public reference (spec 1 §3 cartReference): ten letters and digits that cannot be misread. */
export function newReference(): string {
  let ref = '';
  for (let i = 0; i < 10; i++) ref += REFERENCE_ALPHABET[randomInt(0, REFERENCE_ALPHABET.length)];
  return ref;
}
