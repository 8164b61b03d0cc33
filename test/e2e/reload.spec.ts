import { expect, test } from '@playwright/test';
import { passScreens, placeByMouse, startGame } from './helpers.ts';

test('a reload mid-turn resumes exactly: the same cards, the drawings made, the player still to draw', async ({ page }) => {
  await page.goto('/');
  await startGame(page, { players: 2, names: ['Ada', 'Bo'], code: 'RELOAD1' });
  await passScreens(page);
  await placeByMouse(page);
  await passScreens(page);
  await placeByMouse(page); // both drew: the turn advanced
  await passScreens(page);
  const who = await page.locator('#map-title').textContent();
  const column = await page.locator('carto-deck').locator('[part="column"]').textContent();
  await placeByMouse(page); // the first player of the new turn drew; the second has not
  await page.reload();
  // The game resumes at the hand-over to the player who still has to draw.
  await expect(page.getByRole('heading', { name: /^Pass the device to/ })).toBeVisible();
  await passScreens(page);
  expect(await page.locator('#map-title').textContent()).not.toBe(who);
  // The player still to draw is told the task, not "Waiting for 1 player" (themselves).
  await expect(page.locator('.task')).toHaveText(/^(Draw|Ambush)/);
  await expect(page.locator('.barrier')).toHaveCount(0);
  expect(await page.locator('carto-deck').locator('[part="column"]').textContent()).toBe(column);
  // Drawings survive: this map already has two turns of terrain on it from before the reload.
  const drawn = await page
    .locator('carto-map[interactive]')
    .getByRole('gridcell', { name: /, (forest|village|farm|water|monster)/ })
    .count();
  expect(drawn).toBeGreaterThan(0);
});

test('starting a new game over a running one asks first', async ({ page }) => {
  await page.goto('/');
  await startGame(page, { code: 'ASK01' });
  await passScreens(page);
  await placeByMouse(page);
  const column = await page.locator('carto-deck').locator('[part="column"]').textContent();
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Start a new game?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep playing' }).click();
  expect(await page.locator('carto-deck').locator('[part="column"]').textContent()).toBe(column);
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.getByLabel('Code', { exact: true }).fill('ASK02');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'End it and start the new game' }).click();
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await expect(page.locator('carto-map[interactive]').getByRole('gridcell', { name: /, (forest|village|farm|water)/ })).toHaveCount(0);
});

test('a saved game in an unknown format is set aside with a message, not misread', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('carto-live-game', JSON.stringify({ format: 'carto-live-save/0', old: true })));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('could not be read');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('carto-live-game.unreadable'))).toContain('carto-live-save/0');
});
