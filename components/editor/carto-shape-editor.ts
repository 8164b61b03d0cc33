import { html, nothing } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { property, state } from 'lit/decorators.js';
import { orientations, pictureOf, shapeFromPicture } from '../../src/shapes/shape.ts';
import { tokens } from '../styles/tokens.ts';
import { formStyles } from './form.styles.ts';
import { edit } from './fields.ts';
import { cartoShapeEditorStyles } from './carto-shape-editor.styles.ts';
import { msg, str } from '../../i18n/localization.ts';
import { orientations as orientationCount } from '../../i18n/counts.ts';
import { LocalizedElement } from '../words/localized-element.ts';

const SHAPE_TOOLS = [
  ['X', () => msg('space')],
  ['o', () => msg('gap')],
  ['.', () => msg('nothing')],
] as const;
const PATTERN_TOOLS = [
  ['X', () => msg('attacked')],
  ['H', () => msg('hero')],
  ['.', () => msg('nothing')],
] as const;
/** What a square holds, in words (NAMES below are CSS classes). */
const LABELS: Readonly<Record<string, () => string>> = { X: () => msg('space'), o: () => msg('gap'), H: () => msg('hero'), '.': () => msg('nothing') };
const NAMES: Readonly<Record<string, string>> = { X: 'space', o: 'gap', H: 'hero', '.': 'nothing' };

/** The picture without empty outer rows and columns (what the content contract asks for). */
export function trimPicture(rows: readonly string[]): string[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const grid = rows.map((r) => r.padEnd(width, '.'));
  const used = (s: string) => /[^.]/.test(s);
  const usedRows = grid.map((r, i) => (used(r) ? i : -1)).filter((i) => i >= 0);
  const usedCols = Array.from({ length: width }, (_, c) => c).filter((c) => grid.some((r) => r[c] !== '.'));
  if (usedRows.length === 0) return ['.'];
  const [r0, r1] = [usedRows[0]!, usedRows[usedRows.length - 1]!];
  const [c0, c1] = [usedCols[0]!, usedCols[usedCols.length - 1]!];
  return grid.slice(r0, r1 + 1).map((r) => r.slice(c0, c1 + 1));
}

/**
 * Draws a shape (or a hero's attack pattern) by clicking spaces: choose what a click puts (a space
 * of the shape, a printed gap, the hero, nothing), then click or press Enter on a square. The
 * picture is kept trimmed, with a free margin around it to grow into, and every orientation the
 * shape can be drawn in is previewed.
 *
 * @tagname carto-shape-editor
 * @summary Click-to-draw editor for a shape picture or a hero attack pattern, with its orientations.
 *
 * @fires carto-edit - The picture changed: file, JSON Pointer, new rows.
 *
 * @csspart canvas - The grid of squares to click.
 * @csspart orientations - The previews of every orientation.
 *
 * @cssprop --carto-shape-cell-size - Side of a square (default 1.6rem).
 */
export class CartoShapeEditorElement extends LocalizedElement {
  static override styles = [tokens, formStyles, cartoShapeEditorStyles];

  /** The picture, one string per row. */
  @property({ attribute: false }) rows: readonly string[] = ['X'];

  /** Edit a hero's attack pattern ('H' the hero, 'X' attacked) instead of a shape. */
  @property({ type: Boolean }) pattern = false;

  /** The pack file and JSON Pointer of the picture. */
  @property() file = 'explore.json';
  @property() pointer = '/shape';

  /** Accessible name of the editor. */
  @property() label = 'Shape';

  /** The terrain colour of the previews. */
  @property() terrain?: string;

  @state() private tool = 'X';

  override render() {
    const rows = this.rows.length ? this.rows : ['.'];
    const width = Math.max(1, ...rows.map((r) => r.length));
    // One free row and column on every side, so the picture can grow in any direction.
    const h = rows.length + 2;
    const w = width + 2;
    const tools = this.pattern ? PATTERN_TOOLS : SHAPE_TOOLS;
    const cells = [];
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const ch = rows[r - 1]?.[c - 1] ?? '.';
        const kind = this.pattern && ch === 'X' ? 'attack' : (NAMES[ch] ?? 'nothing');
        cells.push(
          html`<button type="button" class="cell ${kind}" aria-label=${msg(str`row ${r + 1}, column ${c + 1}, ${this.pattern && ch === 'X' ? msg('attacked') : (LABELS[ch]?.() ?? msg('nothing'))}`)} @click=${() => this.put(r - 1, c - 1)}></button>`,
        );
      }
    }
    return html`<fieldset data-pointer=${this.file + this.pointer} tabindex="-1">
      <legend>${this.label}</legend>
      <div role="radiogroup" aria-label=${msg('A click puts')} class="tools">
        ${tools.map(
          ([ch, name]) =>
            html`<label class="check"><input type="radio" name="tool" .checked=${this.tool === ch} @change=${() => (this.tool = ch)} />${name()}</label>`,
        )}
      </div>
      <div class="canvas" part="canvas" role="group" aria-label=${msg(str`${this.label}: ${h} by ${w} squares`)} style=${styleMap({ '--_cols': String(w) })}>${cells}</div>
      ${this.pattern ? nothing : this.previews(rows)}
    </fieldset>`;
  }

  private previews(rows: readonly string[]) {
    let all: string[][];
    try {
      all = orientations(shapeFromPicture(rows)).map(pictureOf);
    } catch {
      return html`<p class="hint">${msg('Mark at least one space to see its orientations.')}</p>`;
    }
    return html`<div class="orientations" part="orientations" role="list" aria-label=${orientationCount(all.length)}>
      ${all.map((p, i) => html`<span role="listitem"><carto-shape .rows=${p} terrain=${this.terrain ?? nothing} label=${msg(str`orientation ${i + 1}`)}></carto-shape></span>`)}
    </div>`;
  }

  /** Sets a square (row and column relative to the picture; -1 is the margin) and fires the trimmed picture. */
  private put(r: number, c: number): void {
    const rows = this.rows.length ? [...this.rows] : ['.'];
    const width = Math.max(1, ...rows.map((x) => x.length));
    // Grow the picture to include the square, padding with '.'.
    const top = r < 0 ? 1 : 0;
    const left = c < 0 ? 1 : 0;
    const height = Math.max(rows.length + top, r + top + 1);
    const cols = Math.max(width + left, c + left + 1);
    const grid = Array.from({ length: height }, (_, i) => [...('.'.repeat(left) + (rows[i - top] ?? ''))].concat(Array(cols).fill('.')).slice(0, cols));
    const row = grid[r + top]!;
    const current = row[c + left];
    const put = current === this.tool ? '.' : this.tool;
    if (put === 'H') for (const g of grid) for (let k = 0; k < g.length; k++) if (g[k] === 'H') g[k] = '.'; // one hero
    row[c + left] = put;
    edit({ host: this, file: this.file }, this.pointer, trimPicture(grid.map((g) => g.join(''))));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-shape-editor': CartoShapeEditorElement;
  }
}
