import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { API_URL, hydrated, open, signedHeaders, signUp } from './support.ts';

const GAMES = [
  { Numbers: [1, 2, 3, 4, 5, 6] },
  { Numbers: [7, 8, 9, 10, 11, 12] },
  { Numbers: [13, 14, 15, 16, 17, 18] },
  { Numbers: [19, 20, 21, 22, 23, 24] },
  { Numbers: [25, 26, 27, 28, 29, 30] },
];

/**
 * What to play next (GET /orders/recommended): a new customer is shown the shop's featured offers; after buying
 * Saturday Lotto twice and saving favourites, "Play again" leads with it, opens its play screen with their
 * favourites filled in, and the pre-cart drawer recommends it after adding another lottery.
 */
test("the account page's Play again follows the customer's own purchases to the play screen", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const call = async (method: 'POST' | 'PUT', path: string, data: unknown, version: string) => {
    const res = await request.fetch(`${API_URL}/v2${path}`, {
      method,
      headers: await signedHeaders(page, version),
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).result;
  };

  await open(page, '/my-account');
  const section = page.getByTestId('recommended-plays');
  await expect(section.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await expect(section.getByText('Popular in the shop').first()).toBeVisible();

  await call('POST', '/funds/td/test/deposit', { amount: 50_00, idempotency_key: randomUUID() }, '3.4');
  for (let i = 0; i < 2; i++) {
    await call(
      'POST',
      '/cart/items',
      { lottery_key: 'saturday_lotto', game_type: 'standard', games: GAMES },
      '3.3',
    );
    await call('POST', '/cart/purchase', { idempotency_key: randomUUID() }, '3.3');
  }
  await call(
    'PUT',
    '/favourite-numbers',
    { favourite_numbers: { saturday_lotto: [{ main: [3, 9, 14, 22, 31, 40] }] } },
    '3.0',
  );

  // The web server keeps a customer's own reads for 5 s (CUSTOMER_READS_TTL_SECONDS) unless they post a form, so
  // purchases made through the API directly, as from another device, show on the account page once that has passed.
  await expect(async () => {
    await open(page, '/my-account');
    await expect(section.getByRole('heading', { name: 'Play again' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const first = section.getByRole('listitem').first();
  await expect(first).toContainText('Saturday Lotto');
  await expect(first).toContainText("You've played this 2 times");
  await expect(first).toContainText('Standard, 5 games');
  await expect(first).toContainText('With your favourite numbers');
  await first.getByRole('link', { name: 'Play Saturday Lotto' }).click();
  await expect(page).toHaveURL(/\/saturday_lotto\/standard\?favourite_numbers=true$/);
  await expect(page.getByText('Your favourite numbers are filled in below.')).toBeVisible();

  // Adding another lottery: the drawer recommends the customer's own Saturday Lotto.
  await open(page, '/super_jackpot_lottery');
  await hydrated(page);
  await page.getByRole('button', { name: 'Quick pick game 1' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByTestId('pre-cart-drawer');
  await expect(drawer.getByRole('heading', { name: 'Recommended draws' })).toBeVisible();
  const recommended = drawer.getByRole('listitem').first().getByRole('link');
  await expect(recommended).toContainText('Saturday Lotto');
  await expect(recommended).toHaveAttribute('href', '/saturday_lotto/standard?favourite_numbers=true');
});
