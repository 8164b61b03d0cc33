import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { FILLS, type Fill } from '../../src/grid/fills.ts';
import type { Cell, MapGrid } from '../../src/grid/grid.ts';
import { validateRule } from '../../src/scoring/validate.ts';
import { ruleIssueSentence } from '../../i18n/rule-problems.ts';
import { evaluate, type Score } from '../../src/scoring/evaluate.ts';
import type { ScoringRule } from '../../src/scoring/rule.ts';
import { tokens } from '../styles/tokens.ts';
import { terrainBackgrounds } from '../styles/terrain.ts';
import { symbolStyles } from '../symbols/symbol.styles.ts';
import { swatch, swatchStyles } from '../symbols/swatch.ts';
import type { CartoCellActivateEvent } from '../events/cell-events.ts';
import { CartoPaintEvent } from './events/paint-event.ts';
import { formStyles } from './form.styles.ts';
import { cartoSampleMapStyles } from './carto-sample-map.styles.ts';
import { msg, str } from '../../i18n/localization.ts';
import { stars } from '../../i18n/counts.ts';
import { spaceName } from '../news/sentences.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { fillName } from '../../i18n/terrain-names.ts';

/** What a designer can paint on a sample map: every fill. */
export const PAINTS: readonly Fill[] = FILLS;

/**
 * A scoring rule's live preview: an editable sample map (choose a fill, then click, tap or press
 * Enter on a space to paint it), the stars the rule scores on it, and each contribution with its
 * reason; choosing a contribution highlights its spaces (all of them are highlighted otherwise).
 *
 * The map itself belongs to the editor: painting fires `carto-paint`, and the new `grid` comes back.
 *
 * @tagname carto-sample-map
 * @summary A paintable sample map that scores a rule live and shows why.
 *
 * @fires carto-paint - The designer painted a space: row, column and fill.
 *
 * @csspart score - The total of stars.
 * @csspart contributions - The list of what earned stars.
 *
 * @cssprop --carto-cell-size - Side of a map space.
 */
export class CartoSampleMapElement extends LocalizedElement {
  static override styles = [tokens, formStyles, terrainBackgrounds, symbolStyles, swatchStyles, cartoSampleMapStyles];

  /** The sample map. */
  @property({ attribute: false }) grid?: MapGrid;

  /** The rule to preview (checked first: a broken rule shows its problems instead of a score). */
  @property({ attribute: false }) rule: unknown;

  /** The fill painted by the next click. */
  @property() paint: Fill = 'forest';

  /** The contribution whose spaces are highlighted, or -1 for all of them. */
  @state() private focused = -1;

  private score(): Score | string {
    const issues = validateRule(this.rule);
    // The sentences only: the editor's problem list says where in the rule each one is.
    if (issues.length) return issues.map(ruleIssueSentence).join('; ');
    return evaluate(this.rule as ScoringRule, this.grid!);
  }

  override render() {
    if (!this.grid) return html`<p>${msg('No sample map.')}</p>`;
    const score = this.score();
    const contributions = typeof score === 'string' ? [] : score.contributions;
    const shown = this.focused >= 0 && this.focused < contributions.length ? [contributions[this.focused]!] : contributions;
    const highlight: Cell[] = shown.flatMap((c) => c.cells);
    return html`<div class="layout">
      <div>
        <fieldset class="palette">
          <legend>${msg('Paint with')}</legend>
          ${PAINTS.map(
            (f) => html`<label class="check swatch-label"
              ><input type="radio" name="paint" value=${f} .checked=${this.paint === f} @change=${() => (this.paint = f)} />${swatch(f)}${fillName(f)}</label
            >`,
          )}
        </fieldset>
        <carto-map interactive fit label=${msg('Sample map')} .grid=${this.grid} .highlight=${highlight} @carto-cell-activate=${this.onActivate}></carto-map>
      </div>
      <div>
        ${
          typeof score === 'string'
            ? html`<p class="error" part="score" role="status">${msg(str`No preview: the rule has problems (${score}).`)}</p>`
            : html`<p class="score" part="score" role="status">${msg(html`This map scores <strong>${stars(score.stars)}</strong>.`)}</p>
              <ol class="contributions" part="contributions" aria-label=${msg('What earned stars')}>
                ${contributions.map(
                  (c, i) => html`<li>
                    <button type="button" aria-pressed=${this.focused === i ? 'true' : 'false'} @click=${() => (this.focused = this.focused === i ? -1 : i)}>
                      ${stars(c.stars)}: ${c.because} (${c.cells.map((cell) => spaceName(cell)).join('; ')})
                    </button>
                  </li>`,
                )}
              </ol>
              ${contributions.length === 0 ? html`<p>${msg('Nothing on this map earns stars yet: paint some spaces.')}</p>` : nothing}`
        }
      </div>
    </div>`;
  }

  private onActivate(e: CartoCellActivateEvent): void {
    e.stopPropagation();
    this.focused = -1;
    this.dispatchEvent(new CartoPaintEvent(e.row, e.col, this.paint));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-sample-map': CartoSampleMapElement;
  }
}
