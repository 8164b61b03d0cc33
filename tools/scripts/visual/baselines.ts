// The approved screenshots: PNG files in test/visual/baselines/, named `<story id>@<variant>.png`,
// and manifest.json saying which Chromium took them.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS } from './config.ts';

export interface Manifest {
  /** the Chromium version that took the screenshots (pixels may move a little between versions) */
  readonly chromium: string;
}

/** The baseline PNG files' names. */
export function baselineFiles(dir: string = PATHS.baselines): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort()
    : [];
}

export function readManifest(dir: string = PATHS.baselines): Manifest | null {
  const file = join(dir, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

export function writeManifest(manifest: Manifest, dir: string = PATHS.baselines): void {
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}

/** The baselines' total size in bytes. */
export function baselinesSize(dir: string = PATHS.baselines): number {
  return baselineFiles(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
}
