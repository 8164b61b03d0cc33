import { css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { msg, str } from '../i18n/localization.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { formatDay, formatNumber } from '../i18n/format.ts';
import { fetchBoard, fetchDealtBoard, submitResult, type Board, type DealtBoard } from '../web/client/leaderboard.ts';
import { claimOf, saveClaim, saveName, savedName } from './share/player-names.ts';
import { boardProblemSentence } from './share/board-problems.ts';
import type { Action } from '../src/game/types.ts';
import { tokens } from './styles/tokens.ts';
import { buttonStyles } from './styles/buttons.ts';
import { a11yStyles } from './styles/a11y.ts';
import { panelStyles } from './styles/panel.ts';

/**
 * A daily challenge's leaderboard on a game server (docs/PROTOCOL.md, "Daily challenge"): the day's
 * top results and, once the player has sent theirs, their rank. Sending a result sends the game's
 * moves: the server replays them and records the score the rules give.
 *
 * @tagname carto-leaderboard
 * @summary The daily challenge's top results and the player's rank, with a form to send a finished game.
 *
 * @csspart table - The results table.
 *
 * @cssprop --carto-paper - Background.
 * @cssprop --carto-ink - Text and outlines.
 */
export class CartoLeaderboardElement extends LocalizedElement {
  static override styles = [
    tokens,
    a11yStyles,
    buttonStyles,
    panelStyles,
    css`
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      table {
        border-collapse: collapse;
        justify-self: start;
      }
      th,
      td {
        padding: 0.2rem 0.6rem;
        border-bottom: 1px solid var(--_grid-line);
        text-align: start;
      }
      td.n {
        text-align: end;
      }
      tr.you {
        font-weight: 700;
      }
      .problem {
        color: var(--_error);
      }
    `,
  ];

  /** The game server's base URL. */
  @property() server = '';

  /** The day (`YYYY-MM-DD`). */
  @property() date = '';

  /** The game: `base`, `heroes` or `combined`. */
  @property() mode = 'base';

  /**
   * The server-dealt daily's board (docs/PROTOCOL.md, "Server-dealt daily"): games the server dealt
   * and played to their end, never results sent as moves (no form); the day's seed once it is over.
   */
  @property({ type: Boolean }) dealt = false;

  /** The finished game's moves, to send (none: the board is only shown). */
  @property({ attribute: false }) actions: readonly Action[] = [];

  /** The solo score the moves make (the server checks it). */
  @property({ type: Number }) score = 0;

  @state() private board: Board | DealtBoard | null = null;
  /** why the last call failed (worded when rendered, so a language switch rewords it), or null */
  @state() private problem: unknown = null;
  @state() private sent = false;
  @state() private name = '';

  override connectedCallback(): void {
    super.connectedCallback();
    this.name = savedName();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('server') || changed.has('date') || changed.has('mode') || changed.has('dealt')) && this.server && this.date) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.board = this.dealt
        ? await fetchDealtBoard(this.server, this.date, this.mode, this.name)
        : await fetchBoard(this.server, this.date, this.mode, this.sent ? this.name : '');
      this.problem = null;
    } catch (e) {
      this.problem = e;
    }
  }

  private async submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const name = this.name.trim();
    if (!name) return;
    saveName(name);
    try {
      const r = await submitResult(this.server, this.date, this.mode, name, this.actions, this.score, claimOf(name));
      if (r.claim) saveClaim(name, r.claim);
      this.sent = true;
      await this.load();
    } catch (err) {
      this.problem = err;
    }
  }

  override render() {
    if (!this.server || !this.date) return nothing;
    const b = this.board;
    const you = this.sent || this.dealt ? b?.you : null;
    const inTop = you && b?.top.some((e) => e.name === you.name);
    const seed = b && 'seed' in b ? b.seed : undefined;
    return html`<h3>${this.dealt ? msg(str`Server-dealt leaderboard of ${formatDay(this.date)}`) : msg(str`Leaderboard of ${formatDay(this.date)}`)}</h3>
      ${
        this.dealt
          ? html`<p class="note">${
              seed
                ? msg(str`The day is over: its seed, ${seed}, is public now, so anyone can replay the ranked games.`)
                : msg('The server keeps this day’s seed secret until the day is over (UTC); only games played to their end before then are ranked.')
            }</p>`
          : nothing
      }
      ${
        this.actions.length && !this.sent && !this.dealt
          ? html`<form @submit=${this.submit}>
            <label>${msg('Your name')}<input name="name" maxlength="40" required autocomplete="nickname" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} /></label>
            <button type="submit">${msg('Send my result')}</button>
          </form>`
          : nothing
      }
      ${you ? html`<p role="status">${msg(str`You are ranked ${formatNumber(you.rank)} of ${formatNumber(b!.count)}.`)}</p>` : nothing}
      ${this.problem !== null ? html`<p class="problem" role="alert">${boardProblemSentence(this.problem)}</p>` : nothing}
      ${
        b && b.top.length
          ? html`<table part="table">
            <caption class="visually-hidden">${msg(str`Best results of ${formatDay(this.date)}`)}</caption>
            <thead><tr><th scope="col">${msg('Rank')}</th><th scope="col">${msg('Name')}</th><th scope="col">${msg('Score')}</th></tr></thead>
            <tbody>
              ${b.top.map((e) => html`<tr class=${you && e.name === you.name ? 'you' : ''}><td class="n">${formatNumber(e.rank)}</td><td>${e.name}</td><td class="n">${formatNumber(e.score)}</td></tr>`)}
              ${you && !inTop ? html`<tr class="you"><td class="n">${formatNumber(you.rank)}</td><td>${you.name}</td><td class="n">${formatNumber(you.score)}</td></tr>` : nothing}
            </tbody>
          </table>`
          : b
            ? html`<p>${msg('No results yet: be the first.')}</p>`
            : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-leaderboard': CartoLeaderboardElement;
  }
}
