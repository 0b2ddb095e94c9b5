/**
 * The API started as production (NODE_ENV=production, every secret set) on an empty database: the shop's bare site,
 * never the demo's (decision 067). Its own process, built from `src/main.ts` as `npm start` runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@lottoshop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, apiProcess, bundleApi } from '../crash/api-process.ts';
import { signUpForm } from '../routes/route-app.ts';
import { signedHeaders } from '../signed-request.ts';

const APP_KEY = 'shop-web';
const APP_SECRET = 'a-production-secret-0123456789abcdef';
const PUBLIC_URL = 'https://shop.example.com';

/** Every secret production asks for, none of them a development value. */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  APP_KEYS: `${APP_KEY}:${APP_SECRET}`,
  PUBLIC_URL,
  JWT_SECRET: 'a-production-jwt-secret-0123456789abcdef',
  OPS_TOKEN: 'a-production-ops-token-0123456789',
  TWO_FACTOR_KEY: 'a-production-two-factor-key-0123456789',
  DOCUMENT_KEY: 'a-production-document-key-0123456789',
  CARD_PROCESSOR_URL: 'http://127.0.0.1:9',
  CARD_PROCESSOR_SECRET_KEY: 'sk_live_production',
  CARD_PROCESSOR_PUBLISHABLE_KEY: 'pk_live_production',
  CARD_PROCESSOR_WEBHOOK_SECRET: 'whsec_production',
  CONNECTID_ISSUER_URL: 'http://127.0.0.1:9',
  CONNECTID_CLIENT_ID: 'shop',
  CONNECTID_CLIENT_SECRET: 'connectid-production',
  GREENID_SECRET_KEY: 'greenid-production',
  DRAW_LIFECYCLE_INTERVAL_SECONDS: '0',
  MAIL_OUTBOX_INTERVAL_SECONDS: '0',
  DEPOSIT_RECONCILE_INTERVAL_SECONDS: '0',
  JACKPOT_ALERTS_INTERVAL_SECONDS: '0',
  SMTP_URL: '',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
};

let dataDir: string;
let api: ApiProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lottoshop-production-'));
  api = apiProcess(await bundleApi('production-api'), await freePort(), {
    ...PRODUCTION_ENV,
    DATA_DIR: join(dataDir, 'pglite'),
  });
  await api.start();
}, 180_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (
  method: string,
  path: string,
  opts: { body?: unknown; bearer?: string; version?: string } = {},
) =>
  fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...signedHeaders({ appKey: APP_KEY, secret: APP_SECRET, version: opts.version ?? '3.5' }),
      ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });

describe('the API as production on an empty database', () => {
  it('offers no test deposit: none listed, and a test deposit is refused', async () => {
    const methods = await call('GET', '/v2/payment_methods');
    expect(methods.status).toBe(200);
    const codes = ((await methods.json()) as { result: { code: string }[] }).result.map((m) => m.code);
    expect(codes).toEqual(['cc']);

    const signUp = await call('POST', '/v2/signup', { body: signUpForm({ email: 'first@example.com' }) });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const token = ((await signUp.json()) as { result: { access_token: string } }).result.access_token;
    const deposit = await call('POST', '/v2/funds/td/test/deposit', {
      bearer: token,
      body: { amount: 500000, idempotency_key: 'free-money-1' },
    });
    expect(deposit.status).toBe(422);
    const funds = await call('GET', '/v2/customer/withdrawable-funds', { bearer: token });
    expect(funds.status).toBe(200);
    const withdrawable = ((await funds.json()) as { result: { amount: number; methods: { code: string }[] } })
      .result;
    expect(withdrawable.amount).toBe(0);
    expect(withdrawable.methods.map((m) => m.code)).toEqual(['tt', 'pl', 'do']);
  });

  it('loads none of the demo data: no raffles, and the site answers at its public address', async () => {
    const raffles = await call('GET', '/v2/raffles');
    expect([200, 204]).toContain(raffles.status);
    if (raffles.status === 200) expect(((await raffles.json()) as { result: unknown[] }).result).toEqual([]);
    const config = await call('GET', '/v2/config');
    const site = ((await config.json()) as { result: { base_url: string; capabilities: unknown } }).result;
    expect(site.base_url).toBe(PUBLIC_URL);
  });

  it('refuses to start without a secret, or with a published development one', async () => {
    for (const [env, reason] of [
      [{ APP_KEYS: '' }, 'APP_KEYS must be set in production'],
      [{ APP_KEYS: `${APP_KEY}:dev-secret-change-me` }, 'APP_KEYS holds the published development secret'],
      [
        { CARD_PROCESSOR_WEBHOOK_SECRET: 'whsec_dev_change_me' },
        'CARD_PROCESSOR_WEBHOOK_SECRET is the published',
      ],
      [{ JWT_SECRET: '' }, 'JWT_SECRET must be set in production'],
      [{ PUBLIC_URL: '' }, 'PUBLIC_URL must be set in production'],
    ] as const) {
      const refused = apiProcess(await bundleApi('production-api'), await freePort(), {
        ...PRODUCTION_ENV,
        DATA_DIR: join(dataDir, 'refused'),
        ...env,
      });
      await expect(refused.start()).rejects.toThrow(/the API exited \(1\)/);
      expect(refused.output()).toContain(reason);
      await refused.stop();
    }
  });
});
