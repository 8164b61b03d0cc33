/** The playing area: the map with the ghost, the task, the controls, the projected stars, the deck and the scores. */
import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { BoardView, TableIntents } from '../../machines/table.connect.ts';
import { guide } from './guide.ts';
import type { MapGhost } from '../carto-map.ts';
import type { CartoCellActivateEvent, CartoCellPointEvent } from '../events/cell-events.ts';
import type { CartoPlacementIntentEvent } from '../events/placement-intent-event.ts';
import { scoreboard } from './screens.ts';
import { computingNote, hintButton, hintPanel } from './hint.ts';
import { getLocale, msg, str } from '../../i18n/localization.ts';
import { formatList, formatNumber } from '../../i18n/format.ts';
import { cardName } from '../../i18n/content-words.ts';
import { swatch } from '../symbols/swatch.ts';
import type { EdictLetter, ScoringStack } from '../../src/content/types.ts';
import type { Fill } from '../../src/grid/fills.ts';

/** What a scoring stack counts, as the terrains' own swatches (the spaces stack: a small grid of our own). */
const COUNTS: Readonly<Record<ScoringStack, readonly Fill[]>> = { forest: ['forest'], 'farm-water': ['farm', 'water'], village: ['village'], spaces: [] };

function pictogram(stack: ScoringStack) {
  if (stack !== 'spaces') return COUNTS[stack].map((f) => swatch(f));
  return html`<span class="swatch spaces" aria-hidden="true"
    ><svg viewBox="0 0 20 20" focusable="false"><path d="M2 2h16v16H2zM2 7.3h16M2 12.7h16M7.3 2v16M12.7 2v16" fill="none" stroke="currentColor" stroke-width="1.4"></path></svg
  ></span>`;
}

const seasonWords = new WeakMap<object, Map<string, string>>();

/** The seasons that score an edict ("Spring and Winter"), from the season cards on the table (worded once per game, letter and language: every pointer move renders the board). */
function seasonsOf(view: BoardView, letter: EdictLetter): string {
  const seasons = view.deck.seasons;
  let known = seasonWords.get(seasons);
  if (!known) seasonWords.set(seasons, (known = new Map()));
  const key = `${getLocale()}|${letter}`;
  let words = known.get(key);
  if (words === undefined) known.set(key, (words = formatList(seasons.filter((s) => s.edicts.includes(letter)).map((s) => cardName(s)))));
  return words;
}

/** The edicts in force as small cards, like the explore card: letter, what they count, name, seasons and the projected stars. */
function projections(view: BoardView, intents: TableIntents) {
  if (!view.projections.length) return nothing;
  return html`<div class="projection" role="group" aria-label=${msg('Projected stars this season')}>
    ${view.projections.map(
      (p) => html`<span class="edict-projection">
        <button class="edict" aria-pressed=${p.shown ? 'true' : 'false'} @click=${() => intents.table({ type: 'table.edict.shown', letter: p.letter })}>
          <span class="edict-letter">${p.letter}</span>
          <span class="edict-body"
            ><span class="edict-name">${p.name}</span><span class="edict-meta">${pictogram(p.card.stack)} <span class="edict-seasons">${seasonsOf(view, p.letter)}</span></span></span
          >
          <span class="edict-stars"><strong>${formatNumber(p.stars)}</strong>★</span>
        </button>
        <carto-card-tip .card=${p.card}><span class="visually-hidden">${msg(str`The card ${p.name}`)}</span></carto-card-tip>
      </span>`,
    )}
    ${
      view.season
        ? html`<p class="season-total">
          ${msg(html`Coins <strong>${formatNumber(view.season.coins)}</strong>★, monsters <strong>${formatNumber(view.season.monsters)}</strong>★: this season <strong>${formatNumber(view.season.total)}</strong>★`)}
        </p>`
        : nothing
    }
  </div>`;
}

