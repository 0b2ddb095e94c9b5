import { describe, expect, it } from 'vitest';
import {
  acceptCookieValue,
  isSafeCookieValue,
  parseCookieHeader,
  readCookie,
  serializeCookie,
} from './cookie-values.ts';

describe('cookie character rule', () => {
  it('accepts letters, digits, hyphen and underscore', () => {
    expect(isSafeCookieValue('abc-DEF_123')).toBe(true);
    expect(acceptCookieValue('customer_id', '0192f3a0-7c1e-7b3a-9c1d-1234567890ab')).toBe(
      '0192f3a0-7c1e-7b3a-9c1d-1234567890ab',
    );
  });

  it.each(['a b', 'a;b', 'a.b', '<script>', 'x"y', 'é', '', 'a/b', 'a=b'])(
    'drops %j for a plain cookie',
    (value) => {
      expect(acceptCookieValue('customer_token', value)).toBeUndefined();
    },
  );

  it('allows dotted signed tokens only for the token cookies', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(acceptCookieValue('web_access_token', jwt)).toBe(jwt);
    expect(acceptCookieValue('web_access_token', 'a..b')).toBeUndefined();
    expect(acceptCookieValue('customer_token', jwt)).toBeUndefined();
  });

  it('reads cookies from a header and applies the rule', () => {
    const header = 'sv=NSW; customer_id=bad%20value; pricing_id=p_1; customer_segment_name=%3Cx%3E';
    expect(readCookie(header, 'sv')).toBe('NSW');
    expect(readCookie(header, 'customer_id')).toBeUndefined();
    expect(readCookie(header, 'pricing_id')).toBe('p_1');
    expect(readCookie(header, 'customer_segment_name')).toBeUndefined();
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie(null, 'sv')).toBeUndefined();
  });

  it('reads each header as it is, whichever header was read before', () => {
    expect(readCookie('sv=NSW; sid=s1', 'sv')).toBe('NSW');
    expect(readCookie('sv=VIC', 'sv')).toBe('VIC');
    expect(readCookie('sv=VIC', 'sid')).toBeUndefined();
    expect(readCookie(undefined, 'sv')).toBeUndefined();
    expect(readCookie('', 'sv')).toBeUndefined();
    expect(readCookie('sv=NSW; sid=s1', 'sid')).toBe('s1');
  });

  it('keeps the first occurrence and skips malformed escapes', () => {
    const parsed = parseCookieHeader('a=1; a=2; b=%E0%A4%A; c');
    expect(parsed.get('a')).toBe('1');
    expect(parsed.has('b')).toBe(false);
    expect(parsed.has('c')).toBe(false);
  });

  it('serialises with encoding and attributes', () => {
    expect(serializeCookie('utm', '{"a":1}', { maxAgeSeconds: 60, httpOnly: true })).toBe(
      'utm=%7B%22a%22%3A1%7D; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
  });
});
