// Photographs stories of a static Storybook build the same way on every machine: Debian's Chromium
// (never a downloaded one), the fonts the project pins, sRGB, device scale factor 1, reduced motion,
// animations and transitions finished, the caret hidden, a fixed clock, seeded random numbers, empty
// storage. A screenshot counts once it matches its baseline (the caller's `accept`) or, failing that,
// once two in a row are identical: one render and one screenshot for an unchanged story, retakes
// only for a story that differs (a changed story, or a busy machine that painted late).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { serveStatic } from '../storybook/static-server.ts';
import { loadStory, type Outcome, remountStory, switchStory, watchStoryResults, type StoryEntry } from '../storybook/stories.ts';
import { FIXED_TIME, PATHS, shotName, type Variant } from './config.ts';

export interface Shot {
  readonly storyId: string;
  readonly variant: string;
  /** `<story id>@<variant>.png` */
  readonly file: string;
  readonly png: Buffer;
}

export interface CaptureResult {
  readonly shots: Shot[];
  /** stories that did not render (their error), by shot file name */
  readonly errors: { file: string; error: string }[];
  /**
   * Each story opened, and whether it rendered and its play function passed every time it was
   * opened: 'ok', or what went wrong the first time it did not. (The visual test counts it as that
   * story's test, which vitest's storybook project runs from the sources: npm run test:stories.)
   */
  readonly stories: { storyId: string; result: string }[];
  /** what it took: page loads, stories shown in a loaded page (switched to or remounted), screenshots */
  readonly work?: { loads: number; inPage: number; screenshots: number };
}

/** Chromium flags that take the machine's settings out of the pixels. */
const RENDER_ARGS = ['--force-color-profile=srgb', '--disable-lcd-text', '--font-render-hinting=none', '--hide-scrollbars'];

/** The version of the Chromium that takes the screenshots, e.g. "156.0.8078.79". */
export function chromiumVersion(): string {
  const out = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return /(\d+\.\d+\.\d+\.\d+)/.exec(out)?.[1] ?? out.trim();
}

/** The system font files fonts.conf lets Chromium use, and the Debian package of each. */
const PINNED_FONTS = [
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'fonts-dejavu-core'],
  ['/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf', 'fonts-noto-color-emoji'],
] as const;

/** Launches Chromium with the pinned fonts (its fontconfig sees only tools/scripts/visual/fonts.conf). */
export function launchForShots(): Promise<Browser> {
  // Without them every screenshot would differ from its baseline: say what to install instead.
  const missing = PINNED_FONTS.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length > 0) {
    throw new Error(`The visual test needs the fonts its baselines were taken with. Install them with:  sudo apt-get install -y ${missing.join(' ')}`);
  }
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, ...RENDER_ARGS],
    env: { ...process.env, FONTCONFIG_FILE: resolve(PATHS.fonts), TZ: 'UTC', LANG: 'en_GB.UTF-8' },
  });
}

// The page-side scripts are strings, not functions: tsx's transform would add helpers (__name) the page lacks.

/**
 * Before any script of each page runs: empty storage (so no story sees what another saved, whatever
 * the order), and Math.random and crypto's random numbers (game codes, tab ids) from seeded
 * generators (mulberry32), one for each so that neither's calls shift the other's numbers.
 */
const PAGE_START = `{
  try { localStorage.clear(); sessionStorage.clear(); } catch {}
  const seeded = (seed) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  Math.random = seeded(0x2f6b1c3d);
  const bytes = seeded(0x51ed270b);
  const fill = (array) => {
    const view = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < view.length; i++) view[i] = Math.floor(bytes() * 256);
    return array;
  };
  Object.defineProperty(Crypto.prototype, 'getRandomValues', { value: fill, configurable: true, writable: true });
  Object.defineProperty(Crypto.prototype, 'randomUUID', {
    value: () => {
      const b = fill(new Uint8Array(16));
      b[6] = (b[6] & 0x0f) | 0x40;
      b[8] = (b[8] & 0x3f) | 0x80;
      const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
      return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
    },
    configurable: true,
    writable: true,
  });
}`;

/** What the page shows once a story has settled: how tall it is, and the theme it rendered in. */
interface Settled {
  readonly height: number;
  readonly theme: string | null;
}

/**
 * Undoes the last screenshot's preparation (PREPARE), waits until fonts have loaded and two frames
 * have painted (Lit renders in microtasks after the story's own), then reads the page's height and
 * theme (one round trip, not three).
 */
