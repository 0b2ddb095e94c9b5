import { ANONYMOUS_SEGMENT, CAPABILITY_KEYS, CUSTOMER_SEGMENT } from '@lottoshop/contracts/capabilities';
import { createSegment } from '@lottoshop/core/capabilities/testing';
import { createCustomer, FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());

describe('GET /v2/config', () => {
  it('answers the site constants in snake_case, cached for 60 s', async () => {
    const res = await t.get('/v2/config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { result } = res.json();
    expect(result).toMatchObject({
      site_name: 'Lottoshop',
      site_locale: 'en-AU',
      currency: 'AUD',
      minimum_age: 18,
      session_timeout: 3600,
      maintenance: false,
      timezone: 'Australia/Sydney',
    });
    expect(result.capabilities).toContain('raffle');
    expect(result.capabilities).not.toContain('membership_program');
  });

  it('needs a signature and a version', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/config' })).statusCode).toBe(401);
    expect((await t.get('/v2/config', { 'x-api-version': '9.9' })).statusCode).toBe(400);
  });
});

describe('GET /v2/config in maintenance', () => {
  it('reports maintenance when the operator switches it on', async () => {
    const m = await buildRouteApp({ maintenanceMode: true });
    try {
      expect((await m.get('/v2/config')).json().result.maintenance).toBe(true);
    } finally {
      await m.app.close();
    }
  });
});

describe('GET /v2/capabilities', () => {
  it('lists both segments with every capability, and the anonymous segment is current', async () => {
    // Re-seed: the maintenance test above reset the shared database.
    await t.app.close();
    t = await buildRouteApp();
    const res = await t.get('/v2/capabilities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { result } = res.json();
    expect(result.current_segment).toBe(ANONYMOUS_SEGMENT);
    const names = result.segments.map((s: { segment_name: string }) => s.segment_name);
    expect(names).toEqual(expect.arrayContaining([ANONYMOUS_SEGMENT, CUSTOMER_SEGMENT]));
    const customer = result.segments.find(
      (s: { segment_name: string }) => s.segment_name === CUSTOMER_SEGMENT,
    );
    const anonymous = result.segments.find(
      (s: { segment_name: string }) => s.segment_name === ANONYMOUS_SEGMENT,
    );
    expect(customer.capabilities).toContain('wallet_balance');
    expect(anonymous.capabilities).not.toContain('wallet_balance');
    // Keys keep their spelling on the wire: they are values, not object keys.
    expect(customer.capabilities).toContain('favourite-numbers');
    for (const key of customer.capabilities) expect(CAPABILITY_KEYS).toContain(key);
  });
});

describe('GET /v2/capabilities for a signed-in customer', () => {
  async function signIn(email: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: { email, password: FACTORY_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.access_token as string;
  }

  it('makes the default customer segment current', async () => {
    await createCustomer(t.db, { email: 'segment-default@example.com' });
    const token = await signIn('segment-default@example.com');
    const res = await t.get('/v2/capabilities', { authorization: `Bearer ${token}` });
    expect(res.json().result.current_segment).toBe(CUSTOMER_SEGMENT);
  });

  it("makes the customer's own segment current", async () => {
    await createSegment(t.db, { name: 'vip', capabilities: ['raffle', 'wallet_balance'] });
    await createCustomer(t.db, { email: 'segment-vip@example.com', segmentName: 'vip' });
    const token = await signIn('segment-vip@example.com');
    const { result } = (await t.get('/v2/capabilities', { authorization: `Bearer ${token}` })).json();
    expect(result.current_segment).toBe('vip');
    const vip = result.segments.find((s: { segment_name: string }) => s.segment_name === 'vip');
    expect(vip.capabilities).toEqual(['raffle', 'wallet_balance']);
  });

  it('ignores an X-Customer-Id header without a token', async () => {
    const res = await t.get('/v2/capabilities', { 'x-customer-id': '01900000-0000-7000-8000-000000000000' });
    expect(res.json().result.current_segment).toBe(ANONYMOUS_SEGMENT);
  });
});

describe('GET /v2/locate', () => {
  it('uses a valid country header from the proxy', async () => {
    const res = await t.get('/v2/locate', { 'cf-ipcountry': 'nz' });
    expect(res.json().result).toEqual({ country_code: 'NZ', country_name: 'New Zealand', source: 'header' });
    expect((await t.get('/v2/locate', { 'x-country-code': 'GB' })).json().result.country_code).toBe('GB');
  });

  it('falls back to the site country for missing, unknown or malformed headers', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'cf-ipcountry': 'XX' },
      { 'cf-ipcountry': 'T1' },
      { 'x-country-code': 'Australia' },
    ];
    for (const headers of cases) {
      const res = await t.get('/v2/locate', headers);
      expect(res.json().result).toEqual({ country_code: 'AU', country_name: 'Australia', source: 'default' });
    }
  });
});
