import { expect, test } from '@playwright/test';
import { passScreens, placeByMouse, startGame } from './helpers.ts';

test.describe.configure({ timeout: 300_000 });

test("two players pass and play through an ambush drawn on the neighbour's map", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startGame(page, { players: 2, names: ['Ada', 'Bo'], code: 'PASS02' });
  // The hand-over screen names who takes the device and shows no map.
  await expect(page.getByRole('heading', { name: /^Pass the device to (Ada|Bo)$/ })).toBeVisible();
  await expect(page.locator('carto-map[interactive]')).toHaveCount(0);
  let ambushes = 0;
  for (let turn = 0; turn < 80 && ambushes === 0; turn++) {
    if ((await passScreens(page)) === 'over') break;
    const sentence = (await page.locator('.task').textContent()) ?? '';
    if (sentence.startsWith('Ambush!')) {
      ambushes++;
      // The acting player draws the monster on the other player's map.
      const heading = (await page.locator('#map-title').textContent()) ?? '';
      const owner = heading.match(/^(\w+)'s map/)?.[1];
      const drawer = heading.match(/drawn by (\w+)/)?.[1];
      expect(owner).toBeTruthy();
      expect(drawer).toBeTruthy();
      expect(owner).not.toBe(drawer);
      // The player at the device is told their task, not that the table waits (for them among others).
      await expect(page.locator('.barrier')).toHaveCount(0);
      const monsters = () =>
        page
          .locator('carto-map[interactive]')
          .getByRole('gridcell', { name: /, monster/ })
          .count();
      expect(await monsters()).toBe(0);
      await placeByMouse(page);
      // The first drawer is done: the device goes to the other player, and the table waits for one.
      await expect(page.getByRole('heading', { name: /^Pass the device to/ })).toBeVisible();
      await passScreens(page);
      await expect(page.locator('.barrier')).toHaveCount(0);
      expect((await page.locator('.task').textContent())?.startsWith('Ambush!')).toBe(true);
      await placeByMouse(page);
      // Back on their own maps, both players find the monster their neighbour drew.
      const seen = new Set<string>();
      for (let i = 0; i < 2; i++) {
        await passScreens(page);
        const who = ((await page.locator('#map-title').textContent()) ?? '').match(/^(\w+)'s map/)?.[1] ?? '';
        seen.add(who);
        expect(await monsters()).toBeGreaterThan(0);
        await placeByMouse(page);
      }
      expect([...seen].sort()).toEqual(['Ada', 'Bo']);
      break;
    }
    await placeByMouse(page);
  }
  expect(ambushes).toBe(1);
  expect(errors).toEqual([]);
});
