import { expect, test, type Page } from '@playwright/test';
import { passScreens, placeByMouse } from './helpers.ts';
import { dailyGame } from '../../src/game/daily.ts';
import type { GameMode } from '../../src/content/tables.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { replayCode } from '../../src/game/link.ts';
import { timeline } from '../../src/game/timeline.ts';
import { toSaved } from '../../src/game/replay.ts';

test.describe.configure({ timeout: 300_000 });

const SHOTS = 'test-results/shots';

/**
 * The browser's clock is set, never read: late on 27 November 2026 in UTC, already the 28th in the
 * browser's time zone (Kiritimati, UTC+14). The page's "today" is the UTC day. That day's deal opens
 * Summer with an ambush that walks onto the map by itself: the deal a calendar-reading test first
 * met, whose replay then showed Summer's first step as "turn 2".
 */
const NOW = new Date('2026-11-27T23:30:00Z');
const TODAY = '2026-11-27';
const TODAY_IN_WORDS = 'November 27, 2026';
const TIME_ZONE = 'Pacific/Kiritimati';

async function playToTheEnd(page: Page) {
  for (let turn = 0; turn < 120; turn++) {
    if ((await passScreens(page)) === 'over') return;
    await placeByMouse(page);
  }
  throw new Error('the game did not end');
}

