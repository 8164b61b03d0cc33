import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { msg, str } from '../../i18n/localization.ts';
import { cardName } from '../../i18n/content-words.ts';
import { formatNumber } from '../../i18n/format.ts';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { balanceMachine } from '../../machines/balance.machine.ts';
import {
  BALANCE_GAMES,
  BALANCE_LEVELS,
  BALANCE_SEED,
  type BalanceLevel,
  type BalanceReport,
  type DeckBalance,
  type Distribution,
  type ScoringBalance,
} from '../../src/bot/balance.ts';
import { cardsIn, type Draft } from '../../src/content/draft.ts';
import { balanceVersion } from '../../src/content/pack-version.ts';
import { tokens } from '../styles/tokens.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { formStyles } from './form.styles.ts';
import { balanceReportStyles } from './carto-balance-report.styles.ts';
import { workerRun } from './balance-run.ts';
import { keepReport, keptReport } from './kept-balance.ts';
import { CartoEditEvent } from './events/edit-event.ts';

type BalanceActor = ActorRefFrom<typeof balanceMachine>;

const levelName = (l: BalanceLevel): string => (l === 'lookahead' ? msg('Look-ahead bot') : msg('Greedy bot'));
const spread = (d: Distribution | undefined): string => (d ? msg(str`${formatNumber(d.mean)} (${formatNumber(d.min)} to ${formatNumber(d.max)})`) : '');

/** One row of a report's table: a card, its printed solo value (a scoring card), its numbers by player. */
interface Row {
  readonly id: string;
  readonly name: string;
  readonly designer: boolean;
  readonly solo?: number;
  readonly byLevel: Readonly<Partial<Record<BalanceLevel, Distribution>>>;
}

