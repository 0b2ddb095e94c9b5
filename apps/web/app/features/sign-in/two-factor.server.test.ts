import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { describe, expect, it } from 'vitest';
import { readOtp, rememberCookie } from './two-factor.server.ts';

const form = (otp: string) => {
  const f = new FormData();
  f.set('otp', otp);
  return f;
};

describe('readOtp (spec 2 §5)', () => {
  it('keeps digits only and the first 6', () => {
    expect(readOtp(form(' 123 456 '))).toEqual({ otp: '123456' });
    expect(readOtp(form('123-456-789'))).toEqual({ otp: '123456' });
  });
  it('asks for 6 digits when fewer are given', () => {
    expect(readOtp(form('12345'))).toEqual({ error: FORM_MESSAGES.otpLength });
    expect(readOtp(form('abcdef'))).toEqual({ error: FORM_MESSAGES.otpLength });
    expect(readOtp(new FormData())).toEqual({ error: FORM_MESSAGES.otpLength });
  });
});

describe('rememberCookie', () => {
  const now = new Date('2026-03-02T00:00:00Z');
  it('is httpOnly and lasts until the API says', () => {
    const cookie = rememberCookie({ token: 'abc_DEF-123', expiresAt: '2026-04-01T00:00:00Z' }, true, now);
    expect(cookie).toContain('two_factor_remember=abc_DEF-123');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
  });
  it('writes nothing for an expired or unreadable answer', () => {
    expect(rememberCookie({ token: 'abc', expiresAt: '2026-01-01T00:00:00Z' }, false, now)).toBeUndefined();
    expect(rememberCookie({ token: 'abc', expiresAt: 'soon' }, false, now)).toBeUndefined();
  });
});