test("today's solo challenge to the end, its share text copied, and its replay link opened elsewhere and stepped through", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: TIME_ZONE });
  await context.clock.setFixedTime(NOW);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?daily');
  // No setup screen: the day's deal is on the table at once.
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  await playToTheEnd(page);
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();

  const result = page.locator('carto-result');
  await expect(result.getByRole('heading', { name: `Daily challenge of ${TODAY_IN_WORDS}` })).toBeVisible();
  const shown = await result.getByLabel('Share your result').inputValue();
  expect(shown.length).toBeLessThanOrEqual(280);
  expect(shown).toContain(TODAY);
  expect(shown).toMatch(/\?daily=\d{4}-\d{2}-\d{2}&mode=base/);
  await result.getByRole('button', { name: 'Copy the share text' }).click();
  await expect(result.getByText('The share text is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/daily-result-desktop.png` });

  // The keepsake: the final map as a picture file, drawn with the game's symbols.
  for (const kind of ['SVG', 'PNG']) {
    const [file] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: `Download your map (${kind})` }).click()]);
    expect(file.suggestedFilename()).toBe(`cartographers-${TODAY}-1.${kind.toLowerCase()}`);
    await file.saveAs(`${SHOTS}/map.${kind.toLowerCase()}`);
  }

  await result.getByRole('button', { name: 'Share replay' }).click();
  await expect(result.getByText('The replay link is copied.')).toBeVisible();
  const link = await result.getByLabel('Replay link').inputValue();
  expect(link).toMatch(/\?replay=[A-Za-z0-9_-]+$/);
  expect(link.length).toBeLessThanOrEqual(2000);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The share line opens today's challenge.
  const challenge = shown.split('\n').pop()!;
  expect(challenge).toContain(new URL(page.url()).origin);

  // Another browser, nothing saved: the link alone brings the game back.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const other = await browser.newContext({ viewport, timezoneId: TIME_ZONE });
    await other.clock.setFixedTime(NOW);
    const replay = await other.newPage();
    replay.on('pageerror', (e) => errors.push(e.message));
    await replay.goto(link);
    const viewer = replay.locator('carto-replay');
    await expect(viewer.getByRole('heading', { name: 'The deal' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Step forward' }).click();
    await expect(viewer.getByRole('heading', { name: /^Spring, turn 1$/ })).toBeVisible();
    await viewer.getByRole('button', { name: 'Step forward' }).click();
    await expect(viewer.getByRole('heading', { name: /^Spring, turn 2$/ })).toBeVisible();
    // By keyboard: the next season, then back one step. This deal's Summer opens with Goblin Attack,
    // which walked onto the map by itself: that turn is Summer's first step.
    await replay.keyboard.press('PageDown');
    await expect(viewer.getByRole('heading', { name: /^Summer, turn 1$/ })).toBeVisible();
    await expect(viewer.locator('.turn')).toContainText('Goblin Attack');
    await replay.keyboard.press('ArrowLeft');
    await expect(viewer.getByRole('heading', { name: /^Spring, turn \d+$/ })).toBeVisible();
    await viewer.getByRole('button', { name: 'Winter' }).click();
    await expect(viewer.getByRole('heading', { name: /^Winter, turn 1$/ })).toBeVisible();
    await viewer.getByRole('button', { name: 'End' }).click();
    await expect(viewer.getByRole('heading', { name: 'The game is over' })).toBeVisible();
    // The final map in the replay is the map the game ended on.
    const finalCells = await viewer
      .locator('carto-map')
      .getByRole('gridcell')
      .evaluateAll((c) => c.map((x) => x.getAttribute('aria-label')));
    const playedCells = await page
      .locator('carto-game carto-map')
      .first()
      .getByRole('gridcell')
      .evaluateAll((c) => c.map((x) => x.getAttribute('aria-label')));
    expect(finalCells).toEqual(playedCells);
    await replay.screenshot({ path: `${SHOTS}/replay-${viewport.width === 390 ? 'phone' : 'desktop'}.png`, fullPage: viewport.width === 390 });
    await other.close();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/daily-result-phone.png` });
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * Replays of named days' deals, one of each shape the replay's season jumps must handle (found by the
 * unit check over every day of 2026 and 2027): Spring opening with a walked ambush on its very first
 * card, a season of two steps, an ordinary deal, and a Heroes deal where a walked gorgon makes the
 * player act again in the same turn. Each is played by the random player and opened by its link.
 */
const SHAPES: { day: string; mode: GameMode; seed: number; what: string }[] = [
  { day: '2026-11-25', mode: 'base', seed: 1, what: 'Spring and Winter open with a walked ambush' },
  { day: '2026-01-16', mode: 'base', seed: 15, what: 'a short Winter' },
  { day: '2026-11-26', mode: 'base', seed: 1, what: 'every season opens with a drawing' },
  { day: '2026-01-02', mode: 'heroes', seed: 1, what: 'a walked gorgon, then the player destroys in the same turn' },
];

for (const shape of SHAPES) {
  test(`the replay of ${shape.day} (${shape.mode}: ${shape.what}): Page Down lands on each season's first turn, Page Up goes back`, async ({ browser }) => {
    const { content, state } = dailyGame(shape.day, shape.mode);
    const over = playRandomly(state, { seed: shape.seed });
    const line = timeline(toSaved(over), content);
    const code = await replayCode(over);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/Adak' });
    await context.clock.setFixedTime(NOW);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/?replay=${code}`);
    const viewer = page.locator('carto-replay');
    await expect(viewer.getByRole('heading', { name: 'The deal' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Step forward' }).click();
    await expect(viewer.getByRole('heading', { name: 'Spring, turn 1' })).toBeVisible();
    const seasons = line.final.seasons.map((card) => card.name);
    for (const [i, start] of line.seasonStarts.entries()) {
      if (i > 0) await page.keyboard.press('PageDown');
      await expect(viewer.getByRole('heading', { name: `${seasons[i]}, turn 1` })).toBeVisible();
      await expect(viewer.getByText(`Step ${start} of ${line.frames.length - 1}`)).toBeVisible();
      // A walked ambush is a step of its own: its card is named in what the step shows.
      const frame = line.frames[start]!;
      if (frame.kind === 'walk') {
        const card = over.cards[frame.revealed[0]!]!;
        await expect(viewer.locator('.turn')).toContainText(card.name);
      }
    }
    await page.keyboard.press('PageDown');
    await expect(viewer.getByRole('heading', { name: 'The game is over' })).toBeVisible();
    // Back: Winter's first turn, then Fall's (from its first turn, Page Up goes a season back).
    await page.keyboard.press('PageUp');
    await expect(viewer.getByRole('heading', { name: `${seasons[3]}, turn 1` })).toBeVisible();
    await page.keyboard.press('PageUp');
    await expect(viewer.getByRole('heading', { name: `${seasons[2]}, turn 1` })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
