import { expect, test } from './fixtures.ts';
import { MAINTENANCE_URL } from './support.ts';

test('maintenance mode shows the 503 page on every path', async ({ page }) => {
  for (const path of ['/', '/about', '/no-such-page']) {
    const response = await page.goto(`${MAINTENANCE_URL}${path}`);
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle('Site currently under maintenance');
    await expect(page.getByRole('heading', { name: "There's a spanner in the works!" })).toBeVisible();
    await expect(
      page.getByText("We'll be up and running again soon after this scheduled maintenance."),
    ).toBeVisible();
  }
});
