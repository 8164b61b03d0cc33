import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { parseNotation, NotationError } from '../src/grid/notation.ts';
import { charOf, type Fill } from '../src/grid/fills.ts';
import type { MapGrid } from '../src/grid/grid.ts';
import { tokens } from './styles/tokens.ts';
import { cartoMapStyles } from './carto-map.styles.ts';

/**
 * A Cartographers map sheet, drawn as an accessible grid.
 *
 * Give the map as NOTATION text, either as the element's text content (so a blog post needs no code)
 * or in the `map` attribute, or as a parsed `MapGrid` in the `grid` property. The `grid` property wins
 * over `map`, and `map` over the text content.
 *
 * @tagname carto-map
 * @summary A map sheet from NOTATION text, as a keyboard-navigable grid.
 *
 * @csspart grid - The grid container.
 * @csspart cell - Every space; each also carries its fill (`forest`, `empty`, ...) and `ruins` when it has ruins.
 * @csspart error - The message shown when the map text cannot be read.
 *
 * @cssprop --carto-cell-size - Side of one space (default 2rem).
 * @cssprop --carto-forest - Forest colour.
 * @cssprop --carto-village - Village colour.
 * @cssprop --carto-farm - Farm colour.
 * @cssprop --carto-water - Water colour.
 * @cssprop --carto-monster - Monster colour.
 * @cssprop --carto-hero - Hero colour.
 * @cssprop --carto-mountain - Mountain colour.
 * @cssprop --carto-wasteland - Wasteland colour.
 * @cssprop --carto-destroyed - Destroyed-space colour.
 * @cssprop --carto-empty - Empty-space colour.
 * @cssprop --carto-ink - Lines and text.
 * @cssprop --carto-grid-line - Lines between spaces.
 * @cssprop --carto-focus - Keyboard focus ring.
 */
export class CartoMapElement extends LitElement {
  static override styles = [tokens, cartoMapStyles];

  /** The map as NOTATION text. */
  @property({ reflect: false }) map?: string;

  /** The map as a parsed grid; takes precedence over `map` and the text content. */
  @property({ attribute: false }) grid?: MapGrid;

  /** Accessible name of the grid. */
  @property() label = 'Map';

  /** The focused space (roving tabindex), as [row, col]. */
  @state() private active: [number, number] = [0, 0];

  @state() private textContentMap = '';

  private observer?: MutationObserver;

  override connectedCallback(): void {
    super.connectedCallback();
    this.readTextContent();
    // Text content can change after upgrade (a CMS, a framework): re-read it when it does.
    this.observer = new MutationObserver(() => this.readTextContent());
    this.observer.observe(this, { childList: true, characterData: true, subtree: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
  }

  private readTextContent(): void {
    this.textContentMap = this.textContent ?? '';
  }

  /** The grid being shown, or the parse error that stops it. */
  private resolve(): MapGrid | NotationError {
    if (this.grid) return this.grid;
    const text = this.map ?? this.textContentMap;
    try {
      return parseNotation(text, { source: this.map !== undefined ? 'map attribute' : 'map text' });
    } catch (e) {
      if (e instanceof NotationError) return e;
      throw e;
    }
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('grid') || changed.has('map') || changed.has('textContentMap')) {
      const g = this.resolve();
      if (!(g instanceof NotationError)) {
        const [r, c] = this.active;
        if (r >= g.rows || c >= g.cols) this.active = [0, 0];
      }
    }
  }

  override render() {
    const g = this.resolve();
    if (g instanceof NotationError) {
      return html`<div class="error" part="error" role="alert">Cannot show this map: ${g.describe()}</div>`;
    }
    const rows = [];
    for (let r = 0; r < g.rows; r++) {
      const cells = [];
      for (let c = 0; c < g.cols; c++) cells.push(this.renderCell(g, r, c));
      rows.push(html`<div role="row" aria-rowindex=${r + 1}>${cells}</div>`);
    }
    return html`<div
      role="grid"
      part="grid"
      aria-label=${this.label}
      aria-rowcount=${g.rows}
      aria-colcount=${g.cols}
      style=${styleMap({ '--_cols': String(g.cols) })}
      @keydown=${this.onKeyDown}
      @click=${this.onClick}
    >
      ${rows}
    </div>`;
  }

  private renderCell(g: MapGrid, r: number, c: number) {
    const i = r * g.cols + c;
    const fill = g.fills[i] as Fill;
    const ruins = g.ruins[i] === true;
    const isActive = this.active[0] === r && this.active[1] === c;
    const name = `row ${r + 1}, column ${c + 1}, ${fill}${ruins ? ', ruins' : ''}`;
    return html`<div
      role="gridcell"
      class="cell ${fill}${ruins ? ' ruins' : ''}"
      part="cell ${fill}${ruins ? ' ruins' : ''}"
      aria-label=${name}
      aria-colindex=${c + 1}
      data-row=${r}
      data-col=${c}
      data-char=${fill === 'empty' ? nothing : charOf(fill, false)}
      tabindex=${isActive ? 0 : -1}
    ></div>`;
  }

  private onClick(e: MouseEvent): void {
    // Cells have no children, so the target is the cell itself.
    const { row, col } = (e.target as HTMLElement).dataset;
    if (row === undefined || col === undefined) return;
    this.active = [Number(row), Number(col)];
  }

  private onKeyDown(e: KeyboardEvent): void {
    const g = this.resolve();
    if (g instanceof NotationError) return;
    let [r, c] = this.active;
    switch (e.key) {
      case 'ArrowUp': r--; break;
      case 'ArrowDown': r++; break;
      case 'ArrowLeft': c--; break;
      case 'ArrowRight': c++; break;
      case 'Home': c = 0; if (e.ctrlKey) r = 0; break;
      case 'End': c = g.cols - 1; if (e.ctrlKey) r = g.rows - 1; break;
      case 'PageUp': r = 0; break;
      case 'PageDown': r = g.rows - 1; break;
      default: return;
    }
    e.preventDefault();
    r = Math.max(0, Math.min(g.rows - 1, r));
    c = Math.max(0, Math.min(g.cols - 1, c));
    this.active = [r, c];
    void this.updateComplete.then(() => this.focusActive());
  }

  private focusActive(): void {
    this.renderRoot.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-map': CartoMapElement;
  }
}
