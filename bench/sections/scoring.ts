/**
 * Scoring: one million random lines (seeded, made before any timing) scored against a fixed draw with the real
 * `scoreLines` and `scoreLine`, beside a baseline loop that walks the same lines and only sums their numbers,
 * so what is left over is the cost of scoring itself. The count of winning lines is checked against the
 * count the game's odds predict, so a scorer that does nothing cannot pass for a fast one.
 */
import type { DivisionRuleDto, GameMatrixDto } from '@lottoshop/contracts/catalog';
import { GAME_RULES } from '@lottoshop/core/catalog';
import {
  createScorer,
  type DrawnNumbers,
  divisionFor,
  type ScoredLine,
  scoreLine,
  scoreLines,
} from '@lottoshop/core/results';
import { seededRandom } from '@lottoshop/core/testing';
import { int, num, type Row, ratio, type Section } from '../lib/table.ts';

type Rules = { matrix: GameMatrixDto; divisions: DivisionRuleDto[] };

/** `pick` distinct numbers from min..max, ascending (a partial Fisher-Yates shuffle). */
function picker(min: number, max: number, random: () => number) {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (pick: number): number[] => {
    for (let i = 0; i < pick; i++) {
      const j = i + Math.floor(random() * (pool.length - i));
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
    return pool.slice(0, pick).sort((x, y) => x - y);
  };
}

export function randomLines(matrix: GameMatrixDto, count: number, seed: number): ScoredLine[] {
  const random = seededRandom(seed);
  const main = picker(matrix.main.min, matrix.main.max, random);
  const bonus = matrix.bonus ? picker(matrix.bonus.min, matrix.bonus.max, random) : null;
  const lines: ScoredLine[] = new Array(count);
  for (let i = 0; i < count; i++) {
    lines[i] = { numbers: main(matrix.main.pick), bonus: bonus ? bonus(matrix.bonus!.pick) : [] };
  }
  return lines;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** Probability that a random line wins any division (hypergeometric over mains, supplementaries and bonus). */
export function winProbability(rules: Rules): number {
  const { main, bonus } = rules.matrix;
  const n = main.max - main.min + 1;
  const d = main.drawn;
  const s = main.supplementary;
  const total = choose(n, main.pick);
  const bonusOdds = (b: number) =>
    bonus
      ? (choose(bonus.drawn, b) * choose(bonus.max - bonus.min + 1 - bonus.drawn, bonus.pick - b)) /
        choose(bonus.max - bonus.min + 1, bonus.pick)
      : b === 0
        ? 1
        : 0;
  let p = 0;
  for (let m = 0; m <= Math.min(d, main.pick); m++) {
    for (let k = 0; k <= Math.min(s, main.pick - m); k++) {
      const pMain = (choose(d, m) * choose(s, k) * choose(n - d - s, main.pick - m - k)) / total;
      for (let b = 0; b <= (bonus?.pick ?? 0); b++) {
        if (divisionFor(rules.divisions, m, k, b) !== null) p += pMain * bonusOdds(b);
      }
    }
  }
  return p;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Seconds one call of `fn` takes: the median of `reps` runs. */
function time(fn: () => void, reps: number): number {
  const runs: number[] = [];
  for (let i = 0; i < reps; i++) {
    const started = process.hrtime.bigint();
    fn();
    runs.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  return median(runs);
}

/** The baseline: walk every line and sum its numbers; the same reads and one write per line. */
function sumLines(lines: readonly ScoredLine[]): Uint8Array {
  const out = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let sum = 0;
    for (let j = 0; j < line.numbers.length; j++) sum += line.numbers[j]!;
    for (let j = 0; j < line.bonus.length; j++) sum += line.bonus[j]!;
    out[i] = sum & 0xff;
  }
  return out;
}

const GAMES: Array<{ name: string; rules: Rules; drawn: DrawnNumbers; seed: number }> = [
  {
    name: 'Saturday Lotto (6 of 45, 2 supps)',
    rules: GAME_RULES.saturdayLotto,
    drawn: { main: [3, 11, 19, 27, 35, 42], supplementary: [7, 23], bonus: [] },
    seed: 20260302,
  },
  {
    name: 'Powerball (7 of 35 + 1 of 20)',
    rules: GAME_RULES.powerball,
    drawn: { main: [2, 9, 14, 21, 26, 30, 33], supplementary: [], bonus: [11] },
    seed: 20260305,
  },
];

export async function scoringSection(opts: { quick: boolean }): Promise<Section> {
  const count = opts.quick ? 100_000 : 1_000_000;
  const reps = opts.quick ? 3 : 5;
  const rows: Row[] = [];
  const notes: string[] = [
    `${int(count)} random lines per game, generated from a fixed seed before timing; each loop runs ${reps} times ` +
      'after a warm-up and the median is reported.',
    'Baseline: the same loop over the same lines doing only a trivial per-line pass (sum of the numbers).',
    "`scoreLines` returns each line's division (what settlement needs); `createScorer().score` also lists the " +
      "matched numbers; `scoreLine` is the one-line convenience, preparing the draw's tables on every call " +
      '(timed once).',
  ];
  for (const game of GAMES) {
    const lines = randomLines(game.rules.matrix, count, game.seed);
    const warm = lines.slice(0, 20_000);
    sumLines(warm);
    scoreLines(game.rules, game.drawn, warm);
    for (const line of warm.slice(0, 2_000)) scoreLine(game.rules, game.drawn, line);

    let sink = 0;
    const baseline = time(() => {
      sink += sumLines(lines)[0]!;
    }, reps);
    let divisions: Uint8Array = new Uint8Array(0);
    const batch = time(() => {
      divisions = scoreLines(game.rules, game.drawn, lines);
    }, reps);
    let scorerWinners = 0;
    const withMatches = time(() => {
      const scorer = createScorer(game.rules, game.drawn);
      scorerWinners = 0;
      for (let i = 0; i < lines.length; i++) if (scorer.score(lines[i]!).division !== null) scorerWinners++;
    }, reps);
    // scoreLine prepares its lookup tables on every call; one pass is enough to show what that costs.
    let perLineWinners = 0;
    const perLine = time(() => {
      perLineWinners = 0;
      for (let i = 0; i < lines.length; i++) {
        if (scoreLine(game.rules, game.drawn, lines[i]!).division !== null) perLineWinners++;
      }
    }, 1);

    const winners = divisions.reduce((n, d) => n + (d === 0 ? 0 : 1), 0);
    const expected = winProbability(game.rules) * count;
    // A binomial count stays within a few standard deviations of its mean; far outside means a broken scorer.
    const spread = 6 * Math.sqrt(expected) + 1;
    if (
      sink < 0 ||
      Math.abs(winners - expected) > spread ||
      perLineWinners !== winners ||
      scorerWinners !== winners
    ) {
      throw new Error(
        `${game.name}: ${winners} winning lines by scoreLines and ${perLineWinners} by scoreLine, ` +
          `expected about ${expected.toFixed(0)}: the scorer is not scoring`,
      );
    }
    notes.push(
      `${game.name}: ${int(winners)} winning lines, ${int(Math.round(expected))} expected from the odds; ` +
        'all three ways of scoring agree line for line in count.',
    );
    const baseRate = count / baseline;
    rows.push(
      {
        operation: `${game.name}: scoreLines, lines/s`,
        baseline: `${num(baseRate)} (sum only)`,
        figure: num(count / batch),
        ratio: ratio(count / batch, baseRate),
      },
      {
        operation: `${game.name}: createScorer + score (with matches), lines/s`,
        baseline: `${num(baseRate)} (sum only)`,
        figure: num(count / withMatches),
        ratio: ratio(count / withMatches, baseRate),
      },
      {
        operation: `${game.name}: scoreLine per line, lines/s`,
        baseline: `${num(baseRate)} (sum only)`,
        figure: num(count / perLine),
        ratio: ratio(count / perLine, baseRate),
      },
      {
        operation: `${game.name}: scoreLines, time for ${int(count)} lines (ms)`,
        baseline: num(baseline * 1000),
        figure: num(batch * 1000),
        ratio: ratio(batch, baseline),
      },
    );
  }
  return { title: `Scoring: lines scored per second (${int(count)} lines)`, notes, rows };
}
