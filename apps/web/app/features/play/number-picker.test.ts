import { randomFillSync } from 'node:crypto';
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  emptyLine,
  initialPanelCount,
  isPanelComplete,
  panelProblem,
  quickPickLine,
  setPosition,
  summariseTicket,
  toGameLine,
  toggleNumber,
} from './number-picker.ts';

const POWERBALL: GameMatrixDto = {
  main: { pick: 7, min: 1, max: 35, drawn: 7, supplementary: 0 },
  bonus: { pick: 1, min: 1, max: 20, drawn: 1, supplementary: 0 },
  ordered: false,
};
const LOTTO: GameMatrixDto = {
  main: { pick: 6, min: 1, max: 45, drawn: 6, supplementary: 2 },
  bonus: null,
  ordered: false,
};
const fill = (a: Uint32Array) => randomFillSync(a);

describe('toggleNumber', () => {
  it('picks and unpicks numbers, keeping them in order', () => {
    let line = emptyLine();
    line = toggleNumber(LOTTO, line, 'main', 30);
    line = toggleNumber(LOTTO, line, 'main', 4);
    expect(line.main).toEqual([4, 30]);
    line = toggleNumber(LOTTO, line, 'main', 30);
    expect(line.main).toEqual([4]);
  });

  it('ignores a number out of range, a bonus the game lacks, and a new number once the set is full', () => {
    let line = emptyLine();
    expect(toggleNumber(LOTTO, line, 'main', 46)).toBe(line);
    expect(toggleNumber(LOTTO, line, 'main', 0)).toBe(line);
    expect(toggleNumber(LOTTO, line, 'bonus', 1)).toBe(line);
    for (const n of [1, 2, 3, 4, 5, 6]) line = toggleNumber(LOTTO, line, 'main', n);
    expect(toggleNumber(LOTTO, line, 'main', 7)).toBe(line);
    expect(toggleNumber(LOTTO, line, 'main', 6).main).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the Powerball apart from the main numbers', () => {
    let line = toggleNumber(POWERBALL, emptyLine(), 'bonus', 7);
    line = toggleNumber(POWERBALL, line, 'main', 7);
    expect(line).toEqual({ main: [7], bonus: [7] });
    expect(toggleNumber(POWERBALL, line, 'bonus', 21)).toBe(line);
    expect(toggleNumber(POWERBALL, line, 'bonus', 8)).toBe(line);
  });
});

describe('quickPickLine', () => {
  it('fills every number set of the matrix', () => {
    const line = quickPickLine(POWERBALL, fill);
    expect(line.main).toHaveLength(7);
    expect(line.bonus).toHaveLength(1);
    expect(isPanelComplete(POWERBALL, line)).toBe(true);
    expect(quickPickLine(LOTTO, fill).bonus).toEqual([]);
    expect(toGameLine(LOTTO, quickPickLine(LOTTO, fill))).not.toHaveProperty('Powerball');
  });
});

describe('panels and the ticket', () => {
  it('starts with the default number of games, within minGames and a screenful', () => {
    expect(initialPanelCount({ minGames: 1, defaultGames: 18, maxGames: 50 })).toBe(6);
    expect(initialPanelCount({ minGames: 1, defaultGames: 2, maxGames: 50 })).toBe(2);
    expect(initialPanelCount({ minGames: 8, defaultGames: 18, maxGames: 50 })).toBe(8);
    expect(initialPanelCount({ minGames: 1, defaultGames: 18, maxGames: 3 })).toBe(3);
  });

  it('says what a started panel still needs', () => {
    expect(panelProblem(POWERBALL, emptyLine())).toBeNull();
    expect(panelProblem(POWERBALL, { main: [1, 2, 3], bonus: [] })).toBe('Pick exactly 7 numbers.');
    expect(panelProblem(POWERBALL, { main: [1, 2, 3, 4, 5, 6, 7], bonus: [] })).toMatch(/Powerball/);
    expect(panelProblem(POWERBALL, { main: [1, 2, 3, 4, 5, 6, 7], bonus: [20] })).toBeNull();
  });

  it('prices complete games x draws and allows adding only a valid ticket', () => {
    const full = { main: [1, 2, 3, 4, 5, 6, 7], bonus: [9] };
    const opts = { minGames: 1, pricePerGameMinor: 165, numDraws: 2 };
    expect(summariseTicket(POWERBALL, [emptyLine(), emptyLine()], opts)).toEqual({
      completeGames: 0,
      unfinishedGames: 0,
      canAdd: false,
      priceMinor: 0,
    });
    expect(summariseTicket(POWERBALL, [full, emptyLine(), full], opts)).toEqual({
      completeGames: 2,
      unfinishedGames: 0,
      canAdd: true,
      priceMinor: 660,
    });
    // A half-filled panel blocks the ticket, even one with only a Powerball.
    expect(summariseTicket(POWERBALL, [full, { main: [1], bonus: [] }], opts).canAdd).toBe(false);
    expect(summariseTicket(POWERBALL, [full, { main: [], bonus: [3] }], opts)).toMatchObject({
      canAdd: false,
      unfinishedGames: 1,
      priceMinor: 330,
    });
  });

  it('needs at least minGames complete games', () => {
    const line = { main: [1, 2, 3, 4, 5, 6], bonus: [] };
    const opts = { minGames: 4, pricePerGameMinor: 85, numDraws: 1 };
    expect(summariseTicket(LOTTO, [line, line, line], opts).canAdd).toBe(false);
    expect(summariseTicket(LOTTO, [line, line, line, line], opts)).toMatchObject({
      canAdd: true,
      priceMinor: 340,
    });
  });
});

describe('an ordered game (Lotto Strike)', () => {
  const STRIKE: GameMatrixDto = {
    main: { pick: 4, min: 1, max: 45, drawn: 4, supplementary: 0 },
    bonus: null,
    ordered: true,
  };
  it('sets a number by position, keeping the order picked; a gap is not a number', () => {
    let line = setPosition(STRIKE, emptyLine(), 2, 30);
    expect(line.main).toEqual([0, 0, 30, 0]);
    expect(toGameLine(STRIKE, line)).toEqual({ Numbers: [30] });
    expect(panelProblem(STRIKE, line)).toBe('Pick exactly 4 numbers.');
    line = setPosition(STRIKE, line, 0, 41);
    line = setPosition(STRIKE, line, 1, 5);
    line = setPosition(STRIKE, line, 3, 12);
    expect(toGameLine(STRIKE, line)).toEqual({ Numbers: [41, 5, 30, 12] });
    expect(isPanelComplete(STRIKE, line)).toBe(true);
    // Out of range or past the last position: unchanged. Clearing every position empties the panel.
    expect(setPosition(STRIKE, line, 4, 1)).toBe(line);
    expect(setPosition(STRIKE, line, 0, 46)).toBe(line);
    let cleared = line;
    for (const p of [0, 1, 2, 3]) cleared = setPosition(STRIKE, cleared, p, 0);
    expect(cleared.main).toEqual([]);
  });
});
