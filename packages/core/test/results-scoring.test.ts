import type { DivisionRuleDto, GameMatrixDto } from '@lottoshop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { combinations, GAME_RULES, type GameRules } from '../src/modules/catalog/index.ts';
import {
  createScorer,
  type DrawnNumbers,
  describeDivision,
  divisionFor,
  drawnNumbersProblems,
  scoreLine,
  scoreLines,
} from '../src/modules/results/results.scoring.ts';
import { seededRandom } from '../src/testing/index.ts';

/** A line matching exactly `m` mains, `s` supplementaries and (when `b`) the bonus ball of `drawn`. */
function lineFor(rules: GameRules, drawn: DrawnNumbers, m: number, s: number, b: boolean) {
  const { main, bonus } = rules.matrix;
  const drawnAll = new Set([...drawn.main, ...drawn.supplementary]);
  const misses: number[] = [];
  for (let n = main.min; n <= main.max; n++) if (!drawnAll.has(n)) misses.push(n);
  const numbers = [
    ...drawn.main.slice(0, m),
    ...drawn.supplementary.slice(0, s),
    ...misses.slice(0, main.pick - m - s),
  ];
  expect(numbers).toHaveLength(main.pick);
  const lineBonus: number[] = [];
  if (bonus) {
    const drawnBonus = drawn.bonus[0]!;
    lineBonus.push(b ? drawnBonus : drawnBonus === bonus.max ? bonus.min : drawnBonus + 1);
  }
  return { numbers, bonus: lineBonus };
}

type Case = [mains: number, supps: number, bonus: boolean, division: number | null];

/** Expected divisions written out from GAMES.md, not derived from GAME_RULES. */
const GAMES: Array<{ name: string; rules: GameRules; drawn: DrawnNumbers; cases: Case[] }> = [
  {
    name: 'Saturday Lotto',
    rules: GAME_RULES.saturdayLotto,
    drawn: { main: [3, 11, 19, 27, 38, 44], supplementary: [7, 45], bonus: [] },
    cases: [
      [6, 0, false, 1],
      [5, 1, false, 2],
      [5, 0, false, 3],
      [4, 2, false, 4],
      [4, 1, false, 4],
      [4, 0, false, 4],
      [3, 2, false, 5],
      [3, 1, false, 5],
      [3, 0, false, 6],
      [2, 2, false, null],
      [2, 1, false, null],
      [2, 0, false, null],
      [1, 2, false, null],
      [0, 2, false, null],
      [0, 0, false, null],
    ],
  },
  {
    name: 'Oz Lotto',
    rules: GAME_RULES.ozLotto,
    drawn: { main: [1, 9, 14, 22, 30, 41, 47], supplementary: [2, 23, 35], bonus: [] },
    cases: [
      [7, 0, false, 1],
      [6, 1, false, 2],
      [6, 0, false, 3],
      [5, 2, false, 4],
      [5, 1, false, 4],
      [5, 0, false, 5],
      [4, 3, false, 6],
      [4, 0, false, 6],
      [3, 3, false, 7],
      [3, 1, false, 7],
      [3, 0, false, null],
      [2, 3, false, null],
      [1, 3, false, null],
      [0, 3, false, null],
    ],
  },
  {
    name: 'Powerball',
    rules: GAME_RULES.powerball,
    drawn: { main: [2, 5, 13, 17, 26, 31, 35], supplementary: [], bonus: [20] },
    cases: [
      [7, 0, true, 1],
      [7, 0, false, 2],
      [6, 0, true, 3],
      [6, 0, false, 4],
      [5, 0, true, 5],
      [4, 0, true, 6],
      [5, 0, false, 7],
      [3, 0, true, 8],
      [2, 0, true, 9],
      [4, 0, false, null],
      [3, 0, false, null],
      [2, 0, false, null],
      [1, 0, true, null],
      [1, 0, false, null],
      [0, 0, true, null],
      [0, 0, false, null],
    ],
  },
  {
    name: 'Set for Life',
    rules: GAME_RULES.setForLife,
    drawn: { main: [4, 8, 15, 16, 23, 42, 44], supplementary: [1, 30], bonus: [] },
    cases: [
      [7, 0, false, 1],
      [6, 1, false, 2],
      [6, 0, false, 3],
      [5, 2, false, 4],
      [5, 1, false, 4],
      [5, 0, false, 5],
      [4, 2, false, 6],
      [4, 1, false, 6],
      [4, 0, false, 7],
      [3, 2, false, 8],
      [3, 1, false, 8],
      [3, 0, false, null],
      [2, 2, false, null],
      [0, 2, false, null],
    ],
  },
];

