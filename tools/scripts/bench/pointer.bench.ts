// Script time per pointer move while placing (docs/DESIGN.md §8: <= 4 ms): a real <carto-game> in Chromium,
// a shape being placed, and pointermove events over every space of the map. For each event we time
// the handler (placement preview + projected stars) plus Lit's re-render, until the update
// completes. Numbers are medians and 95th percentiles over all events.
//
// The baseline, timed in the same run and the same browser: the game page as it was at 899b360 (main
// of mid-November, before the table's projection of coins and monsters), built once and checked in
// (reference/page-899b360/: its index.html and the scripts it loads; see reference/README.md). The two
// pages are swept in turns, round by round, so that the machine's load weighs on both alike; the
// rows are the current page's median and p95 as ratios of the reference's.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { serveStatic } from '../storybook/static-server.ts';

/**
 * Page loads of each page; on each, a sweep to warm the JIT and then one sweep in each of the shape's
 * seven other orientations (21 sweeps, 2,541 moves a page). The game remembers the previews and
 * projections of a drawing per sheet and orientation, so a sweep in an orientation already swept
 * would time answers kept from the sweep before: only the first visit of each position counts as a
 * first visit. The revisits are timed apart (one more sweep of the last orientation per load).
 */
const LOADS = 3;
/** From orientation 0: turn, turn, turn, mirror, turn, turn, turn: the seven others. */
const TURNS = ['Rotate', 'Rotate', 'Rotate', 'Flip', 'Rotate', 'Rotate', 'Rotate'] as const;
const REFERENCE = join(import.meta.dirname, 'reference', 'page-899b360');
/**
 * Both pages cross-origin isolated: Chromium then times with 5 us steps instead of 100 us, fine
 * enough for a move that takes a few tenths of a millisecond.
 */
const ISOLATED = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
function quantile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

function report(title: string, times: number[]): void {
  console.log(`\n${title} (budget: <= 4 ms of script per event), ${times.length} events`);
  if (times.length === 0) return console.log('  no events measured');
  const [m, p95] = [quantile(times, 0.5), quantile(times, 0.95)];
  console.log(
    `  median ${m.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   max ${quantile(times, 1).toFixed(2)} ms   ${p95 <= 4 ? 'within budget' : 'OVER BUDGET'}`,
  );
}

/** A solo game started on `url`, its map placing a shape. */
async function startGame(page: Page, url: string): Promise<void> {
  // tsx keeps function names with a helper the page does not have: give it one.
  await page.addInitScript('window.__name = (f) => f');
  await page.goto(url);
  await page.getByLabel('Code', { exact: true }).fill('BENCH1');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('carto-map[interactive]').waitFor();
}

/** One sweep of the pointer over every space of the map: each event's time until both elements have updated. */
function sweep(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    if (!crossOriginIsolated) throw new Error('the page is not cross-origin isolated: its times would come in 0.1 ms steps');
    const game = document.querySelector('carto-game') as HTMLElement & { updateComplete: Promise<unknown> };
    const map = game.shadowRoot!.querySelector('carto-map[interactive]') as HTMLElement & { updateComplete: Promise<unknown> };
    const cells = [...map.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    const out: number[] = [];
    for (const cell of cells) {
      const t0 = performance.now();
      cell.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
      await game.updateComplete;
      await map.updateComplete;
      out.push(performance.now() - t0);
    }
    return out;
  });
}

