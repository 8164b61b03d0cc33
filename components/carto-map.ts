import { html, isServer, noChange, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { gameContext, type GameActor } from './context/game-context.ts';
import { SelectController } from './controllers/select-controller.ts';
import { FitController } from './controllers/fit-controller.ts';
import { selectSheets, type GameSnapshot } from '../machines/selectors.ts';
import type { Sheet } from '../src/rules/sheet.ts';
import { parseNotation, NotationError } from '../src/grid/notation.ts';
import type { MapGrid } from '../src/grid/grid.ts';
import { tokens } from './styles/tokens.ts';
import { terrainBackgrounds } from './styles/terrain.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { CartoCellActivateEvent, CartoCellPointEvent } from './events/cell-events.ts';
import { cartoMapStyles } from './carto-map.styles.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { getLocale, msg, str } from '../i18n/localization.ts';
import { notationSentence } from '../i18n/map-problems.ts';
import { renderCell, type MapGhost } from './map/layers.ts';
import { cellsChanged, OverlayRows } from './map/overlays.ts';
import { gridKey } from './map/keys.ts';

export type { MapGhost };

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
 * Every filled space shows its terrain's symbol as well as its colour, so terrains are told apart
 * by shape. Over the fill, in layers of their own: the ruins ring, a hero's attack pattern
 * (`marks`, hatched; cross-hatched on a monster it would destroy), the spaces a destroy effect may
 * take (`candidates`, a diamond, unlike the ring of ruins), the spaces behind a score (`highlight`), the tentative
 * drawing (`ghost`, with the symbol of the terrain being drawn) and the last activated space
 * (`selected`). The keyboard focus ring is drawn outside the space, so it never looks like any of them.
 * The grid is always laid out left to right, also on a right-to-left page: a map is never mirrored.
 *
 * Size: spaces are `--carto-cell-size` wide. With `fit` the map shrinks its spaces to fit the width
 * of its container (never wider than `--carto-cell-size`), so a phone never scrolls sideways; with
 * `zoom` the spaces take `--carto-cell-size-zoom` (default 2.75rem, a 44 px touch target) and the map
 * scrolls inside its own frame. `zoomable` adds a button that switches `zoom` (with `fit`, shown only
 * while the map had to shrink to fit, or is zoomed).
 *
 * Activation: a click, tap, Enter or Space fires the cancelable `carto-cell-activate`. Unless a
 * listener cancels it (`preventDefault()`, for example while waiting for another player), the map
 * then selects that space (`selected`, `aria-selected`); a cancelled activation changes nothing.
 *
 * Themes: set `data-carto-theme` on any ancestor (components/styles/themes.ts: `paper`, `night`,
 * `auto`, `colour-blind`, `high-contrast`) or any `--carto-*` property below.
 *
 * @csspart grid - The grid container.
 * @csspart frame - The box around the grid; it scrolls when the zoomed map is wider than its container.
 * @csspart cell - Every space; each also carries its fill (`forest`, `empty`, ...), `ruins` when it has ruins, and `mark`, `hit`, `candidate`, `highlight`, `ghost`, `selected` for the layers over it.
 * @csspart symbol - The symbol of a space's fill (also named after the fill), or of its ruins when empty.
 * @csspart zoom - The zoom button (`zoomable`).
 * @csspart error - The message shown when the map text cannot be read.
 *
 * @fires carto-cell-point - The user pointed at a space (pointer move or keyboard move); only when `interactive`.
 * @fires carto-cell-activate - The user activated a space (click, tap, Enter or Space); cancelable (cancelling stops the selection); only when `interactive`.
 *
 * @cssprop --carto-cell-size - Side of one space (default 2rem).
 * @cssprop --carto-cell-size-zoom - Side of one space when zoomed (default 2.75rem).
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
 * @cssprop --carto-attack - Lines of hero attack marks and destroy candidates.
 * @cssprop --carto-symbol-body - Light body of the terrain symbols.
 * @cssprop --carto-symbol-ink - Outline of the terrain symbols.
 */
export class CartoMapElement extends LocalizedElement {
  static override styles = [tokens, terrainBackgrounds, symbolStyles, cartoMapStyles];

  /** The map as NOTATION text. */
  @property({ reflect: false }) map?: string;

  /** The map as a parsed grid; takes precedence over `map` and the text content. */
  @property({ attribute: false }) grid?: MapGrid;

  /** Accessible name of the grid. */
  @property() label = '';

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
  @property({ attribute: false, hasChanged: cellsChanged }) highlight: ReadonlyArray<readonly [number, number]> = [];

  /** Spaces inside a hero's attack pattern, as [row, col] pairs. */
  @property({ attribute: false, hasChanged: cellsChanged }) marks: ReadonlyArray<readonly [number, number]> = [];

  /** Spaces a destroy effect may take (a troll's or gorgon's choice), as [row, col] pairs. */
  @property({ attribute: false, hasChanged: cellsChanged }) candidates: ReadonlyArray<readonly [number, number]> = [];

  /** The selected space, [row, col], or null: set by an activation nobody cancelled, or by the page. */
  @property({ attribute: false }) selected: readonly [number, number] | null = null;

  /** Shrink the spaces to fit the container's width (never above `--carto-cell-size`). */
  @property({ type: Boolean, reflect: true }) fit = false;

  /** Spaces of `--carto-cell-size-zoom` (touch size); the map scrolls inside its frame when wider than its container. */
  @property({ type: Boolean, reflect: true }) zoom = false;

  /** Show a button that switches `zoom`. */
  @property({ type: Boolean, reflect: true }) zoomable = false;

  /** The focused space, [row, col]. */
  get activeCell(): [number, number] {
    return [...this.active];
  }

  /** The focused space (roving tabindex), as [row, col]. */
  @state() private active: [number, number] = [0, 0];

  @state() private textContentMap = '';

  private observer?: MutationObserver;

  private readonly fitting = new FitController(this);

  private readonly overlayRows = new OverlayRows();

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
      this.overlayRows.forget();
      return html`<div class="error" part="error" role="alert">${msg(str`Cannot show this map: ${notationSentence(g)}`)}</div>`;
    }
    this.setColumns(g.cols);
    // A pointer move changes the spaces where the ghost was and is: only those are drawn again (Lit
    // keeps every other row and space as it is, given `noChange`), so a move costs a few spaces, not the whole map.
    const { flags, redraw } = this.overlayRows.update(
      g,
      {
        ghost: this.ghost?.cells ?? [],
        highlight: this.highlight,
        marks: this.marks,
        candidates: this.candidates,
        selected: this.selected,
        active: this.active,
      },
      getLocale(),
      this.ghost ? `${this.ghost.terrain ?? ''}${+this.ghost.legal}` : '',
    );
    const rows: unknown[] = [];
    for (let r = 0; r < g.rows; r++) {
      const from = r * g.cols;
      let c = 0;
      while (c < g.cols && redraw[from + c] === 0) c++;
      if (c === g.cols) {
        rows.push(noChange);
        continue;
      }
      const cells: unknown[] = [];
      for (c = 0; c < g.cols; c++) cells.push(redraw[from + c] ? renderCell(g, r, c, flags[from + c]!, this.ghost) : noChange);
      rows.push(html`<div role="row" aria-rowindex=${r + 1}>${cells}</div>`);
    }
    // The zoom button shows where zooming helps: a fitted map that had to shrink, or a zoomed one.
    return html`${
      this.zoomable && (this.zoom || !this.fit || this.fitting.shrunk)
        ? html`<button class="zoom" part="zoom" aria-pressed=${this.zoom ? 'true' : 'false'} @click=${this.toggleZoom}>${msg('Zoom the map')}</button>`
        : nothing
    }
      <div class="frame" part="frame">
        <div
          role="grid"
          part="grid"
          aria-label=${this.label || msg('Map')}
          aria-rowcount=${g.rows}
          aria-colcount=${g.cols}
          style=${isServer ? `--_cols: ${g.cols}` : nothing}
          @keydown=${this.onKeyDown}
          @click=${this.onClick}
          @pointermove=${this.onPointerMove}
          @pointerleave=${this.onPointerLeave}
        >
          ${rows}
        </div>
      </div>`;
  }

  private columns = 0;

  /**
   * The column count, as a private custom property on the host: the grid lays out by it, and a fitted
   * map (a size container, which cannot size itself by its content) takes its natural width from it.
   * Set through the CSSOM, which a strict Content-Security-Policy allows, and only when it changes.
   */
  private setColumns(cols: number): void {
    // Rendered on a server (@lit-labs/ssr) the host has no style to set: the grid carries the count in its
    // style attribute instead (render), which hydration leaves to this method.
    if (cols === this.columns || isServer) return;
    this.columns = cols;
    this.style.setProperty('--_cols', String(cols));
  }

  private toggleZoom(): void {
    this.zoom = !this.zoom;
    // Keep the space being worked on in view once the map outgrows its frame.
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector('[role="gridcell"][tabindex="0"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
    );
  }

  /** The [row, col] of the cell an event targets (its symbol and layers take no pointer events, so the target is the cell). */
  private cellOfEvent(e: Event): [number, number] | undefined {
    const { row, col } = (e.target as HTMLElement).dataset ?? {};
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

  /** Coming back to the same space after leaving the map points at it again. */
  private onPointerLeave(): void {
    this.lastPointed = -1;
  }

  private onClick(e: MouseEvent): void {
    const cell = this.cellOfEvent(e);
    if (!cell) return;
    this.active = cell;
    if (!this.interactive) return;
    // A tap has no hover: point first so listeners can position a ghost, then activate.
    this.dispatchEvent(new CartoCellPointEvent(cell[0], cell[1], 'pointer'));
    // A click's detail counts the clicks of one gesture: 2 and more are a double-click or double-tap.
    this.activate(cell, 'pointer', e.detail > 1);
  }

  /** Fires the activation request; the map selects the space only when no listener cancelled it. */
  private activate(cell: [number, number], via: 'pointer' | 'keyboard', repeat = false): void {
    const request = new CartoCellActivateEvent(cell[0], cell[1], via, repeat);
    this.dispatchEvent(request);
    if (!request.defaultPrevented) this.selected = cell;
  }

  private onKeyDown(e: KeyboardEvent): void {
    const g = this.resolve();
    if (g instanceof NotationError) return;
    const to = gridKey(e.key, e.ctrlKey, this.active, g.rows, g.cols);
    if (to === null) return;
    if (to === 'activate') {
      if (!this.interactive) return;
      e.preventDefault();
      this.activate([...this.active], 'keyboard');
      return;
    }
    e.preventDefault();
    this.active = to;
    if (this.interactive) this.dispatchEvent(new CartoCellPointEvent(to[0], to[1], 'keyboard'));
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
