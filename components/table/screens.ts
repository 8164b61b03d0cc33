/**
 * The table's screens other than the board, as templates of the view model (machines/table.connect.ts).
 * They render and forward intent; every decision was made by the table statechart.
 */
import { html, nothing } from 'lit';
import type { CartoScoreFocusEvent } from '../events/score-focus-event.ts';
import type { CartoSetupEvent } from '../events/setup-event.ts';
import type { CountPart, CountView, ResultView, MapView, ScoresView, TableIntents, TableView } from '../../machines/table.connect.ts';
import { cardName } from '../../i18n/content-words.ts';
import type { GameContent } from '../../src/game/types.ts';
import type { DealtDay } from '../controllers/dealt-daily.ts';
import { guide } from './guide.ts';
import { msg, str } from '../../i18n/localization.ts';
import { formatList, formatNumber } from '../../i18n/format.ts';

export function scoreboard(scores: ScoresView, intents: TableIntents) {
  const focus = (e: CartoScoreFocusEvent) => intents.table({ type: 'table.score.focused', focus: e.letter ? { player: e.player, season: e.season, letter: e.letter } : null });
  return html`<carto-scoreboard
    .scores=${scores.scores}
    .seasons=${scores.seasons}
    .edicts=${scores.edicts}
    .names=${scores.names}
    .result=${scores.result ?? null}
    @carto-score-focus=${focus}
  ></carto-scoreboard>`;
}

/**
 * The players' maps; while a season is counted out, each with its stars counted so far. One or two
 * maps are drawn large (the counted spaces must be readable); more share the width. Each fits a
 * phone's width.
 */
function maps(list: readonly MapView[], tallies?: readonly number[]) {
  return html`<div class=${list.length <= 2 ? 'maps few' : 'maps'}>
    ${list.map(
      (m, p) => html`<figure>
        <carto-map fit .grid=${m.grid} .highlight=${m.highlight} label=${msg(str`${m.name}'s map`)}></carto-map>
        <figcaption>${m.name}${tallies ? html` <strong class="tally">${formatNumber(tallies[p] ?? 0)}★</strong>` : nothing}</figcaption>
      </figure>`,
    )}
  </div>`;
}

/** What a step of the season's count counts, in words: an edict by its letter and card, the coins, the monsters. */
function partName(part: CountPart, scores: ScoresView): string {
  if (part === 'coins') return msg('Coins');
  if (part === 'monsters') return msg('Monsters');
  return msg(str`Edict ${part}: ${cardName(scores.edicts[part])}`);
}

/** The season's count: the steps in order (the current one marked), and a button to show every score at once. */
function counting(count: CountView, scores: ScoresView, intents: TableIntents) {
  return html`<div class="count">
    <ol class="count-steps">
      ${count.parts.map((part, i) => html`<li class=${i < count.step ? 'done' : i === count.step ? 'now' : ''} aria-current=${i === count.step ? 'step' : nothing}>${partName(part, scores)}</li>`)}
    </ol>
    <p class="visually-hidden" role="status">${msg(str`Counting: ${partName(count.parts[count.step]!, scores)}`)}</p>
    <button class="secondary" @click=${() => intents.table({ type: 'table.count.skipped' })}>${msg('Show all the scores')}</button>
  </div>`;
}

export function setupScreen(view: NonNullable<TableView['setup']>, customTable: GameContent | undefined, intents: TableIntents) {
  const submitted = (e: CartoSetupEvent) => {
    e.stopPropagation();
    intents.table({ type: 'table.setup.submitted', setup: e.setup });
  };
  const guided = html`<button class=${view.offerTutorial ? '' : 'secondary'} @click=${() => intents.table({ type: 'table.tutorial.started' })}>${msg('Play the guided first game')}</button>`;
  return html`${view.offerTutorial
      ? html`<section class="panel offer" aria-labelledby="offer-title">
          <h2 id="offer-title">${msg('New to Cartographers?')}</h2>
          <p>${msg("A guided first game teaches you as you play: drawing shapes, turning them, ruins, an ambush and a season's scoring, in about five minutes.")}</p>
          <div class="buttons">
            ${guided}
            <button class="secondary" @click=${() => intents.table({ type: 'table.tutorial.declined' })}>${msg('No thanks')}</button>
          </div>
        </section>`
      : nothing}
    <section part="setup" class="panel" aria-labelledby="setup-title">
    <h2 id="setup-title">${msg('New game')}</h2>
    <carto-setup .initial=${view.initial} .table=${customTable} @carto-setup=${submitted}></carto-setup>
    <div class="buttons">
      ${view.canStartTutorial && !view.offerTutorial ? guided : nothing}
      ${view.canGoBack ? html`<button class="secondary" @click=${() => intents.table({ type: 'table.newGame.cancelled' })}>${msg('Back to the running game')}</button>` : nothing}
    </div>
  </section>`;
}

