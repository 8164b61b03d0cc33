import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { DrawableTerrain } from '../src/grid/fills.ts';
import { tokens } from './styles/tokens.ts';
import { symbol } from './symbols/symbols.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { cartoShapeStyles } from './carto-shape.styles.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg, str } from '../i18n/localization.ts';
import { formatList, formatNumber } from '../i18n/format.ts';
import { attackedSpaces, gaps, spaces } from '../i18n/counts.ts';
import { fillName } from '../i18n/terrain-names.ts';

const CELL_KIND: Readonly<Record<string, string>> = { X: 'filled', o: 'gap', H: 'hero', '.': 'none' };

/**
 * A shape or a hero's attack pattern, drawn from its picture.
 *
 * A picture is one string per row: `X` a space of the shape, `o` a printed gap space (not drawn),
 * `.` nothing; hero patterns use `H` for the hero and `X` for the attacked spaces (set `pattern`).
 * Give it in the `picture` attribute with rows separated by `/` (`"X./XX"`) or as an array in the
 * `rows` property.
 *
 * @tagname carto-shape
 * @summary A shape from an explore or ambush card, or a hero's attack pattern.
 *
 * Spaces of a shape with a `terrain` show that terrain's symbol as well as its colour; a hero space
 * shows the hero's shield.
 *
 * @csspart shape - The grid of the shape.
 * @csspart cell - Each space of the picture; also `filled`, `gap`, `hero` or `attack`.
 * @csspart symbol - The symbol in a filled or hero space.
 *
 * @cssprop --carto-shape-cell-size - Side of one space (default 0.9rem).
 */
export class CartoShapeElement extends LocalizedElement {
  static override styles = [tokens, symbolStyles, cartoShapeStyles];

  /** The picture, rows separated by `/`. */
  @property() picture = '';

  /** The picture as rows; wins over `picture`. */
  @property({ attribute: false }) rows?: readonly string[];

  /** Terrain colour of the spaces (forest, village, farm, water, monster). */
  @property() terrain?: DrawableTerrain;

  /** Read the picture as a hero pattern: `X` spaces are attacked, not drawn. */
  @property({ type: Boolean }) pattern = false;

  /** Accessible name; by default a description of the shape. */
  @property() label?: string;

  private get pictureRows(): readonly string[] {
    return this.rows ?? this.picture.split('/').filter((r) => r.length > 0);
  }

  /** "3 spaces, 1 gap" — enough for a screen reader to tell options apart. */
  private describe(rows: readonly string[]): string {
    const count = (ch: string) => rows.reduce((n, r) => n + [...r].filter((c) => c === ch).length, 0);
    const width = Math.max(0, ...rows.map((r) => r.length));
    const size = msg(str`${formatNumber(rows.length)} by ${formatNumber(width)}`);
    if (this.pattern) return formatList([msg(str`attack pattern: hero and ${attackedSpaces(count('X'))}`), size], 'unit');
    const gapCount = count('o');
    const facts = [msg(str`shape of ${spaces(count('X'))}`)];
    if (gapCount) facts.push(gaps(gapCount));
    facts.push(size);
    if (this.terrain) facts.push(fillName(this.terrain));
    return formatList(facts, 'unit');
  }

  override render() {
    const rows = this.pictureRows;
    const cols = Math.max(1, ...rows.map((r) => r.length));
    const cells = rows.flatMap((row) =>
      [...row.padEnd(cols, '.')].map((ch) => {
        let kind = CELL_KIND[ch] ?? 'none';
        if (this.pattern && kind === 'filled') kind = 'attack';
        const drawn = kind === 'hero' ? symbol('hero') : kind === 'filled' && this.terrain ? symbol(this.terrain) : nothing;
        return html`<span class="cell ${kind}" part="cell ${kind}">${drawn}</span>`;
      }),
    );
    return html`<div
      class="shape ${this.terrain ?? ''}"
      part="shape"
      role="img"
      aria-label=${this.label ?? this.describe(rows)}
      style=${styleMap({ '--_cols': String(cols) })}
    >
      ${cells}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-shape': CartoShapeElement;
  }
}