describe('scoreLine, every division and near miss of every game', () => {
  for (const game of GAMES) {
    describe(game.name, () => {
      it.each(game.cases)('%i mains + %i supps, bonus %s -> division %s', (m, s, b, division) => {
        const line = lineFor(game.rules, game.drawn, m, s, b);
        const score = scoreLine(game.rules, game.drawn, line);
        expect(score.division).toBe(division);
        expect(score.matchedNumbers).toEqual(game.drawn.main.slice(0, m));
        expect(score.matchedSupplementary).toEqual(game.drawn.supplementary.slice(0, s));
        expect(score.matchedBonus).toEqual(b ? game.drawn.bonus : []);
        expect(createScorer(game.rules, game.drawn).divisionOf(line)).toBe(division ?? 0);
      });

      it('reaches every division of the game', () => {
        const reached = new Set(game.cases.map((c) => c[3]).filter((d) => d !== null));
        expect([...reached].sort((a, b) => a - b)).toEqual(game.rules.divisions.map((d) => d.division));
      });
    });
  }

  it('never lets a supplementary count as a main, nor a main number as the Powerball', () => {
    const lotto = GAMES[0]!;
    // The two supps plus four misses: 0 mains; wins nothing even with both supps.
    expect(scoreLine(lotto.rules, lotto.drawn, lineFor(lotto.rules, lotto.drawn, 0, 2, false)).division).toBe(
      null,
    );
    const pb = GAMES[2]!;
    // The line holds 20 among its mains (not drawn as a main) but its Powerball is wrong.
    const line = { numbers: [2, 5, 13, 17, 20, 1, 3], bonus: [19] };
    const score = scoreLine(pb.rules, pb.drawn, line);
    expect(score.matchedBonus).toEqual([]);
    expect(score.division).toBe(null);
    // A Powerball equal to a drawn main number is not a Powerball match.
    const line2 = { numbers: [2, 5, 13, 17, 1, 3, 4], bonus: [5] };
    expect(scoreLine(pb.rules, pb.drawn, line2).division).toBe(null);
  });

  it('reports matches in the order of the line', () => {
    const lotto = GAMES[0]!;
    const score = scoreLine(lotto.rules, lotto.drawn, { numbers: [45, 44, 1, 3, 2, 19], bonus: [] });
    // 3 mains + 1 supp is division 5, not 6: a supplementary lifts the line.
    expect(score).toEqual({
      division: 5,
      matchedNumbers: [44, 3, 19],
      matchedSupplementary: [45],
      matchedBonus: [],
    });
    expect(scoreLine(lotto.rules, lotto.drawn, { numbers: [40, 44, 1, 3, 2, 19], bonus: [] }).division).toBe(
      6,
    );
  });
});

