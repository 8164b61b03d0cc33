import type { AmbushCard, Corner, Rotation } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import { compilePicture } from './compiled.ts';
import { Draft, type DrawResult } from './draft.ts';
import { emptyIndices } from './draw.ts';
import { destructionOptionsIn, type PendingDestruction } from './destroy.ts';
import { gridMasks } from './masks.ts';
import { expand, type Placement } from './placements.ts';
import type { MonsterRecord, Sheet } from './sheet.ts';

/** One step of the solo walk: the ring (0 = outermost) and the top-left of the shape's bounding box there. */
export interface WalkStep {
  readonly ring: number;
  /** the walked space */
  readonly square: Cell;
  /** where the shape's bounding box then starts */
  readonly row: number;
  readonly col: number;
  /** the walked spaces from this one up to the next step (those after it give the same position, so are not tried again) */
  readonly squares: readonly Cell[];
}

/** Ring k's spaces clockwise from its top-left corner. */
function ringClockwise(top: number, left: number, bottom: number, right: number): Cell[] {
  const out: Cell[] = [];
  for (let c = left; c <= right; c++) out.push([top, c]);
  for (let r = top + 1; r <= bottom; r++) out.push([r, right]);
  if (bottom > top) for (let c = right - 1; c >= left; c--) out.push([bottom, c]);
  if (right > left) for (let r = bottom - 1; r > top; r--) out.push([r, left]);
  return out;
}

function cornerOf(corner: Corner, top: number, left: number, bottom: number, right: number): Cell {
  const r = corner.startsWith('top') ? top : bottom;
  const c = corner.endsWith('left') ? left : right;
  return [r, c];
}

/**
 * The order in which the solo walk tries positions (docs/RULES.md §5, docs/RULINGS.md "Solo ambush
 * walk"). Ring by ring from the outside, each ring from the card's corner in the card's direction.
 * ANCHOR: the top-left space of the shape's bounding box goes on the walked space, then the shape
 * is pushed up and/or left just enough to keep its bounding box inside the ring's rectangle (rows
 * and columns k .. size-1-k). So along each side the box touches that side of the ring and covers
 * the walked space. Consecutive walked spaces that give the same position are tried once.
 */
export function soloWalkOrder(rows: number, cols: number, height: number, width: number, corner: Corner, direction: Rotation): WalkStep[] {
  const steps: WalkStep[] = [];
  for (let k = 0; ; k++) {
    const top = k;
    const left = k;
    const bottom = rows - 1 - k;
    const right = cols - 1 - k;
    if (top > bottom || left > right) break;
    const maxRow = bottom - height + 1;
    const maxCol = right - width + 1;
    if (maxRow < top || maxCol < left) break; // the shape no longer fits inside this ring's rectangle, nor any inner one
    const ring = ringClockwise(top, left, bottom, right);
    const [cr, cc] = cornerOf(corner, top, left, bottom, right);
    const start = ring.findIndex(([r, c]) => r === cr && c === cc);
    const n = ring.length;
    let last = -1;
    let squares: Cell[] = [];
    for (let s = 0; s < n; s++) {
      const at = direction === 'clockwise' ? (start + s) % n : (start - s + n) % n;
      const square = ring[at] as Cell;
      const row = Math.min(square[0], maxRow);
      const col = Math.min(square[1], maxCol);
      const key = row * 256 + col;
      if (key === last) {
        squares.push(square);
        continue;
      }
      last = key;
      squares = [square];
      steps.push({ ring: k, square, row, col, squares });
    }
  }
  return steps;
}

const walks = new Map<string, readonly WalkStep[]>();

/** soloWalkOrder computed once per map size, shape size, corner and direction (the walk runs on every solo ambush). */
function cachedWalk(rows: number, cols: number, height: number, width: number, corner: Corner, direction: Rotation): readonly WalkStep[] {
  const key = `${rows},${cols},${height},${width},${corner},${direction}`;
  let steps = walks.get(key);
  if (!steps) {
    steps = soloWalkOrder(rows, cols, height, width, corner, direction);
    walks.set(key, steps);
  }
  return steps;
}

/**
 * Solo ambush: the first position on the walk where the monster, as printed (never turned or
 * mirrored), can be legally drawn; null when it fits nowhere (the ambush is ignored).
 */
export function soloAmbushWalk(sheet: Sheet, card: AmbushCard): Placement | null {
  const option = compilePicture(card.shape, true);
  const ori = option[0]!;
  const m = gridMasks(sheet.grid);
  const { cellRow, cellCol } = ori;
  for (const step of cachedWalk(m.rows, m.cols, ori.shape.height, ori.shape.width, card.solo.corner, card.solo.direction)) {
    let ok = true;
    for (let k = 0; k < cellRow.length && ok; k++) {
      if ((m.filled[step.row + cellRow[k]!]! >>> (step.col + cellCol[k]!)) & 1) ok = false;
    }
    if (ok) return expand(sheet, [option], ((0 * 8 + 0) * 256 + step.row) * 256 + step.col);
  }
  return null;
}

export interface MonsterResult extends DrawResult {
  /** index of the new monster in `sheet.monsters` */
  readonly monster: number;
  /** Gorgon Gaze-like effects: the drawer must now choose spaces to destroy (`resolveDestruction`). */
  readonly pending: PendingDestruction | null;
}

/**
 * Draws an ambush monster (any source: neighbour, solo walk, 1x1 fallback) and records it with
 * its card's initial and effect, so that the special ambushes can act later.
 */
export function drawMonster(sheet: Sheet, cells: readonly Cell[], card: AmbushCard): MonsterResult {
  const d = new Draft(sheet);
  const idx = emptyIndices(d, cells);
  const record: MonsterRecord = {
    card: card.id,
    ...(card.initial !== undefined ? { initial: card.initial } : {}),
    ...(card.effect !== undefined ? { effect: card.effect } : {}),
    cells: idx,
  };
  d.monsters.push(record);
  const monster = d.monsters.length - 1;
  d.fill(idx, 'monster');
  let pending: PendingDestruction | null = null;
  if (card.effect?.type === 'destroy-adjacent-after-drawing') {
    const options = destructionOptionsIn(d, monster);
    if (options.length > 0) pending = { monster, count: Math.min(card.effect.count, options.length), options, chooser: 'drawer' };
  }
  return { sheet: d.finish(), events: d.events, monster, pending };
}
