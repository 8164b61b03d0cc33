// Start-up of the `carto` command line as an installed package runs it (issue 17): `carto --version`
// <= 0.12 s and `carto score` of one map with one card <= 0.2 s, wall time, median of runs. The
// bundle is built first (scripts/build-cli.mjs) and copied with bin/ into a scratch folder laid out
// as node_modules/cartographers-live is (no sources beside it, so bin/carto.mjs takes the bundle
// without checking its freshness), with the repository's node_modules for its dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RUNS = 15;

function medianSeconds(args: string[], cwd: string): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
    times.push((performance.now() - t0) / 1000);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export function run(): void {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: root, stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'carto-bench-cli-'));
  try {
    const pkg = join(dir, 'pkg');
    cpSync(join(root, 'bin'), join(pkg, 'bin'), { recursive: true });
    cpSync(join(root, 'dist/cli'), join(pkg, 'dist/cli'), { recursive: true });
    cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(pkg, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'map.txt'), ['F F . . .', 'F r . M .', 'A A W . .', '. . W W .', '. . . . .'].join('\n') + '\n');
    const carto = join(pkg, 'bin/carto.mjs');
    const rows: Array<[string, number, number | undefined]> = [
      ['node -e 0 (the floor)', medianSeconds(['-e', '0'], dir), undefined],
      ['carto --version', medianSeconds([carto, '--version'], dir), 0.12],
      ['carto score map.txt --card sentinel-wood', medianSeconds([carto, 'score', 'map.txt', '--card', 'sentinel-wood'], dir), 0.2],
      ['carto cards', medianSeconds([carto, 'cards'], dir), undefined],
    ];
    console.log(`\nCommand line start-up (wall time, median of ${RUNS} runs, from the bundle as installed)`);
    for (const [name, s, budget] of rows) {
      const verdict = budget === undefined ? '' : s <= budget ? `  budget ${budget} s  within budget` : `  budget ${budget} s  OVER BUDGET`;
      console.log(`  ${name.padEnd(42)} ${s.toFixed(3).padStart(7)} s${verdict}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
