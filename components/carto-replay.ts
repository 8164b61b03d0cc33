import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { msg, str } from '../i18n/localization.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { formatNumber } from '../i18n/format.ts';
import { cardName } from '../i18n/content-words.ts';
import { tableWording } from './words/table-wording.ts';
import { players as countPlayers } from '../i18n/counts.ts';
import { findTable } from '../src/content/find-table.ts';
import { gameFromCode } from '../src/game/link.ts';
import { seasonAt, seasonJump, timeline, type Timeline } from '../src/game/timeline.ts';
import { happeningsSince, type Happening } from '../src/game/happenings.ts';
import type { GameContent, SavedGame } from '../src/game/types.ts';
import { sayContext, sentenceFor } from './news/sentences.ts';
import { modeName } from './share/share-text.ts';
import { tokens } from './styles/tokens.ts';
import { buttonStyles } from './styles/buttons.ts';
import { a11yStyles } from './styles/a11y.ts';
import { panelStyles } from './styles/panel.ts';
import { cartoReplayStyles } from './carto-replay.styles.ts';

/** The game a table's content id names ("base+heroes": combined), or the id of a custom table. */
function gameName(id: string): string {
  const mode = ({ base: 'base', heroes: 'heroes', 'base+heroes': 'combined' } as const)[id];
  return mode ? modeName(mode) : id;
}

/** Time between two steps while playing. */
const STEP_MS = 900;

/**
 * Watches a finished game again, step by step: every player's map as it stood, what each turn
 * revealed and what followed (ambushes, coins, scores), and the scoresheet as it filled in. The game
 * comes as the canonical saved game (`game`) or as a link code (`code`, what "Share replay" puts in
 * a link); the engine replays it first, so a damaged or forged game is refused with a sentence.
 *
 * Keyboard: the buttons and the slider, and anywhere in the element Left / Right (a step), Home /
 * End, Page Up / Page Down (the previous or next season) and P (play or pause).
 *
 * @tagname carto-replay
 * @summary A replay of a finished game with a timeline: step, play, jump to a season, each player's map.
 *
 * @csspart timeline - The slider over the game's steps.
 * @csspart map - The shown player's map.
 *
 * @cssprop --carto-paper - Background.
 * @cssprop --carto-ink - Text and outlines.
 */
export class CartoReplayElement extends LocalizedElement {
  static override styles = [tokens, a11yStyles, buttonStyles, panelStyles, cartoReplayStyles];

  /** The finished game (the canonical `{format, content, options, seed, log}`). */
  @property({ attribute: false }) game?: SavedGame;

  /** The game as a link code (`?replay=` of a shared link); used when `game` is not set. */
  @property() code = '';

  /** A custom table the game was played on (official tables are found from the game's content id). */
  @property({ attribute: false }) content?: GameContent;

  /** Players' names (default "Player 1", ...; "You" in a solo game). */
  @property({ attribute: false }) names: readonly string[] = [];

  /** The step shown: 0 is the deal, then one step per player action. */
  @property({ type: Number, reflect: true }) step = 0;

  @state() private line: Timeline | null = null;
  @state() private problem = '';
  @state() private playing = false;
  @state() private player = 0;

