/**
 * Shape and attack-pattern pictures (types.ts: ShapePicture, PatternPicture): reading them into
 * cells, and the checks the schema cannot express (rectangular, trimmed, connected).
 */
import { readPicture, type Offset } from '../shapes/picture.ts';
import type { ShapePicture } from './types.ts';
import type { OutlineCode, OutlineParams } from './problem-codes.ts';

/** One way a picture's outline is wrong, on a row when it is a row's fault. */
export type OutlineProblem = { [C in OutlineCode]: { readonly row?: number; readonly code: C; readonly params: OutlineParams[C] } }[OutlineCode];

/** The spaces of a shape ('X'), as [row, col] in the picture. */
export function shapeCells(shape: ShapePicture): Offset[] {
  return readPicture(shape, ['X']).marks.X;
}

/** The printed gap spaces of a shape ('o'): not drawn, may be empty or filled. */
export function gapCells(shape: ShapePicture): Offset[] {
  return readPicture(shape, ['o']).marks.o;
}

/** Each way the picture's outline is wrong: ragged rows, empty outer rows or columns. */
export function outlineProblems(picture: readonly string[]): OutlineProblem[] {
  const out: OutlineProblem[] = [];
  const width = picture[0]?.length ?? 0;
  picture.forEach((row, r) => {
    if (row.length !== width) out.push({ row: r, code: 'ragged', params: { length: row.length, width } });
  });
  if (out.length) return out;
  const blank = (s: string) => /^\.*$/.test(s);
  if (blank(picture[0] ?? '')) out.push({ row: 0, code: 'first-row-empty', params: {} });
  if (picture.length > 1 && blank(picture[picture.length - 1] ?? '')) out.push({ row: picture.length - 1, code: 'last-row-empty', params: {} });
  const column = (c: string) => picture.every((row) => row[c === 'first' ? 0 : width - 1] === '.');
  if (width > 0 && column('first')) out.push({ code: 'first-column-empty', params: {} });
  if (width > 1 && column('last')) out.push({ code: 'last-column-empty', params: {} });
  return out;
}

/**
 * Parts of a shape: groups of 'X' and 'o' spaces joined side to side or corner to corner
 * (the official shapes include corner-touching parts: Forgotten Forest, Goblin Attack, Gorgon Gaze).
 * A shape whose parts are farther apart must mark the printed gap between them with 'o'.
 */
export function shapeParts(shape: ShapePicture): Offset[][] {
  const cells = [...shapeCells(shape), ...gapCells(shape)];
  const key = (r: number, c: number) => `${r},${c}`;
  const present = new Set(cells.map(([r, c]) => key(r, c)));
  const seen = new Set<string>();
  const parts: Offset[][] = [];
  for (const start of cells) {
    if (seen.has(key(...start))) continue;
    const part: Offset[] = [];
    const stack: Offset[] = [start];
    seen.add(key(...start));
    while (stack.length) {
      const [r, c] = stack.pop()!;
      part.push([r, c]);
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const k = key(r + dr, c + dc);
          if (present.has(k) && !seen.has(k)) {
            seen.add(k);
            stack.push([r + dr, c + dc]);
          }
        }
    }
    parts.push(part);
  }
  return parts;
}
