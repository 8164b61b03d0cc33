import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from '../tools/scripts/chromium.mjs';

// End-to-end tests run against the built demo pages (npm run build), served by `vite preview`.
// E2E_PORT moves the preview server (two checkouts testing at once on one machine).
const port = Number(process.env.E2E_PORT ?? 4173);
// Playwright takes paths from this file's folder (test/); the reports and the server's folder are the repository's.
const root = resolve(import.meta.dirname, '..');
/** The spec that waits on a game's one-minute clock and on webhook retries (about 77 s, little CPU). */
const WAITS = /\/portal\.spec\.ts$/;
/** The specs of the next longest tests (whole games: 10 to 30 s each), queued before the short ones. */
const LONG = /\/(table-loop|lobby|daily|dealt-daily|designer-card-text|languages|computer)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: resolve(root, 'test-results'),
  // Tests, not files, are shared out to the workers: table-loop.spec.ts alone plays six whole games,
  // one after another when a file was one worker's. A file whose tests share one server (beforeAll)
  // keeps them in order in one worker (mode: 'default').
  fullyParallel: true,
  // One worker more than processors: the longest test (portal.spec.ts, a minute's clock and webhook
  // retries) and the ones that start a game server mostly wait, and the other workers compute meanwhile.
  workers: availableParallelism() + 1,
  // A test's limit (Playwright's default is 30 s): six short tests passed 30 s at a load average of 37
  // on 2 cores (a reload, a second tab). A hang still fails, after 90 s; whole games set their own.
  timeout: 90_000,
  // An expectation's retries (default 5 s), for the same reason: what it waits for still has to come.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: resolve(root, '.test-reports/e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The tests read English: the browser's language is set, not taken from the machine's LANG.
    locale: 'en-US',
    // One browser context per worker, reset between tests (Playwright clears the cookies, cache,
    // local and session storage and IndexedDB of the origins visited, closes extra pages, removes
    // routes and init scripts, and sets the viewport again), instead of a new one per test: a new
    // context and page cost about 1.3 s of CPU to open the demo page (a renderer started, every
    // script compiled again), the reset one 0.55 s (12 tests, back to back, twice). The whole stage:
    // about 7% less CPU (three pairs, docs/TESTING.md). A test that needs its own clock, time zone,
    // permissions or a second device opens its own context (browser.newContext()), as before; a
    // test.use() of hasTouch or isMobile gets a fresh context of its own.
    reuseContext: true,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  // The same browser in each: a project listed first is queued first, so the test that waits longest
  // starts at once and the short tests come last, instead of a whole game holding the stage's end.
  projects: [
    { name: 'waits', testMatch: WAITS, use: { ...devices['Desktop Chrome'] } },
    { name: 'long', testMatch: LONG, use: { ...devices['Desktop Chrome'] } },
    { name: 'desktop', testIgnore: [WAITS, LONG], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: `npx vite preview --config tools/vite.config.ts --mode page --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    cwd: root,
    reuseExistingServer: !process.env.CI,
  },
});
