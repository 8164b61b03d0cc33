/**
 * The one reader of pictures: a shape ('X' a space, 'o' a printed gap), a hero's attack pattern
 * ('H' the hero, 'X' an attacked space) and a `contains` scoring pattern ('X'), each written one
 * string per row with '.' for nothing. Callers choose the marks and say what a stray character means.
 */

/** [row, col] in a picture, or [dRow, dCol] from an origin once moved. */
export type Offset = readonly [dRow: number, dCol: number];

export interface PictureMarks<M extends string> {
  /** the [row, col] of every character of each mark, row by row */
  readonly marks: Readonly<Record<M, Offset[]>>;
  /** the first character that is neither a mark nor '.', if any (row and col 0-based) */
  readonly stray: { readonly char: string; readonly row: number; readonly col: number } | undefined;
}

export function readPicture<M extends string>(picture: readonly string[], marks: readonly M[]): PictureMarks<M> {
  const found = {} as Record<M, Offset[]>;
  for (const m of marks) found[m] = [];
  let stray: PictureMarks<M>['stray'];
  picture.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const ch = row[c] as string;
      if ((marks as readonly string[]).includes(ch)) found[ch as M].push([r, c]);
      else if (ch !== '.' && stray === undefined) stray = { char: ch, row: r, col: c };
    }
  });
  return { marks: found, stray };
}
