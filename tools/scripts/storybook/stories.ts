// Opening one story of a static Storybook build in a Playwright page and learning whether it
// rendered: Storybook's channel reports `storyFinished` (after the play function) or an error.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export interface StoryEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly importPath: string;
}

/** The stories of a build (docs entries left out), in index order; throws a how-to when it is not built. */
export function storyEntries(staticDir: string): StoryEntry[] {
  const file = join(staticDir, 'index.json');
  if (!existsSync(file)) throw new Error(`${file} not found: run npm run build-storybook first.`);
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry & { type: string }> };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

/**
 * Makes every page load of `page` record its story's outcome in `window.__storyResult`: 'ok', or
 * what went wrong; `switchStory` arms it again for the next story of the same page. Call once per
 * page, before the first `openStory`.
 */
export async function watchStoryResults(page: Page): Promise<void> {
  // A string, not a function: tsx's transform would add helpers (__name) that the page lacks.
  await page.addInitScript(`
    window.__storyArm = () => {
      window.__storyResult = new Promise((resolve) => (window.__storyResolve = resolve));
    };
    window.__storyArm();
    let channel;
    // The preview creates its channel by assigning this global: trap the assignment to listen early.
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (c) => {
        channel = c;
        c.on('storyFinished', (e) => window.__storyResolve(e.status === 'error' ? 'error: ' + JSON.stringify(e.reporters ?? e) : 'ok'));
        for (const ev of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'])
          c.on(ev, (e) => window.__storyResolve(ev + ': ' + (e?.message ?? e?.description ?? JSON.stringify(e))));
      },
    });
  `);
}

/** Waits for the page's story outcome, or 'timeout'. */
async function storyOutcome(page: Page, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    return await Promise.race([page.evaluate('window.__storyResult ?? "no story channel"') as Promise<string>, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens a story (with Storybook globals such as `{ theme: 'night' }`) and waits until it has
 * rendered and its play function has finished: 'ok', or what went wrong, or 'timeout'.
 */
export async function openStory(page: Page, base: string, id: string, options: { globals?: Record<string, string>; timeoutMs?: number } = {}): Promise<string> {
  const globals = Object.entries(options.globals ?? {})
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${globals ? `&globals=${encodeURIComponent(globals)}` : ''}`);
  return storyOutcome(page, options.timeoutMs ?? 15_000);
}

/** Emits an event on the page's Storybook channel for a story and waits as `openStory` does. */
async function showInPage(page: Page, event: string, id: string, timeoutMs: number): Promise<string> {
  await page.evaluate(`(() => {
    window.__storyArm();
    window.__STORYBOOK_ADDONS_CHANNEL__.emit(${JSON.stringify(event)}, { storyId: ${JSON.stringify(id)}, viewMode: 'story' });
  })()`);
  return storyOutcome(page, timeoutMs);
}

/**
 * Shows another story in a page that `openStory` opened, the way Storybook's own manager does (its
 * channel's setCurrentStory: the story before is unmounted, the new one rendered and played, with
 * the page's globals), and waits as `openStory` does. No page load: the preview and its modules stay.
 */
export function switchStory(page: Page, id: string, options: { timeoutMs?: number } = {}): Promise<string> {
  return showInPage(page, 'setCurrentStory', id, options.timeoutMs ?? 15_000);
}

/**
 * Renders the story the page shows once more, as Storybook's Remount button does (its channel's
 * forceRemount: the story unmounted, rendered and played again), and waits as `openStory` does.
 */
export function remountStory(page: Page, id: string, options: { timeoutMs?: number } = {}): Promise<string> {
  return showInPage(page, 'forceRemount', id, options.timeoutMs ?? 15_000);
}
