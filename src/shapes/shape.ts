import { CartoError } from '../errors.ts';
import type { ShapePicture } from '../content/types.ts';
import { readPicture, type Offset } from './picture.ts';

/** [dRow, dCol] from a shape's origin (the top-left corner of the bounding box of its drawn spaces). */
export type { Offset };

/**
 * A shape as offsets: `cells` are drawn, `gaps` are printed gap spaces (Bugbear Assault, Pasture,
 * Timber Grove) that are not drawn and may be empty or filled. Offsets are sorted row by row and
 * measured from the top-left of the bounding box of `cells` (gaps lie between cells, so they fall
 * inside it on every official card).
 */
export interface Shape {
  readonly cells: readonly Offset[];
  readonly gaps: readonly Offset[];
  /** bounding box of `cells` */
  readonly height: number;
  readonly width: number;
}

/** Reads a picture ('X' space, 'o' gap, '.' nothing). Throws CartoError `shape.*` for a picture with no space or a stray character. */
export function shapeFromPicture(picture: ShapePicture): Shape {
  const { marks, stray } = readPicture(picture, ['X', 'o']);
  if (stray) {
    const { char, row, col } = stray;
    throw new CartoError('shape.unknown-char', `unknown character '${char}' in shape row ${row + 1} (expected X, o or .)`, { line: row + 1, column: col + 1 });
  }
  if (marks.X.length === 0) throw new CartoError('shape.empty', 'the shape has no X space');
  return normalise(marks.X, marks.o);
}

/** Moves the shape so that its drawn spaces start at row 0, column 0, and sorts its offsets. */
export function normalise(cells: readonly Offset[], gaps: readonly Offset[] = []): Shape {
  let minR = Infinity;
  let minC = Infinity;
  let maxR = -Infinity;
  let maxC = -Infinity;
  for (const [r, c] of cells) {
    if (r < minR) minR = r;
    if (c < minC) minC = c;
    if (r > maxR) maxR = r;
    if (c > maxC) maxC = c;
  }
  const shift = (list: readonly Offset[]): Offset[] => list.map(([r, c]) => [r - minR, c - minC] as Offset).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { cells: shift(cells), gaps: shift(gaps), height: maxR - minR + 1, width: maxC - minC + 1 };
}

/** A quarter turn clockwise: (r, c) -> (c, -r), then normalised. */
export function rotate(shape: Shape): Shape {
  const turn = ([r, c]: Offset): Offset => [c, -r];
  return normalise(shape.cells.map(turn), shape.gaps.map(turn));
}

/** The mirror image left to right: (r, c) -> (r, -c), then normalised. */
export function mirror(shape: Shape): Shape {
  const flip = ([r, c]: Offset): Offset => [r, -c];
  return normalise(shape.cells.map(flip), shape.gaps.map(flip));
}

/** A string that is equal for equal shapes (cells and gaps alike). */
export function shapeKey(shape: Shape): string {
  const part = (list: readonly Offset[]) => list.map(([r, c]) => `${r},${c}`).join(';');
  return `${part(shape.cells)}|${part(shape.gaps)}`;
}

/**
 * The distinct orientations of a shape (1 to 8): the printed one first, then its quarter turns
 * clockwise, then the mirror image and its quarter turns, with duplicates removed (a square has 1,
 * a straight line 2). Gaps turn with the shape.
 */
export function orientations(shape: Shape | ShapePicture): Shape[] {
  const start = isPicture(shape) ? shapeFromPicture(shape) : normalise(shape.cells, shape.gaps);
  const out: Shape[] = [];
  const seen = new Set<string>();
  let s = start;
  for (let flip = 0; flip < 2; flip++) {
    for (let turn = 0; turn < 4; turn++) {
      const key = shapeKey(s);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(s);
      }
      s = rotate(s);
    }
    s = mirror(start);
  }
  return out;
}

function isPicture(x: Shape | ShapePicture): x is ShapePicture {
  return Array.isArray(x);
}

/** Writes a shape back as a picture (for messages and the CLI). */
export function pictureOf(shape: Shape): string[] {
  const rows = Array.from({ length: shape.height }, () => new Array<string>(shape.width).fill('.'));
  for (const [r, c] of shape.gaps) if (rows[r] && c >= 0 && c < shape.width) rows[r][c] = 'o';
  for (const [r, c] of shape.cells) (rows[r] as string[])[c] = 'X';
  return rows.map((row) => row.join(''));
}
