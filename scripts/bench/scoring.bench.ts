/**
 * Scoring speed (DESIGN.md §8: median <= 2 us per card on an 11x11 map). Maps are 11x11, about 30%,
 * 60% and 90% filled, built by a fixed pseudo-random fill (no Math.random: the numbers must repeat).
 * "evaluate" includes the explanation (contributions as cells); "stars only" is what a simulation
 * uses. "Fresh map" is `evaluate(rule, grid)` on the MapGrid itself: every call converts the map and
 * finds the clusters the card needs again (nothing is cached per grid), which is the budget's case.
 * The per-card figure of the "all 32" rows is the total divided by 32.
 */
import base from '../../content/base/scoring.json' with { type: 'json' };
import heroes from '../../content/heroes/scoring.json' with { type: 'json' };
import { emptyGrid, type MapGrid } from '../../src/grid/grid.ts';
import type { Fill } from '../../src/grid/fills.ts';
import { evaluate, prepare, scoreRule, type ScoringRule } from '../../src/scoring/index.ts';
import { measure, report, type Measurement } from './measure.ts';
import { boardFromGrid, emptyBoard, moveBits } from '../../src/scoring/bits-board.ts';
import { bitScorer } from '../../src/scoring/bits.ts';

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
 * Bit boards (src/scoring/bits.ts, what the bot searches with), honestly fresh: every call takes the
 * next of 64 different maps (30/60/90% filled), converts its MapGrid into a board (into one reused
 * board object: no allocation) and scores the cards. Cached: nothing across maps; within one map the
 * clusters of a fill are found once and shared by the cards that ask for them, and a match's rows
 * ("filled", "forest") once for every card that uses it (both keyed by the board's state, which the
 * conversion changes). CPU time of this process (cpuMedian).
 */
/**
 * Median CPU time of one call, in samples of about `sampleMs` of CPU time each, after 100 ms of
 * warm-up. The batch is calibrated on CPU time, not wall time: on a loaded machine a wall-time calibration gives batches of
 * a few calls, and the system counts CPU time in steps of a few milliseconds.
 */
function cpuMedian(name: string, fn: () => unknown, samples = 15, sampleMs = 40): Measurement {
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

export function runBits(): void {
  const maps = Array.from({ length: 64 }, (_, k) => map([0.3, 0.6, 0.9][k % 3] as number, 100 + k));
  const board = emptyBoard(11, 11);
  const baseRules = (base.cards as Array<{ id: string; rule: ScoringRule }>).map((c) => ({ id: c.id, score: bitScorer(c.rule) }));
  let next = 0;
  const fresh = () => maps[next++ & 63] as MapGrid;
  const convert = cpuMedian('convert a MapGrid into a board', () => boardFromGrid(fresh(), board));
  const all16fn = () => {
    boardFromGrid(fresh(), board);
    let t = 0;
    for (let k = 0; k < baseRules.length; k++) t += (baseRules[k] as { score: (b: typeof board) => number }).score(board);
    return t;
  };
  // The interpreter on the same fresh maps, for comparison (its pooled sheet converts each map; clusters shared by the 16).
  const baseCards = base.cards as Array<{ id: string; rule: ScoringRule }>;
  const interpreter = cpuMedian('interpreter: all 16 base cards, fresh map each call (stars only)', () => {
    const sheet = prepare(fresh());
    let t = 0;
    for (let k = 0; k < baseCards.length; k++) t += scoreRule((baseCards[k] as { rule: ScoringRule }).rule, sheet);
    return t;
  });
  const perCard = baseRules.map((c) =>
    cpuMedian(
      c.id,
      () => {
        boardFromGrid(fresh(), board);
        return c.score(board);
      },
    ),
  );
  const alone = perCard.map((m) => ({ ...m, medianUs: Math.max(0, m.medianUs - convert.medianUs) }));
  report('Bit boards: one base card, fresh map each call, less the conversion', alone, 0.5);
  const all16 = cpuMedian('all 16 base cards, fresh map each call (conversion included)', all16fn);
  // The search's own case: a shape drawn on the board and taken back (a few bit flips), then every card.
  const drawn = cpuMedian('a 4-space drawing and its undo, then all 16 base cards', () => {
    const b = boardFromGrid(fresh(), board);
    const row = next % 10;
    const bits = 0b11 << next % 9;
    moveBits(b, row, bits & b.m[row]!, 0, 2);
    moveBits(b, row + 1, bits & b.m[row + 1]!, 0, 2);
    let t = 0;
    for (let k = 0; k < baseRules.length; k++) t += (baseRules[k] as { score: (b: typeof board) => number }).score(b);
    return t;
  });
  report('Bit boards, all 16 base cards on a fresh map (the budget applies to the all-16 row)', [
    interpreter,
    convert,
    all16,
    { ...all16, name: '  all 16 / 16', medianUs: all16.medianUs / 16 },
    { ...all16, name: 'median card alone (fresh map, conversion subtracted)', medianUs: median(alone.map((m) => m.medianUs)) },
    drawn,
  ], 8);
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
    report(`Summary, 11x11 map ${label} filled`, [
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
    ], 2);
  }
}
