/**
 * The placement loop and the layout through whole games, at a desk (1280x800) and on two phones
 * (390x844, 360x640): at every placement the whole map and Confirm are on the screen (not under the
 * control bar); after each mouse Confirm a key press turns the next shape (the focus never falls to
 * the page); a double-click places but never confirms; the game ends on the ranking with every
 * total visible without scrolling sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { passScreens, placeByMouse, startGame } from './helpers.ts';
import { type Box, boxes } from './in-page.ts';

test.describe.configure({ timeout: 600_000 });

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

type Cell = readonly [number, number];

const map = (page: Page) => page.locator('carto-map[interactive]');
const confirmButton = (page: Page) => page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' });

/** The whole map and Confirm inside the viewport, and the map not under the control bar (once the page has settled: it scrolls in the next frame). */
async function expectMapAndConfirmOnScreen(page: Page, where: string) {
  await expect(() => mapAndConfirmOnScreen(page, where)).toPass({ timeout: 15_000 });
}

async function mapAndConfirmOnScreen(page: Page, where: string) {
  const { height, width } = page.viewportSize()!;
  // The three boxes in one call (a placement's checks were tens of round trips).
  const [m, c, dock] = (await page.evaluate(boxes, [
    ['carto-map[interactive]', '[part="frame"]'],
    ['carto-placement-controls', 'button.confirm'],
    ['carto-placement-controls'],
  ])) as [Box, Box, Box];
  expect(m.y, `${where}: map top`).toBeGreaterThanOrEqual(0);
  // A control bar below the map (a phone's) must not cover it; beside the map (a desk's) it cannot.
  const below = dock.x < m.x + m.width && dock.x + dock.width > m.x;
  expect(m.y + m.height, `${where}: map bottom`).toBeLessThanOrEqual((below ? Math.min(height, dock.y) : height) + 1);
  expect(m.x + m.width, `${where}: map right`).toBeLessThanOrEqual(width);
  expect(c.y, `${where}: Confirm top`).toBeGreaterThanOrEqual(0);
  expect(c.y + c.height, `${where}: Confirm bottom`).toBeLessThanOrEqual(height);
}

/** The spaces the ghost covers. */
async function ghostCells(page: Page): Promise<Cell[]> {
  return map(page)
    .locator('[role="gridcell"].ghost')
    .evaluateAll((cells) => cells.map((c) => [Number((c as HTMLElement).dataset.row), Number((c as HTMLElement).dataset.col)] as [number, number]));
}

const normal = (cells: readonly Cell[]) => {
  const r0 = Math.min(...cells.map((c) => c[0]));
  const c0 = Math.min(...cells.map((c) => c[1]));
  return cells
    .map(([r, c]) => `${r - r0},${c - c0}`)
    .sort()
    .join(' ');
};
/** A shape a quarter turn leaves unchanged (a square, a single space, a plus). */
const turnsIntoItself = (cells: readonly Cell[]) => normal(cells) === normal(cells.map(([r, c]) => [c, -r] as Cell));

/** After a mouse Confirm, with nothing else touched: R turns the next shape (the ghost is redrawn at once), and R three times more turns it back. */
async function expectKeysTurnTheShape(page: Page, where: string) {
  const [box] = (await page.evaluate(boxes, [['carto-map[interactive]', '[role="gridcell"][data-row="5"][data-col="5"]']])) as [Box];
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // (A solo ambush's monster may still be walking the ring: its ghost shows until it lands.)
  await expect
    .poll(() => ghostCells(page).then((c) => c.map(String)), { message: `${where}: the ghost holds the pointed space`, timeout: 15_000 })
    .toContain('5,5');
  const before = await ghostCells(page);
  await page.keyboard.press('r');
  if (!turnsIntoItself(before)) await expect.poll(() => ghostCells(page).then(normal), { message: `${where}: R turned the shape` }).not.toBe(normal(before));
  for (let i = 0; i < 3; i++) await page.keyboard.press('r');
  await expect.poll(() => ghostCells(page).then(normal)).toBe(normal(before));
}

