import { expect, type Page } from '@playwright/test';

/**
 * Browser tests that close and result a draw buy a draw of their own (decision 066's browser tests run side by
 * side, in any order): not the next one, which most tests buy, nor one another test closes. Closing a draw on sale
 * moves the starting draws of every later one, so each test takes a distinct offset and reads the draw number its
 * option names.
 */

/** Chooses the play screen's starting draw `offset` draws after the next available; the draw number it names. */
export async function chooseStartingDraw(page: Page, offset: number): Promise<number> {
  const starting = page.getByRole('combobox', { name: 'Starting draw' });
  const label = (await starting.getByRole('option').nth(offset).textContent()) ?? '';
  const drawNo = Number(/draw (\d+),/i.exec(label)?.[1]);
  expect(drawNo, `starting draw option ${offset}: ${label}`).toBeGreaterThan(0);
  await starting.selectOption({ index: offset });
  return drawNo;
}

/**
 * Chooses the last starting draw the play screen lists; the draw number it names. Closing it moves no other test's
 * draw (a closed draw shifts only the offsets after it) and splits no run of consecutive draws another test buys.
 */
export async function chooseLastStartingDraw(page: Page): Promise<number> {
  const count = await page.getByRole('combobox', { name: 'Starting draw' }).getByRole('option').count();
  return chooseStartingDraw(page, count - 1);
}

/** Chooses the starting draw whose option names draw `drawNo` (wherever closed draws have moved it). */
export async function chooseDraw(page: Page, drawNo: number): Promise<void> {
  const starting = page.getByRole('combobox', { name: 'Starting draw' });
  const labels = await starting.getByRole('option').allTextContents();
  const index = labels.findIndex((label) => new RegExp(`draw ${drawNo},`, 'i').test(label));
  expect(index, `no starting draw names draw ${drawNo}: ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await starting.selectOption({ index });
}
