import { describe, expect, it } from 'vitest';
import { loginPath, requireCustomer, safeRedirectPath } from './guards.server.ts';

describe('requireCustomer', () => {
  it('sends an anonymous visitor to login with the path and query to return to', () => {
    let thrown: unknown;
    try {
      requireCustomer(new Request('http://shop.test/my-account?tab=1'));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirectTo=%2Fmy-account%3Ftab%3D1');
  });

  it('treats cookies that fail the character rule as absent', () => {
    const request = new Request('http://shop.test/my-account', {
      headers: { Cookie: 'customer_id=abc; customer_token=bad.token; web_access_token=a.b.c' },
    });
    expect(() => requireCustomer(request)).toThrow();
  });

  it('lets a visitor with a session through', () => {
    const request = new Request('http://shop.test/my-account', {
      headers: { Cookie: 'customer_id=abc; customer_token=tok_1; web_access_token=a.b.c' },
    });
    expect(requireCustomer(request).identity.customerId).toBe('abc');
  });
});

describe('safeRedirectPath', () => {
  it('accepts same-site paths only', () => {
    expect(safeRedirectPath('/my-account?x=1')).toBe('/my-account?x=1');
    expect(safeRedirectPath('//evil.test')).toBe('/');
    expect(safeRedirectPath('https://evil.test')).toBe('/');
    expect(safeRedirectPath('/\\evil.test')).toBe('/');
    expect(safeRedirectPath(null, '/home')).toBe('/home');
    expect(loginPath(new Request('http://shop.test/a'))).toBe('/login?redirectTo=%2Fa');
  });

  it.each([
    '//evil.example',
    '//evil.example/my-account',
    '/\\evil.example',
    '\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example'.replace('/%2F', '//'),
    ' //evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '///evil.example',
    '',
  ])('refuses %j (back to the fallback)', (value) => {
    expect(safeRedirectPath(value, '/my-account')).toBe('/my-account');
  });

  it('refuses what a query string decodes to, read as the login form reads it', () => {
    for (const query of [
      'redirectTo=%2F%2Fevil.example',
      'redirectTo=%2F%5Cevil.example',
      'redirectTo=https%3A%2F%2Fevil.example',
      'redirectTo=%2F%09%2Fevil.example',
    ]) {
      const value = new URL(`http://shop.test/login?${query}`).searchParams.get('redirectTo');
      expect(safeRedirectPath(value, '/my-account'), query).toBe('/my-account');
    }
    // An encoded slash inside a same-site path stays a same-site path.
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
