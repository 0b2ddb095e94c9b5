/** The API configuration every in-process test server uses: the test app keys, no listening socket. */
import { TEST_TWO_FACTOR_SECRET } from '@lottoshop/core/testing';
import { type ApiConfig, parseAppKeys, readCardProcessor, readIdentityProviders } from '../src/config.ts';
import { TEST_APP_KEYS } from './signed-request.ts';

export function testApiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    production: false,
    port: 0,
    host: 'localhost',
    databaseUrl: undefined,
    dataDir: 'memory://',
    appKeys: parseAppKeys(TEST_APP_KEYS),
    publicApiUrl: undefined,
    publicUrl: 'http://localhost:3000',
    maintenanceMode: false,
    drawLifecycleIntervalSeconds: 0,
    opsToken: 'test-ops-token-0123456789',
    smtpUrl: undefined,
    mailOutboxIntervalSeconds: 0,
    depositReconciliation: { intervalSeconds: 0, afterSeconds: 120, expireAfterSeconds: 1800 },
    jackpotAlerts: { intervalSeconds: 0, thresholdMinor: 20_000_000_00n },
    twoFactorKey: TEST_TWO_FACTOR_SECRET,
    trustProxy: ['loopback'],
    // Tests make many sign-ups and logins from one address at one fixed time: limits are counted (the same code
    // runs) but set far above what any test sends. rate-limits.test.ts runs them as in production (1).
    rateLimitFactor: 1000,
    cardProcessor: readCardProcessor({ CARD_PROCESSOR_URL: 'http://127.0.0.1:9' }),
    stripe: null,
    documentKey: 'test-document-key-0123456789abcdef0123',
    // Nothing listens here: the verification tests start the simulated identity provider and point at it.
    ...readIdentityProviders({
      CONNECTID_ISSUER_URL: 'http://127.0.0.1:9',
      GREENID_URL: 'http://127.0.0.1:9',
    }),
    ...overrides,
  };
}
