import { expect, test } from './fixtures.ts';
import { API_URL, fillSignUp, hydrated, open, signUp, submitSignUp } from './support.ts';

/** Security headers, the CSP with its nonce, cross-site refusals and logout (decision 023). */

// Anything the policy refuses on a page a test shows fails that test (the shared check in fixtures.ts).

test('pages carry the security headers and hydrate under the CSP with no violation', async ({ page }) => {
  for (const path of ['/', '/lotto-tickets', '/about', '/about', '/login', '/saturday_lotto']) {
    const res = await open(page, path);
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy'], path).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  // A client-side navigation loads more route modules under the same policy.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await signUp(page);
  const account = await open(page, '/my-account');
  expect(account?.headers()['cache-control']).toBe('no-store');
});

test('images load only from the shop, and the Permissions-Policy refuses unused features without a console error', async ({
  page,
}) => {
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/permissions[- ]policy/i.test(message.text())) policyErrors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', '/charity-tickets', '/lotto-tickets']) {
    const res = await open(page, path);
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy'], path).toMatch(/img-src 'self' data:;/);
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers['permissions-policy'], path).toContain('payment=(self');
    // Every image of the page (logos, regulation marks, raffle pictures) loaded under the narrowed img-src.
    const images = page.locator('img');
    for (let i = 0; i < (await images.count()); i++) {
      const image = images.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${path}: ${await image.getAttribute('src')}`,
        })
        .toBe(true);
    }
  }
  expect(policyErrors).toEqual([]);
});

/** The features a Permissions-Policy header refuses outright (`name=()`). */
function refusedFeatures(policy: string | undefined): string[] {
  return (policy ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.endsWith('=()'))
    .map((part) => part.slice(0, -3))
    .sort();
}

test('the API refuses the same browser features as the pages, and payment too', async ({ page, request }) => {
  // The two servers keep their lists apart (the web server loads no TypeScript): this keeps them one list.
  const pageHeaders = (await open(page, '/'))?.headers() ?? {};
  const apiHeaders = (await request.get(`${API_URL}/health`)).headers();
  const onPages = refusedFeatures(pageHeaders['permissions-policy']);
  expect(onPages.length).toBeGreaterThan(10);
  expect(onPages).not.toContain('payment');
  expect(refusedFeatures(apiHeaders['permissions-policy'])).toEqual([...onPages, 'payment'].sort());
});

test('a page from the page cache still hydrates (it gets its own nonce)', async ({ page }) => {
  await open(page, '/about/faq');
  const again = await open(page, '/about/faq');
  expect(again?.headers()['x-page-cache']).toBe('hit');
  await hydrated(page);
});

test('a form posted from another site is refused with a 403 page and signs nobody out', async ({ page }) => {
  await signUp(page);
  const shop = new URL(page.url()).origin;
  // A page of another origin (about:blank's is opaque) posting to the shop's logout.
  await page.goto('about:blank');
  await page.setContent(
    `<form method="post" action="${shop}/logout"><input name="x" value="1"><button>Go</button></form>`,
  );
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByRole('heading', { name: 'Request refused' })).toBeVisible();
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/my-account$/);
});

test('GET /logout asks first; only the form signs out', async ({ page }) => {
  await signUp(page);
  await open(page, '/logout');
  await expect(page.getByRole('heading', { name: 'Log out' })).toBeVisible();
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/my-account$/);
  await open(page, '/logout');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test('a redirectTo to another site lands on the account page instead', async ({ page }) => {
  // Every spelling is covered by guards.server.test.ts; one goes through the browser.
  await open(page, `/login?step=register&redirectTo=${encodeURIComponent('//evil.example/x')}`);
  await fillSignUp(page);
  await submitSignUp(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/my-account$/);
});
