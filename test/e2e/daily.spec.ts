import { expect, test, type Page } from '@playwright/test';
import { passScreens, placeByMouse } from './helpers.ts';

test.describe.configure({ timeout: 300_000 });

const SHOTS = 'test-results/shots';

/** Today as the page computes it: the UTC day. */
const today = () => new Date().toISOString().slice(0, 10);
/** Today as the English page writes a day ("November 23, 2026"). */
const todayInWords = () => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${today()}T00:00:00Z`));

async function playToTheEnd(page: Page) {
  for (let turn = 0; turn < 120; turn++) {
    if ((await passScreens(page)) === 'over') return;
    await placeByMouse(page);
  }
  throw new Error('the game did not end');
}

test("today's solo challenge to the end, its share text copied, and its replay link opened elsewhere and stepped through", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  await expect(result.getByRole('heading', { name: `Daily challenge of ${todayInWords()}` })).toBeVisible();
  const shown = await result.getByLabel('Share your result').inputValue();
  expect(shown.length).toBeLessThanOrEqual(280);
  expect(shown).toContain(today());
  expect(shown).toMatch(/\?daily=\d{4}-\d{2}-\d{2}&mode=base/);
  await result.getByRole('button', { name: 'Copy the share text' }).click();
  await expect(result.getByText('The share text is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/daily-result-desktop.png` });

  // The keepsake: the final map as a picture file, drawn with the game's symbols.
  for (const kind of ['SVG', 'PNG']) {
    const [file] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: `Download your map (${kind})` }).click()]);
    expect(file.suggestedFilename()).toBe(`cartographers-${today()}-1.${kind.toLowerCase()}`);
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
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const other = await browser.newContext({ viewport });
    const replay = await other.newPage();
    replay.on('pageerror', (e) => errors.push(e.message));
    await replay.goto(link);
    const viewer = replay.locator('carto-replay');
    await expect(viewer.getByRole('heading', { name: 'The deal' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Step forward' }).click();
    await expect(viewer.getByRole('heading', { name: /^Spring, turn 1$/ })).toBeVisible();
    await viewer.getByRole('button', { name: 'Step forward' }).click();
    await expect(viewer.getByRole('heading', { name: /^Spring, turn [2-9]$/ })).toBeVisible();
    // By keyboard: the next season, then back one step.
    await replay.keyboard.press('PageDown');
    await expect(viewer.getByRole('heading', { name: /^Summer, turn 1$/ })).toBeVisible();
    await replay.keyboard.press('ArrowLeft');
    await expect(viewer.getByRole('heading', { name: /^Spring, turn \d+$/ })).toBeVisible();
    await viewer.getByRole('button', { name: 'Winter' }).click();
    await expect(viewer.getByRole('heading', { name: /^Winter, turn 1$/ })).toBeVisible();
    await viewer.getByRole('button', { name: 'End' }).click();
    await expect(viewer.getByRole('heading', { name: 'The game is over' })).toBeVisible();
    // The final map in the replay is the map the game ended on.
    const finalCells = await viewer.locator('carto-map').getByRole('gridcell').evaluateAll((c) => c.map((x) => x.getAttribute('aria-label')));
    const playedCells = await page.locator('carto-game carto-map').first().getByRole('gridcell').evaluateAll((c) => c.map((x) => x.getAttribute('aria-label')));
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
