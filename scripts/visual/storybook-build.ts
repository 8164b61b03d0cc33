// The Storybook build the visual test photographs: built by `npm run build-storybook` when it is
// missing or older than any source it is made of.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS } from './config.ts';

/** What a Storybook build is made of (relative to the repository root). */
const SOURCES = ['stories', 'components', 'src', 'content', 'machines', '.storybook', 'package-lock.json'];

/** The newest modification time under a path (a file or a folder, walked). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

/** Whether the build is missing or older than a source. */
export function storybookStale(root = '.'): boolean {
  const index = join(root, PATHS.storybook, 'index.json');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > built);
}

/** Builds Storybook in `root` unless an up-to-date build is there; throws when the build fails. */
export function ensureStorybook(root = '.'): void {
  if (!storybookStale(root)) return;
  console.log('Building Storybook (npm run build-storybook)...');
  const r = spawnSync('npm', ['run', 'build-storybook', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build-storybook failed');
}
