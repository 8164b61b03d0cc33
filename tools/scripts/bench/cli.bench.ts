// Start-up of the `carto` command line as an installed package runs it (issue 17): `carto --version`
// <= 0.12 s and `carto score` of one map with one card <= 0.2 s, wall time, median of runs. The
// bundle is built first (tools/scripts/build-cli.mjs) and copied with tools/cli/ into a scratch folder laid out
// as node_modules/cartographers-live is (no sources beside it, so tools/cli/carto.mjs takes the bundle
// without checking its freshness), with the repository's node_modules for its dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RUNS = 15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// CPU time (user + system) of each run as well, through GNU time where it is installed: on a busy
// machine the wall time mostly measures the wait for a core; the CPU time is the command's own cost.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function measureRuns(args: string[], cwd: string): { wall: number; cpu?: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = gnuTime
      ? spawnSync(gnuTime, ['-f', 'cpu %U %S', process.execPath, ...args], { cwd, encoding: 'utf8' })
      : spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
    wall.push((performance.now() - t0) / 1000);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    const m = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
    if (m) cpu.push(Number(m[1]) + Number(m[2]));
  }
  return { wall: median(wall), ...(cpu.length ? { cpu: median(cpu) } : {}) };
}

export function run(): void {
  const root = resolve(import.meta.dirname, '../../..');
  execFileSync(process.execPath, ['tools/scripts/build-cli.mjs'], { cwd: root, stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'carto-bench-cli-'));
  try {
    const pkg = join(dir, 'pkg');
    // The launcher alone, as the package ships it (with its sources beside it, it would run them).
    cpSync(join(root, 'tools/cli/carto.mjs'), join(pkg, 'tools/cli/carto.mjs'));
    cpSync(join(root, 'dist/cli'), join(pkg, 'dist/cli'), { recursive: true });
    cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(pkg, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'map.txt'), ['F F . . .', 'F r . M .', 'A A W . .', '. . W W .', '. . . . .'].join('\n') + '\n');
    const carto = join(pkg, 'tools/cli/carto.mjs');
    const rows: Array<[string, { wall: number; cpu?: number }, number | undefined]> = [
      ['node -e 0 (the floor)', measureRuns(['-e', '0'], dir), undefined],
      ['carto --version', measureRuns([carto, '--version'], dir), 0.12],
      ['carto score map.txt --card sentinel-wood', measureRuns([carto, 'score', 'map.txt', '--card', 'sentinel-wood'], dir), 0.2],
      ['carto cards', measureRuns([carto, 'cards'], dir), undefined],
    ];
    console.log(`\nCommand line start-up (median of ${RUNS} runs, from the bundle as installed; budgets on wall time)`);
    for (const [name, { wall, cpu }, budget] of rows) {
      const verdict = budget === undefined ? '' : wall <= budget ? `  budget ${budget} s  within budget` : `  budget ${budget} s  OVER BUDGET`;
      console.log(`  ${name.padEnd(42)} ${wall.toFixed(3).padStart(7)} s wall${cpu !== undefined ? `  ${cpu.toFixed(2).padStart(5)} s cpu` : ''}${verdict}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
