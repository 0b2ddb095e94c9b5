import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startStripeFake } from '../scripts/stripe-fake.mjs';
import { expect, test } from './fixtures.ts';
import { signUp } from './support.ts';

/**
 * Cards through Stripe in the browser (decision 047): a shop of its own, started by this spec with Stripe's keys (so
 * the other browser tests keep the shop without Stripe), its API reaching the local fake of Stripe's API and its
 * pages loading the fake's Stripe.js-compatible script, whose card Element is a frame on the fake's own origin. The
 * page loads Stripe.js with the official loader, confirms a SetupIntent with the card typed in that frame, and saves
 * the card by its PaymentMethod; a deposit with a card Stripe declines shows Stripe's message and moves no money.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** This spec's shop (web, API, and the helpers start.mjs runs), beside the shared test servers' ports. */
const PORT = BASE_PORT + 5;
const API_PORT = PORT + 1000;
const STRIPE_PORT = BASE_PORT + 2500;
const WEB = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-stripe-db-${BASE_PORT}`;
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
};

let fake: ReturnType<typeof startStripeFake>;
let shop: ChildProcess | undefined;

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (shop?.exitCode !== null) throw new Error('the Stripe test shop stopped while starting');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: WEB });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = startStripeFake({
    port: STRIPE_PORT,
    secretKey: KEYS.STRIPE_SECRET_KEY,
    publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${API_PORT}/webhooks/stripe`,
    log: () => {},
  });
  const fakeUrl = await fake.listening;
  rmSync(DATA_DIR, { recursive: true, force: true });
  shop = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR,
      MAINTENANCE_MODE: 'false',
      SMTP_URL: '',
      SMTP_PORT: String(PORT + 2025),
      MAIL_INBOX_PORT: String(PORT + 2080),
      CARD_PROCESSOR_URL: '',
      CARD_PROCESSOR_PORT: String(PORT + 2200),
      CONNECTID_ISSUER_URL: '',
      IDENTITY_PROVIDER_PORT: String(PORT + 2300),
      RATE_LIMIT_FACTOR: '50',
      ...KEYS,
      STRIPE_API_URL: fakeUrl,
      STRIPE_JS_URL: `${fakeUrl}/v3`,
    },
  });
  await waitFor(`${WEB}/robots.txt`, 200_000);
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const stopped = new Promise((r) => shop?.once('exit', r));
    shop.kill('SIGTERM');
    await stopped;
  }
  await fake?.close();
});

/** Types a card into Stripe's card Element (a frame on Stripe's origin) and saves it. */
async function typeCard(page: Page, number: string) {
  await page.goto('/my-account/cards-and-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Cards and accounts' })).toBeVisible();
  const card = page.frameLocator('[data-testid="stripe-card-field"] iframe');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
}

const balance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Account/ });

test('a customer saves a card through Stripe.js, and a deposit with a card Stripe declines moves no money', async ({
  page,
}) => {
  await signUp(page);
  // The page's CSP lets in the fake's Stripe.js, its frame and its API (and nothing else of Stripe's).
  const answer = await page.goto('/my-account/cards-and-accounts');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  const fakeOrigin = `http://127.0.0.1:${STRIPE_PORT}`;
  for (const directive of ['script-src', 'frame-src', 'connect-src']) {
    expect(csp).toMatch(new RegExp(`${directive} [^;]*${fakeOrigin.replace(/[.:/]/g, '\\$&')}`));
  }

  // A number that is not a card's is refused in Stripe's frame; nothing is saved.
  await typeCard(page, '4242 4242 4242 4241');
  await expect(page.getByRole('alert')).toHaveText('Your card number is invalid.');
  await expect(page.getByText('You have no saved cards yet.')).toBeVisible();

  await typeCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your card has been saved')).toBeVisible();
  await expect(page.getByTestId('saved-card').filter({ hasText: 'Visa ending 4242' })).toContainText(
    'Default',
  );

  await typeCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card has been saved')).toBeVisible();
  await expect(page.getByTestId('saved-card')).toHaveCount(2);

  // A deposit with the card Stripe declines: Stripe's reason, no money.
  await page.goto('/my-account/deposit');
  await page.getByRole('radio', { name: /ending 0002/ }).check();
  await page.getByLabel('Deposit amount', { exact: true }).fill('25');
  const csc = page.getByLabel('Card security code');
  if (await csc.isVisible()) await csc.fill('123');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(balance(page)).toContainText('$0.00');

  // The Visa is charged: the money is in the wallet.
  await page.goto('/my-account/deposit');
  await page.getByRole('radio', { name: /ending 4242/ }).check();
  await page.getByLabel('Deposit amount', { exact: true }).fill('30');
  if (await csc.isVisible()) await csc.fill('123');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[^/]+$/);
  await expect(balance(page)).toContainText('$30.00');
});

test('a card added through Stripe.js from the deposit form pays through Stripe’s 3-D Secure step', async ({
  page,
}) => {
  await signUp(page);
  // The deposit form's own add-card path: the card is saved and the form comes back with it chosen.
  await page.goto('/my-account/deposit');
  const card = page.frameLocator('[data-testid="stripe-card-field"] iframe');
  await card.getByLabel('Card number').fill('4000 0027 6000 3184');
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit$/);
  await expect(page.getByText('Your card has been saved')).toBeVisible();
  await expect(page.getByRole('radio', { name: /ending 3184/ })).toBeChecked();

  await page.getByLabel('Deposit amount', { exact: true }).fill('20');
  const csc = page.getByLabel('Card security code');
  if (await csc.isVisible()) await csc.fill('123');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  // Stripe's authentication page (the fake's own), then back through the shop's /3ds/notify.
  await expect(page.getByRole('heading', { level: 1, name: 'Authenticate payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/(summary|authorisation)\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
  await expect(balance(page)).toContainText('$20.00');
});
