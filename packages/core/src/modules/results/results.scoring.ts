/**
 * Scoring: which division a game line wins in a draw (GAMES.md "Scoring, in general"). Pure: no database,
 * no clock. A line wins at most one division, the first in division order whose rule it meets:
 * exactly `mainMatches` main numbers, at least `minSupplementary` supplementaries, and the bonus ball when
 * `bonusRequired`. Supplementaries come from the main barrel after the mains, so only a line's own numbers can
 * match them; the bonus ball comes from its own barrel and is matched against the line's bonus numbers only.
 * An ordered game (Lotto Strike) matches by position from the first on: the n-th number of the line against the
 * n-th ball drawn, counting from the first position until the first that differs (GAMES.md: picks 5-17-29-41
 * against 5, 17, 30, 41 match the first 2 only; a match after a gap counts for nothing).
 */
import type { DivisionRuleDto, GameMatrixDto } from '@lottoshop/contracts/catalog';

export type DrawnNumbers = { main: number[]; supplementary: number[]; bonus: number[] };
export type LineScore = {
  division: number | null;
  matchedNumbers: number[];
  matchedSupplementary: number[];
  matchedBonus: number[];
};
export type ScoringRules = { matrix: GameMatrixDto; divisions: DivisionRuleDto[] };
export type ScoredLine = { numbers: readonly number[]; bonus: readonly number[] };

const MAIN = 1;
const SUPP = 2;

/**
 * The division a line with these counts wins: the first rule (in division order) it meets, or null.
 * `mainMatches` is met exactly, so a rule for 5 mains is not met by a line matching 6.
 */
export function divisionFor(
  divisions: readonly DivisionRuleDto[],
  mainMatches: number,
  suppMatches: number,
  bonusMatches: number,
): number | null {
  const ordered = [...divisions].sort((a, b) => a.division - b.division);
  for (const rule of ordered) {
    if (rule.mainMatches !== mainMatches) continue;
    if (suppMatches < rule.minSupplementary) continue;
    if (rule.bonusRequired && bonusMatches === 0) continue;
    return rule.division;
  }
  return null;
}

/**
 * A scorer for one draw: looks up drawn numbers in typed arrays and divisions in a table of
 * (main, supplementary, bonus) match counts precomputed from the rules, so scoring a line costs a few
 * array reads per number. Use it to score many lines of the same draw.
 */
export type Scorer = {
  /** The division the line wins, or 0 when it wins nothing. */
  divisionOf(line: ScoredLine): number;
  /** The division and the numbers that matched. */
  score(line: ScoredLine): LineScore;
};

function membership(size: number, ...sets: Array<[readonly number[], number]>): Uint8Array {
  const table = new Uint8Array(size);
  for (const [numbers, mark] of sets) {
    for (const n of numbers) if (Number.isInteger(n) && n >= 0 && n < size) table[n] = mark;
  }
  return table;
}

export function createScorer(rules: ScoringRules, drawn: DrawnNumbers): Scorer {
  const { matrix } = rules;
  const ordered = matrix.ordered;
  const mainBarrel = membership(matrix.main.max + 1, [drawn.main, MAIN], [drawn.supplementary, SUPP]);
  const bonusBarrel = membership((matrix.bonus?.max ?? 0) + 1, [drawn.bonus, 1]);
  const drawnMain = Int32Array.from(drawn.main);

  // Division by (main, supp, bonus) counts; counts beyond what a line can reach are clamped.
  const maxMain = Math.max(matrix.main.pick, drawn.main.length);
  const maxSupp = drawn.supplementary.length;
  const maxBonus = drawn.bonus.length;
  const stride = (maxSupp + 1) * (maxBonus + 1);
  const table = new Uint8Array((maxMain + 1) * stride);
  for (let m = 0; m <= maxMain; m++) {
    for (let s = 0; s <= maxSupp; s++) {
      for (let b = 0; b <= maxBonus; b++) {
        table[m * stride + s * (maxBonus + 1) + b] = divisionFor(rules.divisions, m, s, b) ?? 0;
      }
    }
  }
  const lookup = (m: number, s: number, b: number): number =>
    table[Math.min(m, maxMain) * stride + Math.min(s, maxSupp) * (maxBonus + 1) + Math.min(b, maxBonus)] ?? 0;

  const countBonus = (bonus: readonly number[]): number => {
    let b = 0;
    for (let i = 0; i < bonus.length; i++) {
      const n = bonus[i]!;
      if (n >= 0 && n < bonusBarrel.length && bonusBarrel[n] === 1) b++;
    }
    return b;
  };

  /** An ordered line's run of numbers in position from the first, up to the first that is not. */
  const leadingInPosition = (numbers: readonly number[]): number => {
    const len = Math.min(numbers.length, drawnMain.length);
    let run = 0;
    while (run < len && numbers[run] === drawnMain[run]) run++;
    return run;
  };

  function divisionOf(line: ScoredLine): number {
    const numbers = line.numbers;
    let m = 0;
    let s = 0;
    if (ordered) {
      m = leadingInPosition(numbers);
    } else {
      for (let i = 0; i < numbers.length; i++) {
        const n = numbers[i]!;
        if (n < 0 || n >= mainBarrel.length) continue;
        const mark = mainBarrel[n];
        if (mark === MAIN) m++;
        else if (mark === SUPP) s++;
      }
    }
    return lookup(m, s, line.bonus.length === 0 ? 0 : countBonus(line.bonus));
  }

  function score(line: ScoredLine): LineScore {
    const matchedNumbers: number[] = [];
    const matchedSupplementary: number[] = [];
    if (ordered) {
      matchedNumbers.push(...line.numbers.slice(0, leadingInPosition(line.numbers)));
    } else {
      for (const n of line.numbers) {
        const mark = n >= 0 && n < mainBarrel.length ? mainBarrel[n] : 0;
        if (mark === MAIN) matchedNumbers.push(n);
        else if (mark === SUPP) matchedSupplementary.push(n);
      }
    }
    const matchedBonus = line.bonus.filter((n) => n >= 0 && n < bonusBarrel.length && bonusBarrel[n] === 1);
    const division = lookup(matchedNumbers.length, matchedSupplementary.length, matchedBonus.length);
    return { division: division === 0 ? null : division, matchedNumbers, matchedSupplementary, matchedBonus };
  }

  return { divisionOf, score };
}

