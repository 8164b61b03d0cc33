// A scratch copy of the working tree for the visual test's checks: the files git knows (tracked or
// not ignored), less the baselines, in .scratch/ under the repository so that node_modules resolves
// to the repository's own. A change is made there, Storybook built with a few story files, and the
// stories photographed and compared with the real baselines.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyEntries } from '../../tools/scripts/storybook/stories.ts';
import { captureStories, chromiumVersion } from '../../tools/scripts/visual/capture.ts';
import { PATHS, VARIANTS } from '../../tools/scripts/visual/config.ts';
import type { RunResults, ShotStatus } from '../../tools/scripts/visual/results.ts';
import { BaselineJudge, compareWithBaselines } from '../../tools/scripts/visual/run.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Copies the tree into a new folder of .scratch/ and lets Storybook build only `storyFiles`. */
export function scratchCopy(storyFiles: readonly string[]): string {
  mkdirSync(join(ROOT, '.scratch'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.scratch', 'visual-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  for (const f of files) {
    if (!f || f.startsWith(`${PATHS.baselines}/`) || !existsSync(join(ROOT, f))) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    copyFileSync(join(ROOT, f), join(dir, f));
  }
  change(dir, '.storybook/main.ts', "stories: ['../stories/**/*.stories.ts']", `stories: ${JSON.stringify(storyFiles.map((f) => `../${f}`))}`);
  return dir;
}

/** Replaces `from` (which must be there once) by `to` in a file of the scratch copy. */
export function change(dir: string, file: string, from: string, to: string): void {
  const text = readFileSync(join(dir, file), 'utf8');
  if (text.split(from).length !== 2) throw new Error(`${file} has ${JSON.stringify(from)} not exactly once: the check needs updating`);
  writeFileSync(join(dir, file), text.replace(from, to));
}

/** Builds Storybook in the scratch copy, photographs `ids` at 1280 px in paper and compares with the baselines. */
export async function photograph(dir: string, ids: readonly string[]): Promise<Record<string, ShotStatus>> {
  const build = spawnSync('npx', ['storybook', 'build', '-o', PATHS.storybook, '--quiet'], { cwd: dir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`storybook build failed:\n${build.stdout}\n${build.stderr}`);
  const staticDir = join(dir, PATHS.storybook);
  const wanted = new Set(ids);
  const stories = storyEntries(staticDir).filter((s) => wanted.has(s.id));
  if (stories.length !== ids.length) throw new Error(`stories missing from the build: ${ids.filter((id) => !stories.some((s) => s.id === id))}`);
  const judge = new BaselineJudge(join(ROOT, PATHS.baselines));
  const capture = await captureStories(
    staticDir,
    stories,
    VARIANTS.filter((v) => v.name === '1280'),
    { accept: judge.accepts },
  );
  const run: RunResults = compareWithBaselines(capture, {
    judge,
    baselineDir: join(ROOT, PATHS.baselines),
    reportDir: join(dir, 'report'),
    inScope: () => false,
    chromium: chromiumVersion(),
  });
  return Object.fromEntries(run.results.map((r) => [r.storyId, r.status]));
}

export function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
