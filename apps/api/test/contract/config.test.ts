/** The API's settings from the environment: production's refusals and the public address. */
import { describe, expect, it } from 'vitest';
import { DEV_APP_KEYS, readAppKeys, readConfig, readPublicUrl, readSecret } from '../../src/config.ts';

describe('production secrets', () => {
  it('falls back to the development app keys only outside production', () => {
    expect([...readAppKeys({}).keys()]).toEqual(['lottoshop-web']);
    expect(() => readAppKeys({ NODE_ENV: 'production' })).toThrow('APP_KEYS must be set in production');
    expect(() => readAppKeys({ NODE_ENV: 'production', APP_KEYS: DEV_APP_KEYS })).toThrow(
      'published development',
    );
    expect(() =>
      readAppKeys({ NODE_ENV: 'production', APP_KEYS: 'shop:own-secret,old:dev-secret-change-me' }),
    ).toThrow('published development secret');
    expect(readAppKeys({ NODE_ENV: 'production', APP_KEYS: 'shop:own-secret' }).get('shop')).toBe(
      'own-secret',
    );
  });

  it('refuses a published development value of any secret in production', () => {
    expect(readSecret({}, 'X_SECRET', 'dev-x')).toBe('dev-x');
    expect(() => readSecret({ NODE_ENV: 'production', X_SECRET: 'dev-x' }, 'X_SECRET', 'dev-x')).toThrow(
      'X_SECRET is the published development value',
    );
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow('must be set in production');
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the address npm start serves, on its PORT', () => {
    expect(readPublicUrl({})).toBe('http://localhost:3000');
    expect(readPublicUrl({ PORT: '3110' })).toBe('http://localhost:3110');
    expect(readPublicUrl({ PUBLIC_URL: 'https://shop.example.com/' })).toBe('https://shop.example.com');
  });

  it('is required in production, and an address without a path', () => {
    expect(() => readPublicUrl({ NODE_ENV: 'production' })).toThrow('PUBLIC_URL must be set in production');
    expect(() => readPublicUrl({ PUBLIC_URL: 'https://shop.example.com/shop' })).toThrow('without a path');
    expect(() => readPublicUrl({ PUBLIC_URL: 'ftp://shop.example.com' })).toThrow('must be http(s)');
  });
});
