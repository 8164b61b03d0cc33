/**
 * The budgets of issue 33 as ratios, every row timed in this same run against a baseline timed beside
 * it (the machine is shared: absolute times move 2-4x with its load, ratios far less). CPU time,
 * median of samples, after a warm-up. Printed with the load average.
 *
 * - Scoring all 16 base cards on a fresh reachable map (64 maps in turn, so no call finds the last
 *   one's work): the public API (scoreRule per card, and scoreCards) against the plain-array baseline
 *   (plain-scoring.ts, checked to give the same stars on every map) and against the interpreter.
 * - Grid conversion (gridFromRows, and a MapGrid into a bit board) against a plain copy of the same
 *   spaces into one array.
 * - A random solo base game against the same entry of the engine as it was at 899b360, bundled the
 *   same way (reference/engine-899b360.min.mjs, checked in; this run bundles the current source with
 *   the same command: esbuild reference/entry.ts --bundle --format=esm --platform=neutral
 *   --target=es2022 --minify). Budget: <= 100 us.
 * The pointer move (median and p95 in Chromium) is pointer.bench.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import base from '../../../content/base/scoring.json' with { type: 'json' };
import { gridFromRows, type MapGrid } from '../../../src/grid/grid.ts';
import { boardFromGrid } from '../../../src/scoring/bits-board.ts';
import { interpretStars, prepare } from '../../../src/scoring/evaluate.ts';
import type { ScoringRule } from '../../../src/scoring/rule-schema.ts';
import { scoreCards, scoreRule } from '../../../src/scoring/stars.ts';
import { PLAIN_CARDS, type PlainMap } from './plain-scoring.ts';
import { cpuMedian, reachableGrids } from './scoring.bench.ts';

/** Median CPU microseconds of one call (scoring.bench.ts's cpuMedian: warm-up, then samples of about 40 ms of CPU). */
function cpuUs(fn: () => unknown): number {
  return cpuMedian('', fn).medianUs;
}

function row(name: string, us: number, baseline: number, budget?: number): void {
  const ratio = us / baseline;
  const verdict = budget === undefined ? '' : ratio <= budget ? `  within budget (<= ${budget}x)` : `  OVER BUDGET (<= ${budget}x)`;
  console.log(`  ${name.padEnd(58)} ${us.toFixed(3).padStart(9)} us  ${ratio.toFixed(2).padStart(6)}x${verdict}`);
}

/** The map as the baseline takes it: its own plain arrays, copied (nothing shared with the engine's grid). */
function plainOf(g: MapGrid): PlainMap {
  return { rows: g.rows, cols: g.cols, fills: g.fills.slice(), ruins: g.ruins.slice() };
}

/** The map as rows of fill names, for gridFromRows. */
function rowsOf(g: MapGrid): string[][] {
  return Array.from({ length: g.rows }, (_, r) => g.fills.slice(r * g.cols, (r + 1) * g.cols));
}

