import type { DivisionRuleDto, GameMatrixDto } from '@lottoshop/contracts/catalog';

/** A game's matrix and its division rules, in the order they are checked. */
export type GameRules = { matrix: GameMatrixDto; divisions: DivisionRuleDto[] };

type Rule = [mainMatches: number, extra?: 'supp' | 'bonus', prizeKind?: DivisionRuleDto['prizeKind']];

function divisions(rules: Rule[]): DivisionRuleDto[] {
  return rules.map(([mainMatches, extra, prizeKind], i) => ({
    division: i + 1,
    mainMatches,
    minSupplementary: extra === 'supp' ? 1 : 0,
    bonusRequired: extra === 'bonus',
    prizeKind: prizeKind ?? 'pool',
  }));
}

/** The public matrices of the Australian games the demo offers resemble. */
export const GAME_RULES = {
  /** Saturday Lotto (also Monday/Wednesday): 6 of 1-45; 6 mains + 2 supps drawn. */
  saturdayLotto: {
    matrix: { main: { pick: 6, min: 1, max: 45, drawn: 6, supplementary: 2 }, bonus: null, ordered: false },
    divisions: divisions([[6], [5, 'supp'], [5], [4], [3, 'supp'], [3]]),
  },
  /** Oz Lotto: 7 of 1-47; 7 mains + 3 supps drawn. */
  ozLotto: {
    matrix: { main: { pick: 7, min: 1, max: 47, drawn: 7, supplementary: 3 }, bonus: null, ordered: false },
    divisions: divisions([[7], [6, 'supp'], [6], [5, 'supp'], [5], [4], [3, 'supp']]),
  },
  /**
   * Powerball: 7 of 1-35 plus 1 of 1-20 from a separate barrel. Not monotonic in mains: 4 + PB (div 6) ranks
   * above 5 mains alone (div 7); 4 mains without the Powerball win nothing.
   */
  powerball: {
    matrix: {
      main: { pick: 7, min: 1, max: 35, drawn: 7, supplementary: 0 },
      bonus: { pick: 1, min: 1, max: 20, drawn: 1, supplementary: 0 },
      ordered: false,
    },
    divisions: divisions([
      [7, 'bonus'],
      [7],
      [6, 'bonus'],
      [6],
      [5, 'bonus'],
      [4, 'bonus'],
      [5],
      [3, 'bonus'],
      [2, 'bonus'],
    ]),
  },
  /** Set for Life: 7 of 1-44; 7 mains + 2 supps. Divisions 1 and 2 are paid monthly (annuity). */
  setForLife: {
    matrix: { main: { pick: 7, min: 1, max: 44, drawn: 7, supplementary: 2 }, bonus: null, ordered: false },
    divisions: divisions([
      [7, undefined, 'annuity'],
      [6, 'supp', 'annuity'],
      [6],
      [5, 'supp'],
      [5],
      [4, 'supp'],
      [4],
      [3, 'supp'],
    ]),
  },
  /**
   * Lotto Strike: 4 of 1-45 in order, matched by position against the first 4 balls of a lotto draw.
   * Division 4 (one in position) wins a free entry.
   */
  lottoStrike: {
    matrix: { main: { pick: 4, min: 1, max: 45, drawn: 4, supplementary: 0 }, bonus: null, ordered: true },
    divisions: divisions([[4], [3], [2], [1, undefined, 'free_entry']]),
  },
} satisfies Record<string, GameRules>;

/** Number of k-subsets of n items: lines in a System N entry, or the odds denominator of a division. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Odds of division 1 as "1 in N": every main drawn (in order when ordered) and the bonus when one is drawn. */
export function division1Odds(matrix: GameMatrixDto): number {
  const { main, bonus } = matrix;
  let odds = combinations(main.max - main.min + 1, main.pick);
  if (matrix.ordered) {
    for (let i = 2; i <= main.pick; i++) odds *= i;
  }
  if (bonus) odds *= combinations(bonus.max - bonus.min + 1, bonus.pick);
  return odds;
}
