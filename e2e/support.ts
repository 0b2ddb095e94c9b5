import { execFile } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signingPayload } from '../packages/contracts/src/signing.ts';

/**
 * What the browser tests share: the servers' addresses (playwright.config.ts's port scheme), opening a page until
 * it is hydrated, the operator's calls, signed API headers and the sign-up form.
 */

/** The shop's web server; E2E_PORT moves all three servers (see playwright.config.ts). */
export const WEB_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The second web server, in maintenance mode. */
export const MAINTENANCE_URL = `http://127.0.0.1:${WEB_PORT + 1}`;
/** The API both web servers call. */
export const API_URL = `http://127.0.0.1:${WEB_PORT + 1000}`;

/** Headers of an operator call (/ops, unsigned, bearer token; the dev default unless OPS_TOKEN is set). */
export const opsHeaders = {
  Authorization: `Bearer ${process.env.OPS_TOKEN ?? 'ops-dev-token-change-me'}`,
};

/** Waits until the page's scripts have hydrated it. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens `path` and waits for hydration; the navigation's response. */
export async function open(page: Page, path: string) {
  const res = await page.goto(path);
  await hydrated(page);
  return res;
}

const run = promisify(execFile);

/** The operator command line (`npm run ops -- …`) against this run's API; its output. */
export async function runOps(...args: string[]): Promise<string> {
  const { stdout } = await run('node', ['scripts/ops.mjs', ...args], {
    env: { ...process.env, API_URL },
    timeout: 30_000,
  });
  return stdout;
}

/** POST /ops/draws/<path> (e.g. `express_lotto/12/close`), expecting 200; the envelope's result. */
export async function opsDrawCall(request: APIRequestContext, path: string, data?: unknown) {
  const res = await request.post(`${API_URL}/ops/draws/${path}`, {
    headers: opsHeaders,
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()).result;
}

/**
 * Headers of a signed /v2 call as the web server makes it (dev app key and secret unless APP_KEY/APP_SECRET are
 * set), for the signed-in customer of `page` if there is one.
 */
export async function signedHeaders(page: Page | null, version: string): Promise<Record<string, string>> {
  const appKey = process.env.APP_KEY ?? 'lottoshop-web';
  const secret = process.env.APP_SECRET ?? 'dev-secret-change-me';
  const cookies = page ? await page.context().cookies() : [];
  const cookie = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  const customerToken = cookie('customer_token');
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    'x-app-key': appKey,
    'x-timestamp': timestamp,
    'x-signature': createHmac('sha256', secret)
      .update(signingPayload(appKey, timestamp, customerToken))
      .digest('hex'),
    'x-api-version': version,
  };
  if (customerToken) {
    headers['x-customer-token'] = customerToken;
    headers['x-customer-id'] = cookie('customer_id');
    headers.Authorization = `Bearer ${cookie('web_access_token')}`;
  }
  return headers;
}

export const SIGN_UP_PASSWORD = 'Lotto2026pass';

export type SignUpDetails = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  dateOfBirth: string;
  phone: string;
  addressLine1: string;
  suburb: string;
  state: string;
  postcode: string;
};

/** A new e-mail address for each call. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

/** A new customer's details, with a fresh e-mail address. */
function signUpDefaults(): SignUpDetails {
  return {
    firstName: 'Avery',
    lastName: 'Nguyen',
    email: uniqueEmail(),
    password: SIGN_UP_PASSWORD,
    dateOfBirth: '1990-05-17',
    phone: '0412 345 678',
    addressLine1: '1 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
  };
}

/** Fills the sign-up form (not the terms box); a fresh e-mail address unless `overrides` names one. */
export async function fillSignUp(page: Page, overrides: Partial<SignUpDetails> = {}): Promise<SignUpDetails> {
  const details: SignUpDetails = { ...signUpDefaults(), ...overrides };
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  await page.getByLabel('Email address').fill(details.email);
  await page.getByLabel('Password').fill(details.password);
  await page.getByLabel('Date of birth').fill(details.dateOfBirth);
  await page.getByLabel('Mobile number').fill(details.phone);
  await page.getByLabel('Address line 1').fill(details.addressLine1);
  await page.getByLabel('Suburb').fill(details.suburb);
  await page.getByLabel('State').selectOption(details.state);
  await page.getByLabel('Postcode').fill(details.postcode);
  return details;
}

/** Ticks the terms box and submits the sign-up form. */
export async function submitSignUp(page: Page) {
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * A new, signed-in customer for a test whose subject is not sign-up: the sign-up form's own post
 * (`intent=register` to /login, as the browser sends it) made from the test's browser context, so the session
 * cookies land in it, and then `redirectTo` opened and hydrated. The form itself is tested by the sign-up tests
 * (identity, verification, the journey), which fill it in with fillSignUp and submitSignUp.
 */
export async function signUp(
  page: Page,
  redirectTo = '/my-account',
  overrides: Partial<SignUpDetails> = {},
): Promise<SignUpDetails> {
  const details: SignUpDetails = { ...signUpDefaults(), ...overrides };
  const res = await page.request.post('/login?step=register', {
    form: {
      intent: 'register',
      redirectTo,
      firstname: details.firstName,
      lastname: details.lastName,
      email: details.email,
      password: details.password,
      dateOfBirth: details.dateOfBirth,
      phone: details.phone,
      addressLine1: details.addressLine1,
      addressLine2: '',
      suburb: details.suburb,
      state: details.state,
      postcode: details.postcode,
      country: 'AU',
      acceptTerms: 'on',
    },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-up of ${details.email}: ${await res.text()}`).toBe(302);
  await open(page, redirectTo);
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[/?]/g, '\\$&')}$`));
  return details;
}

/** Logs the signed-in customer out from their account page, back on the home page. */
export async function logOut(page: Page) {
  await open(page, '/my-account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs in with the sign-up password as far as the second factor's code step (two-factor on), hydrated. */
export async function passwordStep(page: Page, email: string) {
  await open(page, '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await hydrated(page);
}
