/**
 * The overlays of <carto-map> (ghost, highlight, hero marks, destroy candidates, selection, keyboard
 * cursor) as one small integer of flags per space: the map renders again only the rows and spaces
 * whose flags changed, so a pointer move costs a few spaces, not the whole map.
 */
import type { MapGrid } from '../../src/grid/grid.ts';

/** A space as [row, col]. */
export type Space = readonly [number, number];

type Spaces = ReadonlyArray<Space>;

/** A space's overlays, as bits. */
export const OVERLAY = { ghost: 1, highlight: 2, mark: 4, candidate: 8, selected: 16, active: 32 } as const;

/** The element's inputs that lay something over the spaces. */
export interface Overlays {
  readonly ghost: Spaces;
  readonly highlight: Spaces;
  readonly marks: Spaces;
  readonly candidates: Spaces;
  readonly selected: Space | null;
  readonly active: Space;
}

/**
 * The flags of every space, and for each row a stamp that changes only when one of the row's flags
 * did since the last render: the map guards a row on its stamp, so a pointer move renders again the
 * one or two rows the ghost left and entered, not eleven. One per element, reused from render to
 * render (two buffers in turn: a move allocates nothing).
 */
export class OverlayRows {
  private flags = new Uint8Array(0);
  private before = new Uint8Array(0);
  private stamps = new Uint32Array(0);
  private cols = 0;
  private counter = 0;

  /** The flags of `g`'s spaces under `o` (valid until the next call) and each row's stamp. */
  update(g: MapGrid, o: Overlays): { readonly flags: Uint8Array; readonly stamps: Uint32Array } {
    const size = g.rows * g.cols;
    if (size !== this.flags.length || g.cols !== this.cols) {
      // Another shape of map: every row is new (its guards see another grid anyway).
      this.flags = new Uint8Array(size);
      this.before = new Uint8Array(size);
      this.stamps = new Uint32Array(g.rows).fill(++this.counter);
      this.cols = g.cols;
    }
    [this.flags, this.before] = [this.before, this.flags];
    const flags = this.flags;
    flags.fill(0);
    // A ghost may hang off the map: only its spaces on the map are drawn (an index past a row's end would be the next row's).
    const put = (cells: Spaces, bit: number) => {
      for (let k = 0; k < cells.length; k++) {
        const [r, c] = cells[k]!;
        if (r >= 0 && r < g.rows && c >= 0 && c < g.cols) flags[r * g.cols + c]! |= bit;
      }
    };
    put(o.ghost, OVERLAY.ghost);
    put(o.highlight, OVERLAY.highlight);
    put(o.marks, OVERLAY.mark);
    put(o.candidates, OVERLAY.candidate);
    if (o.selected) put([o.selected], OVERLAY.selected);
    put([o.active], OVERLAY.active);
    for (let r = 0; r < g.rows; r++) {
      for (let i = r * g.cols, end = i + g.cols; i < end; i++) {
        if (flags[i] !== this.before[i]) {
          this.stamps[r] = ++this.counter;
          break;
        }
      }
    }
    return { flags, stamps: this.stamps };
  }
}

/**
 * Whether a list of spaces changed: by content, not identity (a host that derives the list again on
 * every render, as <carto-game> does on every pointer move, does not re-render the map for an equal one).
 */
export function cellsChanged(value: Spaces | undefined, old: Spaces | undefined): boolean {
  if (value === old) return false;
  if (!value || !old || value.length !== old.length) return true;
  for (let i = 0; i < value.length; i++) if (value[i]![0] !== old[i]![0] || value[i]![1] !== old[i]![1]) return true;
  return false;
}
