import { expect, test, type Page } from '@playwright/test';
import { passScreens, placeByKeyboard, placeByMouse, startGame } from './helpers.ts';

test.describe.configure({ timeout: 300_000 });

const TITLES = [
  'Legendary Cartographer',
  'Master Mapsmith',
  'Journeyman Topographer',
  'Apprentice Surveyor',
  'Amateur Assessor',
  'Inept Assistant',
  'Dimwitted Doodler',
  'Oblivious Inkdrinker',
];

async function playToTheEnd(page: Page, place: (page: Page) => Promise<void>, keyboard: boolean) {
  for (let turn = 0; turn < 120; turn++) {
    if ((await passScreens(page, keyboard)) === 'over') return;
    await place(page);
  }
  throw new Error('the game did not end');
}

async function expectEndScreen(page: Page) {
  await expect(page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  await expect(page.getByText('Your title:')).toBeVisible();
  expect(TITLES).toContain(await page.locator('.title strong').textContent());
  const row = page.locator('carto-scoreboard').locator('tbody tr').first();
  await expect(row.locator('td')).toHaveCount(21); // 4 seasons x 5 boxes, and the total
}

test('a whole solo game by mouse, through four seasons to the title', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startGame(page, { code: 'SOLO01', names: ['Ada'] });
  await playToTheEnd(page, placeByMouse, false);
  await expectEndScreen(page);
  expect(errors).toEqual([]);
});

test('a whole solo game by keyboard alone', async ({ page }) => {
  await page.goto('/');
  // Setup by keyboard: tab to the Start button and press Enter.
  await page.getByLabel('Code', { exact: true }).fill('KEYS01');
  await page.getByRole('button', { name: 'Start the game' }).focus();
  await page.keyboard.press('Enter');
  await playToTheEnd(page, placeByKeyboard, true);
  await expectEndScreen(page);
});

test('the same game code deals the same cards', async ({ browser }) => {
  const columns: string[] = [];
  for (let i = 0; i < 2; i++) {
    const page = await browser.newPage();
    await page.goto('/');
    await startGame(page, { code: 'SAMEDECK' });
    columns.push((await page.locator('carto-deck').locator('[part="column"]').textContent()) ?? '');
    await page.close();
  }
  expect(columns[0]).toBeTruthy();
  expect(columns[1]).toBe(columns[0]);
});
