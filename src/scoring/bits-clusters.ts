/**
 * Clusters on a bit board: each found by a flood over row masks (sweeps down and up, filling whole
 * runs of a row at once) and kept as row masks with its row span and size. The clusters of a fill are
 * found once per board state and shared by every card scored on it (several cards count village
 * clusters); a change to the board (its `gen`) forgets them.
 */
import { CODES, MAX_BIT_ROWS as R, popcount, type BitBoard } from './bits-board.ts';

export interface ClusterList {
  n: number;
  /** cluster k's row r: masks[k * R + r], meaningful for lo[k] <= r <= hi[k] */
  masks: Int32Array;
  lo: Int32Array;
  hi: Int32Array;
  size: Int32Array;
}

function newList(cap: number): ClusterList {
  return { n: 0, masks: new Int32Array(cap * R), lo: new Int32Array(cap), hi: new Int32Array(cap), size: new Int32Array(cap) };
}

const lists: ClusterList[] = Array.from({ length: CODES }, () => newList(16));
const found: number[] = new Array<number>(CODES).fill(-1);
let foundOn: BitBoard | null = null;
const rest = new Int32Array(R);
const cur = new Int32Array(R);

/** The clusters of one fill code on the board, in the order of their first space (reading order). */
export function clustersOn(b: BitBoard, code: number): ClusterList {
  if (foundOn !== b) {
    foundOn = b;
    found.fill(-1);
  }
  let list = lists[code]!;
  if (found[code] === b.gen) return list;
  const { rows } = b;
  const base = code * R;
  for (let r = 0; r < rows; r++) rest[r] = b.m[base + r]!;
  list.n = 0;
  for (let r0 = 0; r0 < rows; r0++) {
    while (rest[r0] !== 0) {
      if (list.n === list.lo.length) list = lists[code] = grow(list);
      const k = list.n++;
      flood(b, r0, rest[r0]! & -rest[r0]!);
      const lo = span.lo;
      const hi = span.hi;
      let size = 0;
      const off = k * R;
      for (let r = lo; r <= hi; r++) {
        const x = cur[r]!;
        list.masks[off + r] = x;
        rest[r]! &= ~x;
        size += popcount(x);
      }
      list.lo[k] = lo;
      list.hi[k] = hi;
      list.size[k] = size;
    }
  }
  found[code] = b.gen;
  return list;
}

function grow(list: ClusterList): ClusterList {
  const bigger = newList(list.lo.length * 2);
  bigger.masks.set(list.masks);
  bigger.lo.set(list.lo);
  bigger.hi.set(list.hi);
  bigger.size.set(list.size);
  bigger.n = list.n;
  return bigger;
}

/** The whole runs of `t` that hold a bit of `x`. */
function runsOf(x: number, t: number): number {
  for (;;) {
    const y = (x | (x << 1) | (x >>> 1)) & t;
    if (y === x) return x;
    x = y;
  }
}

/** The rows the last flood spans (kept here: a returned pair was an allocation per cluster). */
const span = { lo: 0, hi: 0 };

/** Floods `rest` from one space of row r0 into `cur`; its rows go to `span`. */
function flood(b: BitBoard, r0: number, seed: number): void {
  const rows = b.rows;
  let lo = r0;
  let hi = r0;
  cur[r0] = runsOf(seed, rest[r0]!);
  for (let changed = true; changed; ) {
    changed = false;
    for (let r = lo + 1; r < rows && r <= hi + 1; r++) {
      const from = (cur[r - 1]! & rest[r]!) | (r <= hi ? cur[r]! : 0);
      if (from === 0) continue;
      const x = runsOf(from, rest[r]!);
      if (r > hi) (hi = r), (cur[r] = 0);
      if (x !== cur[r]) (cur[r] = x), (changed = true);
    }
    for (let r = hi - 1; r >= 0 && r >= lo - 1; r--) {
      const from = (cur[r + 1]! & rest[r]!) | (r >= lo ? cur[r]! : 0);
      if (from === 0) continue;
      const x = runsOf(from, rest[r]!);
      if (r < lo) (lo = r), (cur[r] = 0);
      if (x !== cur[r]) (cur[r] = x), (changed = true);
    }
  }
  span.lo = lo;
  span.hi = hi;
}
