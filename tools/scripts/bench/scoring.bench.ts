/**
 * Scoring speed (docs/DESIGN.md §8: median <= 2 us per card on an 11x11 map). Maps are 11x11, about 30%,
 * 60% and 90% filled, built by a fixed pseudo-random fill (no Math.random: the numbers must repeat).
 * "evaluate" includes the explanation (contributions as cells); "stars only" is what a simulation
 * uses. "Fresh map" is `evaluate(rule, grid)` on the MapGrid itself: every call converts the map and
 * finds the clusters the card needs again (nothing is cached per grid), which is the budget's case.
 * The per-card figure of the "all 32" rows is the total divided by 32.
 */
import base from '../../../content/base/scoring.json' with { type: 'json' };
import heroes from '../../../content/heroes/scoring.json' with { type: 'json' };
import { emptyGrid, type MapGrid } from '../../../src/grid/grid.ts';
import type { Fill } from '../../../src/grid/fills.ts';
import { evaluate, prepare, scoreRule, type ScoringRule } from '../../../src/scoring/index.ts';
import { measure, report, type Measurement } from './measure.ts';
import { boardFromGrid, emptyBoard, moveBits, type BitBoard } from '../../../src/scoring/bits-board.ts';
import { bitScorer } from '../../../src/scoring/bits.ts';
import { changedByDrawing } from '../../../src/scoring/reads.ts';
import { FILL_CODE } from '../../../src/grid/fills.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { newGame } from '../../../src/game/setup.ts';
import type { GameState } from '../../../src/game/types.ts';
import { viewFor } from '../../../src/game/view.ts';
import { apply } from '../../../src/game/apply.ts';
import { decide } from '../../../src/bot/decide.ts';

const MOUNTAINS = [14, 30, 60, 95, 106];
const RUINS = [13, 19, 24, 89, 97, 102];
const DRAWN: Fill[] = ['forest', 'forest', 'village', 'village', 'farm', 'water', 'water', 'monster'];

/** A side-A-like map with `share` of its spaces drawn in small blobs (a fixed LCG, so runs repeat). */
function map(share: number, seed: number): MapGrid {
  const g = emptyGrid(11, 11);
  const fills = g.fills.slice() as Fill[];
  const ruins = g.ruins.slice() as boolean[];
  for (const m of MOUNTAINS) fills[m] = 'mountain';
  for (const r of RUINS) ruins[r] = true;
  let s = seed;
  const next = (n: number) => ((s = (s * 1103515245 + 12345) % 2147483648), s % n);
  let filled = MOUNTAINS.length;
  while (filled < share * 121) {
    const start = next(121);
    const fill = DRAWN[next(DRAWN.length)] as Fill;
    for (let k = 0, i = start; k < 4; k++) {
      if (fills[i] === 'empty') (fills[i] = fill), filled++;
      const step = [1, -1, 11, -11][next(4)] as number;
      if (i + step >= 0 && i + step < 121) i += step;
    }
  }
  return { ...g, fills, ruins };
}

const cards = [...base.cards, ...heroes.cards] as Array<{ id: string; rule: ScoringRule }>;

/**
 * Like `measure`, but timed in CPU time of this process (process.cpuUsage) rather than wall time:
 * on the shared 2-core machine other processes stretch wall time 2-4x from run to run, while the
 * CPU time the scoring itself uses stays steady.
 */
function measureCpu(name: string, fn: () => unknown, samples = 15, sampleMs = 5): Measurement {
  let sink: unknown;
  let batch = 0;
  const warmEnd = performance.now() + 100;
  while (performance.now() < warmEnd) (sink = fn()), batch++;
  batch = Math.max(1, Math.round((batch / 100) * sampleMs));
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < batch; i++) sink = fn();
    const t = process.cpuUsage(t0);
    times.push((t.user + t.system) / batch);
  }
  if (sink === Symbol.for('never')) console.log(sink);
  return { name, medianUs: median(times), batch, samples };
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Median CPU time of one call, in samples of about `sampleMs` of CPU time each, after 100 ms of
 * warm-up. The batch is calibrated on CPU time, not wall time: on a loaded machine a wall-time calibration gives batches of
 * a few calls, and the system counts CPU time in steps of a few milliseconds.
 */