export async function run(): Promise<void> {
  // The production build (Lit in production mode), as players get it.
  await build({ configFile: 'tools/vite.config.ts', mode: 'page', logLevel: 'error' });
  const server = await preview({
    configFile: 'tools/vite.config.ts',
    mode: 'page',
    preview: { host: '127.0.0.1', port: 0, headers: ISOLATED },
    logLevel: 'error',
  });
  const address = server.httpServer.address() as { port: number };
  const reference = existsSync(join(REFERENCE, 'index.html')) ? await serveStatic(REFERENCE, ISOLATED) : null;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    // Each load in a context of its own: nothing saved by the load before (a saved game would resume).
    const open = async (url: string) => {
      const p = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      await startGame(p, url);
      return p;
    };
    const here = `http://127.0.0.1:${address.port}/`;
    let page = await open(here);
    let then = reference ? await open(`${reference.base}/`) : null;
    const load = loadavg()[0]!;
    const times: number[] = [];
    const before: number[] = [];
    const again: number[] = [];
    const againBefore: number[] = [];
    /** The placement's Rotate or Flip button (its label carries the key: "Rotate R"). */
    const turn = (p: Page, name: string) => p.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
    for (let n = 0; n < LOADS; n++) {
      if (n > 0) {
        await page.context().close();
        page = await open(here);
        if (then && reference) {
          await then.context().close();
          then = await open(`${reference.base}/`);
        }
      }
      // A first sweep of each warms the JIT; then, in turns, each page in a new orientation.
      await sweep(page);
      if (then) await sweep(then);
      for (const name of TURNS) {
        await turn(page, name);
        times.push(...(await sweep(page)));
        if (then) {
          await turn(then, name);
          before.push(...(await sweep(then)));
        }
      }
      again.push(...(await sweep(page)));
      if (then) againBefore.push(...(await sweep(then)));
    }
    report('Pointer move while placing', times);
    if (then) {
      report('The same on the page at 899b360 (reference build, checked in)', before);
      const ratio = (p: number) => (quantile(times, p) / quantile(before, p)).toFixed(2);
      console.log(`  ratio, current / 899b360: median ${ratio(0.5)}x, p95 ${ratio(0.95)}x (goal: <= 1x), load average ${load.toFixed(2)}`);
      report('Pointer move over positions already visited in this orientation (answers kept)', again);
      report('The same on the page at 899b360', againBefore);
      const ratioAgain = (p: number) => (quantile(again, p) / quantile(againBefore, p)).toFixed(2);
      console.log(`  ratio, current / 899b360: median ${ratioAgain(0.5)}x, p95 ${ratioAgain(0.95)}x`);
    } else console.log('  (no reference page checked in: no ratio)');
    // The same moves while the computer thinks: a hint is asked (the look-ahead bot, in its Web
    // Worker) and the pointer sweeps the map until the hint arrives; only events that started and
    // ended while the hint was still being worked out count. Then the hint is set aside and asked again.
    const thinking = await page.evaluate(async () => {
      const game = document.querySelector('carto-game') as HTMLElement & { updateComplete: Promise<unknown> };
      const root = game.shadowRoot!;
      const map = root.querySelector('carto-map[interactive]') as HTMLElement & { updateComplete: Promise<unknown> };
      const cells = [...map.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
      const busy = () => root.querySelector('button.hint-button')?.getAttribute('aria-disabled') === 'true';
      const button = (name: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);
      const out: number[] = [];
      let hints = 0;
      for (let round = 0; round < 40 && out.length < 600; round++) {
        button('Hint')!.click();
        await game.updateComplete;
        hints++;
        for (let i = 0; busy() && i < 5000; i++) {
          const t0 = performance.now();
          cells[i % cells.length]!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
          await game.updateComplete;
          await map.updateComplete;
          const t = performance.now() - t0;
          if (busy()) out.push(t);
          // Let the worker's answer in between moves, as a real pointer would.
          await new Promise((r) => setTimeout(r, 0));
        }
        for (let i = 0; i < 100 && !button('Dismiss'); i++) await new Promise((r) => setTimeout(r, 20));
        button('Dismiss')?.click();
        await game.updateComplete;
      }
      return { out, hints };
    });
    report(`Pointer move while the computer thinks (a hint in the worker, ${thinking.hints} hints)`, thinking.out);
    if (then) {
      const ratio = (p: number) => (quantile(thinking.out, p) / quantile(before, p)).toFixed(2);
      console.log(`  ratio to the reference's moves (no computer there): median ${ratio(0.5)}x, p95 ${ratio(0.95)}x`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await reference?.close();
  }
}
