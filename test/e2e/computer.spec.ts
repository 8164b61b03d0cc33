/**
 * Computer players on the built demo: a game against the computer played to its end, a hint shown
 * and taken, and the review of a finished solo game (with axe on the hint and the review). The
 * computer thinks in a Web Worker: the page keeps answering while it does.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { SAVE_FORMAT } from '../../machines/table/storage.ts';
import { newGame } from '../../src/game/setup.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { toSaved } from '../../src/game/replay.ts';
import { passScreens, placeByMouse, startGame } from './helpers.ts';

test.describe.configure({ timeout: 300_000 });

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Axe on the game element (its shadow tree included): no violations. */
async function expectAccessible(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const r = await axe.run(document.querySelector('carto-game'), { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
  expect(violations).toEqual([]);
}

test('a person against the computer: the computer plays its own turns, no hand-over, and the game ends', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page.getByLabel('Name of player 1').fill('Ada');
  await page.getByRole('button', { name: 'Add a computer player' }).click();
  await expect(page.getByLabel('How many')).toHaveValue('2');
  await page.getByLabel('Player 2 is').selectOption('easy');
  await page.getByLabel('Name of player 2').fill('Robo');
  await page.getByLabel('Code', { exact: true }).fill('ROBO01');
  await page.getByRole('button', { name: 'Start the game' }).click();
  // One person at the table: the device is theirs from the start.
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  let placed = 0;
  for (let i = 0; i < 400; i++) {
    await expect(page.getByRole('heading', { name: /^Pass the device/ })).toHaveCount(0);
    // The computer's turns are waited out in the page, where no hand-over may show meanwhile either.
    if ((await passScreens(page, false, { placing: true, never: /^Pass the device/, limit: 120_000 })) === 'over') break;
    expect(await page.locator('#map-title').textContent()).toMatch(/^(Ada's map|Robo's map \(drawn by Ada\))/);
    await placeByMouse(page);
    placed++;
  }
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  expect(placed).toBeGreaterThan(10);
  // Both maps are filled: the computer drew its own.
  const robo = page.locator('.maps figure').filter({ hasText: 'Robo' }).locator('carto-map');
  expect(await robo.getByRole('gridcell', { name: /, (forest|village|farm|water)/ }).count()).toBeGreaterThan(20);
  await expect(page.locator('carto-scoreboard')).toContainText('Robo');
  // The review is offered after a game with others too: the one person's own turns.
  await expect(page.getByRole('button', { name: 'Review your game with the computer' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a hint: asked, shown as the ghost with its projected stars, taken, and confirmed as usual', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startGame(page, { code: 'HINT01', names: ['Ada'] });
  const map = page.locator('carto-map[interactive]');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const take = page.getByRole('button', { name: 'Use this placement' });
  await expect(take).toBeVisible();
  const planned = map.getByRole('gridcell', { name: /, planned (forest|village|farm|water)$/ });
  const cells = await planned.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  expect(cells.length).toBeGreaterThan(0);
  await expect(page.getByText(/With it, this season scores \d+★ so far\./)).toBeVisible();
  await expectAccessible(page);
  // Pointing elsewhere does not move the hint: it stays until taken or set aside.
  await map.getByRole('gridcell').first().hover();
  await expect(planned).toHaveCount(cells.length);
  await take.click();
  await expect(take).toHaveCount(0);
  const confirm = page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  // The hinted spaces are drawn now, in the hinted terrain.
  for (const label of cells) {
    const [, rc, terrain] = label.match(/^(row \d+, column \d+), .*planned (\w+)$/)!;
    await expect(map.getByRole('gridcell', { name: new RegExp(`^${rc}, ${terrain}`) })).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

const solo: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'REVIEW1' };

test('the review of a finished solo game: every turn with its two moves, the costliest marked, keyboard operable', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const state = playRandomly(newGame(tableContent(solo), gameOptions(solo), solo.code), { seed: 5 });
  const decisions = state.log.filter((e) => e.player === 0 && ['draw', 'monster', 'destroy', 'hero'].includes(e.action.type)).length;
  await page.goto('/');
  await page.evaluate((text) => localStorage.setItem('carto-live-game', text), JSON.stringify({ format: SAVE_FORMAT, setup: solo, game: toSaved(state) }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  await page.getByRole('button', { name: 'Review your game with the computer' }).click();
  await expect(page.getByRole('heading', { name: 'Your game, turn by turn' })).toBeVisible();
  const turns = page.locator('.turns button');
  await expect(turns).toHaveCount(decisions);
  // Replayed turn by turn, then complete: no turn still being worked out.
  await expect(page.locator('progress')).toHaveCount(0, { timeout: 120_000 });
  await expect(page.getByText('being worked out')).toHaveCount(0);
  // A random player loses stars: three turns are marked as the costliest.
  await expect(page.locator('.turns button.costly')).toHaveCount(3);
  await expect(page.locator('.turns button.costly').first()).toContainText('Costly');
  // The chosen turn's two moves on the map as it stood.
  await expect(page.locator('.review .maps carto-map')).toHaveCount(2);
  await expect(page.getByText(/^Your move, played on to the end: \d+★$/)).toBeVisible();
  await expect(page.getByText(/^The computer’s move, played on to the end: \d+★$/)).toBeVisible();
  // Keyboard: the list is one tab stop with the chosen turn focused; arrows and End move the choice.
  await expect(turns.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(turns.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(turns.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(turns.last()).toHaveAttribute('aria-current', 'true');
  await expect(turns.last()).toBeFocused();
  await expect(page.getByText(new RegExp(`^Turn ${decisions}: your move$`)).or(page.locator(`carto-map[label="Turn ${decisions}: your move"]`))).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to the results' }).click();
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  expect(errors).toEqual([]);
});