export function confirmScreen(intents: TableIntents) {
  return html`<section class="panel summary" part="summary" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
    <h2 id="confirm-title">${msg('Start a new game?')}</h2>
    <p id="confirm-text">${msg('A game is running. Starting a new one ends it, and it cannot be resumed.')}</p>
    <div class="buttons">
      <button data-autofocus @click=${() => intents.table({ type: 'table.newGame.cancelled' })}>${msg('Keep playing')}</button>
      <button class="danger" @click=${() => intents.table({ type: 'table.newGame.confirmed' })}>${msg('End it and start the new game')}</button>
    </div>
  </section>`;
}

export function handoverScreen(view: NonNullable<TableView['handover']>, intents: TableIntents) {
  return html`<section part="handover" class="panel handover" aria-labelledby="handover-title">
    <h2 id="handover-title">${msg(str`Pass the device to ${view.name}`)}</h2>
    <p>${msg('The other maps stay hidden until everyone has drawn.')}</p>
    <button data-autofocus @click=${() => intents.table({ type: 'table.device.taken' })}>${msg(str`I am ${view.name}: show my map`)}</button>
  </section>`;
}

export function summaryScreen(view: NonNullable<TableView['summary']>, intents: TableIntents) {
  return html`<section part="summary" class="panel summary" aria-labelledby="season-title">
    <h2 id="season-title">${msg(str`${view.season} is over`)}</h2>
    ${guide(view, intents)} ${view.count ? counting(view.count, view.scores, intents) : scoreboard(view.scores, intents)} ${maps(view.maps, view.count?.tallies)}
    <button data-autofocus @click=${() => intents.table({ type: 'table.season.continued' })}>${msg(str`Continue to ${view.next}`)}</button>
  </section>`;
}

/**
 * `server`: a game server whose daily leaderboard the result may be sent to; `dealt`: the server-dealt
 * daily this game was, whose leaderboard follows. A daily game offers no new game or rematch, but a solo review.
 */
export function gameOverScreen(view: NonNullable<TableView['over']>, intents: TableIntents, server = '', dealt: DealtDay | null = null) {
  const w = view.winners;
  if (dealt) void import('../lazy-elements.ts');
  return html`<section part="summary" class="panel summary" aria-labelledby="over-title">
    <h2 id="over-title">${msg('The game is over')}</h2>
    ${view.solo
      ? html`<p class="title">${msg(html`Your title: <strong>${view.solo.title}</strong> (solo score ${formatNumber(view.solo.score)})`)}</p>`
      : html`<p class="title">${w.length > 1 ? msg(html`Shared victory: <strong>${formatList(w)}</strong>`) : msg(html`<strong>${w[0]}</strong> wins`)}</p>`}
    ${ranking(view.ranking)} ${view.result ? keepsakes(view.result, server) : nothing} ${scoreboard(view.scores, intents)} ${maps(view.maps)}
    ${view.canStartNew || view.canReview
      ? html`<div class="buttons">
          ${view.canStartNew
            ? html`<button data-autofocus @click=${() => intents.table({ type: 'table.newGame.asked' })}>${msg('New game')}</button>
                <button class="secondary" @click=${() => intents.table({ type: 'table.rematch' })}>${msg('Rematch (same code)')}</button>`
            : nothing}
          ${reviewButtons(view.reviewable, intents)}
        </div>`
      : nothing}
  </section>${dealt
    ? html`<section class="panel"><carto-leaderboard dealt server=${server} date=${dealt.date} mode=${dealt.mode}></carto-leaderboard></section>`
    : nothing}`;
}

/** One review button for the only person at the table ("your game"), else one per person by name. */
function reviewButtons(people: NonNullable<TableView['over']>['reviewable'], intents: TableIntents) {
  const open = (player: number) => () => intents.table({ type: 'table.review.opened', player });
  if (people.length === 1) return html`<button class="secondary" data-review @click=${open(people[0]!.player)}>${msg('Review your game with the computer')}</button>`;
  return people.map((p) => html`<button class="secondary" data-review=${p.player} @click=${open(p.player)}>${msg(str`Review ${p.name}’s game with the computer`)}</button>`);
}

/** The standings first: place, name, total and (solo) title, each line one short row that fits a phone. */
function ranking(rows: NonNullable<TableView['over']>['ranking']) {
  if (!rows.length) return nothing;
  return html`<ol class="ranking" aria-label=${msg('Final standings')}>
    ${rows.map(
      (r) => html`<li class=${r.place === 1 ? 'first' : ''}>
        <span class="place">${formatNumber(r.place)}.</span>
        <span class="who">${r.name}${r.title ? html`<span class="note"> · ${r.title}</span>` : nothing}</span>
        <span class="total">${formatNumber(r.total)}★</span>
      </li>`,
    )}
  </ol>`;
}

/** A finished game's replay, share link and exports, and a daily challenge's share line (their element loads when a first game ends). */
function keepsakes(result: ResultView, server: string) {
  void import('../lazy-elements.ts');
  return html`<carto-result .result=${result} server=${server}></carto-result>`;
}

export function connectingScreen(view: NonNullable<TableView['connecting']>) {
  return html`<section class="panel" part="board" aria-labelledby="online-title">
    <h2 id="online-title">${msg('Online table')}</h2>
    ${view.problem ? html`<p class="problem" role="alert">${msg(str`The table could not be opened: ${view.problem}`)}</p>` : html`<p role="status">${view.text}</p>`}
  </section>`;
}
