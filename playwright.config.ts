import { existsSync, rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Chromium. Debian's chromium (or CHROMIUM_PATH) when it is installed, otherwise
 * Playwright's own browser. Two web servers: the shop on 3100 (with its API on 4100 and a fresh database),
 * and a second web server on 3101 in maintenance mode against the same API.
 */
// E2E_PORT (3100) moves all three servers, so two checkouts can run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAINTENANCE_PORT = PORT + 1;
const API_PORT = PORT + 1000;
/** The local mail catcher's SMTP port and web inbox (e2e/mail.ts reads the inbox). */
const SMTP_PORT = PORT + 2025;
const MAIL_INBOX_PORT = PORT + 2080;
/** The simulated card processor (decision 029): its hosted card field, challenge page and API. */
const CARD_PROCESSOR_PORT = PORT + 2200;
/** The simulated identity provider (decision 050): ConnectID and the hosted verification page. */
const IDENTITY_PROVIDER_PORT = PORT + 2300;
const DATA_DIR = `.tmp/e2e-db-${PORT}`;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

// A fresh database each run (the API migrates and seeds it on start). Playwright evaluates this file again in
// each worker; they inherit the marker from the main process and leave the running database alone.
if (!process.env.LOTTOSHOP_E2E_FRESH_DB) {
  process.env.LOTTOSHOP_E2E_FRESH_DB = '1';
  rmSync(DATA_DIR, { recursive: true, force: true });
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two workers, in CI too: on this 2-core machine they finish the suite in less time than one (decision 066);
  // E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  // A test that signs up (argon2id, deliberately slow), deposits and buys makes dozens of round trips; on a busy
  // 2-core machine that has taken over 30 s, so the limit leaves room (the journey sets its own).
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Tests that change what every customer sees (publishing new terms) run once all the others have finished.
  projects: [
    { name: 'chromium', testIgnore: '**/site-wide/*.spec.ts' },
    { name: 'site-wide', testMatch: '**/site-wide/*.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${PORT}/robots.txt`,
      // Every browser test signs up from one address: the rate limits (decision 024) are raised 50 times.
      env: {
        PORT: String(PORT),
        API_PORT: String(API_PORT),
        DATA_DIR,
        MAINTENANCE_MODE: 'false',
        SMTP_URL: '',
        SMTP_PORT: String(SMTP_PORT),
        MAIL_INBOX_PORT: String(MAIL_INBOX_PORT),
        CARD_PROCESSOR_URL: '',
        CARD_PROCESSOR_PORT: String(CARD_PROCESSOR_PORT),
        CONNECTID_ISSUER_URL: '',
        IDENTITY_PROVIDER_PORT: String(IDENTITY_PROVIDER_PORT),
        // The callback the tests' browser comes back to (their baseURL is 127.0.0.1).
        CONNECTID_REDIRECT_URI: `http://127.0.0.1:${PORT}/my-account/verify-account/connectid`,
        MAIL_OUTBOX_INTERVAL_SECONDS: '1',
        // A new customer who asked for news gets a jackpot alert within seconds (decision 048). The threshold is
        // $10 million, so the demo has a lottery over it (Oz Lotto's $15 million) even after other tests close
        // Powerball's next draw.
        JACKPOT_ALERTS_INTERVAL_SECONDS: '2',
        JACKPOT_ALERT_THRESHOLD: '10000000',
        RATE_LIMIT_FACTOR: '50',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${MAINTENANCE_PORT}/robots.txt`,
      env: {
        WEB_ONLY: '1',
        PORT: String(MAINTENANCE_PORT),
        API_URL: `http://127.0.0.1:${API_PORT}`,
        CARD_PROCESSOR_URL: `http://127.0.0.1:${CARD_PROCESSOR_PORT}`,
        CONNECTID_ISSUER_URL: `http://127.0.0.1:${IDENTITY_PROVIDER_PORT}`,
        MAINTENANCE_MODE: 'true',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
