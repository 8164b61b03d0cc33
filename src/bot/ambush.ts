/**
 * Where the solo walk would put an ambush's monster on a bit board (rules/ambush.ts: ring by ring
 * from the card's corner, the shape as printed, the first position that fits), so that a search can
 * weigh the chance of an ambush next: a map whose corners are filled sends monsters elsewhere.
 */
import type { AmbushCard } from '../content/types.ts';
import { FILL_CODE } from '../grid/fills.ts';
import { soloWalkOrder, type WalkStep } from '../rules/ambush.ts';
import { compilePicture } from '../rules/compiled.ts';
import { MAX_BIT_ROWS as R, type BitBoard } from '../scoring/bits-board.ts';

export interface Walked {
  readonly row: number;
  readonly col: number;
  /** the monster's row masks at column 0 */
  readonly masks: readonly number[];
}

const walks = new Map<string, readonly WalkStep[]>();
const shapes = new WeakMap<AmbushCard, { masks: number[]; cellRow: Int8Array; cellCol: Int8Array; height: number; width: number }>();

function printed(card: AmbushCard) {
  let s = shapes.get(card);
  if (!s) {
    const ori = compilePicture(card.shape, true)[0]!;
    const masks = new Array<number>(ori.shape.height).fill(0);
    for (let k = 0; k < ori.cellRow.length; k++) masks[ori.cellRow[k]!]! |= 1 << ori.cellCol[k]!;
    shapes.set(card, (s = { masks, cellRow: ori.cellRow, cellCol: ori.cellCol, height: ori.shape.height, width: ori.shape.width }));
  }
  return s;
}

/** The walk's position for the monster, or null when it fits nowhere (the ambush is ignored). */
export function walkOn(b: BitBoard, card: AmbushCard): Walked | null {
  const s = printed(card);
  const key = `${b.rows},${b.cols},${s.height},${s.width},${card.solo.corner},${card.solo.direction}`;
  let steps = walks.get(key);
  if (!steps) walks.set(key, (steps = soloWalkOrder(b.rows, b.cols, s.height, s.width, card.solo.corner, card.solo.direction)));
  const empty = FILL_CODE.empty * R;
  for (const step of steps) {
    let ok = true;
    for (let i = 0; i < s.masks.length && ok; i++) {
      const bits = s.masks[i]! << step.col;
      if ((b.m[empty + step.row + i]! & bits) !== bits) ok = false;
    }
    if (ok) return { row: step.row, col: step.col, masks: s.masks };
  }
  return null;
}
