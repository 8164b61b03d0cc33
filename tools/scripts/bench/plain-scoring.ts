/**
 * The plain-array baseline of the scoring rows: the 16 base scoring cards written by hand as a careful
 * straightforward implementation would, on the map's own plain arrays (fill names and ruins flags,
 * row-major), with index arithmetic and one flood fill per cluster into reused arrays. Only for
 * `npm run bench` (a ratio needs something fixed to compare with); the bench checks that it gives the
 * engine's stars on every map it times, so the comparison is like for like.
 */
export interface PlainMap {
  readonly rows: number;
  readonly cols: number;
  readonly fills: readonly string[];
  readonly ruins: readonly boolean[];
}

const TERRAINS = ['forest', 'village', 'farm', 'water', 'monster', 'hero', 'mountain'];

/** Neighbour indices of i (up, down, left, right), -1 outside the map. */
function nb(m: PlainMap, i: number, d: number): number {
  const c = i % m.cols;
  if (d === 0) return i >= m.cols ? i - m.cols : -1;
  if (d === 1) return i + m.cols < m.fills.length ? i + m.cols : -1;
  if (d === 2) return c > 0 ? i - 1 : -1;
  return c < m.cols - 1 ? i + 1 : -1;
}

const onEdge = (m: PlainMap, i: number) => i < m.cols || i >= m.fills.length - m.cols || i % m.cols === 0 || i % m.cols === m.cols - 1;

function touches(m: PlainMap, i: number, fill: string): boolean {
  for (let d = 0; d < 4; d++) {
    const j = nb(m, i, d);
    if (j >= 0 && m.fills[j] === fill) return true;
  }
  return false;
}

function enclosed(m: PlainMap, i: number): boolean {
  for (let d = 0; d < 4; d++) {
    const j = nb(m, i, d);
    if (j >= 0 && m.fills[j] === 'empty') return false;
  }
  return true;
}

function countWhere(m: PlainMap, fill: string, test: (i: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < m.fills.length; i++) if (m.fills[i] === fill && test(i)) n++;
  return n;
}

/** The clusters of a fill, each its spaces' indices, in the order of their first space. */
let label = new Int32Array(121);
function clusters(m: PlainMap, fill: string): number[][] {
  const size = m.fills.length;
  if (label.length < size) label = new Int32Array(size);
  label.fill(-1, 0, size);
  const out: number[][] = [];
  for (let s = 0; s < size; s++) {
    if (m.fills[s] !== fill || label[s] !== -1) continue;
    const cells = [s];
    label[s] = out.length;
    for (let k = 0; k < cells.length; k++) {
      for (let d = 0; d < 4; d++) {
        const j = nb(m, cells[k]!, d);
        if (j >= 0 && label[j] === -1 && m.fills[j] === fill) (label[j] = out.length), cells.push(j);
      }
    }
    out.push(cells);
  }
  return out;
}

/** The fills next to a cluster (outside it), and whether it touches the edge. */
function aroundOf(m: PlainMap, cells: readonly number[]): { fills: Set<string>; edge: boolean; outside: number[] } {
  const fills = new Set<string>();
  const outside: number[] = [];
  let edge = false;
  const own = m.fills[cells[0]!];
  for (const i of cells) {
    if (onEdge(m, i)) edge = true;
    for (let d = 0; d < 4; d++) {
      const j = nb(m, i, d);
      if (j >= 0 && m.fills[j] !== own && !outside.includes(j)) outside.push(j), fills.add(m.fills[j]!);
    }
  }
  return { fills, edge, outside };
}

function lineCount(m: PlainMap, byRow: boolean, test: (i: number) => boolean, every: boolean): number {
  let n = 0;
  const lines = byRow ? m.rows : m.cols;
  const length = byRow ? m.cols : m.rows;
  for (let a = 0; a < lines; a++) {
    let hits = 0;
    for (let b = 0; b < length; b++) if (test(byRow ? a * m.cols + b : b * m.cols + a)) hits++;
    if (every ? hits === length : hits > 0) n++;
  }
  return n;
}

