import { describe, expect, it } from 'vitest';
import { clearedSessionCookies, isSecureRequest, sessionCookies } from '../../lib/session-cookies.server.ts';
import { signedInCookies } from './identity.server.ts';

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, Secure only over https, and live for the session timeout', () => {
    const [plain] = sessionCookies({ customer_id: 'abc-123' }, { secure: false, sessionSeconds: 3600 });
    expect(plain).toBe('customer_id=abc-123; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax');
    const [secure] = sessionCookies({ web_refresh_token: 'r_1' }, { secure: true, sessionSeconds: 900 });
    expect(secure).toBe('web_refresh_token=r_1; Path=/; Max-Age=900; HttpOnly; Secure; SameSite=Lax');
  });

  it('keeps the device id for a year', () => {
    const [device] = sessionCookies({ device_uuid: 'd-1' }, { secure: false, sessionSeconds: 3600 });
    expect(device).toContain('Max-Age=31536000');
  });

  it('does not write values that break the cookie rule', () => {
    const out = sessionCookies(
      { customer_id: 'a b', pricing_id: 'x;y', customer_token: 'ok_1', web_access_token: 'a.b.c' },
      { secure: false, sessionSeconds: 60 },
    );
    expect(out.map((c) => c.split('=')[0])).toEqual(['customer_token', 'web_access_token']);
  });

  it('writes every cookie of a login result', () => {
    const names = signedInCookies(
      {
        accessToken: 'h.p.s',
        refreshToken: 'r_1',
        customerToken: 'c_1',
        deviceUuid: 'd-1',
        expiresIn: 900,
        customer: { customerId: 'id-1', pricingId: 'standard', segmentName: 'customer' },
      } as Parameters<typeof signedInCookies>[0],
      { secure: false, sessionSeconds: 3600 },
    ).map((c) => c.split('=')[0]);
    expect(names.sort()).toEqual(
      [
        'customer_id',
        'customer_segment_name',
        'customer_token',
        'device_uuid',
        'pricing_id',
        'web_access_token',
        'web_refresh_token',
      ].sort(),
    );
  });

  it('clears the session (and at logout the anonymous cart) but not the device id', () => {
    const cleared = clearedSessionCookies({ secure: true, includeCart: true });
    expect(cleared).toContain('web_access_token=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax');
    expect(cleared.some((c) => c.startsWith('anonymous_cart_token=;'))).toBe(true);
    expect(cleared.some((c) => c.startsWith('device_uuid='))).toBe(false);
    expect(clearedSessionCookies({ secure: false }).some((c) => c.startsWith('anonymous_cart_token'))).toBe(
      false,
    );
  });

  it('knows an https request', () => {
    expect(isSecureRequest(new Request('https://shop.test/'))).toBe(true);
    expect(isSecureRequest(new Request('http://shop.test/'))).toBe(false);
  });
});