const SETTLE = `(async () => {
  window.__shotRestore?.();
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  await document.fonts.ready;
  await frame();
  await frame();
  await document.fonts.ready;
  return { height: Math.ceil(document.documentElement.scrollHeight), theme: document.documentElement.dataset.cartoTheme ?? null };
})()`;

async function settle(page: Page): Promise<Settled> {
  return (await page.evaluate(SETTLE)) as Settled;
}

/**
 * Before a screenshot, what Playwright's own does with `animations: 'disabled'` and `caret: 'hide'`
 * (its inPagePrepareForScreenshots, in the document and every shadow root): finite animations and
 * transitions finished, infinite ones cancelled until after it (and any that starts meanwhile), the
 * caret of every input transparent; then fonts loaded. Returns the story root's box in the document.
 * RESTORE undoes it, as Playwright does after its screenshot, at the start of the page's next call
 * (SETTLE, or the next story shown in the page): a round trip less per screenshot.
 */
const PREPARE = `(() => {
  const roots = [];
  const collect = (root) => {
    roots.push(root);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    do {
      const node = walker.currentNode;
      if (node instanceof Element && node.shadowRoot) collect(node.shadowRoot);
    } while (walker.nextNode());
  };
  collect(document);
  const undo = [];
  const carets = new Map();
  for (const root of roots)
    root.querySelectorAll('input,textarea,[contenteditable]').forEach((e) => {
      carets.set(e, [e.style.getPropertyValue('caret-color'), e.style.getPropertyPriority('caret-color')]);
      e.style.setProperty('caret-color', 'transparent', 'important');
    });
  undo.push(() => { for (const [e, [value, priority]] of carets) e.style.setProperty('caret-color', value, priority); });
  const resume = new Set();
  const still = (root) => {
    for (const a of root.getAnimations()) {
      if (!a.effect || a.playbackRate === 0 || resume.has(a)) continue;
      if (Number.isFinite(a.effect.getComputedTiming().endTime)) { try { a.finish(); } catch {} }
      else { try { a.cancel(); resume.add(a); } catch {} }
    }
  };
  for (const root of roots) {
    const handler = () => still(root);
    handler();
    root.addEventListener('transitionrun', handler);
    root.addEventListener('animationstart', handler);
    undo.push(() => { root.removeEventListener('transitionrun', handler); root.removeEventListener('animationstart', handler); });
  }
  undo.push(() => { for (const a of resume) { try { a.play(); } catch {} } });
  window.__shotRestore = () => { for (const u of undo) u(); delete window.__shotRestore; };
  return document.fonts.ready.then(() => {
    const r = document.querySelector('#storybook-root').getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  });
})()`;
const RESTORE = 'window.__shotRestore?.()';

/**
 * A PNG of the story's root, the same pixels as Playwright's element screenshot (`animations:
 * 'disabled'`, `caret: 'hide'`, scale 1) at about half its CPU: the preparation in one call instead
 * of Playwright's dozen (its stability and scroll checks: the story has settled and fits the window),
 * and Chromium's fast PNG encoder (`optimizeForSpeed`: the same pixels, a larger file; the baselines
 * are stored optimised anyway). A root wider than the window (a map at 390 px) is photographed by
 * Playwright itself, which captures beyond the viewport.
 */
async function screenshot(page: Page, cdp: CDPSession, view: { width: number; height: number }): Promise<Buffer> {
  const box = (await page.evaluate(PREPARE)) as { x: number; y: number; width: number; height: number };
  if (box.width > view.width || box.height > view.height) {
    await page.evaluate(RESTORE);
    return await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  }
  // Playwright's enclosing integer rectangle of the element's box.
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const clip = { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y, scale: 1 };
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: false, optimizeForSpeed: true });
  return Buffer.from(data, 'base64');
}

/** Pauses between screenshots while a story still changes: a busy machine may paint late. */
const WAITS_MS = [0, 50, 150, 400, 1000];

/** A page's window, set only when it changes (each change lays the story out again). */
class Viewport {
  width = 0;
  height = 0;
  constructor(private readonly page: Page) {}
  async size(width: number, height: number): Promise<void> {
    if (width === this.width && height === this.height) return;
    await this.page.setViewportSize({ width, height });
    this.width = width;
    this.height = height;
  }
}

/**
 * A screenshot of the story's root: the first one when `accept` takes it (it matches the baseline:
 * `first`), else the first of two in a row that agree, and whether they did. A story taller than the window gets
 * a window as tall as the page first: Chromium's capture beyond the viewport rasters dotted lines and
 * form controls a little differently from one run to the next. (No element sizes itself by the
 * window's height, so only the empty space around the story changes.)
 */
