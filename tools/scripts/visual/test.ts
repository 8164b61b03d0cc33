// npm test's visual stage: renders every story of the Storybook build (built first when missing or
// stale), which must render and pass its play function (one test per story), photographs it and
// compares each screenshot with its approved baseline (a first screenshot that matches stands; one
// that differs is retaken until two agree, then compared). On a difference it writes the
// report (.test-reports/visual/index.html: baseline, new and diff side by side), publishes it on the
// review page of the Storybook build, and exits 1 naming the report.
//   tsx tools/scripts/visual/test.ts [story id | prefix* ...]
import { resolve } from 'node:path';
import { storyEntries } from '../storybook/stories.ts';
import { captureStories, chromiumVersion } from './capture.ts';
import { PATHS, VARIANTS } from './config.ts';
import { publishReview } from './review-page.ts';
import { passes } from './results.ts';
import { BaselineJudge, compareWithBaselines } from './run.ts';
import { ensureStorybook } from './storybook-build.ts';
import { storyMatcher, selectStories } from './select.ts';
import { usage } from '../usage.mjs';

usage(`
npm run test:visual [-- story-id | prefix* ...]
Photographs the stories of the Storybook build and compares each with its approved baseline; on a
difference writes .test-reports/visual/index.html and exits 1.
`);

const words = process.argv.slice(2);
const start = Date.now();
ensureStorybook();
const stories = selectStories(storyEntries(PATHS.storybook), words);
const judge = new BaselineJudge(PATHS.baselines);
const capture = await captureStories(PATHS.storybook, stories, VARIANTS, {
  accept: judge.accepts,
  onShot: (done, total) => {
    if (done % 50 === 0 || done === total) console.log(`  ${done}/${total} screenshots`);
  },
});
const run = compareWithBaselines(capture, {
  baselineDir: PATHS.baselines,
  reportDir: PATHS.report,
  inScope: storyMatcher(words),
  chromium: chromiumVersion(),
  judge,
});
publishReview();

const failing = run.results.filter((r) => !passes(r));
const storiesFailing = (run.stories ?? []).filter((s) => s.status !== 'ok');
for (const s of storiesFailing) console.log(`STORY   ${s.storyId}: ${s.error}`);
for (const r of failing)
  console.log(
    `${r.status.toUpperCase().padEnd(7)} ${r.file}${r.status === 'changed' ? ` (${r.diffPixels} pixels${r.baselineSize !== r.newSize ? `, ${r.baselineSize} -> ${r.newSize}` : ''})` : r.error ? `: ${r.error}` : ''}`,
  );
if (run.baselineChromium && run.baselineChromium !== run.chromium)
  console.log(`Note: the baselines were taken by Chromium ${run.baselineChromium}, this run by ${run.chromium}.`);
const storiesPassed = (run.stories?.length ?? 0) - storiesFailing.length;
const passed = run.results.length - failing.length + storiesPassed;
console.log(
  `visual: ${storiesPassed} of ${stories.length} stories rendered and played, ${run.results.length - failing.length} of ${run.results.length} screenshots the same as their baselines, in ${((Date.now() - start) / 1000).toFixed(0)} s (${capture.work?.loads} page loads, ${capture.work?.inPage} stories shown in a loaded page, ${capture.work?.screenshots} screenshots)`,
);
if (failing.length) {
  console.log(`\nVisual differences: open ${resolve(PATHS.report, 'index.html')}`);
  console.log('If the change is intended, approve it: npm run shots:approve (all) or npm run shots:approve -- <story id> ...');
}
console.log(`${passed} passed, ${failing.length + storiesFailing.length} failed`);
process.exit(failing.length + storiesFailing.length ? 1 : 0);
