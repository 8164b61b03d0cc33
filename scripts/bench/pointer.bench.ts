// Script time per pointer move while placing (DESIGN.md §8: <= 4 ms): a real <carto-game> in Chromium,
// a shape being placed, and pointermove events over every space of the map. For each event we time
// the handler (placement preview + projected edict scores) plus Lit's re-render, until the update
// completes. Numbers are medians and 95th percentiles over all events.
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

export async function run(): Promise<void> {
  // The production build (Lit in production mode), as players get it.
  await build({ mode: 'page', logLevel: 'error' });
  const server = await preview({ mode: 'page', preview: { host: '127.0.0.1', port: 0 }, logLevel: 'error' });
  const address = server.httpServer.address() as { port: number };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
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
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
    console.log(`\nPointer move while placing (budget: <= 4 ms of script per event), ${times.length} events`);
    console.log(`  median ${q(0.5).toFixed(2)} ms   p95 ${q(0.95).toFixed(2)} ms   max ${q(1).toFixed(2)} ms   ${q(0.95) <= 4 ? 'within budget' : 'OVER BUDGET'}`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}
