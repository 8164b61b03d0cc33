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
 * what went wrong. Call once per page, before the first `openStory`.
 */
export async function watchStoryResults(page: Page): Promise<void> {
  // A string, not a function: tsx's transform would add helpers (__name) that the page lacks.
  await page.addInitScript(`
    window.__storyResult = new Promise((resolve) => {
      let channel;
      // The preview creates its channel by assigning this global: trap the assignment to listen early.
      Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set: (c) => {
          channel = c;
          c.on('storyFinished', (e) => resolve(e.status === 'error' ? 'error: ' + JSON.stringify(e.reporters ?? e) : 'ok'));
          for (const ev of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'])
            c.on(ev, (e) => resolve(ev + ': ' + (e?.message ?? e?.description ?? JSON.stringify(e))));
        },
      });
    });
  `);
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
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? 15_000)));
  try {
    return await Promise.race([page.evaluate('window.__storyResult ?? "no story channel"') as Promise<string>, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