const filled = (m: PlainMap) => (i: number) => m.fills[i] !== 'empty';

export const PLAIN_CARDS: Readonly<Record<string, (m: PlainMap) => number>> = {
  'sentinel-wood': (m) => countWhere(m, 'forest', (i) => onEdge(m, i)),
  greenbough: (m) => lineCount(m, true, (i) => m.fills[i] === 'forest', false) + lineCount(m, false, (i) => m.fills[i] === 'forest', false),
  treetower: (m) => countWhere(m, 'forest', (i) => enclosed(m, i)),
  'stoneside-forest': (m) => {
    const linked = new Set<number>();
    for (const cl of clusters(m, 'forest')) {
      const mountains = aroundOf(m, cl).outside.filter((j) => m.fills[j] === 'mountain');
      if (mountains.length > 1) for (const j of mountains) linked.add(j);
    }
    return 3 * linked.size;
  },
  'canal-lake': (m) => countWhere(m, 'water', (i) => touches(m, i, 'farm')) + countWhere(m, 'farm', (i) => touches(m, i, 'water')),
  'mages-valley': (m) => 2 * countWhere(m, 'water', (i) => touches(m, i, 'mountain')) + countWhere(m, 'farm', (i) => touches(m, i, 'mountain')),
  'the-golden-granary': (m) =>
    countWhere(m, 'water', (i) => {
      for (let d = 0; d < 4; d++) {
        const j = nb(m, i, d);
        if (j >= 0 && m.ruins[j]) return true;
      }
      return false;
    }) +
    3 * countWhere(m, 'farm', (i) => m.ruins[i] === true),
  'shoreside-expanse': (m) => {
    let n = 0;
    for (const [fill, other] of [
      ['farm', 'water'],
      ['water', 'farm'],
    ] as const) {
      for (const cl of clusters(m, fill)) {
        const a = aroundOf(m, cl);
        if (!a.edge && !a.fills.has(other)) n += 3;
      }
    }
    return n;
  },
  wildholds: (m) => 8 * clusters(m, 'village').filter((cl) => cl.length >= 6).length,
  'great-city': (m) => {
    let best = 0;
    for (const cl of clusters(m, 'village')) if (cl.length > best && !aroundOf(m, cl).fills.has('mountain')) best = cl.length;
    return best;
  },
  'greengold-plains': (m) => 3 * clusters(m, 'village').filter((cl) => TERRAINS.filter((t) => aroundOf(m, cl).fills.has(t)).length >= 3).length,
  shieldgate: (m) =>
    2 *
    (clusters(m, 'village')
      .map((cl) => cl.length)
      .sort((a, b) => b - a)[1] ?? 0),
  borderlands: (m) => 6 * lineCount(m, true, filled(m), true) + 6 * lineCount(m, false, filled(m), true),
  'lost-barony': (m) => {
    // Largest square of filled spaces: side[i] = 1 + min of the three squares above and to the left.
    const side = new Array<number>(m.fills.length).fill(0);
    let best = 0;
    for (let i = 0; i < m.fills.length; i++) {
      if (m.fills[i] === 'empty') continue;
      const r = Math.floor(i / m.cols);
      const c = i % m.cols;
      side[i] = r > 0 && c > 0 ? 1 + Math.min(side[i - m.cols]!, side[i - 1]!, side[i - m.cols - 1]!) : 1;
      if (side[i]! > best) best = side[i]!;
    }
    return 3 * best;
  },
  'the-broken-road': (m) => {
    // Down-right diagonals from the left edge that reach the bottom edge, every space filled.
    let n = 0;
    for (let r0 = 0; r0 < m.rows; r0++) {
      const length = m.rows - r0;
      if (length > m.cols) continue;
      let full = true;
      for (let k = 0; k < length && full; k++) full = m.fills[(r0 + k) * m.cols + k] !== 'empty';
      if (full) n++;
    }
    return 3 * n;
  },
  'the-cauldrons': (m) => countWhere(m, 'empty', (i) => enclosed(m, i)),
};