describe('Lotto Strike (ordered, from the first position on without a gap)', () => {
  const rules = GAME_RULES.lottoStrike;
  const drawn: DrawnNumbers = { main: [12, 5, 40, 33], supplementary: [], bonus: [] };
  it.each<[number[], number | null, number[]]>([
    [[12, 5, 40, 33], 1, [12, 5, 40, 33]],
    [[12, 5, 40, 1], 2, [12, 5, 40]],
    // The last three in position but not the first: nothing (matches start at the first position).
    [[1, 5, 40, 33], null, []],
    // The first and third in position, the second not: the first only.
    [[12, 2, 40, 3], 4, [12]],
    [[12, 5, 33, 40], 3, [12, 5]],
    [[12, 5, 1, 33], 3, [12, 5]],
    [[1, 2, 3, 33], null, []],
    [[12, 1, 2, 3], 4, [12]],
    [[5, 12, 33, 40], null, []],
    [[33, 40, 5, 12], null, []],
    [[1, 2, 3, 4], null, []],
  ])('%j -> division %s', (numbers, division, matched) => {
    const score = scoreLine(rules, drawn, { numbers, bonus: [] });
    expect(score.division).toBe(division);
    expect(score.matchedNumbers).toEqual(matched);
    expect(score.matchedSupplementary).toEqual([]);
  });
});

describe('Lotto Strike, the examples of GAMES.md', () => {
  const rules = GAME_RULES.lottoStrike;
  it('picks 5-17-29-41 against 5, 17, 30, 41 match the first 2 only: division 3', () => {
    const drawn: DrawnNumbers = { main: [5, 17, 30, 41], supplementary: [], bonus: [] };
    const score = scoreLine(rules, drawn, { numbers: [5, 17, 29, 41], bonus: [] });
    expect(score.division).toBe(3);
    expect(score.matchedNumbers).toEqual([5, 17]);
    expect(scoreLines(rules, drawn, [{ numbers: [5, 17, 29, 41], bonus: [] }])[0]).toBe(3);
  });
  it('the order of the drawn balls matters: the same four numbers in another order win nothing', () => {
    const drawn: DrawnNumbers = { main: [29, 25, 38, 4], supplementary: [], bonus: [] };
    expect(scoreLine(rules, drawn, { numbers: [29, 25, 38, 4], bonus: [] }).division).toBe(1);
    expect(scoreLine(rules, drawn, { numbers: [4, 25, 29, 38], bonus: [] }).division).toBe(null);
  });
});

describe('divisionFor', () => {
  const rules: DivisionRuleDto[] = GAME_RULES.saturdayLotto.divisions;
  it('meets mainMatches exactly and takes the first rule in division order', () => {
    expect(divisionFor(rules, 6, 2, 0)).toBe(1);
    expect(divisionFor(rules, 7, 0, 0)).toBe(null);
    // Order comes from the division numbers, not from the array order.
    expect(divisionFor([...rules].reverse(), 5, 1, 0)).toBe(2);
  });
});

