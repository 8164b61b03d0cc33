// What one run of the visual test found, shot by shot; saved as results.json beside the report, so
// that the Storybook build can publish the last run on its review page.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * - `same`: within the tolerance of its baseline
 * - `changed`: differs from its baseline (or changed size)
 * - `new`: a story (or variant) with no baseline yet
 * - `removed`: a baseline whose story (or variant) is gone
 * - `error`: the story did not render, or never stopped changing
 */
export type ShotStatus = 'same' | 'changed' | 'new' | 'removed' | 'error';

export interface ShotResult {
  /** `<story id>@<variant>.png` */
  readonly file: string;
  readonly storyId: string;
  readonly status: ShotStatus;
  readonly diffPixels?: number;
  readonly baselineSize?: string;
  readonly newSize?: string;
  readonly error?: string;
}

/** One story of the run: rendered with its play function passed in each of its variants ('ok'), or not ('error'). */
export interface StoryResult {
  readonly storyId: string;
  readonly status: 'ok' | 'error';
  readonly error?: string;
}

export interface RunResults {
  /** when it ran (ISO) */
  readonly date: string;
  /** the Chromium that took the new screenshots, and the one that took the baselines */
  readonly chromium: string;
  readonly baselineChromium: string | null;
  readonly tolerance: { readonly threshold: number; readonly maxDiffPixels: number };
  readonly results: readonly ShotResult[];
  /** every story opened (absent in the results of runs before the stories were counted) */
  readonly stories?: readonly StoryResult[];
}

/** A result passes when it is the same as its baseline. */
export const passes = (r: ShotResult): boolean => r.status === 'same';

/** The results.json of a report folder, or null when there is none. */
export function readResults(reportDir: string): RunResults | null {
  const file = join(reportDir, 'results.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunResults) : null;
}
