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
 * what went wrong; `switchStory` arms it again for the next story of the same page (and then a
 * finished render of another story, such as the one a change of globals re-renders on its way
 * out, is not taken for it). Call once per page, before the first `loadStory`.
 */
export async function watchStoryResults(page: Page): Promise<void> {
  // A string, not a function: tsx's transform would add helpers (__name) that the page lacks.
  await page.addInitScript(`
    window.__storyArm = (id) => {
      window.__storyExpected = id ?? null;
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
        c.on('storyFinished', (e) => {
          if (window.__storyExpected && e?.storyId && e.storyId !== window.__storyExpected) return;
          window.__storyResolve(e.status === 'error' ? 'error: ' + JSON.stringify(e.reporters ?? e) : 'ok');
        });
        for (const ev of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'])
          c.on(ev, (e) => window.__storyResolve(ev + ': ' + (e?.message ?? e?.description ?? JSON.stringify(e))));
      },
    });
  `);
}

/** How long to wait for a story, and what the page does besides in the same call (one round trip). */
export interface ShowOptions {
  /** how long to wait for the story's outcome (15 s) */
  readonly timeoutMs?: number;
  /** a script the page runs first (not for a page load, which runs its init scripts) */
  readonly before?: string;
  /** an expression the page awaits once the story finished well: its value is the outcome's `after` */
  readonly after?: string;
}

export interface Outcome {
  /** 'ok', what went wrong, or 'timeout' */
  readonly result: string;
  /** the value of ShowOptions.after, once the story finished well */
  readonly after?: unknown;
}

/** Runs `start` in the page and waits there for the story's outcome (then `after`), or 'timeout'. */
async function storyOutcome(page: Page, options: ShowOptions, start = ''): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve({ result: 'timeout' }), options.timeoutMs ?? 15_000)));
  const script = `(async () => {
    ${start}
    const result = await (window.__storyResult ?? 'no story channel');
    return { result, after: result === 'ok' ? ${options.after ? `await (${options.after})` : 'undefined'} : undefined };
  })()`;
  try {
    return await Promise.race([page.evaluate(script) as Promise<Outcome>, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads a story (with Storybook globals such as `{ theme: 'night' }`) and waits until it has
 * rendered and its play function has finished.
 */
export async function loadStory(page: Page, base: string, id: string, options: ShowOptions & { globals?: Record<string, string> } = {}): Promise<Outcome> {
  const globals = Object.entries(options.globals ?? {})
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${globals ? `&globals=${encodeURIComponent(globals)}` : ''}`);
  return storyOutcome(page, options);
}

/**
 * Emits an event for a story on the page's Storybook channel (after the globals' change, when
 * there is one) and waits as `loadStory` does.
 */
function showInPage(page: Page, event: string, id: string, options: ShowOptions & { globals?: Record<string, string> }): Promise<Outcome> {
  const channel = 'window.__STORYBOOK_ADDONS_CHANNEL__';
  return storyOutcome(
    page,
    options,
    `${options.before ?? ''};
    window.__storyArm(${JSON.stringify(id)});
    ${options.globals ? `${channel}.emit('updateGlobals', { globals: ${JSON.stringify(options.globals)} });` : ''}
    ${channel}.emit(${JSON.stringify(event)}, { storyId: ${JSON.stringify(id)}, viewMode: 'story' });`,
  );
}

/**
 * Shows another story in a page that `loadStory` opened, the way Storybook's own manager does (its
 * channel's setCurrentStory: the story before is unmounted, the new one rendered and played, with
 * the page's globals, or with `globals` changed first as its toolbar does), and waits as `loadStory`
 * does. No page load: the preview and its modules stay.
 */
export function switchStory(page: Page, id: string, options: ShowOptions & { globals?: Record<string, string> } = {}): Promise<Outcome> {
  return showInPage(page, 'setCurrentStory', id, options);
}

/**
 * Renders the story the page shows once more, as Storybook's Remount button does (its channel's
 * forceRemount: the story unmounted, rendered and played again), and waits as `loadStory` does.
 */
export function remountStory(page: Page, id: string, options: ShowOptions = {}): Promise<Outcome> {
  return showInPage(page, 'forceRemount', id, options);
}
