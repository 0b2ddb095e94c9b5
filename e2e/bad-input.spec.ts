import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUp, uniqueEmail } from './support.ts';

/** Requests the shop's forms never send are a clear 4xx page, not the server error page, and sign nobody in. */

async function expectClientErrorPage(res: APIResponse, status: number) {
  expect(res.status()).toBe(status);
  const html = await res.text();
  expect(html).toContain('<title>We have encountered a problem | Lottoshop</title>');
  expect(html).toContain('Something went wrong.');
  expect(html).not.toContain('it&#x27;s us!');
  expect(html).not.toContain('large load times');
  expect(res.headers()['set-cookie'] ?? '').not.toContain('web_access_token');
}

test('a JSON post to /login is a 415 page', async ({ request }) => {
  const res = await request.post('/login', {
    data: { intent: 'login', email: 'someone@example.com', password: 'Lotto2026pass' },
    maxRedirects: 0,
  });
  await expectClientErrorPage(res, 415);
  expect(await res.text()).toContain('Please go back and use the form on the page.');
});

test('a plain-text post to /login is a 415 page', async ({ request }) => {
  const res = await request.post('/login', {
    headers: { 'Content-Type': 'text/plain' },
    data: 'intent=check-email&email=someone@example.com',
    maxRedirects: 0,
  });
  await expectClientErrorPage(res, 415);
});

test('DELETE and PUT on /login and /logout are 405 with Allow: POST', async ({ request }) => {
  for (const res of [
    await request.delete('/login', { maxRedirects: 0 }),
    await request.put('/login', { form: { intent: 'login' }, maxRedirects: 0 }),
    await request.delete('/logout', { maxRedirects: 0 }),
  ]) {
    await expectClientErrorPage(res, 405);
    expect(res.headers().allow).toBe('POST');
  }
});

test('a multipart post that does not parse is a 400 page', async ({ request }) => {
  const res = await request.post('/login', {
    headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    data: 'not a multipart body',
    maxRedirects: 0,
  });
  await expectClientErrorPage(res, 400);
});

test('/logout signs out only on a form post', async ({ request }) => {
  await expectClientErrorPage(await request.post('/logout', { data: {}, maxRedirects: 0 }), 415);
  const res = await request.post('/logout', { form: { confirm: '1' }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/');
});

test('an id no page can have is the shop’s 404 page, not a 500', async ({ page }) => {
  await signUp(page);
  const long = 'a'.repeat(101);
  for (const path of [
    `/my-account/deposit/summary/${long}`,
    '/my-account/deposit/summary/tx%00id',
    `/my-account/deposit/authorisation/${long}`,
    '/my-account/deposit/authorisation/not-a-deposit',
    `/my-account/upcoming-tickets/ticket/${long}`,
    `/receipt/${long}`,
    '/saturday_lotto/results/draw/2147483648',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText("It's looking like you may have taken a wrong turn."), path).toBeVisible();
  }
});

test('a NUL character in the login and sign-up forms is a 400 with the field’s message, and signs nobody up', async ({
  request,
}) => {
  const message = 'Must not contain the NUL character (U+0000).';
  const email = uniqueEmail('nul');
  const register = {
    intent: 'register',
    firstname: 'Ann',
    lastname: 'Lee',
    email,
    password: 'Lotto2026pass',
    dateOfBirth: '1990-05-17',
    phone: '0412 345 678',
    addressLine1: '1 George\u0000 Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    acceptTerms: 'on',
  };
  const forms: Record<string, string>[] = [
    { intent: 'check-email', email: 'someone\u0000@example.com' },
    { intent: 'login', email: 'someone\u0000@example.com', password: 'Lotto2026pass' },
    register,
  ];
  for (const form of forms) {
    const res = await request.post('/login', { form, maxRedirects: 0 });
    expect(res.status(), form.intent).toBe(400);
    expect(await res.text(), form.intent).toContain(message);
    expect(res.headers()['set-cookie'] ?? '').not.toContain('web_access_token');
  }
  // The address was refused, so the e-mail address is still free.
  const check = await request.post('/login', { form: { intent: 'check-email', email }, maxRedirects: 0 });
  expect(await check.text()).toMatch(/<h1[^>]*>Create your account/);
});
