import { expect, test } from './fixtures.ts';
import { open, signUp } from './support.ts';

/**
 * A favourite-number form's problems beside their own field (aria-invalid, aria-describedby), not at the top of
 * the page; and the statistics charts read on a phone (390 × 844): the narrow chart is drawn, its labels a
 * readable size and apart from each other.
 */

test('favourite numbers: each problem is shown beside its field and tied to it', async ({ page }) => {
  await signUp(page, '/my-account/favourite-numbers');
  const powerball = page.getByTestId('favourites-super_jackpot_lottery');
  const numbers = powerball.getByRole('textbox', { name: /numbers from/ });
  const bonus = powerball.getByRole('textbox', { name: 'Powerball' });
  await numbers.fill('1, 2, 3');
  await bonus.fill('1');
  await powerball.getByRole('button', { name: 'Add to favourites for Powerball' }).click();

  const numbersError = powerball.getByText('Pick exactly 7 numbers.');
  await expect(numbersError).toBeVisible();
  await expect(numbers).toHaveAttribute('aria-invalid', 'true');
  await expect(numbers).toHaveAccessibleDescription('Pick exactly 7 numbers.');
  await expect(bonus).not.toHaveAttribute('aria-invalid', 'true');
  // What was typed is kept, and the message sits right under its field, not at the top of the page.
  await expect(numbers).toHaveValue('1, 2, 3');
  const field = await numbers.boundingBox();
  const message = await numbersError.boundingBox();
  expect(message && field && message.y - (field.y + field.height)).toBeLessThan(24);
  expect(message && field && Math.abs(message.x - field.x)).toBeLessThan(4);
  // No other lottery's form is marked.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);

  // The numbers right, the Powerball wrong: the problem moves to the Powerball field.
  await numbers.fill('1, 2, 3, 4, 5, 6, 7');
  await bonus.fill('1 2');
  await powerball.getByRole('button', { name: 'Add to favourites for Powerball' }).click();
  await expect(bonus).toHaveAttribute('aria-invalid', 'true');
  await expect(bonus).toHaveAccessibleDescription('Pick exactly 1 Powerball number.');
  await expect(numbers).not.toHaveAttribute('aria-invalid', 'true');

  await bonus.fill('abc');
  await powerball.getByRole('button', { name: 'Add to favourites for Powerball' }).click();
  await expect(bonus).toHaveAccessibleDescription('Type your numbers separated by commas, e.g. 1, 2, 3.');

  await bonus.fill('9');
  await powerball.getByRole('button', { name: 'Add to favourites for Powerball' }).click();
  await expect(page.getByTestId('favourites-notice')).toHaveText(
    'Your favourite numbers for Powerball were saved.',
  );
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the statistics charts draw the narrow chart, its labels readable and apart', async ({ page }) => {
    await open(page, '/saturday_lotto/statistics');
    const chart = page.getByTestId('frequency-chart');
    await expect(chart.locator('svg[data-layout="wide"]')).toBeHidden();
    const narrow = chart.locator('svg[data-layout="narrow"]');
    await expect(narrow).toBeVisible();
    await expect(page.getByRole('img', { name: /How often each number was drawn/ })).toHaveCount(1);
    await expect(narrow.locator('rect')).toHaveCount(45);
    const labels = narrow.getByTestId('chart-label');
    expect(await labels.allTextContents()).toEqual([
      '1',
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
    ]);
    const boxes = await labels.evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { left: r.left, right: r.right, height: r.height };
      }),
    );
    for (const [i, box] of boxes.entries()) {
      // Rendered at least 11 CSS pixels high (the wide chart, scaled to a phone, drew them about 4 px high).
      expect(box.height).toBeGreaterThanOrEqual(11);
      if (i > 0) expect(box.left).toBeGreaterThan(boxes[i - 1]!.right);
    }
    // Nothing of the chart runs off the side of the screen.
    const svgBox = await narrow.boundingBox();
    expect(svgBox && svgBox.x + svgBox.width).toBeLessThanOrEqual(390);
    await chart.screenshot({ path: test.info().outputPath('statistics-390.png') });
  });
});
