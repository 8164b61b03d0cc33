import { css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { msg, str } from '../i18n/localization.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { formatDay, formatNumber } from '../i18n/format.ts';
import { fetchBoard, LeaderboardError, submitResult, type Board } from '../client/leaderboard.ts';
import type { Action } from '../src/game/types.ts';
import { tokens } from './styles/tokens.ts';
import { buttonStyles } from './styles/buttons.ts';
import { a11yStyles } from './styles/a11y.ts';
import { panelStyles } from './styles/panel.ts';

const NAME_KEY = 'carto-live-leaderboard-name';
/** The claim tokens of the names this browser sent first results under: {name as compared: token}. */
const CLAIMS_KEY = 'carto-live-leaderboard-claims';

function claims(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CLAIMS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Why the leaderboard did not answer, in the reader's language (by the client's or the server's code). */
function problemSentence(e: unknown): string {
  const code = e instanceof LeaderboardError ? e.code : '';
  switch (code) {
    case 'network':
      return msg('The leaderboard cannot be reached right now.');
    case 'daily.future':
      return msg('This challenge has not begun yet.');
    case 'daily.name':
      return msg('A result needs a player name.');
    case 'daily.taken':
      return msg('That name already has a result for this challenge: one result per name and day.');
    case 'daily.refused':
      return msg('The leaderboard could not replay these moves, so the result was not recorded.');
    case 'daily.name-claimed':
      return msg('That name belongs to another player (the one who sent its first result): choose another name.');
    case 'daily.rate':
    case 'daily.name-rate':
      return msg('Too many results were sent just now: try again later.');
    default:
      // A code this page does not know: the server's own sentence.
      return msg(str`The leaderboard answered: ${(e as Error).message}`);
  }
}

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

  /** The finished game's moves, to send (none: the board is only shown). */
  @property({ attribute: false }) actions: readonly Action[] = [];

  /** The solo score the moves make (the server checks it). */
  @property({ type: Number }) score = 0;

  @state() private board: Board | null = null;
  /** why the last call failed (worded when rendered, so a language switch rewords it), or null */
  @state() private problem: unknown = null;
  @state() private sent = false;
  @state() private name = '';

  override connectedCallback(): void {
    super.connectedCallback();
    try {
      this.name = localStorage.getItem(NAME_KEY) ?? '';
    } catch {
      // storage blocked: the player types their name
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('server') || changed.has('date') || changed.has('mode')) && this.server && this.date) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.board = await fetchBoard(this.server, this.date, this.mode, this.sent ? this.name : '');
      this.problem = null;
    } catch (e) {
      this.problem = e;
    }
  }

  private async submit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const name = this.name.trim();
    if (!name) return;
    try {
      localStorage.setItem(NAME_KEY, name);
    } catch {
      // not remembered: fine
    }
    try {
      const key = name.toLowerCase();
      const r = await submitResult(this.server, this.date, this.mode, name, this.actions, this.score, claims()[key]);
      if (r.claim) {
        try {
          localStorage.setItem(CLAIMS_KEY, JSON.stringify({ ...claims(), [key]: r.claim }));
        } catch {
          // not remembered: the name can be used from here no more
        }
      }
      this.sent = true;
      await this.load();
    } catch (err) {
      this.problem = err;
    }
  }

  override render() {
    if (!this.server || !this.date) return nothing;
    const b = this.board;
    const you = this.sent ? b?.you : null;
    const inTop = you && b?.top.some((e) => e.name === you.name);
    return html`<h3>${msg(str`Leaderboard of ${formatDay(this.date)}`)}</h3>
      ${this.actions.length && !this.sent
        ? html`<form @submit=${this.submit}>
            <label>${msg('Your name')}<input name="name" maxlength="40" required autocomplete="nickname" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} /></label>
            <button type="submit">${msg('Send my result')}</button>
          </form>`
        : nothing}
      ${you ? html`<p role="status">${msg(str`You are ranked ${formatNumber(you.rank)} of ${formatNumber(b!.count)}.`)}</p>` : nothing}
      ${this.problem !== null ? html`<p class="problem" role="alert">${problemSentence(this.problem)}</p>` : nothing}
      ${b && b.top.length
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
          : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-leaderboard': CartoLeaderboardElement;
  }
}
