import { css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { msg, str } from '../../i18n/localization.ts';
import {
  PLAYTEST_DECKS,
  PLAYTEST_GAMES,
  type PlaytestDeck,
  type PlaytestGame,
  type PlaytestOptions,
  type PlaytestWarning,
} from '../../src/content/play-table.ts';
import { tokens } from '../styles/tokens.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { formStyles } from './form.styles.ts';
import { CartoPlaytestChangeEvent } from './events/playtest-change-event.ts';

const gameName = (g: PlaytestGame): string => (g === 'base' ? msg('Cartographers (the base game)') : msg('Cartographers Heroes'));

const deckName = (d: PlaytestDeck): string =>
  d === 'explore'
    ? msg("Replace the game's explore deck with the pack's")
    : d === 'ambush'
      ? msg("Replace the game's ambush deck with the pack's")
      : msg("Replace the game's hero deck with the pack's");

/** The words of a playtest warning. */
export function playtestWarningText(w: PlaytestWarning): string {
  return msg(str`The explore deck adds up to ${w.time} time, but the longest season needs ${w.season}: seasons will end early.`);
}

/**
 * How "Play this pack" plays the pack: inside which official game, whether the pack's explore,
 * ambush and hero cards join the game's decks (the default) or replace them, and whether its
 * scoring cards are forced into the edicts or shuffled into the game's stacks.
 *
 * @tagname carto-playtest-options
 * @summary Choose the game a pack is played in, and how its cards join it.
 *
 * @fires carto-playtest-change - The options changed (the new options).
 *
 * @csspart options - The fieldset of options.
 */
export class CartoPlaytestOptionsElement extends LocalizedElement {
  static override styles = [
    tokens,
    formStyles,
    css`
      :host {
        display: block;
      }
      fieldset {
        display: grid;
        gap: 0.3rem;
      }
    `,
  ];

  /** The options shown. */
  @property({ attribute: false }) options: PlaytestOptions = {};

  private change(next: Partial<PlaytestOptions>): void {
    this.dispatchEvent(new CartoPlaytestChangeEvent({ ...this.options, ...next }));
  }

  override render() {
    const o = this.options;
    const replace = o.replace ?? [];
    return html`<fieldset part="options">
      <legend>${msg('Playtest')}</legend>
      <label class="field"
        ><span>${msg('Play the pack inside')}</span
        ><select @change=${(e: Event) => this.change({ game: (e.target as HTMLSelectElement).value as PlaytestGame })}>
          ${PLAYTEST_GAMES.map((g) => html`<option value=${g} ?selected=${(o.game ?? 'base') === g}>${gameName(g)}</option>`)}
        </select></label
      >
      ${PLAYTEST_DECKS.map(
        (d) => html`<label class="check"
          ><input
            type="checkbox"
            .checked=${replace.includes(d)}
            @change=${(e: Event) => this.change({ replace: (e.target as HTMLInputElement).checked ? [...replace, d] : replace.filter((x) => x !== d) })}
          /><span>${deckName(d)}</span></label
        >`,
      )}
      <label class="check"
        ><input type="checkbox" .checked=${o.scoring !== 'mix'} @change=${(e: Event) => this.change({ scoring: (e.target as HTMLInputElement).checked ? 'force' : 'mix' })} /><span
          >${msg("Always deal the pack's scoring cards as edicts (unticked: shuffled in with the game's cards)")}</span
        ></label
      >
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-playtest-options': CartoPlaytestOptionsElement;
  }
}
