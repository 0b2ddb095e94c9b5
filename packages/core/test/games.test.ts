import { describe, expect, it } from 'vitest';
import { combinations, division1Odds, GAME_RULES } from '../src/modules/catalog/catalog.games.ts';

describe('game rules', () => {
  it('give the published division 1 odds', () => {
    expect(division1Odds(GAME_RULES.saturdayLotto.matrix)).toBe(8_145_060);
    expect(division1Odds(GAME_RULES.ozLotto.matrix)).toBe(62_891_499);
    expect(division1Odds(GAME_RULES.powerball.matrix)).toBe(134_490_400);
    expect(division1Odds(GAME_RULES.setForLife.matrix)).toBe(38_320_568);
  });

  it('number divisions from 1 in the order they are checked', () => {
    for (const rules of Object.values(GAME_RULES)) {
      expect(rules.divisions.map((d) => d.division)).toEqual(rules.divisions.map((_, i) => i + 1));
    }
  });

  it('rank 4 + Powerball above 5 mains, and never pay 4 mains alone', () => {
    const { divisions } = GAME_RULES.powerball;
    expect(divisions[5]).toMatchObject({ division: 6, mainMatches: 4, bonusRequired: true });
    expect(divisions[6]).toMatchObject({ division: 7, mainMatches: 5, bonusRequired: false });
    expect(divisions.some((d) => d.mainMatches === 4 && !d.bonusRequired)).toBe(false);
  });

  it('pay the first two Set for Life divisions as an annuity and Strike division 4 as a free entry', () => {
    expect(GAME_RULES.setForLife.divisions.slice(0, 2).map((d) => d.prizeKind)).toEqual([
      'annuity',
      'annuity',
    ]);
    expect(GAME_RULES.setForLife.divisions[2]?.prizeKind).toBe('pool');
    expect(GAME_RULES.lottoStrike.matrix.ordered).toBe(true);
    expect(GAME_RULES.lottoStrike.divisions[3]).toMatchObject({ mainMatches: 1, prizeKind: 'free_entry' });
  });

  it('draw supplementaries only where the game has them', () => {
    expect(GAME_RULES.saturdayLotto.matrix.main.supplementary).toBe(2);
    expect(GAME_RULES.ozLotto.matrix.main.supplementary).toBe(3);
    expect(GAME_RULES.powerball.matrix.main.supplementary).toBe(0);
    expect(GAME_RULES.powerball.matrix.bonus).toMatchObject({ pick: 1, min: 1, max: 20 });
  });

  it('count system lines', () => {
    expect(combinations(7, 6)).toBe(7);
    expect(combinations(20, 6)).toBe(38_760);
    expect(combinations(4, 5)).toBe(0);
  });
});