/** The designer's card beside the official ones, a column per player level (and the solo values, when the rows have them). */
function cardsTable(rows: readonly Row[], levels: readonly BalanceLevel[]): TemplateResult {
  const solo = rows.some((r) => r.solo !== undefined);
  return html`<div class="scroll">
    <table>
      <thead>
        <tr>
          <th scope="col">${msg('Card')}</th>
          ${solo ? html`<th scope="col">${msg('Solo value')}</th>` : nothing}
          ${levels.map((l) => html`<th scope="col">${levelName(l)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (c) => html`<tr class=${c.designer ? 'mine' : ''}>
            <th scope="row">${c.designer ? msg(str`${c.name} (this card)`) : cardName(c)}</th>
            ${solo ? html`<td>${c.solo}</td>` : nothing}
            ${levels.map((l) => html`<td>${spread(c.byLevel[l])}</td>`)}
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/**
 * A card's balance by simulation, for the designer: seeded solo games played by the computer
 * player, in a Web Worker with a progress bar. A scoring card: its stars per season next to the
 * official cards of its stack, on the same deals, and a suggested solo value with its 95% spread
 * (the same defaults as `carto balance`, so the same value) and "use this value". An explore card:
 * how often it is drawn, and drawn as its shape rather than the 1x1 fallback. An ambush: the stars
 * its monster costs beside the official ambushes; a hero: the score with it beside the official heroes.
 * Each card's last report is kept (`storage-key`) with the pack version it was run on.
 *
 * @tagname carto-balance-report
 * @summary Balance by simulation: a card beside the official cards of its kind, and a solo value to use.
 *
 * @fires carto-edit - "Use this value": the card's solo value set to the suggested one.
 *
 * @csspart report - The results.
 */
export class CartoBalanceReportElement extends LocalizedElement {
  static override styles = [tokens, formStyles, balanceReportStyles];

  /** The designer's pack. */
  @property({ attribute: false }) draft?: Draft;
  /** The id of the card reported on. */
  @property() card = '';
  /** The card's file and JSON Pointer, for "use this value"; none: the report is read-only (a shared pack). */
  @property() file = '';
  @property() pointer = '';
  /** Where the reports are kept in localStorage (one per card); empty keeps nothing. */
  @property({ attribute: 'storage-key' }) storageKey = '';

  @state() private snap?: SnapshotFrom<typeof balanceMachine>;
  @state() private games = BALANCE_GAMES;
  @state() private levels: readonly BalanceLevel[] = BALANCE_LEVELS;
  /** The pack version the shown report was run on. */
  @state() private version = '';

  /** The report's actor (for tests). */
  actor?: BalanceActor;

  override connectedCallback(): void {
    super.connectedCallback();
    this.actor = createActor(balanceMachine.provide({ actors: { runReport: workerRun } }));
    this.actor.subscribe((s) => this.onChange(s));
    this.actor.start();
    this.snap = this.actor.getSnapshot();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.actor?.stop();
  }

  private onChange(s: SnapshotFrom<typeof balanceMachine>): void {
    const finished = s.matches('done') && !this.snap?.matches('done') && s.context.request;
    this.snap = s;
    if (finished && s.context.report) {
      this.version = balanceVersion(s.context.request!.draft, this.card);
      keepReport(this.storageKey, this.card, { version: this.version, report: s.context.report });
    }
  }

  override willUpdate(changed: Map<string, unknown>): void {
    // Another card (or the first): its kept report, if any, else nothing yet.
    if (changed.has('card') || changed.has('storageKey')) {
      this.actor?.send({ type: 'balance.reset' });
      const kept = keptReport(this.storageKey, this.card);
      if (kept && kept.report.card === this.card) {
        this.version = kept.version;
        this.actor?.send({ type: 'balance.restored', report: kept.report });
      }
    }
  }

  private run(games = this.games): void {
    if (!this.draft || !this.card) return;
    this.games = games;
    this.actor?.send({ type: 'balance.started', request: { draft: this.draft, card: this.card, options: { games, seed: BALANCE_SEED, levels: this.levels } } });
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
        ${
          running
            ? html`<button type="button" class="secondary" @click=${() => this.actor?.send({ type: 'balance.cancelled' })}>${msg('Cancel')}</button>`
            : html`<button type="button" class="primary" ?disabled=${this.levels.length === 0} @click=${() => this.run()}>${msg('Run the balance report')}</button>`
        }
      </div>
      ${
        running && p
          ? html`<p><progress max=${p.total} .value=${p.done} aria-label=${msg('Games played')}></progress> ${msg(str`Games played: ${p.done} of ${p.total}`)}</p>`
          : nothing
      }
      <div role="status">${s.matches('failed') ? msg(str`The report could not run: ${s.context.error ?? ''}`) : nothing}</div>
      ${s.context.report && !running ? this.results(s.context.report) : nothing}
    </section>`;
  }

  /** Said when the pack changed since the report was run (a kept report, or edits since). */
  private stale(): TemplateResult | typeof nothing {
    if (!this.draft || !this.version || balanceVersion(this.draft, this.card) === this.version) return nothing;
    return html`<p class="stale">${msg('These results were run on an earlier version of the pack: run the report again to see the pack as it is now.')}</p>`;
  }

  private results(r: BalanceReport): TemplateResult {
    if (r.kind === 'explore') {
      return html`<div part="report">
        ${this.stale()}
        <ul>
          ${Object.entries(r.use).map(
            ([level, u]) => html`<li>
              ${levelName(level as BalanceLevel)}:
              ${msg(str`drawn per game: ${u.drawnPerGame} (an official card of the deck: ${u.deckDrawnPerGame}). Drawn as its shape: ${u.placed}; as the 1x1 fallback: ${u.fallback}.`)}
            </li>`,
          )}
        </ul>
      </div>`;
    }
    return r.kind === 'scoring' ? this.scoringResults(r) : this.deckResults(r);
  }

  private scoringResults(r: ScoringBalance): TemplateResult {
    const levels = BALANCE_LEVELS.filter((l) => r.cards[0]?.perSeason[l]);
    const i = r.soloInterval;
    return html`<div part="report">
      ${this.stale()}
      <p>${msg(str`Stars per season scored. Solo games per card: ${r.games} (the same deals for every card).`)}</p>
      ${cardsTable(
        r.cards.map((c) => ({ ...c, solo: c.designer ? (this.currentSolo() ?? c.solo) : c.solo, byLevel: c.perSeason })),
        levels,
      )}
      <div class="suggested">
        <p>
          <strong>${msg(str`Suggested solo value: ${r.suggestedSolo}`)}</strong>
          ${i ? msg(str`(95% sure it lies between ${i.low} and ${i.high}; more games narrow this.)`) : msg('(Run at least two games to see how sure this is.)')}
        </p>
        ${
          this.file && this.pointer
            ? html`<button type="button" class="primary" ?disabled=${this.currentSolo() === r.suggestedSolo} @click=${() => this.useValue(r.suggestedSolo)}>
              ${msg(str`Use ${r.suggestedSolo} as the solo value`)}
            </button>`
            : nothing
        }
        <button type="button" class="secondary" @click=${() => this.run(Math.min(500, r.games * 2))}>${msg(str`Run again with ${Math.min(500, r.games * 2)} games`)}</button>
      </div>
    </div>`;
  }

  private deckResults(r: DeckBalance): TemplateResult {
    const levels = BALANCE_LEVELS.filter((l) => r.cards[0]?.perGame[l]);
    return html`<div part="report">
      ${this.stale()}
      <p>
        ${
          r.measure === 'monsters'
            ? msg(
                str`Stars lost to the monster per game, with each card alone in the ambush deck. Solo games per card: ${r.games} (the same deals for every card).`,
              )
            : msg(str`The player's score per game, with each card alone in the hero deck. Solo games per card: ${r.games} (the same deals for every card).`)
        }
      </p>
      ${cardsTable(
        r.cards.map((c) => ({ ...c, byLevel: c.perGame })),
        levels,
      )}
    </div>`;
  }

  /** The card's solo value in the pack now. */
  private currentSolo(): number | undefined {
    if (!this.draft || !this.file) return undefined;
    const solo = cardsIn(this.draft, this.file).find((c) => c.id === this.card)?.solo;
    return typeof solo === 'number' ? solo : undefined;
  }

  private useValue(value: number): void {
    this.dispatchEvent(new CartoEditEvent(this.file, `${this.pointer}/solo`, value));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-balance-report': CartoBalanceReportElement;
  }
}