async function stableScreenshot(
  page: Page,
  cdp: CDPSession,
  view: Viewport,
  variant: Variant,
  settled: Settled,
  accept: (png: Buffer) => boolean,
  count: () => void,
): Promise<{ png: Buffer; stable: boolean; first: boolean }> {
  if (settled.height > variant.height) {
    await view.size(variant.width, settled.height);
    await settle(page);
  }
  const shoot = () => {
    count();
    return screenshot(page, cdp, view);
  };
  let last = await shoot();
  if (accept(last)) return { png: last, stable: true, first: true };
  for (const wait of WAITS_MS) {
    if (wait) await page.waitForTimeout(wait);
    await settle(page);
    const next = await shoot();
    if (next.equals(last)) return { png: next, stable: true, first: false };
    last = next;
  }
  return { png: last, stable: false, first: false };
}

/** Pages photographing at once: one per processor (VISUAL_WORKERS overrides it). */
export function defaultWorkers(): number {
  const asked = Number(process.env['VISUAL_WORKERS']);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

export interface CaptureOptions {
  /** pages at once (defaultWorkers()) */
  readonly workers?: number;
  readonly onShot?: (done: number, total: number) => void;
  /**
   * Whether a first screenshot can stand as it is (it matches the approved baseline), so that no
   * second is taken to see it has settled. Without it every screenshot waits for two that agree.
   */
  readonly accept?: (shot: Shot) => boolean;
  /** load the page for every story (by default a page shows the next story without loading again) */
  readonly reload?: boolean;
}

/** One story in one variant. */
interface Job {
  readonly story: StoryEntry;
  readonly variant: Variant;
}

/**
 * The jobs by story file, for one page each: a file's stories in the first variant, then in the
 * next, and so on, so that one page load shows them all (a variant with another theme loads once
 * more), and each story is seen in its own theme before another theme is asked of it. The files
 * with the most jobs first, so that the pages end together.
 */
export function jobsByFile(stories: readonly StoryEntry[], variants: readonly Variant[]): Job[][] {
  const files = new Map<string, Job[]>();
  for (const variant of variants)
    for (const story of stories) {
      if (!variant.applies(story.id)) continue;
      const jobs = files.get(story.importPath) ?? [];
      jobs.push({ story, variant });
      files.set(story.importPath, jobs);
    }
  return [...files.values()].sort((a, b) => b.length - a.length);
}

/**
 * Photographs each story in each variant that applies to it, `workers` pages at a time, each page
 * taking the next story file's jobs (jobsByFile). A variant whose theme the story overrides with its
 * own (a NightTheme story in high contrast) is skipped: it would repeat the story's shot in its own theme.
 */
export async function captureStories(
  staticDir: string,
  stories: readonly StoryEntry[],
  variants: readonly Variant[],
  options: CaptureOptions = {},
): Promise<CaptureResult> {
  const server = await serveStatic(staticDir);
  const browser = await launchForShots();
  const shots: Shot[] = [];
  const errors: { file: string; error: string }[] = [];
  const played = new Map<string, string>();
  /** the theme each story rendered in when none was asked for: 'paper', or the one it sets itself */
  const ownTheme = new Map<string, string>();
  const files = jobsByFile(stories, variants);
  const total = files.reduce((n, jobs) => n + jobs.length, 0);
  let done = 0;
  const work = { loads: 0, inPage: 0, screenshots: 0 };
  // Each worker has a context of its own: storage is per context, and a page that empties it
  // (PAGE_START) must not empty it under another worker's story. The context lives for the whole
  // run, so its memory cache keeps the build's scripts between stories (the server lets it).
  const worker = async () => {
    const context = await browser.newContext({
      viewport: { width: variants[0]?.width ?? 1280, height: variants[0]?.height ?? 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      forcedColors: 'none',
      locale: 'en-GB',
      timezoneId: 'UTC',
    });
    await context.clock.setFixedTime(FIXED_TIME);
    await context.addInitScript(PAGE_START);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const view = new Viewport(page);
    await view.size(variants[0]?.width ?? 1280, variants[0]?.height ?? 800);
    await watchStoryResults(page);
    /** the story the page shows, its file and its globals, once one rendered */
    let shown: { id: string; importPath: string; globals: Record<string, string> } | null = null;
    /**
     * Renders a story: loaded afresh, or shown in the page as it is, the way Storybook's own manager
     * switches stories (the story before unmounted, its file's modules kept; the globals changed
     * first as its toolbar does, when they differ) or remounts the story it shows (its Remount
     * button), after PAGE_START has emptied the storage and seeded the random numbers again as a page
     * load would. Returns the outcome and, once it rendered, the page settled: one round trip.
     */
    const render = async (story: StoryEntry, globals: Record<string, string>, fresh: boolean): Promise<{ result: string; settled: Settled | null }> => {
      const how = { timeoutMs: 60_000, after: SETTLE };
      const before = `${RESTORE}; ${PAGE_START}`;
      let outcome: Outcome;
      if (fresh) {
        work.loads++;
        outcome = await loadStory(page, server.base, story.id, { ...how, globals });
      } else {
        work.inPage++;
        const changed = JSON.stringify(globals) !== JSON.stringify(shown?.globals);
        outcome =
          shown?.id === story.id
            ? await remountStory(page, story.id, { ...how, before })
            : await switchStory(page, story.id, { ...how, before, ...(changed ? { globals } : {}) });
      }
      shown = outcome.result === 'ok' ? { id: story.id, importPath: story.importPath, globals } : null;
      return { result: outcome.result, settled: (outcome.after as Settled | undefined) ?? null };
    };
    /**
     * Whether the page can show a story as it is: it shows a story of the same file (as in
     * Storybook, where a file's stories are looked at one after another) with the same globals, or
     * another story of it with globals that only add to the page's (a theme asked for: the story's
     * first render is then in them). A story of another file is loaded afresh, so that no module of
     * another file's stories is there that its own would not load.
     */
    const inPage = (story: StoryEntry, globals: Record<string, string>): boolean => {
      if (options.reload === true || shown === null || shown.importPath !== story.importPath) return false;
      if (JSON.stringify(shown.globals) === JSON.stringify(globals)) return true;
      return shown.id !== story.id && Object.keys(shown.globals).every((k) => k in globals);
    };
    const shot = () => void work.screenshots++;
    /** One story in one variant: rendered, photographed when it rendered in the variant's theme. */
    const capture = async (story: StoryEntry, variant: Variant): Promise<void> => {
      const file = shotName(story.id, variant);
      // A story seen to set its own theme is not opened again in another (a file's stories are
      // seen in their own theme first): it would show its own, and no screenshot would be taken.
      const own = ownTheme.get(story.id);
      if (variant.theme && own !== undefined && own !== 'paper' && own !== variant.theme) return;
      await view.size(variant.width, variant.height);
      const globals: Record<string, string> = variant.theme ? { theme: variant.theme } : {};
      const switchable = inPage(story, globals);
      let { result, settled } = await render(story, globals, !switchable);
      // A story that fails when switched to is loaded afresh, and that decides.
      if (result !== 'ok' && switchable) ({ result, settled } = await render(story, globals, true));
      if (!played.has(story.id) || played.get(story.id) === 'ok') played.set(story.id, result);
      if (result !== 'ok' || !settled) {
        errors.push({ file, error: result });
        return;
      }
      if (!variant.theme) ownTheme.set(story.id, settled.theme ?? '');
      if (variant.theme && settled.theme !== variant.theme) return;
      const accept = (png: Buffer) => options.accept?.({ storyId: story.id, variant: variant.name, file, png }) === true;
      let { png, stable, first } = await stableScreenshot(page, cdp, view, variant, settled, accept, shot);
      // A story shown in the page whose first screenshot differs from its baseline is loaded
      // afresh and photographed again: only a fresh load decides that a story changed.
      if (!first && switchable) {
        await view.size(variant.width, variant.height);
        const again = await render(story, globals, true);
        if (again.result !== 'ok' || !again.settled) {
          played.set(story.id, again.result);
          errors.push({ file, error: again.result });
          return;
        }
        ({ png, stable } = await stableScreenshot(page, cdp, view, variant, again.settled, accept, shot));
      }
      if (!stable) errors.push({ file, error: `the story kept changing: ${WAITS_MS.length + 1} screenshots in a row differed` });
      shots.push({ storyId: story.id, variant: variant.name, file, png });
    };
    for (let jobs = files.shift(); jobs; jobs = files.shift()) {
      for (const { story, variant } of jobs) {
        await capture(story, variant);
        options.onShot?.(++done, total);
      }
    }
    await context.close();
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.workers ?? defaultWorkers(), Math.max(1, files.length)) }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  shots.sort((a, b) => a.file.localeCompare(b.file));
  return { shots, errors, stories: stories.filter((s) => played.has(s.id)).map((s) => ({ storyId: s.id, result: played.get(s.id)! })), work };
}
