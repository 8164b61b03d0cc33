// The review page published inside the Storybook build (storybook-static/visual-review/index.html):
// every approved screenshot, and what the last visual test found (new and diff images beside the
// baselines), as static HTML a reviewer opens without Node.
//   tsx tools/scripts/visual/review-page.ts [storybook-static]   (npm run build-storybook runs it)
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineFiles, readManifest } from './baselines.ts';
import { PATHS, storyOfShot, TOLERANCE } from './config.ts';
import { renderReport } from './report.ts';
import { readResults, type RunResults } from './results.ts';

/** Writes the review page into `staticDir`; returns its path. */
export function publishReview(staticDir: string = PATHS.storybook, reportDir: string = PATHS.report, baselineDir: string = PATHS.baselines): string {
  const out = join(staticDir, PATHS.review);
  rmSync(out, { recursive: true, force: true });
  for (const sub of ['baseline', 'new', 'diff']) mkdirSync(join(out, sub), { recursive: true });
  const files = baselineFiles(baselineDir);
  for (const f of files) copyFileSync(join(baselineDir, f), join(out, 'baseline', f));
  const last = readResults(reportDir);
  // What the last run found; every baseline it did not look at is listed as approved.
  const found = new Map((last?.results ?? []).map((r) => [r.file, r]));
  for (const r of found.values())
    for (const sub of ['new', 'diff'] as const) {
      const src = join(reportDir, sub, r.file);
      if (r.status !== 'same' && existsSync(src)) copyFileSync(src, join(out, sub, r.file));
    }
  const results = [...found.values(), ...files.filter((f) => !found.has(f)).map((file) => ({ file, storyId: storyOfShot(file), status: 'same' as const }))];
  results.sort((a, b) => a.file.localeCompare(b.file));
  const chromium = readManifest(baselineDir)?.chromium ?? 'unknown';
  const run: RunResults = last ? { ...last, results } : { date: '', chromium, baselineChromium: chromium, tolerance: TOLERANCE, results };
  const intro = last
    ? `The approved screenshots (${files.length}, taken by Chromium ${chromium}) and the last visual test (${last.date}, npm test's visual stage).`
    : `The approved screenshots (${files.length}, taken by Chromium ${chromium}); no visual test had run when Storybook was built.`;
  const page = join(out, 'index.html');
  writeFileSync(
    page,
    renderReport(run, { title: 'Visual review', images: { baseline: 'baseline', new: 'new', diff: 'diff' }, showSame: true, storybook: '../', intro }),
  );
  return page;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const staticDir = process.argv[2] ?? PATHS.storybook;
  if (!existsSync(staticDir)) {
    console.error(`${staticDir} not found: build Storybook first.`);
    process.exit(2);
  }
  console.log(`Visual review page: ${publishReview(staticDir)}`);
}
