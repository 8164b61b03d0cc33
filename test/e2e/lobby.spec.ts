/**
 * Online play for portals, end to end, on the built lobby page (lobby.html) and the real server
 * (web/server/main.ts, PGlite in a temporary directory, another origin than the page's): the host
 * creates a table in <carto-lobby> with the setup form, copies the invite link; a second browser
 * opens it and takes a seat with a name; the host starts; both play through an ambush (each draws
 * the monster on the other's map); one reloads and resumes; a spectator watches from the host's
 * spectator link; the server is stopped and started again mid-game, both pages say so, a move made
 * while it is away arrives once it is back, and play carries on.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerChild } from '../../tools/scripts/load/server-process.ts';
import { type ServerProcesses, serverProcesses } from './server-process.ts';
import { placeByMouse } from './helpers.ts';

// One server for the file's tests (beforeAll): they run in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 360_000 });

// With this game code (and "deal from the game code") the ambush is the third card of 2-player
// base side A: each player draws twice first. Worked out with the engine (newGame + playRandomly).
const CODE = 'LOBBY38';

let running: ServerChild | undefined;
let dataDir = '';
let server = '';
let processes: ServerProcesses | undefined;

const start = (port = '0') => processes!.start({ CARTO_DATA_DIR: dataDir, DATABASE_URL: '', PORT: port });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carto-e2e-lobby-'));
  processes = await serverProcesses();
  running = await start();
  server = running.url;
});

test.afterAll(async () => {
  await running?.stop();
  processes?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function browserPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { page, errors };
}

const lobby = (page: Page) => page.locator('carto-lobby');
const task = (page: Page) => page.locator('carto-game .task');
const monsters = (page: Page) =>
  page
    .locator('carto-map[interactive]')
    .getByRole('gridcell', { name: /, monster/ })
    .count();

async function nextTask(page: Page): Promise<string> {
  await expect(task(page)).toHaveText(/^(Draw |Ambush!)/, { timeout: 60_000 });
  return (await task(page).textContent()) ?? '';
}

test('a host creates and starts a table in the lobby, a guest joins by link, both play through an ambush, a spectator watches, and the server restarts mid-game', async ({
  browser,
}) => {
  const host = await browserPage(browser, `/lobby.html?server=${encodeURIComponent(server)}`);

  // Create: the same setup form as local play, plus the online choices.
  await lobby(host.page).getByRole('button', { name: 'Create a table' }).click();
  const setup = lobby(host.page).locator('carto-setup');
  await setup.getByLabel('How many').selectOption('2');
  await setup.getByLabel('Name of player 1').fill('Ada');
  await lobby(host.page)
    .getByLabel(/Deal from the game code/)
    .check();
  await setup.getByLabel('Code', { exact: true }).fill(CODE);
  await setup.getByRole('button', { name: 'Start the game' }).click();

  // The table: the host is seated, the invite link is there to copy.
  await expect(lobby(host.page).getByRole('heading', { name: "Ada's table" })).toBeVisible();
  await expect(lobby(host.page).getByRole('status').first()).toContainText('Waiting for players · 1 of 2 seats');
  const invite = await lobby(host.page).getByLabel('Invite link').inputValue();
  expect(invite).toMatch(/lobby\.html\?server=.+#join=[\w-]+\.[\w-]+$/);
  const watchLink = await lobby(host.page).getByLabel('Spectator link').inputValue();

  // A second browser opens the invite link and takes a seat with a name.
  const guest = await browserPage(browser, invite);
  await lobby(guest.page).getByLabel('Your name').fill('Bo');
  await lobby(guest.page).getByRole('button', { name: 'Take a seat' }).click();
  await expect(lobby(guest.page).getByRole('list', { name: 'Seats' })).toContainText('Bo (you)');

  // The host sees Bo arrive (pushed), and starts.
  await expect(lobby(host.page).getByRole('list', { name: 'Seats' })).toContainText('Bo');
  await lobby(host.page).getByRole('button', { name: 'Start the game' }).click();
  await lobby(host.page).getByRole('button', { name: 'Play' }).click();
  await lobby(guest.page).getByRole('button', { name: 'Play' }).click();
  const ada = host.page;
  const bo = guest.page;
  await expect(ada.locator('#map-title')).toHaveText("Ada's map");
  await expect(bo.locator('#map-title')).toHaveText("Bo's map");

  // A spectator opens the spectator link: both maps, read-only, and whom the table waits for.
  const spectator = await browserPage(browser, watchLink);
  const watching = lobby(spectator.page);
  await expect(watching.getByRole('heading', { name: "Watching Ada's table" })).toBeVisible();
  await expect(watching.locator('carto-map')).toHaveCount(2);
  await expect(watching.locator('carto-map[interactive]')).toHaveCount(0);
  await expect(watching.locator('.watch-status')).toContainText('Waiting for Ada and Bo.');

  // Turn 1. "Your turn" shows in the tab title of the seat the table waits for.
  await nextTask(ada);
  await expect(ada).toHaveTitle(/^● Your turn/);
  await placeByMouse(ada);
  await expect(task(ada)).toHaveText('Waiting for Bo.');
  await expect(ada).not.toHaveTitle(/Your turn/);
  await expect(watching.locator('.watch-status')).toContainText('Waiting for Bo.');
  await nextTask(bo);
  await placeByMouse(bo);

  // Turn 2: Ada draws, then Bo reloads before his move and finds the game where it is.
  await nextTask(ada);
  await placeByMouse(ada);
  const filled = bo.locator('carto-map[interactive]').getByRole('gridcell', { name: /, (forest|village|farm|water)/ });
  const before = await filled.count();
  expect(before).toBeGreaterThan(0);
  await bo.reload();
  await nextTask(bo);
  await expect(filled).toHaveCount(before);

  // The server stops mid-game, before Bo's move: both pages say so.
  const port = new URL(server).port;
  await running!.stop();
  for (const page of [ada, bo]) {
    await expect(page.locator('carto-game').getByText('Connection lost: reconnecting…')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('carto-game').getByRole('alert').filter({ hasText: 'The game server cannot be reached' })).toBeVisible({ timeout: 20_000 });
  }
  // Bo draws while it is away: his move is kept and sent again until the server takes it.
  await placeByMouse(bo);
  const boControls = bo.locator('carto-placement-controls');
  await expect(boControls.getByRole('status')).toHaveText('The server cannot be reached: your move is kept and will be sent when it is back.');
  await expect(boControls.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(watching.locator('.watch-status')).toContainText('Waiting for Bo.');
  // It comes back on the same port and data.
  running = await start(port);
  for (const page of [ada, bo]) {
    await expect(page.locator('carto-game').getByText('The game server cannot be reached')).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('carto-game').getByText('Connection lost: reconnecting…')).toBeHidden({ timeout: 30_000 });
  }
  // Bo's move arrived: the phase closed, and the spectator sees both seats' drawings.
  await expect(watching.locator('.watch-status')).toContainText('turn 3', { timeout: 30_000 });
  for (const map of await watching.locator('carto-map').all()) {
    await expect(map.getByRole('gridcell', { name: /, (forest|village|farm|water)/ })).not.toHaveCount(0);
  }

  // Turn 3, after the restart: the ambush. Each draws the monster on the other's map.
  const adaSentence = await nextTask(ada);
  const boSentence = await nextTask(bo);
  expect(adaSentence).toMatch(/^Ambush! Draw the monster of .+ on Bo's map\.$/);
  expect(boSentence).toMatch(/^Ambush! Draw the monster of .+ on Ada's map\.$/);
  expect(await monsters(ada)).toBe(0);
  await placeByMouse(ada);
  await placeByMouse(bo);
  // Back on their own maps, each finds the monster the other drew.
  await expect(ada.locator('#map-title')).toHaveText("Ada's map", { timeout: 30_000 });
  await expect(bo.locator('#map-title')).toHaveText("Bo's map", { timeout: 30_000 });
  await expect.poll(() => monsters(ada)).toBeGreaterThan(0);
  await expect.poll(() => monsters(bo)).toBeGreaterThan(0);
  // The spectator, who was never told a seat's secrets, sees the monsters too.
  await expect(watching.getByRole('gridcell', { name: /, monster/ })).not.toHaveCount(0, { timeout: 30_000 });

  expect(host.errors).toEqual([]);
  expect(guest.errors).toEqual([]);
  expect(spectator.errors).toEqual([]);
});
