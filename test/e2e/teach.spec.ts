/**
 * The game teaches itself, on the built demo: the guided first game offered on a first visit and
 * played to its end, the help panel from any screen, `?` for the keys, and card texts one hover,
 * focus or tap away.
 */
import { expect, test, type Page } from '@playwright/test';
import tutorial from '../../content/tutorial/first-game.json' with { type: 'json' };
import { findCard } from '../../src/content/official.ts';
import type { ExploreCard } from '../../src/content/types.ts';
import { previewPlacement } from '../../src/game/preview.ts';
import { anchorOf } from '../../machines/placement.machine.ts';
import type { Cell } from '../../src/grid/grid.ts';
import { parseNotation } from '../../src/grid/notation.ts';
import { newSheet } from '../../src/rules/sheet.ts';

const key = (cells: readonly Cell[]) =>
  cells
    .map(([r, c]) => `${r},${c}`)
    .sort()
    .join(' ');

/** How to put a card's option exactly on `target`: turns, flip and the space it is held by, worked out with the rules' own preview. */
function moveOnto(cardId: string, option: number, target: readonly Cell[]): { turns: number; flipped: boolean; at: Cell } {
  const card = findCard(cardId) as ExploreCard;
  const sheet = newSheet(parseNotation(Array.from({ length: 11 }, () => '. . . . . . . . . . .').join('\n')));
  for (const flipped of [false, true]) {
    for (let turns = 0; turns < 4; turns++) {
      for (let r = 0; r < 11; r++) {
        for (let c = 0; c < 11; c++) {
          const p = previewPlacement({ sheet, card, option, turns, flipped, at: [r, c] });
          const [dr, dc] = anchorOf({ card, option, turns, flipped });
          if (key(p.cells) === key(target)) return { turns, flipped, at: [r + dr, c + dc] };
        }
      }
    }
  }
  throw new Error(`no way to put ${cardId} on ${key(target)}`);
}

const guideTitle = (page: Page) => page.locator('#guide-title');

test('the guided first game is offered on a first visit and can be played to its end', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New to Cartographers?' })).toBeVisible();
  await page.getByRole('button', { name: 'Play the guided first game' }).click();
  const steps = tutorial.steps;
  for (const [i, step] of steps.entries()) {
    await expect(guideTitle(page)).toHaveText(`Guided game, step ${i + 1} of ${steps.length}`);
    await expect(page.getByText(step.do)).toBeVisible();
    if (step.done.kind === 'next') {
      await page.getByRole('button', { name: i === steps.length - 1 ? 'Finish' : 'Next' }).click();
      // After the season's scoring step, the summary moves on to summer.
      const next = page.getByRole('button', { name: /^Continue to / });
      if (i < steps.length - 1 && (await next.isVisible())) await next.click();
      continue;
    }
    const target = step.target!;
    const card = (step.done as { card: string }).card;
    const move = moveOnto(card, target.option, target.cells as unknown as Cell[]);
    const controls = page.locator('carto-placement-controls');
    // The target is marked on the map before anything is placed.
    const map = page.locator('carto-map[interactive]');
    await expect(map.locator('.highlight')).toHaveCount(target.cells.length);
    const terrains = controls.locator('[part="terrains"] button');
    if ((await terrains.count()) > 1) await controls.getByRole('button', { name: new RegExp(target.terrain) }).click();
    if (move.flipped) await controls.getByRole('button', { name: /^Flip/ }).click();
    for (let t = 0; t < move.turns; t++) await controls.getByRole('button', { name: /^Rotate/ }).click();
    await map.getByRole('gridcell', { name: new RegExp(`^row ${move.at[0] + 1}, column ${move.at[1] + 1},`) }).click();
    await controls.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(guideTitle(page)).toHaveCount(0);
  // The game goes on as an ordinary game, and the offer is not made again.
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await page.getByRole('button', { name: 'New game…' }).click();
  await expect(page.getByRole('heading', { name: 'New to Cartographers?' })).toHaveCount(0);
});

test('the guide can be declined, and help is one click away on every screen; ? opens the keys', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('heading', { name: 'New to Cartographers?' })).toHaveCount(0);
  // On the setup screen:
  await page.getByRole('button', { name: 'How to play' }).click();
  const help = page.locator('carto-help');
  await expect(help).toBeVisible();
  await expect(help.getByText('Ruins', { exact: false }).first()).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toHaveCount(0);
  // During play: ? opens the shortcuts.
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.locator('carto-help[view="keys"]')).toBeVisible();
  await expect(page.locator('carto-help').getByText('Rotate', { exact: false }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('carto-help')).toHaveCount(0);
});

test('a card text is one hover, focus or tap away during play', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('carto-live-game.tutorial-offered', 'yes'));
  await page.getByRole('button', { name: 'Start the game' }).click();
  const tip = page.locator('.projection carto-card-tip').first();
  const panel = tip.locator('[part="tip"]');
  await tip.locator('button').hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(0, 0);
  await tip.locator('button').focus();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await tip
    .locator('button')
    .tap()
    .catch(async () => tip.locator('button').click());
  await expect(panel).toBeVisible();
  expect((await panel.textContent())!.length).toBeGreaterThan(30);
});
