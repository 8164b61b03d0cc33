/**
 * One sheet as the bot searches it: the map as a bit board plus its coins. A candidate drawing is
 * applied in place (a few bit flips), valued, and taken back; nothing is allocated per candidate.
 * Coins follow the rules (a coin shape, a mountain surrounded once): checked against the rules
 * engine's own drawShape in test/unit/bot/position.test.ts.
 */
import { FILL_CODE } from '../grid/fills.ts';
import type { Cell } from '../grid/grid.ts';
import type { Sheet } from '../rules/sheet.ts';
import { boardFromGrid, copyBoard, MAX_BIT_ROWS as R, popcount, touch, type BitBoard } from '../scoring/bits-board.ts';

const EMPTY = FILL_CODE.empty;
const MOUNTAIN = FILL_CODE.mountain;

export class Position {
  readonly board: BitBoard;
  coins: number;
  readonly coinTrack: number;
  /** mountains whose coin is paid, as row masks */
  readonly credited: Int32Array;
  /** undo log of the drawings applied: (row, bits, code) triples and the coins before */
  private readonly undo: number[] = [];

  constructor(board: BitBoard, coins: number, coinTrack: number, credited: Int32Array) {
    this.board = board;
    this.coins = coins;
    this.coinTrack = coinTrack;
    this.credited = credited;
  }

  static of(sheet: Sheet): Position {
    const board = boardFromGrid(sheet.grid);
    const credited = new Int32Array(R);
    const cols = sheet.grid.cols;
    for (const i of sheet.creditedMountains) credited[(i / cols) | 0]! |= 1 << (i % cols);
    return new Position(board, sheet.coins, sheet.coinTrack, credited);
  }

  clone(): Position {
    return new Position(copyBoard(this.board), this.coins, this.coinTrack, this.credited.slice());
  }

  /** Draws `cells` (all empty) in fill `code`; see drawRows. */
  draw(cells: readonly Cell[], code: number, coin: boolean): number {
    let lo = this.board.rows;
    for (const [r] of cells) lo = Math.min(lo, r);
    const rows: number[] = [];
    for (const [r, c] of cells) rows[r - lo] = (rows[r - lo] ?? 0) | (1 << c);
    for (let i = 0; i < rows.length; i++) rows[i] ??= 0;
    return this.drawRows(lo, rows, 0, code, coin);
  }

  /**
   * Draws a shape given as row masks (`masks[i] << shift` on row `row + i`, all empty spaces) in fill
   * `code`, with a coin when the shape has one, and pays the mountains it surrounds. Returns the coins
   * gained. Undo with `takeBack`.
   */
  drawRows(row: number, masks: ArrayLike<number>, shift: number, code: number, coin: boolean): number {
    const b = this.board;
    const m = b.m;
    const before = this.coins;
    const n = masks.length;
    this.undo.push(-1, before, 0);
    for (let i = 0; i < n; i++) {
      const r = row + i;
      const bits = masks[i]! << shift;
      if (bits === 0) continue;
      m[EMPTY * R + r]! &= ~bits;
      m[code * R + r]! |= bits;
      this.undo.push(r, bits, code);
    }
    touch(b);
    let gained = coin ? 1 : 0;
    // Mountains next to the drawing that are now surrounded and were not paid yet.
    const lo = Math.max(0, row - 1);
    const hi = Math.min(b.rows - 1, row + n);
    for (let r = lo; r <= hi; r++) {
      const mountains = m[MOUNTAIN * R + r]! & ~this.credited[r]! & this.inner(r);
      if (mountains === 0) continue;
      const e = m[EMPTY * R + r]!;
      const near = (e << 1) | (e >>> 1) | (r > 0 ? m[EMPTY * R + r - 1]! : 0) | (r < b.rows - 1 ? m[EMPTY * R + r + 1]! : 0);
      const paid = mountains & ~near;
      if (paid !== 0) {
        this.credited[r]! |= paid;
        this.undo.push(-2, r, paid);
        gained += popcount(paid);
      }
    }
    this.coins = Math.min(this.coinTrack, before + gained);
    return this.coins - before;
  }

  /**
   * Promise of coins: each mountain not yet paid with k of its sides filled (or off the map) counts
   * (k / 4) ^ soft of a coin (a mountain with three sides filled is nearly a coin).
   */
  mountainPromise(soft: number): number {
    const b = this.board;
    const m = b.m;
    let credit = 0;
    for (let r = 0; r < b.rows; r++) {
      let x = m[MOUNTAIN * R + r]! & ~this.credited[r]! & this.inner(r);
      while (x !== 0) {
        const bit = x & -x;
        x ^= bit;
        const e = (r > 0 ? m[EMPTY * R + r - 1]! : 0) & bit ? 1 : 0;
        const s2 = (r < b.rows - 1 ? m[EMPTY * R + r + 1]! : 0) & bit ? 1 : 0;
        const row = m[EMPTY * R + r]!;
        const empty = e + s2 + ((row << 1) & bit ? 1 : 0) + ((row >>> 1) & bit ? 1 : 0);
        credit += ((4 - empty) / 4) ** soft;
      }
    }
    return credit;
  }

  /** The spaces of row `r` off the map edge (an edge mountain never earns a coin). */
  private inner(r: number): number {
    const b = this.board;
    if (r === 0 || r === b.rows - 1) return 0;
    return b.full & ~1 & ~(1 << (b.cols - 1));
  }

  /** Takes back the last drawing. */
  takeBack(): void {
    const u = this.undo;
    const m = this.board.m;
    for (;;) {
      const c = u.pop()!;
      const b = u.pop()!;
      const a = u.pop()!;
      if (a === -1) {
        this.coins = b;
        break;
      }
      if (a === -2) {
        this.credited[b]! &= ~c;
        continue;
      }
      m[c * R + a]! &= ~b;
      m[EMPTY * R + a]! |= b;
    }
    touch(this.board);
  }
}
