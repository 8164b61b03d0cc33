/**
 * The server-dealt daily end to end: the reference server (in this process, PGlite in a temporary
 * directory, its clock injected: late on 27 November 2026 UTC) and the demo page with
 * `?daily&server=...&dealt` in a browser whose clock is set to the same moment (never read). The
 * player names themself, the server deals the day's game, it is played to its end through the
 * server (each card from the server's pushed view), a reload in the middle resumes it, and the end
 * shows the server-dealt board with the player ranked and the seed still held.
 */
import { expect as baseExpect, test } from '@playwright/test';

// Each step waits on the server (PGlite on this shared machine): patient waits, not the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../../web/server/server.ts';
import { passScreens, placeByMouse } from './helpers.ts';

// One server for the file's tests (beforeAll): they run in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 300_000 });

const NOW = Date.UTC(2026, 10, 27, 23, 30);
const SHOTS = 'test-results/shots';

let running: RunningServer | undefined;
let dataDir = '';

test.beforeAll(async () => {
  // PGlite's first start runs initdb: a few seconds alone, minutes on a machine shared at a load of 30+.
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carto-e2e-dealt-'));
  // Imported here, not at the top: Playwright loads every spec file to list the tests (and each worker
  // the files it runs), and the server's modules cost about 2.5 s of CPU in each process that loads them.
  const { startServer } = await import('../../web/server/server.ts');
  running = await startServer({ dataDir, port: 0, now: () => NOW });
});

test.afterAll(async () => {
  await running?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("today's server-dealt challenge: named, dealt by the server, resumed after a reload, played to its end and ranked on the server-dealt board", async ({
  browser,
}) => {
  const server = running!.url;
  for (const viewport of [{ width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport });
    await context.clock.setFixedTime(NOW);
    const page = await (await context).newPage();
    await page.goto(`/?daily&server=${encodeURIComponent(server)}&dealt`);
    await expect(page.getByRole('heading', { name: 'The server-dealt challenge of November 27, 2026' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dealt-start-phone.png` });
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.clock.setFixedTime(NOW);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/?daily&server=${encodeURIComponent(server)}&dealt`);
  await expect(page.getByRole('heading', { name: 'The server-dealt challenge of November 27, 2026' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dealt-start-desktop.png` });
  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('button', { name: 'Play the server-dealt challenge' }).click();

  // The game is the server's table: one seat, started, its seed never sent.
  await expect(page.locator('carto-map[interactive]')).toBeVisible();
  const [dealt] = await running!.db.query<{ table_id: string }>("SELECT table_id FROM carto_dealt_games WHERE name = 'Ada'");
  expect(dealt).toBeDefined();
  const table = await running!.service.current(dealt!.table_id);
  expect(table.status).toBe('playing');

  const over = page.getByRole('heading', { name: 'The game is over' });
  let moves = 0;
  for (; moves < 120; moves++) {
    if ((await passScreens(page)) === 'over') break;
    await placeByMouse(page);
    // The version the server reached after this move, before the next one is looked for.
    await expect.poll(async () => (await running!.service.current(table.id)).version).toBeGreaterThan(table.version + moves);
    // The last move ends the game on the server before the page hears of it: until the end arrives
    // the page still shows the map it played on, and waiting there for a next card would time out.
    if ((await running!.service.current(table.id)).status === 'finished') break;
    if (moves === 3) {
      // A reload resumes the server's game: no start screen, no second deal.
      await page.reload();
      await expect(page.locator('carto-map[interactive]')).toBeVisible();
    }
  }
  await expect(over).toBeVisible();
  const final = await running!.service.current(table.id);
  expect(final.status).toBe('finished');
  const score = final.game!.result!.solo!.score;

  const board = page.locator('carto-leaderboard');
  await expect(board.getByRole('heading', { name: 'Server-dealt leaderboard of November 27, 2026' })).toBeVisible();
  await expect(board.getByText('You are ranked 1 of 1.')).toBeVisible();
  await expect(board.getByRole('row', { name: `1 Ada ${score}` })).toBeVisible();
  await expect(board.getByText(/keeps this day’s seed secret until the day is over/)).toBeVisible();
  // No result form: the server-dealt board takes only games played at the server.
  await expect(board.getByRole('button', { name: 'Send my result' })).toHaveCount(0);
  await board.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/dealt-board-desktop.png` });
  expect(errors).toEqual([]);
  await context.close();
});
