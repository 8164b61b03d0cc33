/**
 * Two portals' worth of online play (issue 32), end to end: the example portal of docs/PROTOCOL.md
 * (its code block, run with node from a fresh folder) signs in Ada and Bo and serves each a page
 * with <carto-lobby portal-token>; the reference server (a real process, PGlite) trusts the portal's
 * claims and sends its webhooks to the portal. Ada (desktop) creates a table with a one-minute time
 * control; Bo (a phone's width) takes his seat from the invite without typing a name; both see the
 * clock count down; Ada moves, Bo does not and is shown late on both screens, Ada skips him from
 * inside the game and he reads that he was skipped. Then the portal's receiver goes down while the
 * game is played to its end through the API with the portal's claims; both pages hear the game's
 * events; back up, the receiver gets what it missed (turns owed, game over), and no webhook twice.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerChild } from '../../tools/scripts/load/server-process.ts';
import { examplePortal } from '../helpers/example-portal.ts';
import { placeByMouse } from './helpers.ts';
import { type ServerProcesses, serverProcesses } from './server-process.ts';

// One server for the file's tests (beforeAll): they run in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 600_000 });

/**
 * How long a page may take to show what the server has said. This test is queued first, so its pages
 * load while the other workers start their browsers and the server tests start theirs (CI: a load of
 * 16 on 2 cores); one of its page waits passed the 15 s of the others there. What it waits for still
 * has to come: a page that never shows it fails, a minute later.
 */
const PAGE = { timeout: 60_000 };

const SECRET = 'portal-e2e-secret';
const PAGES = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;

let server: ServerChild | undefined;
let processes: ServerProcesses | undefined;
let portal: ChildProcess | undefined;
let dataDir = '';
let portalDir = '';
/** every line the portal printed, over all its runs */
const portalOut: string[] = [];

async function startPortal(script: string): Promise<void> {
  const child = spawn(process.execPath, ['portal.mjs'], {
    cwd: portalDir,
    env: { ...process.env, CARTO_SERVER: server!.url, CARTO_PORTAL_SECRET: SECRET, CARTO_SCRIPT: script, PORT: String(PORTAL_PORT) },
  });
  let partial = '';
  child.stdout!.on('data', (c: Buffer) => {
    const lines = (partial + c.toString()).split('\n');
    partial = lines.pop()!;
    portalOut.push(...lines);
  });
  portal = child;
  await expect.poll(() => portalOut.some((l) => l.startsWith('portal on')) && child.exitCode === null).toBe(true);
}

