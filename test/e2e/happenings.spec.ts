/**
 * "Say what happened", on the built demo with seeded games: the banner for a solo ambush walk,
 * zombies spreading, a troll's or gorgon's choice (its candidates marked first) and a hero's kills.
 */
import { expect, test, type Page } from '@playwright/test';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { SAVE_FORMAT } from '../../machines/table/storage.ts';
import { apply } from '../../src/game/apply.ts';
import { happeningsSince, type HappeningCode } from '../../src/game/happenings.ts';
import { randomAction } from '../../src/game/random-player.ts';
import { toSaved } from '../../src/game/replay.ts';
import { newGame } from '../../src/game/setup.ts';
import type { Action, GameState } from '../../src/game/types.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';

/** A seeded solo game just before an action after which `code` happens; the action comes with it. */
function before(setup: TableSetup, code: HappeningCode): { state: GameState; action: Action } {
  for (let seed = 1; seed < 200; seed++) {
    const rng = new Rng(seedRng(seed));
    let s = newGame(tableContent(setup), gameOptions(setup), `${setup.code}-${seed}`);
    for (let i = 0; i < 400 && s.stage !== 'gameOver'; i++) {
      const action = randomAction(s, 0, rng)!;
      const next = apply(s, action).state!;
      if (happeningsSince(next, s.log.length).some((h) => h.code === code)) return { state: s, action };
      s = next;
    }
  }
  throw new Error(`no seeded game reaches ${code}`);
}

async function load(page: Page, setup: TableSetup, state: GameState) {
  await page.goto('/');
  const save = { format: SAVE_FORMAT, setup, game: toSaved(state) };
  await page.evaluate((text) => localStorage.setItem('carto-live-game', text), JSON.stringify(save));
  await page.reload();
  await expect(page.locator('carto-game')).toBeVisible();
}

/** Plays an action as the player would have: through the game the page runs. */
async function play(page: Page, action: Action) {
  await page.evaluate(
    (a) => (document.querySelector('carto-game') as unknown as { actor: { send(e: unknown): void } }).actor.send({ type: 'game.action', action: a }),
    action,
  );
}

const banner = (page: Page) => page.getByRole('region', { name: 'What happened' });
const solo: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'SAY' };
const heroes: TableSetup = { players: 1, names: ['Ada'], mode: 'heroes', map: 'side-c', code: 'SAY' };

test('a solo ambush: the banner says where the monster walked from and where it landed', async ({ page }) => {
  const { state, action } = before(solo, 'monster.walked');
  await load(page, solo, state);
  await expect(banner(page)).toHaveCount(0);
  await play(page, action);
  // This deal's first walk opens Winter: Fall's summary comes first, and the walk's news waits for
  // Continue (the summary never shows the next season's ambush).
  await expect(banner(page)).toContainText(/Your score for Fall/);
  await expect(banner(page)).not.toContainText(/corner/);
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(banner(page)).toContainText(/corner/);
  await expect(banner(page)).toContainText(/was drawn on your map at rows? \d/);
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toHaveCount(0);
});

test('zombies spreading after scoring are in the banner', async ({ page }) => {
  const { state, action } = before(heroes, 'zombies.spread');
  await load(page, heroes, state);
  await play(page, action);
  await expect(banner(page)).toContainText(/zombies spread into \d+ spaces? on your map/);
});

test('a troll or gorgon: the spaces it may destroy are marked, and the banner says what it destroyed', async ({ page }) => {
  const { state, action } = before(heroes, 'spaces.destroyed');
  // The state just before the choice: a destroy task is open.
  const task = state.tasks[0]![0]!;
  expect(task.kind).toBe('destroy');
  await load(page, heroes, state);
  await expect(page.locator('.task')).toContainText(/choose \d+ spaces? to destroy/);
  const map = page.locator('carto-map[interactive]');
  await expect(map.locator('[part~="candidate"]')).not.toHaveCount(0);
  await expect(page.locator('carto-placement-controls')).toContainText('Choose one of the marked spaces.');
  await play(page, action);
  await expect(banner(page)).toContainText(/destroyed \d+ spaces? on your map/);
});

test('a hero: the banner counts the monster spaces it destroyed', async ({ page }) => {
  const { state, action } = before(heroes, 'hero.kills');
  await load(page, heroes, state);
  await play(page, action);
  await expect(banner(page)).toContainText(/A hero destroyed \d+ monster spaces? on your map/);
});
