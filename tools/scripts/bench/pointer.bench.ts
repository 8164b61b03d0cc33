// Script time per pointer move while placing (docs/DESIGN.md §8: <= 4 ms): a real <carto-game> in Chromium,
// a shape being placed, and pointermove events over every space of the map. For each event we time
// the handler (placement preview + projected edict scores) plus Lit's re-render, until the update
// completes. Numbers are medians and 95th percentiles over all events.
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

function report(title: string, times: number[]): void {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
  console.log(`\n${title} (budget: <= 4 ms of script per event), ${times.length} events`);
  if (times.length === 0) return console.log('  no events measured');
  console.log(
    `  median ${q(0.5).toFixed(2)} ms   p95 ${q(0.95).toFixed(2)} ms   max ${q(1).toFixed(2)} ms   ${q(0.95) <= 4 ? 'within budget' : 'OVER BUDGET'}`,
  );
}

export async function run(): Promise<void> {
  // The production build (Lit in production mode), as players get it.
  await build({ configFile: 'tools/vite.config.ts', mode: 'page', logLevel: 'error' });
  const server = await preview({ configFile: 'tools/vite.config.ts', mode: 'page', preview: { host: '127.0.0.1', port: 0 }, logLevel: 'error' });
  const address = server.httpServer.address() as { port: number };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    // tsx keeps function names with a helper the page does not have: give it one.
    await page.addInitScript('window.__name = (f) => f');
    await page.goto(`http://127.0.0.1:${address.port}/`);
    await page.getByLabel('Code', { exact: true }).fill('BENCH1');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('carto-map[interactive]').waitFor();
    const times = await page.evaluate(async () => {
      const game = document.querySelector('carto-game') as HTMLElement & { updateComplete: Promise<unknown> };
      const map = game.shadowRoot!.querySelector('carto-map[interactive]') as HTMLElement & { updateComplete: Promise<unknown> };
      const cells = [...map.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
      const out: number[] = [];
      for (let round = 0; round < 5; round++) {
        for (const cell of cells) {
          const t0 = performance.now();
          cell.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
          await game.updateComplete;
          await map.updateComplete;
          out.push(performance.now() - t0);
        }
      }
      return out;
    });
    report('Pointer move while placing', times);
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
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}
