import { expect, test } from '@playwright/test';

test('the examples page shows the side A map as a named grid', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/examples.html');
  const grid = page.getByRole('grid', { name: 'Side A: Wilderness' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('gridcell')).toHaveCount(121);
  await expect(grid.getByRole('gridcell', { name: 'row 2, column 4, mountain' })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'row 10, column 6, empty, ruins' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the theme switcher recolours the map through --carto-* properties', async ({ page }) => {
  await page.goto('/examples.html');
  const empty = page.getByRole('gridcell', { name: 'row 1, column 1, empty' });
  const before = await empty.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByLabel('Night').check();
  await expect.poll(() => empty.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
});

test('the map is keyboard navigable', async ({ page }) => {
  await page.goto('/examples.html');
  await page.getByRole('gridcell', { name: 'row 1, column 1, empty' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('gridcell', { name: 'row 2, column 2, empty' })).toBeFocused();
});

test('the demo page is a game page: the game first, with links to the editor and the examples, and no developer map', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'card editor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'embedding examples' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Side A: Wilderness' })).toHaveCount(0);
});

test('the demo page offers the themes, colour-blind among them, and remembers the choice', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Like my device', 'Paper', 'Night', 'Colour-blind', 'High contrast']) await expect(page.getByLabel(name)).toBeVisible();
  await page.getByLabel('Colour-blind').check();
  await expect(page.locator('html')).toHaveAttribute('data-carto-theme', 'colour-blind');
  await page.reload();
  await expect(page.getByLabel('Colour-blind')).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-carto-theme', 'colour-blind');
});
