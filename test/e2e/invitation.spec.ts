/**
 * An invite link opened on the online tables page (lobby.html): before the guest gives a name, the
 * page shows who invites, the seats taken, the game and its time control, read from the server
 * (in this process, PGlite in a temporary directory) with the invite; on a phone and a desktop.
 * Then the spectator's link of the started table: the card in play and the edicts with their texts.
 */
import { expect as baseExpect, test } from '@playwright/test';

// Each step waits on the server (PGlite on this shared machine): patient waits, not the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../../web/server/server.ts';

// One server for the file's tests (beforeAll): they run in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 300_000 });

let running: RunningServer | undefined;
let dataDir = '';

test.beforeAll(async () => {
  // PGlite's first start runs initdb: a few seconds alone, minutes on a machine shared at a load of 30+.
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carto-e2e-invite-'));
  // Imported here, not at the top: Playwright loads every spec file to list the tests (and each worker
  // the files it runs), and the server's modules cost about 2.5 s of CPU in each process that loads them.
  const { startServer } = await import('../../web/server/server.ts');
  running = await startServer({ dataDir, port: 0 });
});

test.afterAll(async () => {
  await running?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the invite page shows the host, the seats, the game and the time control before joining', async ({ browser }) => {
  const server = running!.url;
  const post = async (path: string, body: unknown) =>
    (await fetch(`${server}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const made = await post('/tables', { name: 'Ada', setup: { seats: 3, packs: ['base', 'heroes'], turnSeconds: 86400 } });
  await post(`/tables/${made.table.id}/seats`, { invite: made.invite, name: 'Bo' });
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`/lobby.html?server=${encodeURIComponent(server)}#join=${made.table.id}.${made.invite}`);
    const lobby = page.locator('carto-lobby');
    await expect(lobby.getByRole('heading', { name: 'Join a table' })).toBeVisible();
    await expect(lobby.getByText('Ada invites you to their table.')).toBeVisible();
    await expect(lobby.locator('dl.invitation')).toHaveText(/Seats\s*2 of 3 taken: Ada and Bo\s*Game\s*base \+ heroes\s*Time for each turn\s*1 day/);
    await expect(lobby.getByLabel('Your name')).toBeVisible();
    await page.screenshot({ path: `test-results/shots/invitation-${label}.png` });
    await context.close();
  }
});

test('the spectator sees the card in play and the edicts with their texts', async ({ browser }) => {
  const server = running!.url;
  const post = async (path: string, body: unknown, token?: string) =>
    (
      await fetch(`${server}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      })
    ).json();
  const made = await post('/tables', { name: 'Ada', setup: { seats: 2, packs: ['base'] } });
  await post(`/tables/${made.table.id}/seats`, { invite: made.invite, name: 'Bo' });
  await post(`/tables/${made.table.id}/start`, {}, made.token);
  const game = running!.service.peek(made.table.id) ?? (await running!.service.current(made.table.id));
  const card = game.game!.cards[game.game!.card!]!;
  const edicts = Object.values(game.game!.edicts).map((e) => e.name);
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`/lobby.html?server=${encodeURIComponent(server)}#watch=${made.table.id}.${made.spectator}`);
    const lobby = page.locator('carto-lobby');
    await expect(lobby.getByRole('heading', { name: "Watching Ada's table" })).toBeVisible();
    await expect(lobby.getByText('The card in play')).toBeVisible();
    await expect(lobby.locator('.watch-card carto-card')).toContainText(card.name);
    const edictList = lobby.locator('.watch-edicts dt');
    await expect(edictList).toHaveCount(4);
    for (const [i, name] of edicts.entries()) await expect(edictList.nth(i)).toContainText(name);
    await expect(lobby.locator('.watch-edicts dd').first()).not.toBeEmpty();
    await page.screenshot({ path: `test-results/shots/spectator-${label}.png`, fullPage: true });
    await context.close();
  }
});
