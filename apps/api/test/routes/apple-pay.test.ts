import { fixedClock } from '@lottoshop/core/clock';
import { createCustomer, FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { seedDemoSite } from '@lottoshop/core/setup';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardProcessor } from '../../../../scripts/card-processor.mjs';
import { readCardProcessor } from '../../src/config.ts';
import { buildServer } from '../../src/http/server.ts';
import { signedHeaders } from '../signed-request.ts';
import { testApiConfig } from '../test-config.ts';
import { NOW } from './route-app.ts';

/**
 * Apple Pay's merchant validation (decision 053) through the API against the simulated processor (started
 * in-process on a free port): a merchant session for Apple's validation address and the shop's host, handed back
 * untouched; a validation address that is not Apple's, a host name that is not one, missing fields and an old
 * version are 400s with the field's message and never reach the gateway; Apple Pay switched off is a 422.
 */
let processor: ReturnType<typeof startCardProcessor>;
let app: Awaited<ReturnType<typeof buildServer>>;
let db: Awaited<ReturnType<typeof getTestDb>>;
const clock = fixedClock(NOW);
const seen: string[] = [];
const APPLE = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

let token: string;
function send(payload: unknown, version = '3.4', bearer: string | null = token) {
  return app.inject({
    method: 'POST',
    url: '/v2/funds/ap/merchant_session',
    headers: {
      ...signedHeaders({ now: clock.now(), version }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

beforeAll(async () => {
  processor = startCardProcessor({ port: 0, log: (line: string) => seen.push(line) });
  const processorUrl = await processor.listening;
  db = await getTestDb();
  await resetTestDb(db);
  await db.transaction((tx) => seedDemoSite(tx, clock));
  app = await buildServer({
    db,
    clock,
    config: testApiConfig({ cardProcessor: readCardProcessor({ CARD_PROCESSOR_URL: processorUrl }) }),
  });
  await app.ready();
  const person = await createCustomer(db);
  const login = await app.inject({
    method: 'POST',
    url: '/v2/login',
    headers: signedHeaders({ now: clock.now(), version: '3.0' }),
    payload: { email: person.email, password: FACTORY_PASSWORD },
  });
  token = login.json().result.access_token;
});

afterAll(async () => {
  await app?.close();
  await processor?.close();
});

describe('POST /v2/funds/ap/merchant_session', () => {
  it("answers the gateway's merchant session for Apple's validation address, untouched", async () => {
    for (const validationUrl of [
      APPLE,
      'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
    ]) {
      const res = await send({ validation_url: validationUrl, domain_name: 'Shop.Example' });
      expect(res.statusCode, res.body).toBe(200);
      const session = JSON.parse(res.json().result.merchant_session);
      expect(session).toMatchObject({ domainName: 'shop.example', displayName: 'Lottoshop' });
      expect(session.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/);
      expect(typeof session.signature).toBe('string');
    }
  });

  it('refuses a validation address that is not Apple’s, and a bad host name, before asking the gateway', async () => {
    const asked = seen.length;
    for (const validationUrl of [
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/startSession',
      'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession',
      'https://user@apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://evil.example/?https://apple-pay-gateway.apple.com',
      'not a url',
    ]) {
      const res = await send({ validation_url: validationUrl, domain_name: 'shop.example' });
      expect(res.statusCode, validationUrl).toBe(400);
      expect(res.json().errors.validation_url).toEqual(['That is not an Apple Pay validation address.']);
    }
    for (const domainName of ['https://shop.example', 'shop example', '-shop.example', 'shop..example']) {
      const res = await send({ validation_url: APPLE, domain_name: domainName });
      expect(res.statusCode, domainName).toBe(400);
      expect(res.json().errors.domain_name).toEqual(['That is not a website address.']);
    }
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['domain_name', 'validation_url']);
    const tooLong = await send({
      validation_url: `${APPLE}?${'a'.repeat(2000)}`,
      domain_name: 'shop.example',
    });
    expect(tooLong.statusCode).toBe(400);
    const old = await send({ validation_url: APPLE, domain_name: 'shop.example' }, '3.3');
    expect(old.statusCode).toBe(400);
    expect(seen.length, 'the gateway was not asked').toBe(asked);
  });

  it('is for a signed-in customer only, and refused while Apple Pay is off', async () => {
    const anonymous = await send({ validation_url: APPLE, domain_name: 'shop.example' }, '3.4', null);
    expect(anonymous.statusCode).toBe(401);
    await db.execute(sql`update payment_methods set enabled = false where code = 'ap'`);
    try {
      const off = await send({ validation_url: APPLE, domain_name: 'shop.example' });
      expect(off.statusCode).toBe(422);
      expect(off.json().messages ?? off.json().error).toBeTruthy();
    } finally {
      await db.execute(sql`update payment_methods set enabled = true where code = 'ap'`);
    }
  });
});
