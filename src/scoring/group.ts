/**
 * What a scoring card counts at run time: a group of spaces on the scoring sheet (a single space, a
 * cluster, a line, a square, a run), produced from a unit node of the language (rule-schema.ts
 * `Unit`). Both the sheet (clusters) and the layout (single spaces, lines) build groups.
 */
import type { Cell } from '../grid/grid.ts';

/** A thing a card counts: its spaces (indices r * cols + c), its length, and a position for lines. */
export interface Group {
  readonly cells: readonly number[];
  /** A square's side; otherwise the number of spaces. */
  readonly length: number;
  /** 1-based number of a row, column or diagonal (for parity filters); 0 otherwise. */
  readonly index: number;
  /**
   * The group's cells as [row, col] when built once per map size (lines, single spaces). Always
   * present (undefined otherwise), so every group has one hidden class and group reads stay monomorphic.
   */
  readonly at: readonly Cell[] | undefined;
}

/** The rows, columns and diagonals of a map size. */
export interface Lines {
  readonly rows: readonly Group[];
  readonly columns: readonly Group[];
  readonly downRight: readonly Group[];
  readonly downLeft: readonly Group[];
}
