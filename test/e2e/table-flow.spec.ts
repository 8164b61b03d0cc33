/**
 * The table's flow around a game, on the built demo: new game vs rematch, a second tab on the same
 * save, and what a reload keeps (the season summary being read, an unconfirmed placement).
 */
import { expect, test, type Page } from '@playwright/test';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { SAVE_FORMAT } from '../../machines/table/storage.ts';
import { newGame } from '../../src/game/setup.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { toSaved } from '../../src/game/replay.ts';
import type { GameState } from '../../src/game/types.ts';
import { passScreens, startGame } from './helpers.ts';

const solo: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'FLOW01' };

/** Puts a solo game reached by random legal play into the page's save, then reloads onto it. */
async function loadSave(page: Page, until: (s: GameState) => boolean, seasonsSeen?: number) {
  const state = playRandomly(newGame(tableContent(solo), gameOptions(solo), solo.code), { until, seed: 11 });
  const save = { format: SAVE_FORMAT, setup: solo, game: toSaved(state), ...(seasonsSeen !== undefined ? { seasonsSeen } : {}) };
  await page.goto('/');
  await page.evaluate((text) => localStorage.setItem('carto-live-game', text), JSON.stringify(save));
  await page.reload();
  return state;
}

test('"New game" deals from a fresh code; "Rematch" replays the same code from the first card', async ({ page }) => {
  await loadSave(page, () => false);
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  await page.getByRole('button', { name: 'Rematch (same code)' }).click();
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await expect(page.locator('.live')).toHaveText(/code FLOW01/);
  await expect(page.locator('carto-map[interactive]').getByRole('gridcell', { name: /, (forest|village|farm|water)/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'New game…' }).click();
  const code = await page.getByLabel('Code', { exact: true }).inputValue();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  expect(code).not.toBe('FLOW01');
});

test('a second tab on the same saved game is warned, in both tabs', async ({ page, context }) => {
  await page.goto('/');
  await startGame(page, { code: 'TABS01' });
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('alert')).toContainText('also open in another tab');
  await expect(page.getByRole('alert')).toContainText('also open in another tab');
  await second.getByRole('button', { name: 'Understood' }).click();
  await expect(second.getByText('also open in another tab')).toHaveCount(0);
});

test('a reload on a season summary returns to it; after "Continue" it does not', async ({ page }) => {
  await loadSave(page, (s) => s.scores[0]!.length === 1, 0);
  await expect(page.getByRole('heading', { name: 'Spring is over' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Spring is over' })).toBeVisible();
  await page.getByRole('button', { name: /^Continue to / }).click();
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await page.reload();
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spring is over' })).toHaveCount(0);
});

test('an unconfirmed placement (terrain, turn, position) survives a reload', async ({ page }) => {
  await page.goto('/');
  await startGame(page, { code: 'KEEP01' });
  await passScreens(page);
  const controls = page.locator('carto-placement-controls');
  const terrains = controls.locator('[part="terrains"] button');
  if ((await terrains.count()) > 0) await terrains.first().click();
  await controls.getByRole('button', { name: /^Rotate/ }).click();
  const map = page.locator('carto-map[interactive]');
  // Place it somewhere legal: try spaces until Confirm is offered.
  const confirm = controls.getByRole('button', { name: 'Confirm' });
  for (let i = 0; i < 121 && !(await confirm.isEnabled()); i++) {
    await map
      .getByRole('gridcell')
      .nth((i * 7) % 121)
      .click();
  }
  await expect(confirm).toBeEnabled();
  const ghost = () => map.locator('.ghost').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  const before = await ghost();
  expect(before.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await expect.poll(ghost).toEqual(before);
  await expect(page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' })).toBeEnabled();
});
