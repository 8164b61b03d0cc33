// One comparison of captured screenshots with the approved baselines: the results, and the report
// folder (index.html, results.json, and the new, diff and baseline images of what differs).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaptureResult, Shot } from './capture.ts';
import { compareImages, type Comparison } from './compare.ts';
import { baselineFiles, readManifest } from './baselines.ts';
import { storyOfShot, TOLERANCE } from './config.ts';
import { renderReport } from './report.ts';
import type { RunResults, ShotResult } from './results.ts';

/**
 * The comparison of each screenshot with its baseline, made once: the capture asks whether a first
 * screenshot can stand (`accepts`), and the run's results reuse the answer.
 */
export class BaselineJudge {
  /** each shot file's last screenshot and its comparison */
  private readonly seen = new Map<string, { png: Buffer; comparison: Comparison | null }>();
  constructor(private readonly baselineDir: string) {}

  /** The comparison of a shot with its baseline; null when it has none. */
  compare(shot: Pick<Shot, 'file' | 'png'>): Comparison | null {
    const last = this.seen.get(shot.file);
    if (last?.png === shot.png) return last.comparison;
    const baseline = join(this.baselineDir, shot.file);
    const comparison = existsSync(baseline) ? compareImages(readFileSync(baseline), shot.png) : null;
    this.seen.set(shot.file, { png: shot.png, comparison });
    return comparison;
  }

  /** Whether a screenshot matches its baseline within the tolerance. */
  readonly accepts = (shot: Pick<Shot, 'file' | 'png'>): boolean => this.compare(shot)?.same === true;
}

export interface RunOptions {
  readonly baselineDir: string;
  readonly reportDir: string;
  /**
   * Whose baselines this run answers for: a baseline in scope with no screenshot counts as removed.
   * Every story for a whole run (so a deleted story's baselines show), the photographed ones for a part.
   */
  readonly inScope: (storyId: string) => boolean;
  readonly chromium: string;
  /** the judge the capture asked already (so each screenshot is compared once); a new one by default */
  readonly judge?: BaselineJudge;
}

/** Compares every shot with its baseline, writes the report folder, and returns the results. */
export function compareWithBaselines(capture: CaptureResult, o: RunOptions): RunResults {
  rmSync(o.reportDir, { recursive: true, force: true });
  for (const sub of ['new', 'diff', 'baseline']) mkdirSync(join(o.reportDir, sub), { recursive: true });
  const baselines = new Set(baselineFiles(o.baselineDir));
  const judge = o.judge ?? new BaselineJudge(o.baselineDir);
  const results: ShotResult[] = [];
  const errored = new Set(capture.errors.map((e) => e.file));
  for (const e of capture.errors) results.push({ file: e.file, storyId: storyOfShot(e.file), status: 'error', error: e.error });
  for (const shot of capture.shots) {
    if (errored.has(shot.file)) continue;
    if (!baselines.has(shot.file)) {
      writeFileSync(join(o.reportDir, 'new', shot.file), shot.png);
      results.push({ file: shot.file, storyId: shot.storyId, status: 'new' });
      continue;
    }
    const baseline = join(o.baselineDir, shot.file);
    const c = judge.compare(shot)!;
    const facts = { file: shot.file, storyId: shot.storyId, diffPixels: c.diffPixels, baselineSize: c.baselineSize, newSize: c.newSize };
    if (c.same) results.push({ ...facts, status: 'same' });
    else {
      writeFileSync(join(o.reportDir, 'new', shot.file), shot.png);
      writeFileSync(join(o.reportDir, 'diff', shot.file), c.diffPng!);
      copyFileSync(baseline, join(o.reportDir, 'baseline', shot.file));
      results.push({ ...facts, status: 'changed' });
    }
  }
  const shot = new Set([...capture.shots.map((s) => s.file), ...errored]);
  for (const file of baselines) {
    if (shot.has(file) || !o.inScope(storyOfShot(file))) continue;
    copyFileSync(join(o.baselineDir, file), join(o.reportDir, 'baseline', file));
    results.push({ file, storyId: storyOfShot(file), status: 'removed' });
  }
  results.sort((a, b) => a.file.localeCompare(b.file));
  const run: RunResults = {
    date: new Date().toISOString(),
    chromium: o.chromium,
    baselineChromium: readManifest(o.baselineDir)?.chromium ?? null,
    tolerance: TOLERANCE,
    results,
    stories: capture.stories.map(({ storyId, result }) => (result === 'ok' ? { storyId, status: 'ok' } : { storyId, status: 'error', error: result })),
  };
  writeFileSync(join(o.reportDir, 'results.json'), JSON.stringify(run, null, 2) + '\n');
  writeFileSync(
    join(o.reportDir, 'index.html'),
    renderReport(run, {
      title: 'Visual test: what changed',
      images: { baseline: 'baseline', new: 'new', diff: 'diff' },
      showSame: false,
      intro: `Stories photographed ${run.date} by Chromium ${run.chromium}, compared with the approved screenshots in ${o.baselineDir}/.`,
    }),
  );
  return run;
}