function scoring(): void {
  const all = reachableGrids();
  const maps = Array.from({ length: 64 }, (_, k) => all[Math.floor((k * all.length) / 64)]!);
  const plain = maps.map(plainOf);
  const cards = base.cards as Array<{ id: string; rule: ScoringRule }>;
  const rules = cards.map((c) => c.rule);
  const baselines = cards.map((c) => PLAIN_CARDS[c.id]!);
  // Like for like: the baseline must give the engine's stars on every map it is timed on.
  const wrong: string[] = [];
  maps.forEach((g, k) => cards.forEach((c, i) => baselines[i]!(plain[k]!) !== interpretStars(c.rule, g) && wrong.push(`${c.id} on map ${k}`)));
  if (wrong.length > 0) throw new Error(`the plain-array baseline differs from the engine: ${wrong.slice(0, 5).join(', ')}`);
  let next = 0;
  const baseline = cpuUs(() => {
    const m = plain[next++ & 63]!;
    let t = 0;
    for (let i = 0; i < baselines.length; i++) t += baselines[i]!(m);
    return t;
  });
  const interpreter = cpuUs(() => {
    const sheet = prepare(maps[next++ & 63]!);
    let t = 0;
    for (let i = 0; i < rules.length; i++) t += interpretStars(rules[i]!, sheet);
    return t;
  });
  const perCard = cpuUs(() => {
    const g = maps[next++ & 63]!;
    let t = 0;
    for (let i = 0; i < rules.length; i++) t += scoreRule(rules[i]!, g);
    return t;
  });
  const atOnce = cpuUs(() => scoreCards(rules, maps[next++ & 63]!));
  console.log(`\nScoring all 16 base cards, a fresh reachable 11x11 map each call (${maps.length} maps; baseline agrees on all)`);
  row('plain-array baseline (plain-scoring.ts)', baseline, baseline);
  row('interpreter (prepare once, interpretStars per card)', interpreter, baseline);
  row('public scoreRule per card, vs the baseline', perCard, baseline, 0.35);
  row('public scoreCards (all 16 at once), vs the baseline', atOnce, baseline, 0.35);
  row('public scoreRule per card, vs the interpreter', perCard, interpreter);
}

function conversion(): void {
  const maps = reachableGrids().slice(0, 64);
  const rows = maps.map(rowsOf);
  let next = 0;
  const copy = cpuUs(() => {
    const rs = rows[next++ & 63]!;
    const out = new Array<string>(rs.length * rs[0]!.length);
    for (let r = 0, i = 0; r < rs.length; r++) for (let c = 0; c < rs[r]!.length; c++, i++) out[i] = rs[r]![c]!;
    return out;
  });
  const fromRows = cpuUs(() => gridFromRows(rows[next++ & 63]!));
  const scratch = boardFromGrid(maps[0]!);
  const toBoard = cpuUs(() => boardFromGrid(maps[next++ & 63]!, scratch));
  console.log('\nGrid conversion, 11x11 reachable maps');
  row('plain copy of the rows into one array (baseline)', copy, copy);
  row('gridFromRows (rows of fill names, each checked)', fromRows, copy);
  row('a MapGrid into a bit board (what scoring converts)', toBoard, copy);
}

async function randomGames(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'carto-bench-engine-'));
  try {
    const current = join(dir, 'engine-current.mjs');
    const entry = join(import.meta.dirname, 'reference', 'entry.ts');
    execFileSync(
      'npx',
      [
        'esbuild',
        entry,
        '--bundle',
        '--format=esm',
        '--platform=neutral',
        '--target=es2022',
        '--minify',
        `--outfile=${current}`,
        '--log-level=warning',
        '--main-fields=module,main',
      ],
      { stdio: 'inherit' },
    );
    // Each engine in a fresh process of its own (a heap and JIT shared with the rows above slowed both
    // by half), alternated five times so that both see the same load; the lower median of each counts.
    const timing = join(import.meta.dirname, 'reference', 'time-games.mjs');
    const time = (file: string) =>
      (JSON.parse(execFileSync(process.execPath, [timing, pathToFileURL(file).href], { encoding: 'utf8' })) as { medianUs: number }).medianUs;
    const reference = join(import.meta.dirname, 'reference', 'engine-899b360.min.mjs');
    const a: number[] = [];
    const b: number[] = [];
    for (let round = 0; round < 5; round++) a.push(time(reference)), b.push(time(current));
    const ref = Math.min(...a);
    const cur = Math.min(...b);
    console.log('\nA random solo base game (unchecked), one core, warm, each engine in its own process; the lower of 5 alternated medians');
    row('the engine at 899b360 (reference build, checked in)', ref, ref);
    row('the engine now, bundled the same way', cur, ref);
    console.log(`  ${'budget: <= 100 us a game'.padEnd(58)} ${cur <= 100 ? 'within budget' : 'OVER BUDGET'}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  console.log(`\nRatios in one run (load average at the start: ${load()})`);
  scoring();
  conversion();
  await randomGames();
  console.log(`\n  load average at the end: ${load()}`);
}