export function cpuMedian(name: string, fn: () => unknown, samples = 15, sampleMs = 40): Measurement {
  const cpu = () => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  let sink: unknown;
  // Warm up first (the JIT compiles the scorers), then count calls in 20 ms of CPU time.
  for (const warm = cpu(); cpu() - warm < 100_000; ) sink = fn();
  let calls = 0;
  const start = cpu();
  while (cpu() - start < 20_000) (sink = fn()), calls++;
  const batch = Math.max(1, Math.round((calls * sampleMs) / 20));
  const times: number[] = [];
  for (let k = 0; k < samples; k++) {
    const t0 = cpu();
    for (let i = 0; i < batch; i++) sink = fn();
    times.push((cpu() - t0) / batch);
  }
  if (sink === Symbol.for('never')) console.log(sink);
  return { name, medianUs: median(times), batch, samples };
}

/**
 * Maps a game can reach: every sheet of 16 solo base games on side A, after each action, played by
 * the random player (8 games) and the greedy bot (8 games), so fill shares and shapes are those of
 * real play. Fixed seeds: the set repeats.
 */
export function reachableGrids(): MapGrid[] {
  const table = officialTable(['base'], 'side-a');
  const out: MapGrid[] = [];
  for (let g = 0; g < 16; g++) {
    let state: GameState = newGame(table, { players: 1 }, `bench/${g}`);
    while (state.stage !== 'gameOver') {
      const d = decide(viewFor(state, 0), { level: g % 2 === 0 ? 'random' : 'greedy', seed: g })!;
      const r = apply(state, d.action);
      if (r.violation) throw new Error(r.violation.message);
      state = r.state;
      out.push(state.sheets[0]!.grid);
    }
  }
  return out;
}

/**
 * Bit boards (src/scoring/bits.ts, what the bot searches with), honestly fresh: 64 reachable maps
 * (spread over the whole games above) are converted into 64 boards once, and every call scores the
 * next board in turn, so no call finds the one before's work: the match rows and clusters a board
 * caches (keyed by the board and its generation) are always for another board. Within one call the
 * cards share a board's matches and clusters, as they do when the search values a position. The
 * search keeps its map as a board, so conversion (timed on its own) is not in the card rows.
 * The last rows are the search's own case, incremental: a base board scored, then drawings on it,
 * each scored again only on the cards it can change (reads.ts). CPU time of this process.
 */
export function runBits(): void {
  const grids = reachableGrids();
  const maps = Array.from({ length: 64 }, (_, k) => grids[Math.floor((k * grids.length) / 64)] as MapGrid);
  const boards = maps.map((g) => boardFromGrid(g));
  const baseCards = base.cards as Array<{ id: string; rule: ScoringRule }>;
  const scorers = baseCards.map((c) => bitScorer(c.rule));
  let next = 0;
  const fresh = () => boards[next++ & 63] as BitBoard;
  const all16 = (b: BitBoard) => {
    let t = 0;
    for (let k = 0; k < scorers.length; k++) t += (scorers[k] as (b: BitBoard) => number)(b);
    return t;
  };
  const scratch = emptyBoard(11, 11);
  const convert = cpuMedian('convert a MapGrid into a board (not in the rows below)', () => boardFromGrid(maps[next++ & 63] as MapGrid, scratch));
  const interpreter = cpuMedian('interpreter: all 16, fresh map each call (stars only, conversion included)', () => {
    const sheet = prepare(maps[next++ & 63] as MapGrid);
    let t = 0;
    for (let k = 0; k < baseCards.length; k++) t += scoreRule((baseCards[k] as { rule: ScoringRule }).rule, sheet);
    return t;
  });
  const perCard = baseCards.map((c, k) => cpuMedian(c.id, () => (scorers[k] as (b: BitBoard) => number)(fresh())));
  report(
    'Bit boards: one base card alone, a fresh reachable board each call',
    [...perCard, { ...perCard[0]!, name: 'median card', medianUs: median(perCard.map((m) => m.medianUs)) }],
    0.5,
  );
  const total = cpuMedian('all 16 base cards, a fresh reachable board each call', () => all16(fresh()));
  const withConversion = cpuMedian('  the same, converting the MapGrid first', () => all16(boardFromGrid(maps[next++ & 63] as MapGrid, scratch)));
  // Incremental: the base board's 16 scores, then 32 drawings of 1-4 empty spaces in one fill, each
  // taken back; a drawing rescores only the cards whose reads it changes. Per drawing, base included.
  const changes = baseCards.map((c) => changedByDrawing(c.rule));
  const parts = new Float64Array(16);
  const terrains = [FILL_CODE.forest, FILL_CODE.village, FILL_CODE.farm, FILL_CODE.water, FILL_CODE.monster];
  const drawings = 32;
  const incremental = cpuMedian(`a drawing scored incrementally (all 16; a base scored once per ${drawings} drawings)`, () => {
    const b = fresh();
    for (let k = 0; k < 16; k++) parts[k] = (scorers[k] as (b: BitBoard) => number)(b);
    let t = 0;
    for (let d = 0; d < drawings; d++) {
      const row = (d * 7 + next) % 10;
      const bits = (0b11 << (d % 9)) & b.m[FILL_CODE.empty * 32 + row]! & b.full;
      const code = terrains[d % terrains.length] as number;
      moveBits(b, row, bits, FILL_CODE.empty, code);
      for (let k = 0; k < 16; k++) t += (changes[k]! >> code) & 1 ? (scorers[k] as (b: BitBoard) => number)(b) : parts[k]!;
      moveBits(b, row, bits, code, FILL_CODE.empty);
    }
    return t;
  });
  report(
    'Bit boards, all 16 base cards on fresh reachable boards',
    [interpreter, convert, total, withConversion, { ...incremental, name: incremental.name, medianUs: incremental.medianUs / drawings }],
    8,
  );
}

