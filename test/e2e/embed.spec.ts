import { expect, test } from '@playwright/test';

test('one script tag registers every element: a static map and a playable game', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/embed.html');
  await expect(page.getByRole('grid', { name: 'My first season' }).getByRole('gridcell')).toHaveCount(55);
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  const defined = await page.evaluate(() =>
    ['carto-map', 'carto-shape', 'carto-card', 'carto-deck', 'carto-scoreboard', 'carto-placement-controls', 'carto-setup', 'carto-game'].filter(
      (t) => !customElements.get(t),
    ),
  );
  expect(defined).toEqual([]);
  // One script tag; carto.js brings its chunks from beside itself (the game's on demand), nothing else.
  expect(await page.locator('script[src]').count()).toBe(1);
  expect(scripts[0]).toBe('/carto.js');
  for (const s of scripts) expect(s).toMatch(/^\/[\w.-]+\.js$/);
  expect(scripts).toContain(scripts.find((s) => s.startsWith('/carto-game-')));
  // The page's theme reaches into the map through --carto-* properties.
  const forest = page.getByRole('gridcell', { name: 'row 1, column 1, forest' });
  expect(await forest.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(138, 90, 20)');
  expect(errors).toEqual([]);
});

test('the map-only bundle shows a map and defines nothing else', async ({ page }) => {
  await page.goto('/embed-map.html');
  await expect(page.getByRole('grid', { name: 'Side B' }).getByRole('gridcell', { name: /wasteland/ })).toHaveCount(7);
  expect(await page.evaluate(() => [!!customElements.get('carto-map'), !!customElements.get('carto-game')])).toEqual([true, false]);
});
