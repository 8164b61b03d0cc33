/**
 * Sharing and embedding end to end: the reference server (PGlite, the built site given to it) on
 * its own port; an embed iframe in a page of yet another origin (127.0.0.1 on a second port) that
 * sizes itself from the embed's height messages; the oEmbed JSON a replay page's discovery link
 * points at, checked against the oEmbed spec; and a daily result sent to the leaderboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServerChild } from '../../tools/scripts/load/server-process.ts';
import { type ServerProcesses, serverProcesses } from './server-process.ts';
import { dailyGame } from '../../src/game/daily.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { replayCode } from '../../src/game/link.ts';
import { toSaved } from '../../src/game/replay.ts';
import { dailySetup, dailyStorageKey } from '../../machines/table/daily.ts';
import { SAVE_FORMAT } from '../../machines/table/storage.ts';
import { oembedProblems } from '../support/oembed-spec.ts';

// One server for the file's tests (beforeAll): they run in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 180_000 });

let running: ServerChild | undefined;
let host: Server | undefined;
let hostUrl = '';
let dataDir = '';
let server = '';
let hostPage = '';
let processes: ServerProcesses | undefined;

const over = playRandomly(dailyGame('2026-11-20', 'heroes').state, { seed: 11 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carto-e2e-share-'));
  // oEmbed describes only the configured base, so the server's address is known before it starts:
  // the port after the preview's (E2E_PORT), in this checkout's own range.
  const port = Number(process.env.E2E_PORT ?? 4173) + 2; // +1 is the example portal's (portal.spec.ts): the two may run at once
  processes = await serverProcesses();
  running = await processes.start({
    CARTO_DATA_DIR: dataDir,
    DATABASE_URL: '',
    CARTO_SITE_DIR: resolve('dist-page'),
    PORT: String(port),
    CARTO_EMBED_URL: `http://127.0.0.1:${port}/embed/`,
    // The server's today, whatever the machine's date: the leaderboard refuses a day after it.
    CARTO_START_TIME: '2026-11-21T12:00:00Z',
  });
  server = running.url;
  // A blog on another origin: it only frames the embed and sizes it from its messages.
  host = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage));
  await new Promise<void>((r) => host!.listen(0, '127.0.0.1', () => r()));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await running?.stop();
  processes?.remove();
  await new Promise((r) => host?.close(r));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function frameHeights(page: Page) {
  const frame = page.frameLocator('#embed');
  await expect(frame.locator('carto-replay').getByRole('heading', { name: 'The deal' })).toBeVisible();
  // The iframe follows the page inside it: its height is the embedded document's height.
  await expect
    .poll(async () => {
      const outer = await page.locator('#embed').evaluate((f) => Math.round(f.getBoundingClientRect().height));
      const inner = await frame.locator('html').evaluate((h) => Math.ceil(h.getBoundingClientRect().height));
      return outer === inner && inner > 300 ? inner : -1;
    })
    .toBeGreaterThan(300);
  return {
    outer: await page.locator('#embed').evaluate((f) => Math.round(f.getBoundingClientRect().height)),
    overflow: await frame.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth),
  };
}

test('an embed iframe inside a page on another origin sizes itself, from 800 px down to 280 px', async ({ page, baseURL }) => {
  const embed = `${baseURL}/embed/replay.html?replay=${await replayCode(over)}`;
  hostPage = `<!doctype html><html><body style="margin:0">
    <p>My blog post about a game.</p>
    <div id="wrap" style="width:800px"><iframe id="embed" src="${embed}" title="A replay" style="width:100%;border:0" height="150"></iframe></div>
    <script>
      addEventListener('message', (e) => {
        if (e.data && e.data.type === 'carto-embed:height')
          for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === e.source) f.style.height = e.data.height + 'px';
      });
    </script></body></html>`;
  await page.goto(hostUrl);
  expect(new URL(hostUrl).origin).not.toBe(new URL(baseURL!).origin);
  const wide = await frameHeights(page);
  expect(wide.overflow).toBeLessThanOrEqual(0);
  await page.locator('#wrap').evaluate((w) => (w.style.width = '280px'));
  // Narrower, taller: the map and panels stack.
  await expect.poll(async () => (await frameHeights(page)).outer).toBeGreaterThan(wide.outer);
  const narrow = await frameHeights(page);
  expect(narrow.overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/shots/embed-280.png', fullPage: true });
});

test("a replay page's oEmbed discovery link gives JSON that validates against the oEmbed spec, and its iframe plays", async ({ page }) => {
  const embed = `${server}/embed/replay.html?replay=${await replayCode(over)}&step=3`;
  const html = await (await fetch(embed)).text();
  const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBe(`${server}/oembed?url=${encodeURIComponent(embed)}&format=json`);
  const res = await fetch(`${href}&maxwidth=600`);
  expect(res.headers.get('content-type')).toContain('application/json');
  const json = await res.json();
  expect(oembedProblems(json, 600)).toEqual([]);
  expect(json.type).toBe('rich');
  // What a platform does with it: put its html in a post, on its own origin.
  hostPage = `<!doctype html><html><body>${json.html}</body></html>`;
  await page.goto(hostUrl);
  const replay = page.frameLocator('iframe').locator('carto-replay');
  await expect(replay.getByText('Step 3 of')).toBeVisible();
});

test('a daily result goes to the leaderboard, which shows the rank; axe finds nothing', async ({ page }) => {
  const date = '2026-11-20';
  const { deal } = dailyGame(date, 'heroes');
  const save = { format: SAVE_FORMAT, setup: dailySetup(deal), game: toSaved(over) };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [dailyStorageKey('carto-live-game', deal), JSON.stringify(save)] as const);
  await page.goto(`/?daily=${date}&mode=heroes&server=${encodeURIComponent(server)}`);
  const board = page.locator('carto-leaderboard');
  // The day is written out in the page's language (Intl), as the result screen writes it.
  await expect(board.getByRole('heading', { name: 'Leaderboard of November 20, 2026' })).toBeVisible();
  await expect(board.getByText('No results yet: be the first.')).toBeVisible();
  // The server's clock is the one given to it, not the machine's: the 22nd has not begun there.
  const tomorrow = await (await fetch(`${server}/daily/2026-11-22/heroes/leaderboard`)).json();
  expect(tomorrow.error.message).toContain('today is 2026-11-21, UTC');
  await board.getByLabel('Your name').fill('Ada');
  await board.getByRole('button', { name: 'Send my result' }).click();
  await expect(board.getByText('You are ranked 1 of 1.')).toBeVisible();
  await expect(board.getByRole('row', { name: `1 Ada ${over.result!.solo!.score}` })).toBeVisible();
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (n: unknown) => Promise<{ violations: { id: string }[] }> } }).axe;
    const el = document.querySelector('carto-game')!.shadowRoot!.querySelector('carto-result')!;
    return (await axe.run(el)).violations.map((v) => v.id);
  });
  expect(violations).toEqual([]);
  await page.locator('carto-result').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/shots/leaderboard.png' });
});
