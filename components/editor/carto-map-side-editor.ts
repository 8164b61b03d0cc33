import { html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { NotationError, formatNotation, parseNotation } from '../../src/grid/notation.ts';
import { notationProblem } from '../../src/content/notation-problem.ts';
import { problemSentence } from '../../i18n/content-problems.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import type { CartoCellActivateEvent } from '../events/cell-events.ts';
import { tokens } from '../styles/tokens.ts';
import { formStyles } from './form.styles.ts';
import { edit, textField, type FieldTarget } from './fields.ts';
import { mapChecks } from '../../src/content/map-checks.ts';
import { mapCheckText } from './map-check-text.ts';
import { cartoMapSideEditorStyles } from './carto-map-side-editor.styles.ts';
import { msg, str } from '../../i18n/localization.ts';
import { LocalizedElement } from '../words/localized-element.ts';

type Printed = 'empty' | 'mountain' | 'ruins' | 'wasteland';
const PRINTS: readonly Printed[] = ['empty', 'mountain', 'ruins', 'wasteland'];

/**
 * Edits a printed map side: its name and letter, and its spaces, painted by clicking (or Enter on)
 * a space with the chosen print: empty, mountain, ruins or wasteland. Beside it, whether the side
 * is playable: the printed size, room for every explore shape of the base game, ruins and mountains.
 *
 * @tagname carto-map-side-editor
 * @summary Paint a map side's mountains, ruins and wasteland, and check it can be played.
 *
 * @fires carto-edit - The side changed: file, JSON Pointer, new value (the rows as NOTATION).
 *
 * @csspart checks - The playability checks.
 */
export class CartoMapSideEditorElement extends LocalizedElement {
  static override styles = [tokens, formStyles, cartoMapSideEditorStyles];

  /** The map side (JSON, possibly broken). */
  @property({ attribute: false }) card?: Record<string, unknown>;

  @property() file = 'maps.json';
  @property() pointer = '/cards/0';

  @state() private print: Printed = 'mountain';

  private get t(): FieldTarget {
    return { host: this, file: this.file };
  }

  private get rows(): string[] {
    const rows = this.card?.rows;
    return Array.isArray(rows) ? rows.filter((r): r is string => typeof r === 'string') : [];
  }

  override render() {
    const card = this.card;
    if (!card) return html`<p>${msg('No map side.')}</p>`;
    const at = this.pointer;
    let grid: MapGrid | string;
    try {
      grid = parseNotation(this.rows.join('\n'));
    } catch (e) {
      if (!(e instanceof NotationError)) throw e;
      // Said like the pack's other problems, in the reader's language (the line is the row counted from 1).
      grid = e.location.line !== undefined ? msg(str`Line ${e.location.line}: ${problemSentence(notationProblem(e))}`) : problemSentence(notationProblem(e));
    }
    const checks = mapChecks(this.rows);
    return html`<div class="row">${textField(this.t, msg('Id'), `${at}/id`, card.id)} ${textField(this.t, msg('Name'), `${at}/name`, card.name)} ${textField(this.t, msg('Side'), `${at}/side`, card.side)}</div>
      <div class="layout">
        <div>
          <fieldset class="palette">
            <legend>${msg('Paint with')}</legend>
            ${PRINTS.map((p) => html`<label class="check"><input type="radio" name="print" .checked=${this.print === p} @change=${() => (this.print = p)} />${p}</label>`)}
          </fieldset>
          ${
            typeof grid === 'string'
              ? html`<p class="error" role="alert">${msg(str`Cannot show this side: ${grid}`)}</p>`
              : html`<carto-map interactive label=${msg(str`Map side ${String(card.name ?? '')}`)} data-pointer=${`${this.file}${at}/rows`} .grid=${grid} @carto-cell-activate=${this.onActivate}></carto-map>`
          }
        </div>
        <div>
          <h3>${msg('Playable?')}</h3>
          <ul class="checks" part="checks">
            ${checks.map((c) => html`<li class=${c.ok ? 'ok' : 'bad'}><span class="mark">${c.ok ? msg('Yes') : msg('No')}:</span> ${mapCheckText(c)}</li>`)}
          </ul>
        </div>
      </div>`;
  }

  private onActivate(e: CartoCellActivateEvent): void {
    e.stopPropagation();
    const grid = parseNotation(this.rows.join('\n'));
    const i = e.row * grid.cols + e.col;
    const fills = grid.fills.slice();
    const ruins = grid.ruins.slice();
    fills[i] = this.print === 'ruins' ? 'empty' : this.print;
    ruins[i] = this.print === 'ruins';
    edit(this.t, `${this.pointer}/rows`, formatNotation({ ...grid, fills, ruins }).split('\n'));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-map-side-editor': CartoMapSideEditorElement;
  }
}
