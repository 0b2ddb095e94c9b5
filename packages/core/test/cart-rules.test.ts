import { ticketPriceMinor } from '@lottoshop/contracts/game-rules';
import { describe, expect, it } from 'vitest';
import {
  completeLine,
  describeItem,
  fillNumberSet,
  isEmptyLine,
  lotteryProductType,
} from '../src/modules/cart/cart.rules.ts';
import { GAME_RULES } from '../src/modules/catalog/catalog.games.ts';

const lotto = GAME_RULES.saturdayLotto.matrix;
const powerball = GAME_RULES.powerball.matrix;
const strike = GAME_RULES.lottoStrike.matrix;

function assertCompleteSet(numbers: number[], set: { pick: number; min: number; max: number }) {
  expect(numbers).toHaveLength(set.pick);
  expect(new Set(numbers).size).toBe(set.pick);
  for (const n of numbers) {
    expect(Number.isInteger(n)).toBe(true);
    expect(n).toBeGreaterThanOrEqual(set.min);
    expect(n).toBeLessThanOrEqual(set.max);
  }
}

describe('fillNumberSet', () => {
  it('fills an empty set with distinct numbers in range, many times over', () => {
    for (let i = 0; i < 500; i++) assertCompleteSet(fillNumberSet(lotto.main, []), lotto.main);
  });

  it('keeps the numbers already chosen, in order, and never repeats them', () => {
    for (let i = 0; i < 200; i++) {
      const filled = fillNumberSet(lotto.main, [45, 1, 23]);
      expect(filled.slice(0, 3)).toEqual([45, 1, 23]);
      assertCompleteSet(filled, lotto.main);
    }
  });

  it('can take every number of a set whose pick equals its size', () => {
    const set = { pick: 5, min: 1, max: 5, drawn: 5, supplementary: 0 };
    expect([...fillNumberSet(set, [3])].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws from the numbers not yet chosen with the given random source', () => {
    // Always taking the first remaining number gives the smallest ones not chosen.
    expect(fillNumberSet(lotto.main, [2, 4], () => 0)).toEqual([2, 4, 1, 3, 5, 6]);
    // Always taking the last gives the largest.
    expect(fillNumberSet(lotto.main, [], (_min, max) => max - 1)).toEqual([45, 44, 43, 42, 41, 40]);
  });

  it('reaches every number of the set over many fills', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) for (const n of fillNumberSet(powerball.bonus!, [])) seen.add(n);
    expect(seen.size).toBe(20);
  });
});

describe('completeLine', () => {
  it('completes a quick-pick line of a game with a Powerball', () => {
    for (let i = 0; i < 100; i++) {
      const result = completeLine(powerball, { Numbers: [], quickPick: true });
      if (!('line' in result)) throw new Error('expected a line');
      assertCompleteSet(result.line.Numbers, powerball.main);
      assertCompleteSet(result.line.Powerball ?? [], powerball.bonus!);
    }
  });

  it('keeps chosen numbers of a partly picked quick-pick line and sorts an unordered game', () => {
    const result = completeLine(powerball, { Numbers: [35, 7], Powerball: [20], quickPick: true });
    if (!('line' in result)) throw new Error('expected a line');
    expect(result.line.Numbers).toContain(35);
    expect(result.line.Numbers).toContain(7);
    expect(result.line.Numbers).toEqual([...result.line.Numbers].sort((a, b) => a - b));
    expect(result.line.Powerball).toEqual([20]);
  });

  it('keeps positions in an ordered game', () => {
    const result = completeLine(strike, { Numbers: [9, 3, 40, 1] });
    expect(result).toEqual({ line: { Numbers: [9, 3, 40, 1] } });
  });

  it('accepts a complete manual line and has no Powerball key for a game without one', () => {
    expect(completeLine(lotto, { Numbers: [6, 5, 4, 3, 2, 1] })).toEqual({
      line: { Numbers: [1, 2, 3, 4, 5, 6] },
    });
  });

  it('says which number set is wrong', () => {
    expect(completeLine(lotto, { Numbers: [1, 2, 3] })).toEqual({
      issue: { field: 'Numbers', message: 'Pick exactly 6 numbers.' },
    });
    expect(completeLine(lotto, { Numbers: [1, 2, 3, 4, 5, 46] })).toEqual({
      issue: { field: 'Numbers', message: 'Each of the numbers must be from 1 to 45.' },
    });
    expect(completeLine(lotto, { Numbers: [1, 1, 3, 4, 5, 6] })).toEqual({
      issue: { field: 'Numbers', message: 'Each of the numbers can be picked only once.' },
    });
    expect(completeLine(lotto, { Numbers: [1, 2, 3, 4, 5, 6], Powerball: [1] })).toEqual({
      issue: { field: 'Powerball', message: 'This game has no Powerball.' },
    });
    expect(completeLine(powerball, { Numbers: [1, 2, 3, 4, 5, 6, 7] })).toEqual({
      issue: { field: 'Powerball', message: 'Pick exactly 1 Powerball number.' },
    });
    expect(completeLine(powerball, { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [21] })).toEqual({
      issue: { field: 'Powerball', message: 'Each of the Powerball numbers must be from 1 to 20.' },
    });
  });

  it('refuses a quick-pick line whose chosen numbers are already wrong', () => {
    expect(completeLine(lotto, { Numbers: [1, 1], quickPick: true })).toMatchObject({
      issue: { field: 'Numbers' },
    });
    expect(completeLine(lotto, { Numbers: [1, 2, 3, 4, 5, 6, 7], quickPick: true })).toMatchObject({
      issue: { field: 'Numbers', message: 'Pick exactly 6 numbers.' },
    });
    expect(completeLine(powerball, { Numbers: [], Powerball: [0], quickPick: true })).toMatchObject({
      issue: { field: 'Powerball' },
    });
  });
});

describe('item wording and price', () => {
  it('describes an item', () => {
    expect(describeItem('Saturday Lotto', 6, 2)).toBe('Saturday Lotto — 6 games, 2 draws');
    expect(describeItem('Powerball', 1, 1)).toBe('Powerball — 1 game, 1 draw');
  });

  it('is a multi-draw ticket for more than one draw', () => {
    expect(lotteryProductType(1)).toBe('lottery_ticket');
    expect(lotteryProductType(2)).toBe('multi_draw_ticket');
  });

  it('prices a ticket as price per game x games x draws', () => {
    expect(ticketPriceMinor(85, 6, 2)).toBe(1020);
    expect(ticketPriceMinor(165, 1, 10)).toBe(1650);
  });

  it('knows an untouched line', () => {
    expect(isEmptyLine({ Numbers: [] })).toBe(true);
    expect(isEmptyLine({ Numbers: [], quickPick: true })).toBe(false);
    expect(isEmptyLine({ Numbers: [], Powerball: [3] })).toBe(false);
  });
});
