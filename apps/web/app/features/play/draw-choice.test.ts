import { forwardDrawLabel } from '@lottoshop/contracts/draw-choice';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DRAW_CHOICE,
  drawChoiceBody,
  drawChoiceProblems,
  drawCountOf,
  readDrawChoice,
} from './draw-choice.ts';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};
const DAYS = ['monday', 'wednesday'];

describe('the play screen’s choice of draws', () => {
  it('labels forward draws as the specification does', () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(forwardDrawLabel)).toEqual([
      'next available',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });

  it('reads draws, autoplay, a forward draw, a day and weeks, keeping bad numbers as NaN', () => {
    expect(readDrawChoice(form([]))).toEqual(DEFAULT_DRAW_CHOICE);
    expect(readDrawChoice(form([['numDraws', 'autoplay']])).numDraws).toBe('autoplay');
    expect(
      readDrawChoice(
        form([
          ['numDraws', '3'],
          ['drawOffset', '2'],
        ]),
      ),
    ).toMatchObject({
      numDraws: 3,
      drawOffset: 2,
    });
    expect(readDrawChoice(form([['numDraws', 'x']])).numDraws).toBeNaN();
    expect(readDrawChoice(form([['day', 'Monday!']])).day).toBeNull();
  });

  it('counts draws × weeks on a days offer and prices autoplay as one draw', () => {
    expect(drawCountOf({ ...DEFAULT_DRAW_CHOICE, numDraws: 4 }, null)).toBe(4);
    expect(drawCountOf({ ...DEFAULT_DRAW_CHOICE, numDraws: 'autoplay' }, null)).toBe(1);
    expect(drawCountOf({ ...DEFAULT_DRAW_CHOICE, day: 'monday', numWeeks: 3 }, DAYS)).toBe(3);
    expect(drawCountOf({ ...DEFAULT_DRAW_CHOICE, day: 'all', numWeeks: 3 }, DAYS)).toBe(6);
  });

  it('needs a day on a days offer and a listed number of draws elsewhere', () => {
    expect(drawChoiceProblems(DEFAULT_DRAW_CHOICE, DAYS)).toEqual({
      day: 'Choose the day you want to play.',
    });
    expect(drawChoiceProblems({ ...DEFAULT_DRAW_CHOICE, numDraws: 7 }, null)).toEqual({
      numDraws: 'Choose the number of draws.',
    });
    expect(drawChoiceProblems({ ...DEFAULT_DRAW_CHOICE, numDraws: 'autoplay' }, null)).toEqual({});
  });

  it('sends weeks and the day on a days offer, and a forward draw only past the next available', () => {
    expect(drawChoiceBody({ ...DEFAULT_DRAW_CHOICE, numDraws: 3 }, null)).toEqual({ numDraws: 3 });
    expect(drawChoiceBody({ ...DEFAULT_DRAW_CHOICE, drawOffset: 2 }, null)).toEqual({
      numDraws: 1,
      drawOffset: 2,
    });
    expect(drawChoiceBody({ ...DEFAULT_DRAW_CHOICE, day: 'all', numWeeks: 2 }, DAYS)).toEqual({
      numWeeks: 2,
      day: 'all',
    });
  });
});
