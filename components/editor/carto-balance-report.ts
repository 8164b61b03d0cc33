import { css, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { msg, str } from '../../i18n/localization.ts';
import { cardName } from '../../i18n/content-words.ts';
import { formatNumber } from '../../i18n/format.ts';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { balanceMachine } from '../../machines/balance.machine.ts';
import { BALANCE_LEVELS, type BalanceLevel, type BalanceReport, type Distribution } from '../../src/bot/balance.ts';
import type { Draft } from '../../src/content/draft.ts';
import { tokens } from '../styles/tokens.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { formStyles } from './form.styles.ts';
import { workerRun } from './balance-run.ts';

type BalanceActor = ActorRefFrom<typeof balanceMachine>;

const levelName = (l: BalanceLevel): string => (l === 'lookahead' ? msg('Look-ahead bot') : msg('Greedy bot'));
const spread = (d: Distribution | undefined): string => (d ? msg(str`${formatNumber(d.mean)} (${formatNumber(d.min)} to ${formatNumber(d.max)})`) : '');

/**
 * A card's balance by simulation, for the designer: seeded solo games played by the computer
 * player, in a Web Worker with a progress bar. A scoring card: its stars per season next to the
 * official cards of its stack, on the same deals, and a suggested solo value. An explore card: how
 * often it is drawn, and drawn as its shape rather than the 1x1 fallback.
 *
 * @tagname carto-balance-report
 * @summary Balance by simulation: a card's stars beside the official cards', or an explore card's use.
 *
 * @csspart report - The results.
 */
export class CartoBalanceReportElement extends LocalizedElement {
  static override styles = [
    tokens,
    formStyles,
    css`
      :host {
        display: block;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      progress {
        width: min(20rem, 100%);
      }
      table {
        border-collapse: collapse;
        margin: 0.5rem 0;
      }
      th,
      td {
        text-align: start;
        padding: 0.2rem 0.5rem;
        border-bottom: 1px solid var(--_line, #ccc);
      }
      tr.mine {
        font-weight: 700;
      }
      .scroll {
        overflow-x: auto;
      }
    `,
  ];

  /** The designer's pack. */
  @property({ attribute: false }) draft?: Draft;
  /** The id of the card reported on. */
  @property() card = '';

  @state() private snap?: SnapshotFrom<typeof balanceMachine>;
  @state() private games = 4;
  @state() private levels: readonly BalanceLevel[] = BALANCE_LEVELS;

  /** The report's actor (for tests). */
  actor?: BalanceActor;

  override connectedCallback(): void {
    super.connectedCallback();
    this.actor = createActor(balanceMachine.provide({ actors: { runReport: workerRun } }));
    this.actor.subscribe((s) => (this.snap = s));
    this.actor.start();
    this.snap = this.actor.getSnapshot();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.actor?.stop();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    // Another card: the last report was about the previous one.
    if (changed.has('card') && changed.get('card') !== undefined) this.actor?.send({ type: 'balance.reset' });
  }

  private run(): void {
    if (!this.draft || !this.card) return;
    this.actor?.send({ type: 'balance.started', request: { draft: this.draft, card: this.card, options: { games: this.games, seed: '1', levels: this.levels } } });
  }

  override render() {
    const s = this.snap;
    if (!s) return nothing;
    const running = s.matches('running');
    const p = s.context.progress;
    return html`<section aria-labelledby="balance-title">
      <h3 id="balance-title">${msg('Balance by simulation')}</h3>
      <div class="controls">
        <label class="field number"
          ><span>${msg('Games per card')}</span
          ><input type="number" min="1" max="500" .value=${String(this.games)} @change=${(e: Event) => (this.games = Math.max(1, Math.min(500, Number((e.target as HTMLInputElement).value) || 1)))}
        /></label>
        ${BALANCE_LEVELS.map(
          (l) => html`<label class="check"
            ><input
              type="checkbox"
              .checked=${this.levels.includes(l)}
              @change=${(e: Event) => (this.levels = (e.target as HTMLInputElement).checked ? BALANCE_LEVELS.filter((x) => x === l || this.levels.includes(x)) : this.levels.filter((x) => x !== l))}
            /><span>${levelName(l)}</span></label
          >`,
        )}
        ${running
          ? html`<button type="button" @click=${() => this.actor?.send({ type: 'balance.cancelled' })}>${msg('Cancel')}</button>`
          : html`<button type="button" ?disabled=${this.levels.length === 0} @click=${this.run}>${msg('Run the balance report')}</button>`}
      </div>
      ${running && p
        ? html`<p><progress max=${p.total} .value=${p.done} aria-label=${msg('Games played')}></progress> ${msg(str`Games played: ${p.done} of ${p.total}`)}</p>`
        : nothing}
      <div role="status">${s.matches('failed') ? msg(str`The report could not run: ${s.context.error ?? ''}`) : nothing}</div>
      ${s.context.report ? this.results(s.context.report) : nothing}
    </section>`;
  }

  private results(r: BalanceReport): TemplateResult {
    if (r.kind === 'explore') {
      return html`<ul part="report">
        ${Object.entries(r.use).map(
          ([level, u]) => html`<li>
            ${levelName(level as BalanceLevel)}:
            ${msg(str`drawn per game: ${u.drawnPerGame} (an official card of the deck: ${u.deckDrawnPerGame}). Drawn as its shape: ${u.placed}; as the 1x1 fallback: ${u.fallback}.`)}
          </li>`,
        )}
      </ul>`;
    }
    const levels = BALANCE_LEVELS.filter((l) => r.cards[0]?.perSeason[l]);
    return html`<div part="report">
      <p>${msg(str`Stars per season scored. Solo games per card: ${r.games} (the same deals for every card).`)}</p>
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">${msg('Card')}</th>
              <th scope="col">${msg('Solo value')}</th>
              ${levels.map((l) => html`<th scope="col">${levelName(l)}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${r.cards.map(
              (c) => html`<tr class=${c.designer ? 'mine' : ''}>
                <th scope="row">${c.designer ? msg(str`${c.name} (this card)`) : cardName(c)}</th>
                <td>${c.solo}</td>
                ${levels.map((l) => html`<td>${spread(c.perSeason[l])}</td>`)}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p class="suggested">${msg(str`Suggested solo value: ${r.suggestedSolo}`)}</p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-balance-report': CartoBalanceReportElement;
  }
}
