import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { gameContext, type GameActor } from './context/game-context.ts';
import { SelectController } from './controllers/select-controller.ts';
import { selectSheets, type GameSnapshot } from '../machines/selectors.ts';
import type { Sheet } from '../src/rules/sheet.ts';
import { styleMap } from 'lit/directives/style-map.js';
import { parseNotation, NotationError } from '../src/grid/notation.ts';
import { charOf, type Fill } from '../src/grid/fills.ts';
import type { MapGrid } from '../src/grid/grid.ts';
import { tokens } from './styles/tokens.ts';
import { terrainBackgrounds } from './styles/terrain.ts';
import { CartoCellActivateEvent, CartoCellPointEvent } from './events/cell-events.ts';

/** A tentative drawing shown over the map while a player chooses where to place a shape. */
export interface MapGhost {
  readonly cells: ReadonlyArray<readonly [number, number]>;
  /** the terrain being drawn, for its colour */
  readonly terrain?: Fill;
  /** false shows the ghost as refused */
  readonly legal: boolean;
}
import { cartoMapStyles } from './carto-map.styles.ts';

/**
 * A Cartographers map sheet, drawn as an accessible grid.
 *
 * Give the map as NOTATION text, either as the element's text content (so a blog post needs no code)
 * or in the `map` attribute, or as a parsed `MapGrid` in the `grid` property. The `grid` property wins
 * over `map`, and `map` over the text content. Inside a `<carto-game>`, `player="2"` binds the map to
 * that player's sheet in the running game instead, and it follows the game as it is played.
 *
 * @tagname carto-map
 * @summary A map sheet from NOTATION text, as a keyboard-navigable grid.
 *
 * @csspart grid - The grid container.
 * @csspart cell - Every space; each also carries its fill (`forest`, `empty`, ...) and `ruins` when it has ruins.
 * @csspart error - The message shown when the map text cannot be read.
 *
 * @fires carto-cell-point - The user pointed at a space (pointer move or keyboard move); only when `interactive`.
 * @fires carto-cell-activate - The user activated a space (click, tap, Enter or Space); cancelable; only when `interactive`.
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
 * @cssprop --carto-highlight - Outline of highlighted spaces (the spaces behind a score).
 * @cssprop --carto-illegal - Colour of a refused placement.
 */
export class CartoMapElement extends LitElement {
  static override styles = [tokens, cartoMapStyles, terrainBackgrounds];

  /** The map as NOTATION text. */
  @property({ reflect: false }) map?: string;

  /** The map as a parsed grid; takes precedence over `map` and the text content. */
  @property({ attribute: false }) grid?: MapGrid;

  /** Accessible name of the grid. */
  @property() label = 'Map';

  /** Inside a `<carto-game>`: show this player's sheet (0-based) of the running game. */
  @property({ type: Number }) player?: number;

  /** The game actor of an enclosing `<carto-game>`, if any. */
  @consume({ context: gameContext, subscribe: true })
  @state()
  private gameActor?: GameActor;

  private readonly sheets = new SelectController<GameSnapshot, readonly Sheet[]>(this, selectSheets);

  /** Fire `carto-cell-point` / `carto-cell-activate` on pointer and keyboard input (for placing shapes). */
  @property({ type: Boolean, reflect: true }) interactive = false;

  /** A tentative drawing to show over the map. */
  @property({ attribute: false }) ghost?: MapGhost;

  /** Spaces to highlight (for example, the spaces behind a score), as [row, col] pairs. */
  @property({ attribute: false }) highlight: ReadonlyArray<readonly [number, number]> = [];

  /** Spaces inside a hero's attack pattern, as [row, col] pairs. */
  @property({ attribute: false }) marks: ReadonlyArray<readonly [number, number]> = [];

