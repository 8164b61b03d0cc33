// Photographs stories of a static Storybook build the same way on every machine: Debian's Chromium
// (never a downloaded one), the fonts the project pins, sRGB, device scale factor 1, reduced motion,
// animations and transitions finished, the caret hidden, a fixed clock, seeded random numbers, empty
// storage, and a screenshot taken only once two in a row are identical.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { serveStatic } from '../storybook/static-server.ts';
import { openStory, watchStoryResults, type StoryEntry } from '../storybook/stories.ts';
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

/** Launches Chromium with the pinned fonts (its fontconfig sees only scripts/visual/fonts.conf). */
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

/** Waits until fonts have loaded and two frames have painted (Lit renders in microtasks after the story's own). */
const SETTLE = `(async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  await document.fonts.ready;
  await frame();
  await frame();
  await document.fonts.ready;
})()`;

async function settle(page: Page): Promise<void> {
  await page.evaluate(SETTLE);
}

/** Pauses between screenshots while a story still changes: a busy machine may paint late. */
const WAITS_MS = [0, 50, 150, 400, 1000];

/**
 * A screenshot of the story's root once two in a row agree, and whether they did. A story taller than
 * the window gets a window as tall as the page first: Chromium's capture beyond the viewport rasters
 * dotted lines and form controls a little differently from one run to the next. (No element sizes
 * itself by the window's height, so only the empty space around the story changes.)
 */
async function stableScreenshot(page: Page, variant: Variant): Promise<{ png: Buffer; stable: boolean }> {
  const height = (await page.evaluate('Math.ceil(document.documentElement.scrollHeight)')) as number;
  if (height > variant.height) {
    await page.setViewportSize({ width: variant.width, height });
    await settle(page);
  }
  const root = page.locator('#storybook-root');
  const shoot = () => root.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  let last = await shoot();
  for (const wait of WAITS_MS) {
    if (wait) await page.waitForTimeout(wait);
    await settle(page);
    const next = await shoot();
    if (next.equals(last)) return { png: next, stable: true };
    last = next;
  }
  return { png: last, stable: false };
}

/**
 * Photographs each story in each variant that applies to it, `workers` pages at a time. A variant whose
 * theme the story overrides with its own (a NightTheme story in high contrast) is skipped: it would
 * repeat the story's shot in its own theme.
 */
export async function captureStories(
  staticDir: string,
  stories: readonly StoryEntry[],
  variants: readonly Variant[],
  options: { workers?: number; onShot?: (done: number, total: number) => void } = {},
): Promise<CaptureResult> {
  const server = await serveStatic(staticDir);
  const browser = await launchForShots();
  const shots: Shot[] = [];
  const errors: { file: string; error: string }[] = [];
  const total = variants.reduce((n, v) => n + stories.filter((s) => v.applies(s.id)).length, 0);
  let done = 0;
  try {
    for (const variant of variants) {
      const queue = stories.filter((s) => variant.applies(s.id));
      // Each worker has a context of its own: storage is per context, and a page that empties it
      // (PAGE_START) must not empty it under another worker's story.
      const worker = async () => {
        const context = await browser.newContext({
          viewport: { width: variant.width, height: variant.height },
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
        await watchStoryResults(page);
        for (let story = queue.shift(); story; story = queue.shift()) {
          const file = shotName(story.id, variant);
          await page.setViewportSize({ width: variant.width, height: variant.height });
          const globals: Record<string, string> = variant.theme ? { theme: variant.theme } : {};
          const result = await openStory(page, server.base, story.id, { globals, timeoutMs: 60_000 });
          if (result !== 'ok') errors.push({ file, error: result });
          else {
            await settle(page);
            const theme = await page.evaluate('document.documentElement.dataset.cartoTheme');
            if (!variant.theme || theme === variant.theme) {
              const { png, stable } = await stableScreenshot(page, variant);
              if (!stable) errors.push({ file, error: `the story kept changing: ${WAITS_MS.length + 1} screenshots in a row differed` });
              shots.push({ storyId: story.id, variant: variant.name, file, png });
            }
          }
          options.onShot?.(++done, total);
        }
        await context.close();
      };
      await Promise.all(Array.from({ length: options.workers ?? 2 }, worker));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  shots.sort((a, b) => a.file.localeCompare(b.file));
  return { shots, errors };
}
