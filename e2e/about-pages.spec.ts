import { expect, test } from './fixtures.ts';

/** Each about page with its page title and the heading its content opens with (demo content). */
const ABOUT_PAGES = [
  { path: '/about', heading: 'About us' },
  { path: '/about/responsible-gaming', heading: 'Responsible gaming' },
  { path: '/about/privacy', heading: 'Privacy policy' },
  { path: '/about/faq', heading: 'Frequently asked questions' },
  { path: '/about/terms-and-conditions', heading: 'Terms and conditions' },
  { path: '/about/terms-of-use', heading: 'Terms of use' },
  { path: '/about/contact-us', heading: 'Contact us' },
];

for (const { path, heading } of ABOUT_PAGES) {
  test(`${path} renders its content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${heading} | Lottoshop`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Below the header: at least one content section with text.
    const main = page.locator('main');
    await expect(main.locator('.prose-content').first()).not.toBeEmpty();
  });
}
