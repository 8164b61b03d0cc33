import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { EdictLetter, ScoringCard, SeasonCard } from '../src/content/types.ts';
import { mapThumb } from './setup/map-thumb.ts';
import type { TableContent } from '../src/content/combine.ts';
import { EDICT_LETTERS, SCORING_STACKS } from '../src/content/stacks.ts';
import { edictChoiceProblem, type EdictChoiceProblem, type ScoringPools } from '../src/game/deal.ts';
import { tokens } from './styles/tokens.ts';
import { cartoSetupStyles } from './carto-setup.styles.ts';
import { CartoSetupEvent } from './events/setup-event.ts';
import { MAP_SIDES, newGameCode, tableContent, type GameMode, type TableSetup } from '../machines/table/setup.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { BOT_STRENGTHS, type BotStrength } from '../machines/table/bots.ts';
import { msg, str } from '../i18n/localization.ts';
import { cardName, cardText } from '../i18n/content-words.ts';
import { formatList, formatNumber } from '../i18n/format.ts';
import { stackName } from './words/stack-names.ts';
import { tableWording } from './words/table-wording.ts';

const MODE_NAMES: { readonly [M in GameMode]: () => string } = {
  base: () => msg('Cartographers'),
  heroes: () => msg('Cartographers Heroes'),
  combined: () => msg('Both, combined'),
};

/**
 * The table's choices before play: players and their names, which game, which map side, the
 * scoring cards (drawn at random or chosen), and a game code. The same code with the same choices
 * deals the same decks, so a group can each play on their own device, as with paper sheets.
 *
 * Chosen scoring cards show their text under their edict, and every card on offer can be read in
 * a list before choosing. A choice the deal cannot honour (one card for two edicts, two cards of
 * one stack) is refused with a sentence, and Start does nothing until it is fixed.
 *
 * @tagname carto-setup
 * @summary Set up a table: players, game, map side, scoring cards, game code.
 *
 * @fires carto-setup - The player pressed Start; `setup` holds the choices.
 *
 * @csspart form - The setup form.
 * @csspart problem - The sentence saying why the chosen scoring cards cannot be dealt.
 * @csspart card-text - A chosen scoring card's text, under its edict.
 */
export class CartoSetupElement extends LocalizedElement {
  static override styles = [tokens, cartoSetupStyles];

  /** The choices to start from (for example the last game's). */
  @property({ attribute: false }) initial?: Partial<TableSetup>;

  /** A custom table: when set, the game and map are its own, and only players, scoring and code are asked. */
  @property({ attribute: false }) table?: TableContent;

  /** For an online table (`<carto-lobby>`): every seat is a person on their own device, so no computer seats are offered. */
  @property({ type: Boolean }) online = false;

  @state() private players = 1;
  @state() private names: string[] = ['', '', '', '', '', ''];
  @state() private mode: GameMode = 'base';
  @state() private map = 'side-a';
  @state() private code = '';
  @state() private scoring: 'random' | 'chosen' = 'random';
  @state() private edicts: Partial<Record<EdictLetter, string>> = {};
  @state() private ambushPlacement: 'neighbour' | 'walk' = 'neighbour';
  /** who plays each seat: a person (null) or the computer at a strength; seat 1 is always a person */
  @state() private bots: (BotStrength | null)[] = [null, null, null, null, null, null];

  override connectedCallback(): void {
    super.connectedCallback();
    const i = this.initial ?? {};
    this.players = i.players ?? 1;
    this.names = [...(i.names ?? []), '', '', '', '', '', ''].slice(0, 6) as string[];
    this.mode = i.mode ?? 'base';
    this.map = i.map ?? MAP_SIDES[this.mode][0]!.id;
    this.code = i.code ?? newGameCode();
    this.edicts = { ...(i.edicts ?? {}) };
    this.scoring = Object.keys(this.edicts).length ? 'chosen' : 'random';
    this.ambushPlacement = i.ambushPlacement ?? 'neighbour';
    this.bots = [null, ...(i.bots ?? []).slice(1), null, null, null, null, null].slice(0, 6);
  }

