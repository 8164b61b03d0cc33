/** A phone (390x844): no screen scrolls sideways, the map and Confirm share one screen, and the map zooms to 44 px spaces. */
import { expect, test, type Page } from '@playwright/test';
import { placeByMouse, startGame } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('on a phone: no sideways scroll, the map and Confirm on one screen, and 44 px spaces when zoomed', async ({ page }) => {
  // The guide already offered: stored before the page's scripts run (one load, not a load and a reload).
  await page.addInitScript(() => localStorage.setItem('carto-live-game.tutorial-offered', 'yes'));
  await page.goto('/');
  expect(await noSidewaysScroll(page)).toBe(true);
  await startGame(page, { code: 'PHONE1' });
  const map = page.locator('carto-map[interactive]');
  await expect(map).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  // Play begins with the map scrolled into view, and Confirm on the same screen.
  await expect.poll(() => map.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
  const confirm = page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' });
  const inView = async (el: typeof map) => {
    const box = (await el.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= 844;
  };
  expect(await inView(map)).toBe(true);
  expect(await inView(confirm)).toBe(true);
  // Zoomed: every space is at least 44 px, the map scrolls in its own frame, the page still does not.
  await map.getByRole('button', { name: /zoom/i }).click();
  const side = await map
    .getByRole('gridcell')
    .first()
    .evaluate((c) => c.getBoundingClientRect().width);
  expect(side).toBeGreaterThanOrEqual(44);
  expect(await noSidewaysScroll(page)).toBe(true);
  // A whole turn by touch.
  await placeByMouse(page);
  expect(await noSidewaysScroll(page)).toBe(true);
});
