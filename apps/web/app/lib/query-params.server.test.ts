import { describe, expect, it } from 'vitest';
import { readStartupParams } from './query-params.server.ts';

const read = (qs: string, signedIn = false) =>
  readStartupParams(new URL(`http://shop.test/any?${qs}`), { signedIn, secure: false });

describe('start-up query parameters', () => {
  it('uppercases and stores a valid sub-variant for one year when not signed in', () => {
    const fx = read('sv=nsw');
    expect(fx.subVariant).toBe('NSW');
    expect(fx.setCookies).toEqual(['sv=NSW; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('ignores sv for signed-in customers and unknown regions', () => {
    expect(read('sv=vic', true).setCookies).toEqual([]);
    expect(read('sv=XX').setCookies).toEqual([]);
    expect(read('sv=XX').subVariant).toBeUndefined();
  });

  it('stores partner and action codes that pass the cookie rule', () => {
    expect(read('p=partner_1').setCookies[0]).toMatch(/^affiliate=partner_1;.*HttpOnly/);
    expect(read('p=bad%20value').setCookies).toEqual([]);
    expect(read('act=PROMO-1').setCookies[0]).toMatch(/^act=PROMO-1;/);
    expect(read('act=PROMO-1', true).setCookies).toEqual([]);
  });

  it('stores the UTM set as one JSON cookie', () => {
    const fx = read('utm_source=news&utm_medium=email&utm_campaign=spring&other=x');
    expect(fx.setCookies).toHaveLength(1);
    const raw = fx.setCookies[0]!.split(';')[0]!.slice('utm='.length);
    expect(JSON.parse(decodeURIComponent(raw))).toEqual({
      utm_campaign: 'spring',
      utm_medium: 'email',
      utm_source: 'news',
    });
  });

  it('sets the favourite numbers flag only for the value true', () => {
    expect(read('favourite_numbers=true').setCookies[0]).toMatch(/^favourite_numbers=true;/);
    expect(read('favourite_numbers=1').setCookies).toEqual([]);
  });
});
