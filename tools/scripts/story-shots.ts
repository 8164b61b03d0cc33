// Screenshots of every story of a static Storybook build, to look at, and a smoke test: a story whose
// render or play function fails is reported and makes the script exit 1. (The approved screenshots
// that `npm test` compares are tools/scripts/visual/.)
//   npm run build-storybook && tsx tools/scripts/story-shots.ts [storybook-static] [screenshots] [filter]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumArgs } from './chromium.mjs';
import { serveStatic } from './storybook/static-server.ts';
import { loadStory, storyEntries, watchStoryResults } from './storybook/stories.ts';
import { usage } from './usage.mjs';

usage(`
npm run shots                  (tsx tools/scripts/story-shots.ts [storybook-static] [screenshots] [filter])
Screenshots of every story of a static Storybook build (npm run build-storybook first), to look at;
exits 1 when a story fails to render.
`);

const [staticDir = 'storybook-static', outDir = 'screenshots', filter = ''] = process.argv.slice(2);
let stories;
try {
  stories = storyEntries(staticDir).filter((e) => e.id.includes(filter));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const server = await serveStatic(staticDir);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const widths = (process.env['SHOT_WIDTHS'] ?? '1024').split(',').map(Number);
let passed = 0;
let failed = 0;
let overflowing = 0;
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await watchStoryResults(page);
  for (const story of stories) {
    const { result } = await loadStory(page, server.base, story.id);
    await page.screenshot({ path: join(outDir, `${story.id}${widths.length > 1 ? `@${width}` : ''}.png`), fullPage: true });
    // A page wider than the window scrolls sideways: on a phone that is nearly always a layout defect.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) {
      overflowing++;
      console.warn(`WIDE ${story.id} @${width}px: the page is ${scrollWidth} px wide`);
    }
    if (result === 'ok') passed++;
    else {
      failed++;
      console.error(`FAIL ${story.id} @${width}px: ${result}`);
    }
  }
  await page.close();
}
await browser.close();
await server.close();
console.log(`story screenshots in ${outDir}/ (${stories.length} stories x ${widths.length} widths)`);
if (overflowing) console.log(`${overflowing} screenshots wider than their window (WIDE lines above)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