/** Places the shown task with a double-click: it places, and Confirm is still to be pressed. */
async function doubleClickPlaces(page: Page) {
  const task = await page.locator('.task').textContent();
  const [row, col] = await findPlacement(page);
  await map(page).locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`).dblclick();
  await expect(confirmButton(page)).toBeEnabled();
  await expect(page.locator('.task')).toHaveText(task ?? '');
}

/** A space where the shape, held as it is, is accepted: the first one the map shows a legal ghost on. */
async function findPlacement(page: Page): Promise<Cell> {
  // Every space's centre in one call; then, space by space, the pointer moves there and one call reads the ghost.
  const cells = await map(page)
    .locator('[role="gridcell"]')
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { row: Number((e as HTMLElement).dataset.row), col: Number((e as HTMLElement).dataset.col), x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }),
    );
  for (const { row, col, x, y } of cells) {
    await page.mouse.move(x, y);
    const ghost = await map(page).evaluate((el) => ({
      shown: el.shadowRoot!.querySelectorAll('[role="gridcell"].ghost').length,
      illegal: el.shadowRoot!.querySelectorAll('[role="gridcell"].ghost.illegal').length,
    }));
    if (ghost.shown > 0 && ghost.illegal === 0) return [row, col];
  }
  throw new Error('no legal space for the shape as it is');
}

/** The ranking opens the end: every player's total is inside the viewport, with no sideways scroll. */
async function expectRankingFirst(page: Page, players: number) {
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  const ranking = page.locator('.ranking');
  await expect(ranking.locator('li')).toHaveCount(players);
  const { width } = page.viewportSize()!;
  for (const total of await ranking.locator('.total').all()) {
    const box = (await total.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The scoresheet's total column is in view too, without scrolling it sideways.
  const totalCell = page.locator('carto-scoreboard').locator('tbody tr').first().locator('td').last();
  const t = (await totalCell.boundingBox())!;
  expect(t.x + t.width).toBeLessThanOrEqual(width);
}

/** The demo page with the guide already offered: the key is stored before the page's scripts run (one load, not a load and a reload). */
async function open(page: Page) {
  await page.addInitScript(() => localStorage.setItem('carto-live-game.tutorial-offered', 'yes'));
  await page.goto('/');
}

for (const size of SIZES) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size, ...(size.width < 500 ? { hasTouch: true } : {}) });

    test('a whole solo game: map and Confirm on screen, keys after every mouse Confirm, no double-click confirms, ranking first', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await open(page);
      await startGame(page, { code: 'LOOP01', names: ['Ada'] });
      let placements = 0;
      for (let turn = 0; turn < 120; turn++) {
        if ((await passScreens(page)) === 'over') break;
        const where = `placement ${placements + 1}`;
        await expectMapAndConfirmOnScreen(page, where);
        if (placements > 0) await expectKeysTurnTheShape(page, where);
        if (placements === 2) {
          await doubleClickPlaces(page);
          await confirmButton(page).click();
        } else await placeByMouse(page);
        placements++;
      }
      expect(placements).toBeGreaterThan(10);
      await expectRankingFirst(page, 1);
      expect(errors).toEqual([]);
    });

    test('a whole 3-player game with a computer seat: map and Confirm on screen at every placement, ranking first', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await open(page);
      await page.getByLabel('How many').selectOption('2');
      await page.getByLabel('Name of player 1').fill('Ada');
      await page.getByLabel('Name of player 2').fill('Bo');
      await page.getByRole('button', { name: 'Add a computer player' }).click();
      await page.getByLabel('Player 3 is').selectOption('easy');
      await page.getByLabel('Code', { exact: true }).fill('LOOP3P');
      await page.getByRole('button', { name: 'Start the game' }).click();
      let placements = 0;
      for (let i = 0; i < 600; i++) {
        // The computer's turns are waited out in the page: on to a map with the placement controls.
        if ((await passScreens(page, false, { placing: true, limit: 120_000 })) === 'over') break;
        await expectMapAndConfirmOnScreen(page, `placement ${placements + 1}`);
        await placeByMouse(page);
        placements++;
      }
      expect(placements).toBeGreaterThan(20);
      await expectRankingFirst(page, 3);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('help on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Back closes How to play instead of leaving the page; ? opens the keys with the focus on them; the status line speaks to the keyboard player', async ({
    page,
  }) => {
    await page.goto('/?first');
    await open(page);
    await startGame(page, { code: 'BACK01', names: ['Ada'] });
    await expect(map(page)).toBeVisible();
    const url = page.url();
    await page.getByRole('button', { name: 'How to play' }).click();
    await expect(page.locator('carto-help')).toBeVisible();
    await page.goBack();
    await expect(page.locator('carto-help')).toHaveCount(0);
    expect(page.url()).toBe(url);
    await expect(map(page)).toBeVisible();
    // ? opens the keys and moves the focus to them (in view), Escape closes them.
    await map(page).locator('[role="gridcell"][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('carto-placement-controls [part="reason"]')).toHaveText('Move with the arrow keys and press Enter to place.');
    await page.keyboard.press('?');
    await expect(page.locator('carto-help')).toBeFocused();
    await expect(page.locator('carto-help')).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(page.locator('carto-help')).toHaveCount(0);
  });
});