async function stopPortal(): Promise<void> {
  const child = portal;
  portal = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.on('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The script of the built lobby page: it registers every element (a portal would host carto.js). */
async function elementsScript(): Promise<string> {
  const html = await (await fetch(`${PAGES}/lobby.html`)).text();
  const src = /<script type="module" crossorigin src="\.?(\/assets\/lobby-[\w-]+\.js)">/.exec(html)?.[1];
  if (!src) throw new Error('the built lobby page has no script');
  return `${PAGES}${src}`;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carto-e2e-portal-data-'));
  portalDir = mkdtempSync(join(tmpdir(), 'carto-e2e-portal-'));
  writeFileSync(join(portalDir, 'portal.mjs'), examplePortal());
  // From a bundle of the server, not through tsx (server-process.ts: the same sources, less CPU to start).
  processes = await serverProcesses();
  server = await processes.start({ CARTO_DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', CARTO_PORTAL_SECRET: SECRET, CARTO_WEBHOOK_URL: `${PORTAL}/webhook` });
});

test.afterAll(async () => {
  await stopPortal();
  await server?.stop();
  processes?.remove();
  for (const dir of [dataDir, portalDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signedIn(
  browser: Browser,
  user: string,
  viewport: { width: number; height: number },
  hash = '',
): Promise<{ page: Page; heard: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const heard: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => heard.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${PORTAL}/?user=${user}${hash}`);
  return { page, heard, errors };
}

const lobby = (page: Page) => page.locator('carto-lobby');
const clock = (page: Page, seat: number) => page.locator(`.clocks [data-seat="${seat}"]`);
const webhooks = () =>
  portalOut
    .filter((l) => l.startsWith('webhook '))
    .map((l) => {
      const [, type, id] = l.split(' ');
      return { type: type!, id: id!, line: l };
    });

test('a portal signs in two players who create, join and play a timed table; its page hears the game and its receiver gets every webhook once, through an outage', async ({
  browser,
}) => {
  await startPortal(await elementsScript());
  const ada = await signedIn(browser, 'ada', { width: 1280, height: 800 });
  await expect(lobby(ada.page).getByText('Signed in as Ada.')).toBeVisible(PAGE);

  // Ada creates a two-seat table with one minute per move.
  await lobby(ada.page).getByRole('button', { name: 'Create a table' }).click();
  await lobby(ada.page).getByLabel('Time for each turn').selectOption({ label: '1 minute' });
  const setup = lobby(ada.page).locator('carto-setup');
  await setup.getByLabel('How many').selectOption('2');
  await setup.getByRole('button', { name: 'Start the game' }).click();
  await expect(lobby(ada.page).getByRole('heading', { name: "Ada's table" })).toBeVisible(PAGE);
  const invite = await lobby(ada.page).getByLabel('Invite link').inputValue();
  // The link carries Ada's page; ?user= stands for the portal's session, so Bo opens it as himself.
  const hash = new URL(invite).hash;
  expect(hash).toMatch(/^#join=[\w-]+\.[\w-]+$/);

  // Bo, on a phone's width, takes his seat as the portal's user: no name to type.
  const bo = await signedIn(browser, 'bo', { width: 390, height: 844 }, hash);
  await expect(lobby(bo.page).getByRole('button', { name: 'Take a seat as Bo' })).toBeVisible(PAGE);
  await expect(lobby(bo.page).locator('input[name="name"]')).toHaveCount(0);
  await lobby(bo.page).getByRole('button', { name: 'Take a seat as Bo' }).click();
  await expect(lobby(bo.page).getByRole('list', { name: 'Seats' })).toContainText('Bo (you)', PAGE);
  await expect(lobby(ada.page).getByRole('list', { name: 'Seats' })).toContainText('Bo', PAGE);
  await lobby(ada.page).getByRole('button', { name: 'Start the game' }).click();
  await lobby(ada.page).getByRole('button', { name: 'Play' }).click();
  await lobby(bo.page).getByRole('button', { name: 'Play' }).click();
  // Each seat's own map; or, when the server's deal (its seed is the server's alone, so random here)
  // opens with an ambush (about 1 deal in 14), the neighbour's map the seat draws the monster on.
  await expect(ada.page.locator('#map-title')).toHaveText(/^(Ada's map|Bo's map \(drawn by Ada\))$/, PAGE);
  await expect(bo.page.locator('#map-title')).toHaveText(/^(Bo's map|Ada's map \(drawn by Bo\))$/, PAGE);
  const table = new URL(ada.page.url()).hash.replace('#play=', '');
  expect(table).toMatch(/^[\w-]+$/);

  // Both clocks count down; both seats owe a move.
  for (const p of [ada.page, bo.page]) {
    await expect(p.locator('.clocks .time-left')).toHaveText(/^Time left for this move: 0:[0-5]\d$/, PAGE);
    await expect(clock(p, 1)).toContainText('to play', PAGE);
  }
  const before = await bo.page.locator('.clocks .time-left').textContent();
  await expect(bo.page.locator('.clocks .time-left')).not.toHaveText(before!, PAGE);
  // Ada moves; Bo does not. The portal's page heard the start and Ada's turn.
  await placeByMouse(ada.page);
  await expect(clock(ada.page, 0)).toContainText('done', PAGE);
  expect(ada.heard).toEqual(expect.arrayContaining(['carto-game-start', 'carto-turn']));

  // Once the minute is over Bo is late on both screens (no reload), and Ada skips him from the game.
  for (const p of [ada.page, bo.page]) await expect(clock(p, 1)).toContainText('late', { timeout: 90_000 });
  await ada.page.getByRole('button', { name: "Skip Bo's turn" }).click();
  await expect(bo.page.locator('.banner .skipped')).toHaveText(
    'You were skipped: your time was up, so the host played your turn for you with the first move the rules allow.',
    PAGE,
  );
  await bo.page.screenshot({ path: 'test-results/portal-skipped-phone.png' });
  await ada.page.screenshot({ path: 'test-results/portal-clocks-desktop.png' });

  // The portal's receiver goes down for the rest of the game.
  await expect.poll(() => webhooks().map((w) => w.type), { timeout: 30_000 }).toContain('seat.skipped');
  await stopPortal();

  // The rest of the game through the API, with the portal's claims (the pages follow it live).
  const claims = await Promise.all([ada.page, bo.page].map((p) => lobby(p).getAttribute('portal-token')));
  const api = async (path: string, claim: string, body?: unknown) => {
    const r = await fetch(`${server!.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${claim}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await r.json()) as any;
  };
  for (let guard = 0; guard < 400; guard++) {
    const state = await api(`/tables/${table}`, claims[0]!);
    if (state.table.status === 'finished') break;
    for (const seat of state.table.waitingFor as number[]) {
      const legal = await api(`/tables/${table}/legal`, claims[seat]!);
      if (legal.actions.length) await api(`/tables/${table}/actions`, claims[seat]!, { action: legal.actions[0] });
    }
  }
  const finished = await api(`/tables/${table}`, claims[0]!);
  expect(finished.table.status, 'the game played through the API is over on the server').toBe('finished');
  for (const p of [ada, bo]) {
    await expect(p.page.locator('#over-title'))
      .toHaveText('The game is over', { timeout: 150_000 })
      .catch(async (e: Error) => {
        // What the page shows instead (its connection line, its screen) says why, in CI's log.
        const shown = (
          await p.page
            .locator('body')
            .ariaSnapshot()
            .catch(() => '(no snapshot)')
        ).slice(0, 1500);
        throw new Error(`${e.message}\n${p === ada ? 'Ada' : 'Bo'}'s page shows:\n${shown}`);
      });
    await expect.poll(() => p.heard).toEqual(expect.arrayContaining(['carto-game-start', 'carto-season-end', 'carto-game-over']));
  }

  // The receiver is back: what failed meanwhile is delivered, and nothing twice.
  const deliveredBefore = webhooks().length;
  await startPortal(await elementsScript());
  // Each failed delivery waits longer than the one before (2 s, 4 s, 8 s ...): the oldest come last.
  await expect
    .poll(
      () =>
        webhooks()
          .slice(deliveredBefore)
          .map((w) => w.type),
      { timeout: 150_000 },
    )
    .toEqual(expect.arrayContaining(['turn.owed', 'game.over']));
  const all = webhooks();
  expect(new Set(all.map((w) => w.id)).size).toBe(all.length);
  expect(all.map((w) => w.type)).toEqual(expect.arrayContaining(['table.created', 'seat.joined', 'table.started', 'turn.owed', 'seat.late', 'seat.skipped']));
  const over = all.find((w) => w.type === 'game.over')!.line;
  expect(over).toContain('"user":"ada"');
  expect(over).toContain('"user":"bo"');
  expect(over).toContain(`/tables/${table}/log`);
  expect(all.some((w) => w.type === 'turn.owed' && w.line.includes('"user":"bo"') && /"deadline":"\d{4}-/.test(w.line))).toBe(true);

  expect(ada.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});
