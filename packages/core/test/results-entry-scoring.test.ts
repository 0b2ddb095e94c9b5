/**
 * Scoring of every entry type (GAMES.md "Entry types"): hand-computed System N and PowerHit cases, and properties
 * on random entries: an entry scores exactly as the standard lines it expands to, which are C(N, k) (x 20). Lotto
 * Strike: positional scoring of a line against the first four balls, and a boxed entry scoring as its 24 orders.
 */
import {
  choose,
  entryLabel,
  entryProblem,
  expandEntry,
  kSubsets,
  linesPerEntry,
  permutations,
} from '@lottoshop/contracts/entry-types';
import { describe, expect, it } from 'vitest';
import { GAME_RULES } from '../src/modules/catalog/index.ts';
import { entryDivisionCounts, scoreEntry, scoreLine } from '../src/modules/results/index.ts';

const lotto = GAME_RULES.saturdayLotto;
const powerball = GAME_RULES.powerball;
const strike = GAME_RULES.lottoStrike;

describe('expanding an entry', () => {
  it.each([
    [lotto, 'reduced_system', 7, 7],
    [lotto, 'reduced_system', 8, 28],
    [lotto, 'reduced_system', 20, 38_760],
    [powerball, 'reduced_system', 8, 8],
    [powerball, 'reduced_system', 9, 36],
    [powerball, 'powerhit', 7, 20],
    [powerball, 'powerhit', 8, 160],
    [powerball, 'powerpik', 7, 20],
    [lotto, 'standard', 6, 1],
    [strike, 'strike_standard', 4, 1],
    [strike, 'strike_boxed', 4, 24],
  ] as const)('%#: %s of %i numbers enters %i lines', (rules, gameType, n, lines) => {
    expect(linesPerEntry(rules.matrix, gameType, n)).toBe(lines);
    if (lines <= 1000) {
      const entry = {
        Numbers: Array.from({ length: n }, (_, i) => i + 1),
        ...(rules.matrix.bonus && gameType === 'reduced_system' ? { Powerball: [3] } : {}),
      };
      const expanded = expandEntry(rules.matrix, gameType, entry);
      expect(expanded).toHaveLength(lines);
      // No line twice.
      expect(new Set(expanded.map((l) => JSON.stringify(l))).size).toBe(lines);
    }
  });

  it('gives the k-subsets in lexicographic order, each PowerHit set of mains with Powerballs 1 to 20', () => {
    expect(kSubsets([1, 2, 3, 4], 3)).toEqual([
      [1, 2, 3],
      [1, 2, 4],
      [1, 3, 4],
      [2, 3, 4],
    ]);
    const hit = expandEntry(powerball.matrix, 'powerhit', { Numbers: [7, 1, 2, 3, 4, 5, 6] });
    expect(hit[0]).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] });
    expect(hit[19]).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [20] });
    expect(choose(45, 6)).toBe(8_145_060);
  });

  it('gives a boxed Strike entry every order of its sorted numbers, in lexicographic order', () => {
    expect(permutations([1, 2, 3])).toEqual([
      [1, 2, 3],
      [1, 3, 2],
      [2, 1, 3],
      [2, 3, 1],
      [3, 1, 2],
      [3, 2, 1],
    ]);
    const boxed = expandEntry(strike.matrix, 'strike_boxed', { Numbers: [30, 5, 41, 12] });
    expect(boxed[0]).toEqual({ Numbers: [5, 12, 30, 41] });
    expect(boxed[1]).toEqual({ Numbers: [5, 12, 41, 30] });
    expect(boxed[23]).toEqual({ Numbers: [41, 30, 12, 5] });
    // A Strike standard line keeps the order picked.
    expect(expandEntry(strike.matrix, 'strike_standard', { Numbers: [30, 5, 41, 12] })).toEqual([
      { Numbers: [30, 5, 41, 12] },
    ]);
  });

  it.each([
    [lotto, 'reduced_system', { Numbers: [1, 2, 3, 4, 5, 6] }, 'Pick from 7 to 20 numbers for a system.'],
    [
      lotto,
      'reduced_system',
      { Numbers: [1, 2, 3, 4, 5, 6, 46] },
      'Each of the numbers must be from 1 to 45.',
    ],
    [
      lotto,
      'reduced_system',
      { Numbers: [1, 2, 3, 4, 5, 6, 6] },
      'Each of the numbers can be picked only once.',
    ],
    [
      powerball,
      'powerhit',
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
      'PowerHit plays every Powerball: pick no Powerball.',
    ],
    [powerball, 'powerhit', { Numbers: [1, 2, 3, 4, 5, 6] }, 'Pick exactly 7, 8, 9, 10, 11, 12 numbers.'],
    [powerball, 'reduced_system', { Numbers: [1, 2, 3, 4, 5, 6, 7, 8] }, 'Pick exactly 1 Powerball number.'],
    [lotto, 'reduced_system', { Numbers: [1, 2, 3, 4, 5, 6, 7] }, null],
    [powerball, 'powerhit', { Numbers: [1, 2, 3, 4, 5, 6, 7, 8] }, null],
    [strike, 'strike_boxed', { Numbers: [1, 2, 3] }, 'Pick exactly 4 numbers.'],
    [strike, 'strike_boxed', { Numbers: [1, 2, 3, 4, 5] }, 'Pick exactly 4 numbers.'],
    [strike, 'strike_boxed', { Numbers: [1, 2, 3, 3] }, 'Each of the numbers can be picked only once.'],
    [strike, 'strike_boxed', { Numbers: [0, 2, 3, 4] }, 'Each of the numbers must be from 1 to 45.'],
    [strike, 'strike_boxed', { Numbers: [1, 2, 3, 4], Powerball: [1] }, 'This game has no Powerball.'],
    [strike, 'strike_boxed', { Numbers: [45, 2, 30, 4] }, null],
  ] as const)('%#: refuses an entry that breaks the add rule: %j', (rules, gameType, entry, problem) => {
    const sizes =
      rules === lotto ? [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] : [8, 9, 10, 11, 12];
    const line = {
      Numbers: [...entry.Numbers],
      ...('Powerball' in entry ? { Powerball: [...entry.Powerball] } : {}),
    };
    expect(entryProblem(rules.matrix, gameType, line, sizes)).toBe(problem);
  });

  it('names entries as the ticket shows them', () => {
    expect(entryLabel(lotto.matrix, 'reduced_system', 8)).toBe('System 8');
    expect(entryLabel(powerball.matrix, 'powerhit', 7)).toBe('PowerHit');
    expect(entryLabel(powerball.matrix, 'powerhit', 9)).toBe('PowerHit System 9');
    expect(entryLabel(strike.matrix, 'strike_boxed', 4)).toBe('Boxed');
  });
});