  private timer: ReturnType<typeof setInterval> | undefined;
  private happenings: Happening[] = [];
  private loading = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKey);
    this.pause();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('game') || changed.has('code') || changed.has('content')) void this.load();
    if (this.line) this.step = Math.max(0, Math.min(this.step, this.line.frames.length - 1));
  }

  private async load(): Promise<void> {
    const n = ++this.loading;
    this.pause();
    try {
      const game = this.game ?? (this.code ? (await gameFromCode(this.code)).game : null);
      if (n !== this.loading) return;
      if (!game) return void (this.line = null);
      const line = timeline(game, this.content ?? findTable(game));
      this.happenings = happeningsSince(line.final, 0);
      this.line = line;
      this.problem = '';
    } catch (e) {
      if (n !== this.loading) return;
      this.line = null;
      this.problem = (e as Error).message;
    }
  }

  /** Shows a step (clamped to the game). */
  go(step: number): void {
    if (!this.line) return;
    this.step = Math.max(0, Math.min(step, this.line.frames.length - 1));
    if (this.step === this.line.frames.length - 1) this.pause();
  }

  /** Jumps to the first turn of the next (+1) or previous (-1) season, or of this one when past it. */
  private jumpSeason(delta: 1 | -1): void {
    if (this.line) this.go(seasonJump(this.line, this.step, delta));
  }

  private togglePlay(): void {
    if (this.playing) return this.pause();
    if (!this.line) return;
    if (this.step >= this.line.frames.length - 1) this.step = 0;
    this.playing = true;
    this.timer = setInterval(() => this.go(this.step + 1), STEP_MS);
  }

  private pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.playing = false;
  }

  private onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target?.tagName === 'INPUT') return; // the slider moves itself
    const keys: Record<string, () => void> = {
      ArrowLeft: () => this.go(this.step - 1),
      ArrowRight: () => this.go(this.step + 1),
      Home: () => this.go(0),
      End: () => this.go(Infinity),
      PageUp: () => this.jumpSeason(-1),
      PageDown: () => this.jumpSeason(1),
      p: () => this.togglePlay(),
      P: () => this.togglePlay(),
    };
    const act = keys[e.key];
    if (!act || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    act();
  };

  private name(p: number): string {
    const given = this.names[p]?.trim();
    if (given) return given;
    return this.line?.final.options.players === 1 ? msg('You') : tableWording.player(p);
  }

  override render() {
    if (this.problem) return html`<section><p class="problem" role="alert">${msg(str`This replay cannot be shown: ${this.problem}`)}</p></section>`;
    const line = this.line;
    if (!line) return html`<section><p role="status">${msg('Loading the replay…')}</p></section>`;
    const last = line.frames.length - 1;
    const frame = line.frames[this.step]!;
    const final = line.final;
    const season = seasonAt(line, this.step);
    const seasonCard = final.seasons[frame.season];
    const seasonName = seasonCard ? cardName(seasonCard) : '';
    const turn = frame.turn;
    const turnNumber = formatNumber(turn);
    const where = this.step === 0 ? msg('The deal') : this.step === last ? msg('The game is over') : msg(str`${seasonName}, turn ${turnNumber}`);
    const players = final.options.players;
    const shown = Math.min(this.player, players - 1);
    const game = gameName(final.content.id);
    const solo = final.result?.solo ? formatNumber(final.result.solo.score) : null;
    const who = countPlayers(players);
    const [step, steps] = [formatNumber(this.step), formatNumber(last)];
    return html`<section aria-label=${msg('Replay')}>
      <p class="about">${solo !== null ? msg(str`Replay of a solo game of ${game}: solo score ${solo}`) : msg(str`Replay of a game of ${game} for ${who}`)}</p>
      <div class="where">
        <h2>${where}</h2>
        <p>${msg(str`Step ${step} of ${steps}`)}</p>
      </div>
      <div class="buttons" role="group" aria-label=${msg('Replay controls')}>
        <button class="secondary" @click=${() => this.go(0)}>${msg('Start')}</button>
        <button class="secondary" @click=${() => this.go(this.step - 1)}>${msg('Step back')}</button>
        <button aria-pressed=${this.playing ? 'true' : 'false'} @click=${() => this.togglePlay()}>${this.playing ? msg('Pause') : msg('Play')}</button>
        <button class="secondary" @click=${() => this.go(this.step + 1)}>${msg('Step forward')}</button>
        <button class="secondary" @click=${() => this.go(last)}>${msg('End')}</button>
      </div>
      <input
        type="range"
        part="timeline"
        min="0"
        max=${last}
        .value=${String(this.step)}
        aria-label=${msg('Position in the game')}
        aria-valuetext=${where}
        @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))}
      />
      <div class="buttons seasons" role="group" aria-label=${msg('Jump to a season')}>
        ${line.seasonStarts.map(
          (start, i) =>
            html`<button class="secondary" aria-pressed=${season === i ? 'true' : 'false'} @click=${() => this.go(start)}>${final.seasons[i] ? cardName(final.seasons[i]) : ''}</button>`,
        )}
      </div>
      ${
        players > 1
          ? html`<div class="buttons players" role="group" aria-label=${msg('Whose map')}>
            ${Array.from({ length: players }, (_, p) => html`<button class="secondary" aria-pressed=${p === shown ? 'true' : 'false'} @click=${() => (this.player = p)}>${this.name(p)}</button>`)}
          </div>`
          : nothing
      }
      <div class="body">
        <carto-map part="map" fit .grid=${frame.grids[shown]} label=${this.line?.final.options.players === 1 ? msg('Your map') : tableWording.mapOf(this.name(shown))}></carto-map>
        <div class="turn">${this.renderTurn(frame.from, frame.from + frame.entries.length)}</div>
      </div>
      <carto-scoreboard .scores=${frame.scores} .seasons=${final.seasons} .edicts=${final.edicts} .names=${Array.from({ length: players }, (_, p) => this.name(p))} .result=${this.step === last ? final.result : null}></carto-scoreboard>
    </section>`;
  }

  /** What happened between two log positions, in the game's own sentences (cards revealed, drawings, ambushes, scores). */
  private renderTurn(from: number, to: number) {
    const line = this.line!;
    const ctx = sayContext(
      line.final,
      Array.from({ length: line.final.options.players }, (_, p) => this.name(p)),
      line.final.options.players === 1 ? 0 : undefined,
    );
    const here = this.happenings.filter((h) => h.seq >= from && h.seq < to);
    return html`<h3>${this.step === 0 ? msg('The first card') : msg('This step')}</h3>
      ${here.length ? html`<ul aria-live="polite">${here.map((h) => html`<li>${sentenceFor(h, ctx)}</li>`)}</ul>` : html`<p>${msg('Nothing new.')}</p>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-replay': CartoReplayElement;
  }
}
