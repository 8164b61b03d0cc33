#!/usr/bin/env node
// Screenshot of a page for review: node tools/scripts/screenshot.mjs <url> <out.png> [width] [height]
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumArgs } from './chromium.mjs';

const [url, out, width = '1000', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node tools/scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: true });
await browser.close();
