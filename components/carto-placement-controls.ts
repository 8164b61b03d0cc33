import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { msg, str } from '../i18n/localization.ts';
import { fillName } from '../i18n/terrain-names.ts';
import { placementKeys } from './words/shortcuts.ts';
import type { ShapePicture } from '../src/content/types.ts';
import type { DrawableTerrain } from '../src/grid/fills.ts';
import { tokens } from './styles/tokens.ts';
import { terrainBackgrounds } from './styles/terrain.ts';
import { symbol } from './symbols/symbols.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { swatch, swatchStyles } from './symbols/swatch.ts';
import { cartoPlacementControlsStyles } from './carto-placement-controls.styles.ts';
import { CartoPlacementIntentEvent, type PlacementIntent } from './events/placement-intent-event.ts';
import { LocalizedElement } from './words/localized-element.ts';

/**
 * The buttons of a placement: which shape option, which terrain, rotate, flip, undo and confirm,
 * and the reason a position is refused. Touch players need no hover and no keyboard: every action
 * is a button of at least 44 px. Keyboard shortcuts (R, F, number keys, Enter, Backspace) are
 * shown on the buttons; `<carto-game>` listens for them.
 *
 * @tagname carto-placement-controls
 * @summary Shape, terrain, rotate, flip, undo and confirm for one placement.
 *
 * @fires carto-placement-intent - The player asked for an option, a terrain, a turn, a flip, an undo or a confirm.
 *
 * @csspart options - The shape options.
 * @csspart terrains - The terrain choices.
 * @csspart actions - Rotate, flip, undo, confirm.
 * @csspart reason - The line that says why a position is refused.
 * @csspart swatch - The colour and symbol of each terrain on its button (also named after the terrain).
 */
export class CartoPlacementControlsElement extends LocalizedElement {
  static override styles = [tokens, terrainBackgrounds, symbolStyles, swatchStyles, cartoPlacementControlsStyles];

  /** The shape options on offer (one button each); empty for a single-space drawing. */
  @property({ attribute: false }) options: ReadonlyArray<{ shape: ShapePicture; coin?: boolean }> = [];

  /** The chosen option. */
  @property({ type: Number }) option = 0;

  /** Terrains on offer. */
  @property({ attribute: false }) terrains: readonly DrawableTerrain[] = [];

  /** The chosen terrain. */
  @property() terrain: DrawableTerrain | null = null;

  /** The shape can be turned and mirrored (not for a 1x1 space, nor a solo-walk monster). */
  @property({ type: Boolean }) turnable = true;

  /** There is a step to undo. */
  @property({ type: Boolean, attribute: 'can-undo' }) canUndo = false;

  /** The current position is legal and complete, so it may be confirmed. */
  @property({ type: Boolean, attribute: 'can-confirm' }) canConfirm = false;

  /** What is shown below: why the position is refused, or a hint. */
  @property() reason = '';

  /** True when `reason` explains a refusal (shown as an error). */
  @property({ type: Boolean }) refused = false;

  /** Every control disabled (the confirmed move is on its way to the server); `reason` says so. */
  @property({ type: Boolean }) locked = false;

  private send(intent: PlacementIntent) {
    this.dispatchEvent(new CartoPlacementIntentEvent(intent));
  }

  override render() {
    const keys = placementKeys();
    return html`
      ${
        this.options.length > 1
          ? html`<fieldset part="options" ?disabled=${this.locked}>
            <legend>${msg('Shape')}</legend>
            ${this.options.map(
              (o, i) => html`<button aria-pressed=${i === this.option ? 'true' : 'false'} @click=${() => this.send({ kind: 'option', option: i })}>
                <carto-shape .rows=${o.shape} terrain=${this.terrain ?? nothing} label=${o.coin ? msg(str`shape ${i + 1} with a coin`) : msg(str`shape ${i + 1}`)}></carto-shape>
                ${o.coin ? html`<span class="coin" aria-hidden="true">${symbol('coin')}</span>` : nothing}
              </button>`,
            )}
          </fieldset>`
          : nothing
      }
      ${
        this.terrains.length > 0
          ? html`<fieldset part="terrains" ?disabled=${this.locked}>
            <legend>${msg('Terrain')}</legend>
            ${this.terrains.map(
              (t, i) => html`<button aria-pressed=${t === this.terrain ? 'true' : 'false'} @click=${() => this.send({ kind: 'terrain', terrain: t })}>
                ${swatch(t)}<span class="label">${fillName(t)}</span> <kbd aria-hidden="true">${i + 1}</kbd>
              </button>`,
            )}
          </fieldset>`
          : nothing
      }
      <fieldset part="actions" ?disabled=${this.locked}>
        <legend>${msg('Place')}</legend>
        ${
          this.turnable
            ? html`<button @click=${() => this.send({ kind: 'rotate' })} aria-keyshortcuts=${keys.rotate}>${msg('Rotate')} <kbd aria-hidden="true">${keys.rotate}</kbd></button>
              <button @click=${() => this.send({ kind: 'flip' })} aria-keyshortcuts=${keys.flip}>${msg('Flip')} <kbd aria-hidden="true">${keys.flip}</kbd></button>`
            : nothing
        }
        <button ?disabled=${!this.canUndo} @click=${() => this.send({ kind: 'undo' })} aria-keyshortcuts="Backspace">${msg('Undo')}</button>
        <button class="confirm" ?disabled=${!this.canConfirm} @click=${() => this.send({ kind: 'confirm' })} aria-keyshortcuts="Enter">${msg('Confirm')}</button>
      </fieldset>
      <p class="reason ${this.refused ? 'refused' : ''}" part="reason" role="status">${capitalise(this.reason)}</p>
    `;
  }
}

/** Engine sentences start in lower case (they are also used mid-sentence); a line of its own starts with a capital. */
function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-placement-controls': CartoPlacementControlsElement;
  }
}
