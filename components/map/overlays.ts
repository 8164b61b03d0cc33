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

/** The flags of every space, rebuilt once per render rather than searched per space. */
export function overlayFlags(
  g: MapGrid,
  o: {
    readonly ghost: Spaces;
    readonly highlight: Spaces;
    readonly marks: Spaces;
    readonly candidates: Spaces;
    readonly selected: Space | null;
    readonly active: Space;
  },
): Uint8Array {
  const flags = new Uint8Array(g.rows * g.cols);
  // A ghost may hang off the map: only its spaces on the map are drawn (an index past a row's end would be the next row's).
  const put = (cells: Spaces, bit: number) => {
    for (const [r, c] of cells) if (r >= 0 && r < g.rows && c >= 0 && c < g.cols) flags[r * g.cols + c]! |= bit;
  };
  put(o.ghost, OVERLAY.ghost);
  put(o.highlight, OVERLAY.highlight);
  put(o.marks, OVERLAY.mark);
  put(o.candidates, OVERLAY.candidate);
  if (o.selected) put([o.selected], OVERLAY.selected);
  put([o.active], OVERLAY.active);
  return flags;
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
