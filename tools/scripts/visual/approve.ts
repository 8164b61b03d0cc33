// npm run shots:approve [-- story id | prefix* ...]: photographs the stories (all, or the ones named)
// and makes the screenshots the approved baselines in test/visual/baselines/, optimised losslessly
// (oxipng, through @napi-rs/image). A baseline still within the tolerance is left as it is, so an
// approval rewrites only what changed; baselines of gone stories or variants are deleted.
import { rmSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { losslessCompressPng } from '@napi-rs/image';
import { storyEntries } from '../storybook/stories.ts';
import { baselineFiles, baselinesSize, writeManifest } from './baselines.ts';
import { captureStories, chromiumVersion } from './capture.ts';
import { BaselineJudge } from './run.ts';
import { PATHS, storyOfShot, VARIANTS } from './config.ts';
import { ensureStorybook } from './storybook-build.ts';
import { selectStories, storyMatcher } from './select.ts';
import { usage } from '../usage.mjs';

usage(`
npm run shots:approve [-- story-id | prefix* ...]
Photographs the stories (all, or those named) and makes the screenshots the approved baselines in
test/visual/baselines/. Look at the new images before you commit them.
`);

const words = process.argv.slice(2);
const dir = PATHS.baselines;
ensureStorybook();
const stories = selectStories(storyEntries(PATHS.storybook), words);
console.log(`Photographing ${stories.length} stories...`);
// A screenshot within the tolerance of its baseline keeps the baseline: it needs no second take either.
const judge = new BaselineJudge(dir);
const capture = await captureStories(PATHS.storybook, stories, VARIANTS, {
  accept: judge.accepts,
  onShot: (done, total) => {
    if (done % 50 === 0 || done === total) console.log(`  ${done}/${total} screenshots`);
  },
});
mkdirSync(dir, { recursive: true });
let kept = 0;
const changed = capture.shots.filter((shot) => {
  const same = judge.accepts(shot);
  if (same) kept++;
  return !same;
});
// oxipng runs on libuv's thread pool: a few at a time use both cores.
for (let i = 0; i < changed.length; i += 4) {
  await Promise.all(changed.slice(i, i + 4).map(async (shot) => writeFileSync(join(dir, shot.file), await losslessCompressPng(shot.png, { strip: true }))));
}
const written = changed.length;
for (const shot of changed) console.log(`approved ${shot.file}`);
// Baselines of the chosen stories (all of them when none is named) that no screenshot matches any more.
const inScope = storyMatcher(words);
const taken = new Set([...capture.shots.map((s) => s.file), ...capture.errors.map((e) => e.file)]);
const removed = baselineFiles(dir).filter((f) => inScope(storyOfShot(f)) && !taken.has(f));
for (const f of removed) unlinkSync(join(dir, f));
writeManifest({ chromium: chromiumVersion() });
// The last run's report compared with the old baselines: it no longer says anything true.
rmSync(PATHS.report, { recursive: true, force: true });

for (const e of capture.errors) console.error(`NOT APPROVED ${e.file}: ${e.error}`);
const all = baselineFiles(dir);
console.log(
  `${written} baselines written, ${kept} unchanged, ${removed.length} removed; ${all.length} in ${dir}/, ${(baselinesSize(dir) / 1024 / 1024).toFixed(1)} MiB`,
);
process.exit(capture.errors.length ? 1 : 0);