export function run(): void {
  runBits();
  const maps = [
    ['30%', map(0.3, 7)],
    ['60%', map(0.6, 11)],
    ['90%', map(0.9, 13)],
  ] as const;
  const opts = { samples: 15, sampleMs: 5 };
  for (const [label, grid] of maps) {
    // A map prepared once, as a game scores its edicts: the conversion and clusters are shared.
    const sheet = prepare(grid);
    const shared = cards.map((c) => measure(`${c.id}`, () => evaluate(c.rule, sheet), opts));
    report(`One card on an 11x11 map ${label} filled, prepared once (evaluate, with explanation)`, shared, 2);
    // The same with nothing shared: every call converts the map and finds its clusters again.
    const fresh = cards.map((c) => measure(`${c.id}`, () => evaluate(c.rule, grid), opts));
    report(`One card on an 11x11 map ${label} filled, fresh map each call (evaluate(rule, grid))`, fresh, 2);
    // A caller that prepares a sheet of its own per card pays for allocating it too.
    const ownSheet = cards.map((c) => measure(`${c.id}`, () => evaluate(c.rule, prepare(grid)), opts));
    const worst = fresh.reduce((a, b) => (b.medianUs > a.medianUs ? b : a));
    const allFresh = measure(`all 32 (evaluate(rule, grid) each)`, () => {
      let t = 0;
      for (let k = 0; k < cards.length; k++) t += evaluate((cards[k] as { rule: ScoringRule }).rule, grid).stars;
      return t;
    });
    const all = measure(`all 32 (evaluate, one prepare)`, () => {
      const one = prepare(grid);
      let t = 0;
      for (let k = 0; k < cards.length; k++) t += evaluate((cards[k] as { rule: ScoringRule }).rule, one).stars;
      return t;
    });
    const fast = measure(`all 32 (stars only, one prepare)`, () => {
      const one = prepare(grid);
      let t = 0;
      for (let k = 0; k < cards.length; k++) t += scoreRule((cards[k] as { rule: ScoringRule }).rule, one);
      return t;
    });
    const prep = measure('prepare (convert the map)', () => prepare(grid));
    const freshCpu = cards.map((c) => measureCpu(c.id, () => evaluate(c.rule, grid)));
    report(
      `Summary, 11x11 map ${label} filled`,
      [
        { ...shared[0]!, name: 'median card, prepared once', medianUs: median(shared.map((m) => m.medianUs)) },
        { ...fresh[0]!, name: 'median card, fresh map each call', medianUs: median(fresh.map((m) => m.medianUs)) },
        { ...freshCpu[0]!, name: 'median card, fresh map each call (CPU time)', medianUs: median(freshCpu.map((m) => m.medianUs)) },
        { ...ownSheet[0]!, name: 'median card, prepare(grid) each call', medianUs: median(ownSheet.map((m) => m.medianUs)) },
        { ...worst, name: `slowest card, fresh map (${worst.name})` },
        prep,
        allFresh,
        all,
        { ...all, name: '  all 32 / 32 (evaluate)', medianUs: all.medianUs / 32 },
        fast,
        { ...fast, name: '  all 32 / 32 (stars only)', medianUs: fast.medianUs / 32 },
      ],
      2,
    );
  }
}