function controls(view: BoardView, intents: TableIntents, refocusMap: () => void) {
  const c = view.controls;
  if (!c) return nothing;
  return html`<carto-placement-controls
    .options=${c.options}
    option=${c.option}
    .terrains=${c.terrains}
    .terrain=${c.terrain}
    .turnable=${c.turnable}
    ?can-undo=${c.canUndo}
    ?can-confirm=${c.canConfirm}
    ?refused=${c.refused}
    ?locked=${c.locked}
    reason=${c.reason}
    @carto-placement-intent=${(e: CartoPlacementIntentEvent) => {
      intents.control(e.intent);
      // Confirm and Undo may leave their button disabled or gone: the focus goes back to the map, not to the page.
      if (e.intent.kind === 'confirm' || e.intent.kind === 'undo') refocusMap();
    }}
  ></carto-placement-controls>`;
}

/** How the board is shown on this device (not game state). */
export interface BoardLook {
  /** the solo ambush walk being animated on this map, shown instead of the placement's ghost */
  readonly walkGhost: MapGhost | undefined;
  /** moves the keyboard focus back to the map's cursor */
  readonly focusMap: () => void;
  /** the same once the table has moved on (after Confirm or Undo), unless a screen takes the focus */
  readonly refocusMap: () => void;
  /** what happened that the player did not do: shown above the map, where the player is looking */
  readonly banner: unknown;
  /** online: every seat's clock and the host's skip and replace */
  readonly clocks?: unknown;
}

export function board(view: BoardView, intents: TableIntents, look: BoardLook) {
  const point = (e: CartoCellPointEvent) => intents.point([e.row, e.col]);
  // The game shows a placed shape as its ghost: the map's own selection frame would say it twice.
  const activate = (e: CartoCellActivateEvent) => {
    e.preventDefault();
    intents.activate([e.row, e.col], e.repeat);
  };
  return html`<div class="board" part="board">
    <section class="map-area" aria-labelledby="map-title">
      ${view.heading ? html`<h2 class="daily-heading">${view.heading}</h2>` : nothing}
      <p class="phase">${view.phase}</p>
      <h2 id="map-title">${view.mapTitle}${view.drawnBy ? html` <span class="note">${msg(str`(drawn by ${view.drawnBy})`)}</span>` : nothing}</h2>
      ${look.banner} ${guard([view.guide, getLocale()], () => guide(view, intents))}
      <div class="task-row"><p class="task">${view.sentence}</p>${hintButton(view, intents)}</div>
      <carto-map
        interactive
        fit
        zoomable
        .grid=${view.grid}
        .ghost=${look.walkGhost ?? view.ghost}
        .highlight=${view.highlight}
        .marks=${view.marks}
        .candidates=${view.candidates}
        label=${view.mapTitle}
        @carto-cell-point=${point}
        @carto-cell-activate=${activate}
      ></carto-map>
      <carto-coin-track coins=${view.coins} max=${view.coinTrack}></carto-coin-track>
    </section>
    <section class="side" aria-label=${msg('Your turn')}>
      ${view.barrier ? html`<p class="barrier" role="status">${view.barrier}</p>` : nothing} ${look.clocks ?? nothing} ${computingNote(view)}
      <div class="dock">${hintPanel(view, intents)} ${controls(view, intents, look.refocusMap)} ${view.refusal ? html`<p class="problem" role="alert">${view.refusal}</p>` : nothing}</div>
      ${
        // The board renders on every pointer move; the projected stars (the same objects while they are
        // equal: machines/table/board-view.ts), the scores and the guide seldom change with it.
        guard([view.projections, view.season, view.deck, getLocale()], () => projections(view, intents))
      }
      <carto-deck .game=${view.deck}></carto-deck>
      ${guard([view.scores, getLocale()], () => (view.scores ? scoreboard(view.scores, intents) : nothing))}
      ${view.canAskNewGame ? html`<button class="secondary" @click=${() => intents.table({ type: 'table.newGame.asked' })}>${msg('New game…')}</button>` : nothing}
      <button class="skip" @click=${look.focusMap}>${msg('Back to the map')}</button>
    </section>
  </div>`;
}