/** Scores one line: the division it wins (or null) and which of its numbers matched. */
export function scoreLine(rules: ScoringRules, drawn: DrawnNumbers, line: ScoredLine): LineScore {
  return createScorer(rules, drawn).score(line);
}

/**
 * Scores many lines of one draw: the division of each line, 0 where it wins nothing. Built for volume
 * (a million lines in well under a second): one scorer, typed-array lookups, no allocation per line.
 */
export function scoreLines(
  rules: ScoringRules,
  drawn: DrawnNumbers,
  lines: readonly ScoredLine[],
): Uint8Array {
  const scorer = createScorer(rules, drawn);
  const divisions = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; i++) divisions[i] = scorer.divisionOf(lines[i]!);
  return divisions;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a division takes, in words: "6 winning numbers", "5 winning numbers + 1 supplementary",
 * "4 winning numbers + Powerball"; for an ordered game "First 3 numbers in position" (from the first on).
 */
export function describeDivision(
  rule: DivisionRuleDto,
  matrix: GameMatrixDto,
  opts: { bonusName?: string } = {},
): string {
  const parts: string[] = [];
  if (matrix.ordered) {
    parts.push(
      rule.mainMatches === matrix.main.pick
        ? `All ${rule.mainMatches} numbers in position`
        : rule.mainMatches === 1
          ? 'First number in position'
          : `First ${rule.mainMatches} numbers in position`,
    );
  } else {
    parts.push(plural(rule.mainMatches, 'winning number', 'winning numbers'));
  }
  if (rule.minSupplementary > 0) {
    parts.push(plural(rule.minSupplementary, 'supplementary', 'supplementaries'));
  }
  if (rule.bonusRequired) parts.push(opts.bonusName ?? 'Powerball');
  return parts.join(' + ');
}

/**
 * Checks drawn numbers against a game's matrix: how many, in range, none twice in the main barrel (mains and
 * supplementaries together), the bonus from its own barrel. Returns field -> messages; empty when valid.
 */
export function drawnNumbersProblems(matrix: GameMatrixDto, drawn: DrawnNumbers): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = problems[field] ?? [];
    if (!list.includes(message)) list.push(message);
    problems[field] = list;
  };
  const checkSet = (
    field: keyof DrawnNumbers,
    numbers: readonly number[],
    expected: number,
    min: number,
    max: number,
    what: string,
  ) => {
    if (numbers.length !== expected) {
      add(
        field,
        expected === 0
          ? `This game draws no ${what}.`
          : `Enter exactly ${expected} ${what} (got ${numbers.length}).`,
      );
      if (expected === 0) return;
    }
    for (const n of numbers) {
      if (!Number.isInteger(n) || n < min || n > max) {
        add(field, `Each number must be a whole number from ${min} to ${max}.`);
      }
    }
    if (new Set(numbers).size !== numbers.length) add(field, 'A number cannot be drawn twice.');
  };
  const { main, bonus } = matrix;
  checkSet(
    'main',
    drawn.main,
    main.drawn,
    main.min,
    main.max,
    main.drawn === 1 ? 'main number' : 'main numbers',
  );
  checkSet(
    'supplementary',
    drawn.supplementary,
    main.supplementary,
    main.min,
    main.max,
    main.supplementary === 1 ? 'supplementary number' : 'supplementary numbers',
  );
  const mains = new Set(drawn.main);
  if (drawn.supplementary.some((n) => mains.has(n))) {
    add(
      'supplementary',
      'A supplementary number cannot also be a main number: both come from the same barrel.',
    );
  }
  checkSet(
    'bonus',
    drawn.bonus,
    bonus?.drawn ?? 0,
    bonus?.min ?? 0,
    bonus?.max ?? 0,
    (bonus?.drawn ?? 0) === 1 ? 'bonus number' : 'bonus numbers',
  );
  return problems;
}
