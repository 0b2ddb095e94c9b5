import { describe, expect, it } from 'vitest';
import { DEV_APP_SECRET, readAppSigning } from './app-secret.mjs';

describe('the web server signing secret', () => {
  it('falls back to the development pair outside production only', () => {
    expect(readAppSigning({})).toEqual({ appKey: 'lottoshop-web', appSecret: DEV_APP_SECRET });
    expect(() => readAppSigning({ NODE_ENV: 'production' })).toThrow('APP_SECRET must be set in production');
    expect(() => readAppSigning({ NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET })).toThrow(
      'published development value',
    );
    expect(readAppSigning({ NODE_ENV: 'production', APP_KEY: 'shop', APP_SECRET: 'own-secret' })).toEqual({
      appKey: 'shop',
      appSecret: 'own-secret',
    });
  });

  it('lets the development start (production build, APP_ENV=development) use the development pair', () => {
    expect(readAppSigning({ NODE_ENV: 'production', APP_ENV: 'development' })).toEqual({
      appKey: 'lottoshop-web',
      appSecret: DEV_APP_SECRET,
    });
  });
});