function randomPick(random: () => number, min: number, max: number, k: number): number[] {
  const pool: number[] = [];
  for (let n = min; n <= max; n++) pool.push(n);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

function randomLine(random: () => number, matrix: GameMatrixDto) {
  return {
    numbers: randomPick(random, matrix.main.min, matrix.main.max, matrix.main.pick),
    bonus: matrix.bonus ? randomPick(random, matrix.bonus.min, matrix.bonus.max, matrix.bonus.pick) : [],
  };
}

/** The straightforward reading of the rules, to check the fast scorer against. */
function referenceDivision(
  rules: GameRules,
  drawn: DrawnNumbers,
  line: { numbers: number[]; bonus: number[] },
) {
  const firstMiss = line.numbers.findIndex((n, i) => drawn.main[i] !== n);
  const m = rules.matrix.ordered
    ? firstMiss === -1
      ? Math.min(line.numbers.length, drawn.main.length)
      : firstMiss
    : line.numbers.filter((n) => drawn.main.includes(n)).length;
  const s = rules.matrix.ordered ? 0 : line.numbers.filter((n) => drawn.supplementary.includes(n)).length;
  const b = line.bonus.filter((n) => drawn.bonus.includes(n)).length;
  const rule = rules.divisions.find(
    (d) => d.mainMatches === m && s >= d.minSupplementary && (!d.bonusRequired || b > 0),
  );
  return rule?.division ?? 0;
}

describe('scoreLines', () => {
  it('agrees with scoreLine and a plain reading of the rules on random lines of every game', () => {
    const random = seededRandom(42);
    for (const [name, rules] of Object.entries(GAME_RULES)) {
      const { main, bonus } = rules.matrix;
      const balls = randomPick(random, main.min, main.max, main.drawn + main.supplementary);
      const drawn: DrawnNumbers = {
        main: balls.slice(0, main.drawn),
        supplementary: balls.slice(main.drawn),
        bonus: bonus ? randomPick(random, bonus.min, bonus.max, bonus.drawn) : [],
      };
      // Lines biased towards the drawn numbers, so the high divisions are exercised too.
      const lines = Array.from({ length: 3000 }, (_, i) => {
        if (i % 3 !== 0) return randomLine(random, rules.matrix);
        const near = randomPick(random, 0, balls.length - 1, Math.min(main.pick, balls.length)).map(
          (j) => balls[j]!,
        );
        const fill = randomPick(random, main.min, main.max, main.max - main.min + 1).filter(
          (n) => !near.includes(n),
        );
        const keep = Math.floor(random() * (main.pick + 1));
        const numbers = [...near.slice(0, keep), ...fill].slice(0, main.pick);
        const lineBonus = bonus
          ? random() < 0.5
            ? [...drawn.bonus]
            : randomLine(random, rules.matrix).bonus
          : [];
        return { numbers, bonus: lineBonus };
      });
      const divisions = scoreLines(rules, drawn, lines);
      const disagreements: string[] = [];
      const reachedDivisions = new Set<number>();
      lines.forEach((line, i) => {
        const expected = referenceDivision(rules, drawn, line);
        reachedDivisions.add(expected);
        const single = scoreLine(rules, drawn, line).division ?? 0;
        if (divisions[i] !== expected || single !== expected) {
          disagreements.push(
            `${name} ${JSON.stringify(line)}: ${divisions[i]}/${single}, expected ${expected}`,
          );
        }
      });
      expect(disagreements).toEqual([]);
      // The biased lines reach most divisions, so the comparison covers them.
      expect(reachedDivisions.size).toBeGreaterThan(rules.divisions.length / 2);
    }
  });
});

describe('division frequencies match the combinatorics', () => {
  it('exhaustively, for a small unordered game with supplementaries', () => {
    // Pick 3 of 1-9; 3 mains + 2 supps drawn.
    const rules: GameRules = {
      matrix: { main: { pick: 3, min: 1, max: 9, drawn: 3, supplementary: 2 }, bonus: null, ordered: false },
      divisions: [
        { division: 1, mainMatches: 3, minSupplementary: 0, bonusRequired: false, prizeKind: 'pool' },
        { division: 2, mainMatches: 2, minSupplementary: 1, bonusRequired: false, prizeKind: 'pool' },
        { division: 3, mainMatches: 2, minSupplementary: 0, bonusRequired: false, prizeKind: 'pool' },
        { division: 4, mainMatches: 1, minSupplementary: 2, bonusRequired: false, prizeKind: 'pool' },
      ],
    };
    const drawn: DrawnNumbers = { main: [2, 5, 7], supplementary: [1, 9], bonus: [] };
    const lines: Array<{ numbers: number[]; bonus: number[] }> = [];
    for (let a = 1; a <= 9; a++)
      for (let b = a + 1; b <= 9; b++)
        for (let c = b + 1; c <= 9; c++) lines.push({ numbers: [a, b, c], bonus: [] });
    const counts = [0, 0, 0, 0, 0];
    for (const d of scoreLines(rules, drawn, lines)) counts[d]!++;
    // Lines with exactly m mains and s supps: C(3,m) C(2,s) C(4, 3-m-s) (4 numbers are neither).
    const exactly = (m: number, s: number) =>
      combinations(3, m) * combinations(2, s) * combinations(4, 3 - m - s);
    expect(counts[1]).toBe(exactly(3, 0));
    expect(counts[2]).toBe(exactly(2, 1));
    expect(counts[3]).toBe(exactly(2, 0));
    expect(counts[4]).toBe(exactly(1, 2));
    expect(counts[0]).toBe(
      combinations(9, 3) - exactly(3, 0) - exactly(2, 1) - exactly(2, 0) - exactly(1, 2),
    );
  });

  it('exhaustively, for a small ordered game', () => {
    // Pick 3 of 1-6 in order; 3 balls drawn; division by how many positions match from
    // the first on, without a gap.
    const rules: GameRules = {
      matrix: { main: { pick: 3, min: 1, max: 6, drawn: 3, supplementary: 0 }, bonus: null, ordered: true },
      divisions: [3, 2, 1].map((m, i) => ({
        division: i + 1,
        mainMatches: m,
        minSupplementary: 0,
        bonusRequired: false,
        prizeKind: 'pool' as const,
      })),
    };
    const drawn: DrawnNumbers = { main: [4, 1, 6], supplementary: [], bonus: [] };
    const lines: Array<{ numbers: number[]; bonus: number[] }> = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          if (a !== b && b !== c && a !== c) lines.push({ numbers: [a, b, c], bonus: [] });
    const counts = [0, 0, 0, 0];
    for (const d of scoreLines(rules, drawn, lines)) counts[d]!++;
    // Sequences of k distinct numbers from n whose first j match a given one and (j < k) whose next does not:
    // P(n-j, k-j) sequences keep the first j, P(n-j-1, k-j-1) of them keep the next one too.
    const perms = (n: number, k: number) => {
      let p = 1;
      for (let i = 0; i < k; i++) p *= n - i;
      return p;
    };
    const exactlyFirst = (n: number, k: number, j: number) =>
      j === k ? 1 : perms(n - j, k - j) - perms(n - j - 1, k - j - 1);
    expect(lines).toHaveLength(120);
    expect(counts[1]).toBe(exactlyFirst(6, 3, 3));
    expect(counts[2]).toBe(exactlyFirst(6, 3, 2));
    expect(counts[3]).toBe(exactlyFirst(6, 3, 1));
    expect(counts[0]).toBe(exactlyFirst(6, 3, 0));
    expect([counts[1], counts[2], counts[3], counts[0]]).toEqual([1, 3, 16, 100]);
  });

  /** Within five standard deviations of the binomial expectation. */
  function expectNear(observed: number, trials: number, p: number) {
    const mean = trials * p;
    const sd = Math.sqrt(trials * p * (1 - p));
    expect(Math.abs(observed - mean), `observed ${observed}, expected ${mean.toFixed(1)}`).toBeLessThan(
      5 * sd,
    );
  }

  it('statistically, for a million random Saturday Lotto and a million random Powerball lines', () => {
    const random = seededRandom(2024);
    const trials = 1_000_000;

    const lotto = GAME_RULES.saturdayLotto;
    const lottoDrawn: DrawnNumbers = { main: [5, 10, 15, 20, 25, 30], supplementary: [35, 40], bonus: [] };
    const lottoLines = Array.from({ length: trials }, () => randomLine(random, lotto.matrix));
    const lottoCounts = new Array(8).fill(0);
    for (const d of scoreLines(lotto, lottoDrawn, lottoLines)) lottoCounts[d]++;
    const all = combinations(45, 6);
    // Division 4: 4 mains, any 2 others of the 39 non-mains.
    expectNear(lottoCounts[4], trials, (combinations(6, 4) * combinations(39, 2)) / all);
    // Division 5: 3 mains + at least one supp; division 6: 3 mains and no supp.
    const threePlusSupp = combinations(6, 3) * (2 * combinations(37, 2) + combinations(37, 1));
    expectNear(lottoCounts[5], trials, threePlusSupp / all);
    expectNear(lottoCounts[6], trials, (combinations(6, 3) * combinations(37, 3)) / all);

    const pb = GAME_RULES.powerball;
    const pbDrawn: DrawnNumbers = { main: [1, 6, 11, 16, 21, 26, 31], supplementary: [], bonus: [7] };
    const pbLines = Array.from({ length: trials }, () => randomLine(random, pb.matrix));
    const pbCounts = new Array(10).fill(0);
    for (const d of scoreLines(pb, pbDrawn, pbLines)) pbCounts[d]++;
    const mains = (m: number) => (combinations(7, m) * combinations(28, 7 - m)) / combinations(35, 7);
    expectNear(pbCounts[9], trials, mains(2) / 20);
    expectNear(pbCounts[8], trials, mains(3) / 20);
    expectNear(pbCounts[6], trials, mains(4) / 20);
  });
});

describe('describeDivision', () => {
  it('words each kind of rule', () => {
    const [d1, d2, d3] = GAME_RULES.saturdayLotto.divisions;
    const m = GAME_RULES.saturdayLotto.matrix;
    expect(describeDivision(d1!, m)).toBe('6 winning numbers');
    expect(describeDivision(d2!, m)).toBe('5 winning numbers + 1 supplementary');
    expect(describeDivision(d3!, m)).toBe('5 winning numbers');
    const pb = GAME_RULES.powerball;
    expect(describeDivision(pb.divisions[5]!, pb.matrix)).toBe('4 winning numbers + Powerball');
    const strike = GAME_RULES.lottoStrike;
    expect(strike.divisions.map((d) => describeDivision(d, strike.matrix))).toEqual([
      'All 4 numbers in position',
      'First 3 numbers in position',
      'First 2 numbers in position',
      'First number in position',
    ]);
  });
});

describe('drawnNumbersProblems', () => {
  const lotto = GAME_RULES.saturdayLotto.matrix;
  const pb = GAME_RULES.powerball.matrix;
  it('accepts a valid draw', () => {
    expect(
      drawnNumbersProblems(lotto, { main: [1, 2, 3, 4, 5, 45], supplementary: [6, 7], bonus: [] }),
    ).toEqual({});
    expect(drawnNumbersProblems(pb, { main: [1, 2, 3, 4, 5, 6, 35], supplementary: [], bonus: [1] })).toEqual(
      {},
    );
    // The Powerball comes from its own barrel: it may equal a main number.
    expect(drawnNumbersProblems(pb, { main: [1, 2, 3, 4, 5, 6, 7], supplementary: [], bonus: [7] })).toEqual(
      {},
    );
  });
  it('names each problem by field', () => {
    expect(drawnNumbersProblems(lotto, { main: [1, 2, 3, 4, 5], supplementary: [6], bonus: [3] })).toEqual({
      main: ['Enter exactly 6 main numbers (got 5).'],
      supplementary: ['Enter exactly 2 supplementary numbers (got 1).'],
      bonus: ['This game draws no bonus numbers.'],
    });
    expect(
      drawnNumbersProblems(lotto, { main: [0, 2, 3, 4, 4, 46], supplementary: [2, 2.5], bonus: [] }),
    ).toEqual({
      main: ['Each number must be a whole number from 1 to 45.', 'A number cannot be drawn twice.'],
      supplementary: [
        'Each number must be a whole number from 1 to 45.',
        'A supplementary number cannot also be a main number: both come from the same barrel.',
      ],
    });
    expect(drawnNumbersProblems(pb, { main: [1, 2, 3, 4, 5, 6, 7], supplementary: [], bonus: [21] })).toEqual(
      {
        bonus: ['Each number must be a whole number from 1 to 20.'],
      },
    );
    expect(drawnNumbersProblems(pb, { main: [1, 2, 3, 4, 5, 6, 7], supplementary: [], bonus: [] })).toEqual({
      bonus: ['Enter exactly 1 bonus number (got 0).'],
    });
  });
});
