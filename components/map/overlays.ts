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
 * The flags of every space between renders, and which spaces must be drawn again: all of them when
 * the grid or the language changed (or nothing was drawn before), else those whose flags changed
 * since the last render, and the ghost's spaces when its terrain or legality did. The map gives Lit
 * `noChange` for every other space and row, so a pointer move draws the few spaces the ghost left
 * and entered, not 121. One per element, reused from render to render: a move allocates no buffer.
 */
export class OverlayRows {
  private flags = new Uint8Array(0);
  private before = new Uint8Array(0);
  private redraw = new Uint8Array(0);
  private drawn: { readonly g: MapGrid; readonly locale: string; readonly ghost: string } | undefined;

  /** The map showed something else (its error): its spaces are drawn afresh next time. */
  forget(): void {
    this.drawn = undefined;
  }

  /**
   * The flags of `g`'s spaces under `o`, and `redraw[i]` 1 where space i must be drawn again (both
   * valid until the next call); `ghost`: the ghost's terrain and legality as a key.
   */
  update(g: MapGrid, o: Overlays, locale: string, ghost: string): { readonly flags: Uint8Array; readonly redraw: Uint8Array } {
    const size = g.rows * g.cols;
    if (size !== this.flags.length) {
      this.flags = new Uint8Array(size);
      this.before = new Uint8Array(size);
      this.redraw = new Uint8Array(size);
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
    const last = this.drawn;
    const all = !last || last.g !== g || last.locale !== locale;
    const ghostChanged = !last || last.ghost !== ghost;
    if (all || ghostChanged) this.drawn = { g, locale, ghost };
    for (let i = 0; i < size; i++) this.redraw[i] = +(all || flags[i] !== this.before[i] || (ghostChanged && (flags[i]! & OVERLAY.ghost) !== 0));
    return { flags, redraw: this.redraw };
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
