/**
 * What <carto-map> draws in each space (components/carto-map.ts): the fill with its symbol, and over
 * it the layers of the map's inputs (the ruins ring, a hero's marks, the destroy candidates, the
 * highlight, the ghost of a shape being placed, the selection). Pure templates of those inputs: the
 * element keeps the focus, the keyboard and the events.
 */
import { html, nothing } from 'lit';
import { charOf, type Fill } from '../../src/grid/fills.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import { symbol } from '../symbols/symbols.ts';
import { cellName } from '../words/cell-names.ts';

/** A space as [row, col]. */
export type Space = readonly [number, number];

/** A tentative drawing shown over the map while a player chooses where to place a shape. */
export interface MapGhost {
  readonly cells: ReadonlyArray<Space>;
  /** the terrain being drawn, for its colour */
  readonly terrain?: Fill;
  /** false shows the ghost as refused */
  readonly legal: boolean;
}

/** The element's inputs that lay something over the spaces. */
export interface Overlays {
  readonly ghost?: MapGhost;
  readonly highlight: ReadonlyArray<Space>;
  readonly marks: ReadonlyArray<Space>;
  readonly candidates: ReadonlyArray<Space>;
  readonly selected: Space | null;
}

/** Cell index sets of the overlays, built once per render rather than searched per space. */
export function overlaySets(g: MapGrid, o: Overlays) {
  // A ghost may hang off the map: only its spaces on the map are drawn (an index past a row's end would be the next row's).
  const on = ([r, c]: Space) => r >= 0 && r < g.rows && c >= 0 && c < g.cols;
  const toSet = (cells: ReadonlyArray<Space>) => new Set(cells.filter(on).map(([r, c]) => r * g.cols + c));
  const selected = o.selected ? [o.selected] : [];
  return {
    ghost: toSet(o.ghost?.cells ?? []),
    highlight: toSet(o.highlight),
    marks: toSet(o.marks),
    candidates: toSet(o.candidates),
    selected: toSet(selected),
  };
}

export type OverlaySets = ReturnType<typeof overlaySets>;

/** One space: a gridcell named for its fill and layers, focusable when it is the active one (roving tabindex). */
export function renderCell(g: MapGrid, r: number, c: number, sets: OverlaySets, ghostOver: MapGhost | undefined, isActive: boolean) {
  const i = r * g.cols + c;
  const fill = g.fills[i] as Fill;
  const ruins = g.ruins[i] === true;
  const ghost = sets.ghost.has(i) ? ghostOver : undefined;
  const mark = sets.marks.has(i);
  const hit = mark && fill === 'monster';
  const candidate = sets.candidates.has(i);
  const selected = sets.selected.has(i);
  const extra = [
    ruins ? 'ruins' : '',
    mark ? 'mark' : '',
    hit ? 'hit' : '',
    candidate ? 'candidate' : '',
    sets.highlight.has(i) ? 'highlight' : '',
    ghost ? `ghost ghost-${ghost.terrain ?? 'any'}${ghost.legal ? '' : ' illegal'}` : '',
    selected ? 'selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const name = cellName({ row: r, col: c, fill, ruins, mark, hit, candidate, highlight: sets.highlight.has(i), ghost });
  // An empty space shows what is planned on it, else its ruins; a filled one its own fill.
  const shown = fill === 'empty' && ghost?.terrain ? ghost.terrain : fill === 'empty' && ruins ? 'ruins' : fill;
  return html`<div
    role="gridcell"
    class=${`cell ${fill}${extra ? ' ' + extra : ''}`}
    part=${`cell ${fill}${extra ? ' ' + extra : ''}`}
    aria-label=${name}
    aria-colindex=${c + 1}
    aria-selected=${selected ? 'true' : nothing}
    data-row=${r}
    data-col=${c}
    data-char=${fill === 'empty' ? nothing : charOf(fill, false)}
    tabindex=${isActive ? 0 : -1}
  >${symbol(shown)}${mark || candidate ? html`<span class="layer" aria-hidden="true"></span>` : nothing}</div>`;
}
