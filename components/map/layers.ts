/**
 * What <carto-map> draws in each space (components/carto-map.ts): the fill with its symbol, and over
 * it the layers of the map's inputs (the ruins ring, a hero's marks, the destroy candidates, the
 * highlight, the ghost of a shape being placed, the selection). Pure templates of those inputs: the
 * element keeps the focus, the keyboard and the events.
 */
import { html, nothing } from 'lit';
import { cache } from 'lit/directives/cache.js';
import { charOf, type Fill } from '../../src/grid/fills.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import { symbol } from '../symbols/symbols.ts';
import { cellName } from '../words/cell-names.ts';
import { OVERLAY, type Space } from './overlays.ts';

/** A tentative drawing shown over the map while a player chooses where to place a shape. */
export interface MapGhost {
  readonly cells: ReadonlyArray<Space>;
  /** the terrain being drawn, for its colour */
  readonly terrain?: Fill;
  /** false shows the ghost as refused */
  readonly legal: boolean;
}

/** One space, its overlays as `flags` (./overlays.ts): a gridcell named for its fill and layers, focusable when it is the active one (roving tabindex). */
export function renderCell(g: MapGrid, r: number, c: number, flags: number, ghostOver: MapGhost | undefined) {
  const i = r * g.cols + c;
  const fill = g.fills[i] as Fill;
  const ruins = g.ruins[i] === true;
  const isActive = (flags & OVERLAY.active) !== 0;
  const ghost = flags & OVERLAY.ghost ? ghostOver : undefined;
  const mark = (flags & OVERLAY.mark) !== 0;
  const hit = mark && fill === 'monster';
  const candidate = (flags & OVERLAY.candidate) !== 0;
  const selected = (flags & OVERLAY.selected) !== 0;
  const highlight = (flags & OVERLAY.highlight) !== 0;
  const extra = [
    ruins ? 'ruins' : '',
    mark ? 'mark' : '',
    hit ? 'hit' : '',
    candidate ? 'candidate' : '',
    highlight ? 'highlight' : '',
    ghost ? `ghost ghost-${ghost.terrain ?? 'any'}${ghost.legal ? '' : ' illegal'}` : '',
    selected ? 'selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const name = cellName({ row: r, col: c, fill, ruins, mark, hit, candidate, highlight, ghost });
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
  >${
    // A ghost passing over an empty space gives it a symbol and takes it away again: the symbol's
    // DOM is kept aside and put back, not cloned from its template on every pointer move.
    cache(symbol(shown))
  }${mark || candidate ? html`<span class="layer" aria-hidden="true"></span>` : nothing}</div>`;
}