  /** "Add a computer player": one more seat, played by the strong computer. */
  private addComputer() {
    if (this.players >= 6) return;
    const bots = [...this.bots];
    bots[this.players] = 'strong';
    this.bots = bots;
    this.players++;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLSelectElement>(`#played-by-${this.players - 1}`)?.focus());
  }

  private setBot(i: number, value: string) {
    const bots = [...this.bots];
    bots[i] = (BOT_STRENGTHS as readonly string[]).includes(value) ? (value as BotStrength) : null;
    this.bots = bots;
  }

  private defaultName(i: number): string {
    return this.bots[i] ? msg(str`Computer ${formatNumber(i + 1)}`) : tableWording.player(i);
  }

  private poolCache?: {
    readonly key: GameMode | TableContent;
    readonly pools: ScoringPools;
    readonly cards: ScoringCard[];
    readonly seasons: readonly SeasonCard[];
  };

  /** The scoring cards on offer, by stack, and the seasons: they depend on the game (or the custom table) only, so they are combined once per choice, not per render. */
  private pools(): { readonly pools: ScoringPools; readonly cards: ScoringCard[]; readonly seasons: readonly SeasonCard[] } {
    const key = this.table ?? this.mode;
    if (this.poolCache?.key !== key) {
      const content = this.table ?? tableContent({ mode: this.mode, map: MAP_SIDES[this.mode][0]!.id });
      this.poolCache = { key, pools: content.scoring, cards: Object.values(content.scoring).flat(), seasons: content.seasons };
    }
    return this.poolCache;
  }

  /** Why the chosen cards cannot be dealt, or null (always null while the cards are drawn at random). */
  private problem(): EdictChoiceProblem | null {
    return this.scoring === 'chosen' ? edictChoiceProblem(this.pools().pools, this.edicts) : null;
  }

  private setMode(mode: GameMode) {
    this.mode = mode;
    if (!MAP_SIDES[mode].some((side) => side.id === this.map)) this.map = MAP_SIDES[mode][0]!.id;
    this.edicts = {};
  }

  private submit(e: Event) {
    e.preventDefault();
    const problem = this.problem();
    if (problem) {
      this.renderRoot.querySelector<HTMLSelectElement>(`#edict-${problem.letters[0]}`)?.focus();
      return;
    }
    const setup: TableSetup = {
      players: this.players,
      names: this.names.slice(0, this.players).map((n, i) => n.trim() || this.defaultName(i)),
      mode: this.mode,
      map: this.table ? this.table.map.id : this.map,
      code: this.code.trim().toUpperCase() || newGameCode(),
      ...(this.scoring === 'chosen' ? { edicts: { ...this.edicts } } : {}),
      ...(this.players > 1 ? { ambushPlacement: this.ambushPlacement } : {}),
      ...(this.bots.slice(0, this.players).some(Boolean) ? { bots: this.bots.slice(0, this.players) } : {}),
    };
    this.dispatchEvent(new CartoSetupEvent(setup));
  }

  /**
   * Laid out like a table (a grid of areas, one column on a phone): the seats, the game and its map
   * sides as pictures, the four edicts as cards (each with the seasons that score it, and its chosen
   * card when the cards are chosen), and the code with Start.
   */
  override render() {
    return html`<form part="form" class="table" @submit=${this.submit} aria-label=${msg('New game')}>
      <fieldset class="area seats">
        <legend>${msg('Players')}</legend>
        <label
          >${msg('How many')}
          <select @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
            ${[1, 2, 3, 4, 5, 6].map((n) => html`<option value=${n} ?selected=${n === this.players}>${n === 1 ? msg('1 (solo)') : formatNumber(n)}</option>`)}
          </select>
        </label>
        <div class="names">
          ${Array.from(
            { length: this.players },
            (_, i) => html`<div class="seat"><span class="seat-number" aria-hidden="true">${formatNumber(i + 1)}</span><label
              >${msg(str`Name of player ${formatNumber(i + 1)}`)}
              <input
                type="text"
                maxlength="24"
                autocomplete="off"
                .value=${this.names[i] ?? ''}
                placeholder=${this.defaultName(i)}
                @input=${(e: Event) => {
                  const names = [...this.names];
                  names[i] = (e.target as HTMLInputElement).value;
                  this.names = names;
                }}
            /></label>${i > 0 && !this.online ? this.renderPlayedBy(i) : nothing}</div>`,
          )}
        </div>
        ${this.players < 6 && !this.online ? html`<button type="button" class="secondary" @click=${this.addComputer}>${msg('Add a computer player')}</button>` : nothing}
        ${
          this.players > 1
            ? html`<label
              >${msg('Ambush monsters are drawn')}
              <select @change=${(e: Event) => (this.ambushPlacement = (e.target as HTMLSelectElement).value as 'neighbour' | 'walk')}>
                <option value="neighbour" ?selected=${this.ambushPlacement === 'neighbour'}>${msg('by the neighbour')}</option>
                <option value="walk" ?selected=${this.ambushPlacement === 'walk'}>${msg('by the solo walk')}</option>
              </select></label
            >`
            : ''
        }
      </fieldset>
      ${
        this.table
          ? html`<p class="hint area game">${msg(html`Playing the table <strong>${this.table.packs.join(' + ')}</strong> on map ${cardName(this.table.map)}.`)}</p>`
          : html`<fieldset class="area game">
        <legend>${msg('Game')}</legend>
        ${(Object.keys(MODE_NAMES) as GameMode[]).map(
          (m) =>
            html`<label class="chip"><input type="radio" name="mode" .checked=${m === this.mode} @change=${() => this.setMode(m)} />${MODE_NAMES[m]()}</label>`,
        )}
      </fieldset>
      <fieldset class="area sides">
        <legend>${msg('Map side')}</legend>
        ${MAP_SIDES[this.mode].map(
          (side) =>
            html`<label class="side"><input type="radio" name="map" .checked=${side.id === this.map} @change=${() => (this.map = side.id)} />${mapThumb(side)}<span>${side.side}: ${cardName(side)}</span></label>`,
        )}
      </fieldset>`
      }
      <fieldset class="area edicts-area">
        <legend>${msg('Scoring cards')}</legend>
        <label class="chip"><input type="radio" name="scoring" .checked=${this.scoring === 'random'} @change=${() => (this.scoring = 'random')} />${msg('Drawn at random')}</label>
        <label class="chip"><input type="radio" name="scoring" .checked=${this.scoring === 'chosen'} @change=${() => (this.scoring = 'chosen')} />${msg('Chosen')}</label>
        ${this.renderEdicts()}
      </fieldset>
      <fieldset class="area code">
        <legend>${msg('Game code')}</legend>
        <label
          >${msg('Code')}
          <input type="text" maxlength="32" autocomplete="off" spellcheck="false" .value=${this.code} @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)}
        /></label>
        <button type="button" class="secondary" @click=${() => (this.code = newGameCode())}>${msg('New code')}</button>
        <p class="hint">${msg('Everyone who enters the same code and choices gets the same cards in the same order.')}</p>
        <button type="submit">${msg('Start the game')}</button>
      </fieldset>
    </form>`;
  }

  /** Who plays a seat: a person, or the computer (Easy: the best move now; Strong: also weighs the next card). */
  private renderPlayedBy(i: number) {
    const bot = this.bots[i];
    return html`<label
      >${msg(str`Player ${formatNumber(i + 1)} is`)}
      <select id=${`played-by-${i}`} @change=${(e: Event) => this.setBot(i, (e.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${!bot}>${msg('a person')}</option>
        <option value="easy" ?selected=${bot === 'easy'}>${msg('the computer, easy')}</option>
        <option value="strong" ?selected=${bot === 'strong'}>${msg('the computer, strong')}</option>
      </select></label
    >`;
  }

  /** Why the chosen cards cannot be dealt, in words (the deal gives the code and the letters at fault). */
  private problemSentence(problem: EdictChoiceProblem, cards: readonly ScoringCard[]): string {
    const chosen = (l: EdictLetter) => cards.find((c) => c.id === this.edicts[l]);
    const letters = formatList(problem.letters);
    switch (problem.code) {
      case 'game.edict-card':
        return msg(str`Edict ${letters}: that scoring card is not at this table.`);
      case 'game.edict-repeated': {
        const card = chosen(problem.letters[0]!);
        return msg(str`${card ? cardName(card) : ''} is chosen for edicts ${letters}: each edict needs a card of its own.`);
      }
      case 'game.edict-stack': {
        const named = formatList(problem.letters.map((l) => `${cardName(chosen(l) ?? { id: '', name: '' })} (${l})`));
        return msg(str`${named} come from the same stack: the four edicts take one card from each stack.`);
      }
    }
  }

  /** The seasons that score an edict ("Spring and Winter"). */
  private seasonsOf(letter: EdictLetter): string {
    return formatList(
      this.pools()
        .seasons.filter((s) => s.edicts.includes(letter))
        .map((s) => cardName(s)),
    );
  }

  /**
   * The four edicts as cards, A to D: the letter, the seasons that score it, and the card under it
   * (a card back while drawn at random; a select, options grouped by stack, and the chosen card's text
   * when chosen). Then the refusal, and every offered card's text.
   */
  private renderEdicts() {
    const { pools, cards } = this.pools();
    const chosen = this.scoring === 'chosen';
    const problem = this.problem();
    const faulty = new Set(problem?.letters ?? []);
    return html`<div class="edicts">
        ${EDICT_LETTERS.map((l) => {
          const card = chosen ? cards.find((c) => c.id === this.edicts[l]) : undefined;
          const described = [card ? `edict-${l}-text` : '', faulty.has(l) ? 'edict-problem' : ''].filter(Boolean).join(' ');
          return html`<div class=${`edict-card${faulty.has(l) ? ' faulty' : ''}${card ? '' : ' back'}`}>
            <span class="edict-letter" aria-hidden="true">${l}</span>
            <span class="edict-seasons">${this.seasonsOf(l)}</span>
            ${
              chosen
                ? html`<label for=${`edict-${l}`}>${msg(str`Edict ${l}`)}</label>
                  <select
                    id=${`edict-${l}`}
                    aria-invalid=${faulty.has(l) ? 'true' : 'false'}
                    aria-describedby=${described || nothing}
                    @change=${(e: Event) => (this.edicts = { ...this.edicts, [l]: (e.target as HTMLSelectElement).value || undefined })}
                  >
                    <option value="">${msg('drawn at random')}</option>
                    ${SCORING_STACKS.filter((stack) => pools[stack].length > 0).map(
                      (stack) => html`<optgroup label=${stackName(stack)}>
                        ${pools[stack].map((c) => html`<option value=${c.id} ?selected=${this.edicts[l] === c.id}>${cardName(c)}</option>`)}
                      </optgroup>`,
                    )}
                  </select>
                  ${card ? html`<p class="card-text" part="card-text" id=${`edict-${l}-text`}>${cardText(card)}</p>` : ''}`
                : html`<span class="edict-name">${msg(str`Edict ${l}`)}</span><span class="edict-drawn">${msg('drawn at random')}</span>`
            }
          </div>`;
        })}
      </div>
      ${problem ? html`<p class="problem" part="problem" id="edict-problem" role="alert">${this.problemSentence(problem, cards)}</p>` : ''}
      ${
        chosen
          ? html`<details class="offer">
            <summary>${msg('Read the scoring cards on offer')}</summary>
            ${SCORING_STACKS.filter((stack) => pools[stack].length > 0).map(
              (stack) => html`<h3>${stackName(stack)}</h3>
                <dl>
                  ${pools[stack].map((c) => html`<dt>${cardName(c)}</dt><dd>${cardText(c)}</dd>`)}
                </dl>`,
            )}
          </details>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-setup': CartoSetupElement;
  }
}
