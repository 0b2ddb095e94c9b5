import { describe, expect, it } from 'vitest';
import { camelToSnake, keysToCamel, keysToSnake, snakeToCamel } from './casing.ts';

describe('key casing', () => {
  it.each([
    ['pageInfo', 'page_info'],
    ['checkoutID', 'checkout_id'],
    ['HTMLParser', 'html_parser'],
    ['utm2Source', 'utm2_source'],
    ['already_snake', 'already_snake'],
  ])('camelToSnake(%j) = %j', (input, output) => {
    expect(camelToSnake(input)).toBe(output);
  });

  it.each([
    ['page_info', 'pageInfo'],
    ['x-sub-variant', 'xSubVariant'],
    ['_links', '_links'],
    ['camelAlready', 'camelAlready'],
  ])('snakeToCamel(%j) = %j', (input, output) => {
    expect(snakeToCamel(input)).toBe(output);
  });

  it('keeps Numbers, Powerball and Favourites (any case) and everything under them', () => {
    const camel = {
      pageInfo: { hasMore: true },
      items: [{ itemId: 1, Numbers: { mainBalls: [1], bonus_ball: [2] } }],
      deep: { deeper: { powerball: { powerBall: 3 } } },
      Favourites: { super_jackpot_lottery: [[1, 2]] },
    };
    const snake = keysToSnake(camel);
    expect(snake).toEqual({
      page_info: { has_more: true },
      items: [{ item_id: 1, Numbers: { mainBalls: [1], bonus_ball: [2] } }],
      deep: { deeper: { powerball: { powerBall: 3 } } },
      Favourites: { super_jackpot_lottery: [[1, 2]] },
    });
    expect(keysToCamel(snake)).toEqual(camel);
  });

  it('leaves non-plain values alone', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(keysToSnake({ drawAt: when, tags: ['aB'], n: null })).toEqual({
      draw_at: when,
      tags: ['aB'],
      n: null,
    });
  });

  it('converts objects with a null prototype (query-string parsers)', () => {
    const parsed = Object.assign(Object.create(null), { branding_key: 'x' });
    expect(keysToCamel(parsed)).toEqual({ brandingKey: 'x' });
  });

  it('keeps a __proto__ key as data', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a_b": 1}');
    const out = keysToCamel<Record<string, unknown>>(input);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'aB']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
