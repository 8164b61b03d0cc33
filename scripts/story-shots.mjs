#!/usr/bin/env node
// Screenshots of every story of a static Storybook build, for visual review, and a smoke test:
// a story whose render or play function fails is reported and makes the script exit 1.
//   npm run build-storybook && node scripts/story-shots.mjs [storybook-static] [screenshots] [filter]
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumArgs } from './chromium.mjs';

const [staticDir = 'storybook-static', outDir = 'screenshots', filter = ''] = process.argv.slice(2);
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`${staticDir}/index.json not found: run npm run build-storybook first.`);
  process.exit(2);
}
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(staticDir, path === '/' ? 'index.html' : path);
  try {
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.includes(filter));
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const widths = (process.env.SHOT_WIDTHS ?? '1024').split(',').map(Number);
let passed = 0;
let failed = 0;
let overflowing = 0;
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const story of stories) {
    // Resolve when Storybook's channel reports the story finished, errored or its play function threw.
    await page.addInitScript(() => {
      window.__storyResult = new Promise((resolve) => {
        let channel;
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set: (c) => {
            channel = c;
            c.on('storyFinished', (e) => resolve(e.status === 'error' ? `error: ${JSON.stringify(e.reporters ?? e)}` : 'ok'));
            for (const ev of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'])
              c.on(ev, (e) => resolve(`${ev}: ${e?.message ?? e?.description ?? JSON.stringify(e)}`));
          },
        });
      });
    });
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
    const result = await Promise.race([page.evaluate(() => window.__storyResult), new Promise((r) => setTimeout(() => r('timeout'), 15000))]);
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
server.close();
console.log(`story screenshots in ${outDir}/ (${stories.length} stories x ${widths.length} widths)`);
if (overflowing) console.log(`${overflowing} screenshots wider than their window (WIDE lines above)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