describe('scoring an entry (hand-computed)', () => {
  it('System 8 on Saturday Lotto: 1 x div 1, 6 x div 2, 6 x div 3, 15 x div 4', () => {
    // Drawn 1-6 with supplementaries 7 and 8; the entry adds the supplementary 7 and a losing 9.
    const drawn = { main: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], bonus: [] };
    const entry = { Numbers: [1, 2, 3, 4, 5, 6, 7, 9] };
    // {1..6}: div 1. Five mains + 7: C(6,5) = 6 at div 2. Five mains + 9: 6 at div 3. Four mains + 7 + 9: C(6,4) = 15
    // at div 4 (4 mains; 3 + supp needs 3 mains).
    expect(Object.fromEntries(entryDivisionCounts(lotto, drawn, 'reduced_system', entry))).toEqual({
      1: 1,
      2: 6,
      3: 6,
      4: 15,
    });
    const wins = scoreEntry(lotto, drawn, 'reduced_system', entry);
    expect(wins[0]).toMatchObject({ offset: 0, numbers: [1, 2, 3, 4, 5, 6], division: 1 });
  });

  it('System 7 with three mains and no supplementary wins 4 x div 6 (3 mains), nothing else', () => {
    const drawn = { main: [1, 2, 3, 40, 41, 42], supplementary: [43, 44], bonus: [] };
    // Lines without one of 1, 2, 3 hold 2 mains: no prize. The 4 lines keeping 1, 2, 3 (drop one of 4 others) win.
    const counts = entryDivisionCounts(lotto, drawn, 'reduced_system', { Numbers: [1, 2, 3, 4, 5, 6, 7] });
    expect(Object.fromEntries(counts)).toEqual({ 6: 4 });
  });

  it('PowerHit with all seven mains: div 1 once (the Powerball), div 2 on the other 19 lines', () => {
    const drawn = { main: [1, 2, 3, 4, 5, 6, 7], supplementary: [], bonus: [5] };
    const counts = entryDivisionCounts(powerball, drawn, 'powerhit', { Numbers: [1, 2, 3, 4, 5, 6, 7] });
    expect(Object.fromEntries(counts)).toEqual({ 1: 1, 2: 19 });
  });

  it('PowerHit with four mains wins only with the Powerball (div 6 once): 4 mains alone win nothing', () => {
    const drawn = { main: [1, 2, 3, 4, 30, 31, 32], supplementary: [], bonus: [17] };
    const wins = scoreEntry(powerball, drawn, 'powerhit', { Numbers: [1, 2, 3, 4, 10, 11, 12] });
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ division: 6, offset: 16, bonus: [17], matchedBonus: [17] });
  });

  it('a PowerHit System 8 with six mains: div 3 once per set of mains holding the six, with the Powerball', () => {
    const drawn = { main: [1, 2, 3, 4, 5, 6, 30], supplementary: [], bonus: [2] };
    // Sets of 7 from {1..6, 10, 11}: the 2 holding all six mains (plus 10 or 11) win 6 + PB (div 3) with
    // Powerball 2 and 6 mains (div 4) with the other 19; the 6 holding five mains win 5 + PB (div 5) once and
    // 5 mains (div 7) 19 times.
    const counts = entryDivisionCounts(powerball, drawn, 'powerhit', { Numbers: [1, 2, 3, 4, 5, 6, 10, 11] });
    expect(Object.fromEntries(counts)).toEqual({ 3: 2, 4: 38, 5: 6, 7: 114 });
  });
});