  /** The focused space, [row, col]. */
  get activeCell(): [number, number] {
    return [...this.active];
  }

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
    if (this.player !== undefined) {
      const sheet = this.sheets.value?.[this.player];
      if (sheet) return sheet.grid;
    }
    const text = this.map ?? this.textContentMap;
    try {
      return parseNotation(text, { source: this.map !== undefined ? 'map attribute' : 'map text' });
    } catch (e) {
      if (e instanceof NotationError) return e;
      throw e;
    }
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('gameActor') || changed.has('player')) this.sheets.setActor(this.player !== undefined ? this.gameActor : undefined);
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
    const sets = this.overlaySets(g);
    for (let r = 0; r < g.rows; r++) {
      const cells = [];
      for (let c = 0; c < g.cols; c++) cells.push(this.renderCell(g, r, c, sets));
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
      @pointermove=${this.onPointerMove}
    >
      ${rows}
    </div>`;
  }

  /** Cell index sets of the overlays, rebuilt once per render rather than searched per cell. */
  private overlaySets(g: MapGrid) {
    const toSet = (cells: ReadonlyArray<readonly [number, number]>) => new Set(cells.map(([r, c]) => r * g.cols + c));
    return { ghost: toSet(this.ghost?.cells ?? []), highlight: toSet(this.highlight), marks: toSet(this.marks) };
  }

  private renderCell(g: MapGrid, r: number, c: number, sets: ReturnType<CartoMapElement['overlaySets']>) {
    const i = r * g.cols + c;
    const fill = g.fills[i] as Fill;
    const ruins = g.ruins[i] === true;
    const isActive = this.active[0] === r && this.active[1] === c;
    const ghost = sets.ghost.has(i);
    const extra = [
      ruins ? 'ruins' : '',
      sets.marks.has(i) ? 'mark' : '',
      sets.highlight.has(i) ? 'highlight' : '',
      ghost ? `ghost ghost-${this.ghost?.terrain ?? 'any'}${this.ghost?.legal ? '' : ' illegal'}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const name =
      `row ${r + 1}, column ${c + 1}, ${fill}${ruins ? ', ruins' : ''}${sets.marks.has(i) ? ', attacked by a hero' : ''}` +
      `${sets.highlight.has(i) ? ', highlighted' : ''}${ghost ? `, ${this.ghost?.legal ? 'planned' : 'refused'} ${this.ghost?.terrain ?? 'drawing'}` : ''}`;
    return html`<div
      role="gridcell"
      class=${`cell ${fill}${extra ? ' ' + extra : ''}`}
      part=${`cell ${fill}${extra ? ' ' + extra : ''}`}
      aria-label=${name}
      aria-colindex=${c + 1}
      data-row=${r}
      data-col=${c}
      data-char=${fill === 'empty' ? nothing : charOf(fill, false)}
      tabindex=${isActive ? 0 : -1}
    ></div>`;
  }

  /** The [row, col] of the cell an event targets; cells have no children, so the target is the cell itself. */
  private cellOfEvent(e: Event): [number, number] | undefined {
    const { row, col } = (e.target as HTMLElement).dataset;
    return row === undefined || col === undefined ? undefined : [Number(row), Number(col)];
  }

  private lastPointed = -1;

  private onPointerMove(e: PointerEvent): void {
    if (!this.interactive) return;
    const cell = this.cellOfEvent(e);
    if (!cell) return;
    // One event per space entered, not per pixel moved.
    const key = cell[0] * 1000 + cell[1];
    if (key === this.lastPointed) return;
    this.lastPointed = key;
    this.dispatchEvent(new CartoCellPointEvent(cell[0], cell[1], 'pointer'));
  }

  private onClick(e: MouseEvent): void {
    const cell = this.cellOfEvent(e);
    if (!cell) return;
    this.active = cell;
    if (!this.interactive) return;
    // A tap has no hover: point first so listeners can position a ghost, then activate.
    this.dispatchEvent(new CartoCellPointEvent(cell[0], cell[1], 'pointer'));
    this.dispatchEvent(new CartoCellActivateEvent(cell[0], cell[1], 'pointer'));
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
      case 'Enter':
      case ' ':
        if (!this.interactive) return;
        e.preventDefault();
        this.dispatchEvent(new CartoCellActivateEvent(r, c, 'keyboard'));
        return;
      default: return;
    }
    e.preventDefault();
    r = Math.max(0, Math.min(g.rows - 1, r));
    c = Math.max(0, Math.min(g.cols - 1, c));
    this.active = [r, c];
    if (this.interactive) this.dispatchEvent(new CartoCellPointEvent(r, c, 'keyboard'));
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
