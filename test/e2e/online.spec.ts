/**
 * Online play end to end: the real server (web/server/main.ts, embedded PGlite in a temporary data
 * directory) on a free port, a 2-player table created and joined over HTTP, and two browser
 * contexts (two devices) each playing its seat through <carto-game server table seat-token> on
 * the demo page, from another origin than the server's. They play through an ambush (each draws
 * a monster on the other's map), and one of them reloads in the middle and resumes.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ServerChild } from '../../tools/scripts/load/server-process.ts';
import { type ServerProcesses, serverProcesses } from './server-process.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placeByMouse } from './helpers.ts';

// One server for the file's tests (beforeAll): they run in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 300_000 });

// With this seed the ambush comes on the third card: each player draws twice first
// (the deck's order depends only on the seed, not on where shapes are drawn).
const SEED = 'online-e2e-8';

let running: ServerChild | undefined;
let dataDir = '';
let server = '';
let processes: ServerProcesses | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carto-e2e-'));
  processes = await serverProcesses();
  running = await processes.start({ CARTO_DATA_DIR: dataDir, DATABASE_URL: '' });
  server = running.url;
});

test.afterAll(async () => {
  await running?.stop();
  processes?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`${server}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  expect(res.ok, JSON.stringify(json)).toBe(true);
  return json;
}

async function seatPage(browser: Browser, table: string, token: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const q = new URLSearchParams({ server, table, 'seat-token': token });
  await page.goto(`/?${q}`);
  return { page, errors };
}

const task = (page: Page) => page.locator('carto-game .task');

/** Waits until the seat has something to do (its own task sentence, not "Waiting for ..."); returns it. */
async function nextTask(page: Page): Promise<string> {
  await expect(task(page)).toHaveText(/^(Draw |Ambush!)/, { timeout: 30_000 });
  return (await task(page).textContent()) ?? '';
}

const monsters = (page: Page) =>
  page
    .locator('carto-map[interactive]')
    .getByRole('gridcell', { name: /, monster/ })
    .count();

test('two devices play a server table through an ambush, one reloading in the middle', async ({ browser }) => {
  const created = await post('/tables', { name: 'Ada', setup: { seats: 2, packs: ['base'], ambushPlacement: 'neighbour', seed: SEED } });
  const id: string = created.table.id;
  const joined = await post(`/tables/${id}/seats`, { invite: created.invite, name: 'Bo' });
  await post(`/tables/${id}/start`, {}, created.token);

  const ada = await seatPage(browser, id, created.token);
  const bo = await seatPage(browser, id, joined.token);

  // Both see their own map and whom the table waits for, by name; no hand-over screen online.
  await expect(ada.page.locator('#map-title')).toHaveText("Ada's map");
  await expect(bo.page.locator('#map-title')).toHaveText("Bo's map");
  await expect(ada.page.locator('carto-game .barrier')).toHaveText('Waiting for Ada and Bo.');
  await expect(ada.page.getByRole('heading', { name: /Pass the device/ })).toHaveCount(0);

  // Turn 1: Ada draws first; Bo's page then shows the table waiting only for Bo.
  await nextTask(ada.page);
  await placeByMouse(ada.page);
  await expect(task(ada.page)).toHaveText('Waiting for Bo.');
  await expect(bo.page.locator('carto-game .barrier')).toHaveText('Waiting for Bo.');
  await nextTask(bo.page);
  await placeByMouse(bo.page);

  // Turn 2: Ada draws, then Bo reloads before his move and finds the game where it is.
  await nextTask(ada.page);
  await placeByMouse(ada.page);
  await expect(task(ada.page)).toHaveText('Waiting for Bo.');
  const boFilledBefore = await bo.page
    .locator('carto-map[interactive]')
    .getByRole('gridcell', { name: /, (forest|village|farm|water)/ })
    .count();
  expect(boFilledBefore).toBeGreaterThan(0);
  await bo.page.reload();
  await nextTask(bo.page);
  await expect(bo.page.locator('carto-map[interactive]').getByRole('gridcell', { name: /, (forest|village|farm|water)/ })).toHaveCount(boFilledBefore);
  await expect(bo.page.locator('carto-game .barrier')).toHaveText('Waiting for Bo.');
  await placeByMouse(bo.page);

  // Turn 3: the ambush. Each draws the monster on the other's map, at the same time.
  const adaSentence = await nextTask(ada.page);
  const boSentence = await nextTask(bo.page);
  expect(adaSentence).toMatch(/^Ambush! Draw the monster of .+ on Bo's map\.$/);
  expect(boSentence).toMatch(/^Ambush! Draw the monster of .+ on Ada's map\.$/);
  await expect(ada.page.locator('#map-title')).toContainText("Bo's map");
  await expect(ada.page.locator('#map-title')).toContainText('drawn by Ada');
  expect(await monsters(ada.page)).toBe(0);
  await placeByMouse(ada.page);
  await placeByMouse(bo.page);

  // Back on their own maps, each finds the monster the other drew.
  await nextTask(ada.page);
  await nextTask(bo.page);
  await expect(ada.page.locator('#map-title')).toHaveText("Ada's map");
  await expect(bo.page.locator('#map-title')).toHaveText("Bo's map");
  expect(await monsters(ada.page)).toBeGreaterThan(0);
  expect(await monsters(bo.page)).toBeGreaterThan(0);

  // The server agrees: its log holds both monster drawings, each applied once.
  const res = await fetch(`${server}/tables/${id}`, { headers: { authorization: `Bearer ${created.token}` } });
  const body = await res.json();
  const monsterActions = body.view.log.filter((e: { action: { type: string } }) => e.action.type === 'monster');
  expect(monsterActions.map((e: { player: number }) => e.player).sort()).toEqual([0, 1]);

  expect(ada.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});