describe('scoring Lotto Strike (hand-computed)', () => {
  // The first four balls of the lotto draw, in the order drawn.
  const drawn = { main: [5, 12, 30, 41], supplementary: [], bonus: [] };

  it.each([
    [[5, 12, 30, 41], 1, [5, 12, 30, 41]],
    [[5, 12, 30, 1], 2, [5, 12, 30]],
    // Matches start at the first position and run on without a gap.
    [[1, 12, 30, 41], null, []],
    [[5, 12, 41, 30], 3, [5, 12]],
    [[5, 1, 30, 2], 4, [5]],
    [[5, 1, 2, 3], 4, [5]],
    [[1, 2, 3, 41], null, []],
    [[12, 1, 2, 3], null, []],
    // All four drawn, none in position: nothing.
    [[41, 5, 12, 30], null, []],
  ])('%#: %j wins division %s (matched in position %j)', (numbers, division, matched) => {
    const score = scoreLine(strike, drawn, { numbers, bonus: [] });
    expect(score.division).toBe(division);
    expect(score.matchedNumbers).toEqual(matched);
  });

  it('boxed with all four numbers drawn: the right order (div 1), 1 order with the first 2, 4 with the first 1', () => {
    // Orders of 4 whose first j are in position and (j < 4) whose next is not: j = 4: 1; j = 3: 0 (the last is
    // then in place too); j = 2: 2! - 1 = 1; j = 1: 3! - 2! = 4; the other 18 orders win nothing.
    const counts = entryDivisionCounts(strike, drawn, 'strike_boxed', { Numbers: [41, 30, 12, 5] });
    expect(Object.fromEntries(counts)).toEqual({ 1: 1, 3: 1, 4: 4 });
  });

  it('boxed with three of the four drawn: 1 x div 2, 1 x div 3, 4 x div 4', () => {
    // 5, 12, 30 are the first three balls; 7 is not drawn. The first 3 in place: 5-12-30-7; the first 2 only:
    // 5-12-7-30; the first only: the 3! - 2 other orders starting with 5; the other 18 win nothing.
    const counts = entryDivisionCounts(strike, drawn, 'strike_boxed', { Numbers: [7, 5, 12, 30] });
    expect(Object.fromEntries(counts)).toEqual({ 2: 1, 3: 1, 4: 4 });
    const wins = scoreEntry(strike, drawn, 'strike_boxed', { Numbers: [7, 5, 12, 30] });
    expect(wins.find((w) => w.division === 2)).toMatchObject({ numbers: [5, 12, 30, 7] });
  });

  it('boxed with no number drawn wins nothing', () => {
    expect(scoreEntry(strike, drawn, 'strike_boxed', { Numbers: [1, 2, 3, 4] })).toEqual([]);
  });
});

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function generator(seed: number) {
  let a = seed >>> 0;
  return (max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % max) as number;
  };
}

