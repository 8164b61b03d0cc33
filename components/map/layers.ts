/**
 * What <carto-map> draws in each space (components/carto-map.ts): the fill with its symbol, and over
 * it the layers of the map's inputs (the ruins ring, a hero's marks, the destroy candidates, the
 * highlight, the ghost of a shape being placed, the selection). Pure templates of those inputs: the
 * element keeps the focus, the keyboard and the events.
 */
import { html, noChange, nothing, render } from 'lit';
import { Directive, directive, type ChildPart } from 'lit/directive.js';
import { charOf, type Fill } from '../../src/grid/fills.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import { symbol, type SymbolName } from '../symbols/symbols.ts';
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

/**
 * A space's symbol that keeps the drawings it has shown: a ghost passing over an empty space gives
 * it the planned terrain's symbol and takes it away again on the next move, and the <svg> it made is
 * put back, one node, rather than cloned from its template again (or moved with Lit's markers, as the
 * cache directive does). On a server (which only renders) it is the plain symbol.
 */
class KeptSymbol extends Directive {
  private shown: Fill | SymbolName | undefined;
  private readonly kept = new Map<Fill | SymbolName, Node>();

  render(name: Fill | SymbolName) {
    return symbol(name);
  }

  override update(_part: ChildPart, [name]: [Fill | SymbolName]) {
    if (name === this.shown) return noChange;
    this.shown = name;
    if (name === 'empty') return nothing;
    let node = this.kept.get(name);
    if (!node) {
      // Rendered once, aside: the drawing is our own constant markup (src/print/symbol-markup.ts).
      const aside = document.createDocumentFragment();
      render(symbol(name), aside);
      this.kept.set(name, (node = aside.querySelector('svg')!));
    }
    return node;
  }
}

const keptSymbol = directive(KeptSymbol);

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
  >${keptSymbol(shown)}${mark || candidate ? html`<span class="layer" aria-hidden="true"></span>` : nothing}</div>`;
}
