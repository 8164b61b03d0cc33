/**
 * `--help` on every script a person runs (package.json's scripts on our own files): usage on
 * standard output, exit 0, and nothing done (`npm run load-test -- --help` ran the whole load test).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** Each npm script that runs a file of ours (tsx or node), its file; and the few scripts people call by path. */
const RUN_OURS = /^(?:tsx|node) ((?:tools\/scripts|web\/server)\/[\w./-]+\.(?:ts|mjs))(?:\s|$)/;
const files = new Set<string>(['tools/scripts/i18n-translate.mjs']);
for (const command of Object.values(scripts)) {
  const m = RUN_OURS.exec(command);
  if (m && !/build-|system-deps|i18n-pseudo|copy-embed|review-page/.test(m[1]!)) files.add(m[1]!);
}

/** Runs a process to its end: its exit status (null when killed at the 60 s limit) and its output. */
function run(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: root, encoding: 'utf8', timeout: 60_000, env: { ...process.env, PORT: '1' } }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

describe('--help on every script a person runs', () => {
  it('covers the scripts people run', () => {
    expect([...files].sort()).toEqual(
      expect.arrayContaining([
        'tools/scripts/load-test.ts',
        'web/server/main.ts',
        'tools/scripts/bench.ts',
        'tools/scripts/test-all.mjs',
        'tools/scripts/visual/approve.ts',
        'tools/scripts/visual/test.ts',
      ]),
    );
  });

  // Side by side (vitest's maxConcurrency, 5): each test mostly waits on its process, which loads
  // tsx and the script's modules; one after another they were the unit tier's longest file.
  it.concurrent.for([...files].sort())('%s --help prints its usage and does nothing else', { timeout: 70_000 }, async (file, { expect }) => {
    const runner = file.endsWith('.mjs') ? [file] : ['--import', 'tsx', file];
    const started = process.hrtime.bigint();
    const r = await run(process.execPath, [...runner, '--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^(npm |node )/);
    expect(r.stdout.length).toBeLessThan(2000);
    expect(r.stderr).toBe('');
    // A usage, not a run: well under what the shortest of these takes when it works (a start alone took
    // 31 s at load 30 on 2 cores).
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(55);
  });
});