function distinct(rand: (max: number) => number, count: number, min: number, max: number): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(min + rand(max - min + 1));
  return [...out];
}

describe('scoring an entry (properties)', () => {
  it.each([
    ['System N on Saturday Lotto', lotto, 'reduced_system', [7, 8, 9, 10]],
    ['System N on Powerball', powerball, 'reduced_system', [8, 9, 10]],
    ['PowerHit (with and without a system)', powerball, 'powerhit', [7, 8, 9]],
    ['Boxed Lotto Strike (24 orders)', strike, 'strike_boxed', [4]],
  ] as const)('%s scores exactly as its expanded standard lines', (_name, rules, gameType, sizes) => {
    const rand = generator(20_261_124);
    const { main, bonus } = rules.matrix;
    for (let round = 0; round < 60; round++) {
      const n = sizes[rand(sizes.length)] as number;
      // Entries drawn from a narrow band so they win often.
      const entry = {
        Numbers: distinct(rand, n, main.min, Math.min(main.max, rules.matrix.ordered ? 8 : 20)),
        ...(bonus && gameType === 'reduced_system' ? { Powerball: [1 + rand(bonus.max)] } : {}),
      };
      const drawnMain = distinct(
        rand,
        main.drawn + main.supplementary,
        main.min,
        Math.min(main.max, rules.matrix.ordered ? 8 : 20),
      );
      const drawn = {
        main: drawnMain.slice(0, main.drawn),
        supplementary: drawnMain.slice(main.drawn),
        bonus: bonus ? [1 + rand(bonus.max)] : [],
      };
      const lines = expandEntry(rules.matrix, gameType, entry);
      expect(lines).toHaveLength(linesPerEntry(rules.matrix, gameType, n));
      const expected = lines
        .map((l, offset) => ({
          offset,
          division: scoreLine(rules, drawn, { numbers: l.Numbers, bonus: l.Powerball ?? [] }).division,
        }))
        .filter((l) => l.division !== null);
      const got = scoreEntry(rules, drawn, gameType, entry).map((w) => ({
        offset: w.offset,
        division: w.division,
      }));
      expect(got).toEqual(expected);
    }
  });

  it('a boxed Strike entry wins what its 24 orders win as Strike standard lines, and each order once', () => {
    const rand = generator(20_261_125);
    for (let round = 0; round < 200; round++) {
      const entry = { Numbers: distinct(rand, 4, 1, 8) };
      const drawn = { main: distinct(rand, 4, 1, 8), supplementary: [], bonus: [] };
      const orders = permutations([...entry.Numbers].sort((a, b) => a - b));
      expect(new Set(orders.map((o) => o.join())).size).toBe(24);
      const expected = new Map<number, number>();
      for (const order of orders) {
        const division = scoreEntry(strike, drawn, 'strike_standard', { Numbers: order })[0]?.division;
        if (division) expected.set(division, (expected.get(division) ?? 0) + 1);
      }
      expect(entryDivisionCounts(strike, drawn, 'strike_boxed', entry)).toEqual(expected);
    }
  });
});
