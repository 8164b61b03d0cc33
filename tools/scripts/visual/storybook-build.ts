// The Storybook build the visual test photographs: built by `npm run build-storybook` when it is
// missing or was built from other sources than the tree has now. The build records a fingerprint of
// its sources (their paths and contents, not their modification times: a fresh clone or a checkout
// touches every file, and tests write scratch files beside sources).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS } from './config.ts';

/**
 * What a Storybook build is made of (relative to the repository root): every folder and file the
 * stories and .storybook/ import, transitively (test/unit/visual/storybook-sources.test.ts keeps this
 * list whole), and the installed packages.
 */
export const SOURCES = ['.storybook', 'stories', 'components', 'src', 'content', 'machines', 'web/client', 'i18n', 'tools/vite.config.ts', 'package-lock.json'];

/** Where a build keeps the fingerprint of the sources it was built from. */
const FINGERPRINT = 'sources.sha256';

/** Every file under a path (a file or a folder, walked), sorted. */
function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

/** A hash of the sources' paths and contents. */
export function sourcesFingerprint(root = '.'): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => files(root, s)))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Whether the build is missing or was made from other sources. */
export function storybookStale(root = '.'): boolean {
  const index = join(root, PATHS.storybook, 'index.json');
  const recorded = join(root, PATHS.storybook, FINGERPRINT);
  if (!existsSync(index) || !existsSync(recorded)) return true;
  return readFileSync(recorded, 'utf8').trim() !== sourcesFingerprint(root);
}

/** Builds Storybook in `root` unless an up-to-date build is there; throws when the build fails. */
export function ensureStorybook(root = '.'): void {
  if (!storybookStale(root)) return;
  // Taken before the build: a source saved during it makes the next run build again.
  const fingerprint = sourcesFingerprint(root);
  console.log('Building Storybook (npm run build-storybook)...');
  const r = spawnSync('npm', ['run', 'build-storybook', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build-storybook failed');
  writeFileSync(join(root, PATHS.storybook, FINGERPRINT), fingerprint + '\n');
}
