import { css } from 'lit';
import { visuallyHiddenRules } from './styles/a11y.ts';

export const cartoGameStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
    container-type: inline-size;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
  }
  .panel {
    background: var(--_paper);
    border: 2px solid var(--_ink);
    border-radius: calc(var(--_radius) * 2);
    padding: 1rem;
  }
  .board {
    display: grid;
    /* The map's column is as wide as an 11-space map at full size; the map fits its spaces to it. */
    grid-template-columns: minmax(18rem, 26rem) minmax(16rem, 1fr);
    gap: 1rem;
    align-items: start;
  }
  /* A keyboard user's way back to the map from the side panel: shown only while focused. */
  .skip:not(:focus) {
    ${visuallyHiddenRules}
  }
  /* Phones: one column, the map first at the full width (it fits its spaces to the width, and zooms
     to 44 px spaces inside its own frame), the placement controls docked at the bottom of the screen
     so the map and Confirm are always seen together. */
  @container (max-width: 44rem) {
    /* One column whose boxes all belong to the board: the dock's sticky bottom then holds across
       the whole board (inside the side column alone it slid below the screen with the map above it). */
    .board {
      display: flex;
      flex-direction: column;
      align-items: stretch;
      gap: 0.6rem;
    }
    /* The side's own boxes keep their width (a stretched button would be as wide as the screen). */
    .board > .side > :is(button, .barrier, .note) {
      align-self: start;
    }
    .board > .side {
      display: contents;
    }
    /* A banner is one line on a phone (the live region reads it whole): it never pushes the bar. */
    .banner.news {
      flex-wrap: nowrap;
      padding: 0.2rem 0.5rem;
      gap: 0.5rem;
    }
    .banner.news ul {
      list-style: none;
      padding: 0;
      min-inline-size: 0;
      flex: 1 1 auto;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .banner.news li {
      display: inline;
    }
    .banner.news li + li::before {
      content: ' ';
    }
    .banner.news button {
      min-block-size: 2.75rem;
      flex: none;
    }
    .phase,
    .map-area h2 {
      font-size: 0.95rem;
      margin: 0;
    }
    .task {
      font-size: 0.95rem;
    }
    .map-area {
      /* The column never grows past the screen for a long unwrapped line (a one-line banner). */
      grid-template-columns: minmax(0, 1fr);
      justify-items: stretch;
      scroll-margin-top: 0.25rem;
    }
    .dock {
      position: sticky;
      bottom: 0;
      z-index: 2;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.4rem;
      padding: 0.4rem;
      /* Clear of a phone's home indicator. */
      padding-bottom: calc(0.4rem + env(safe-area-inset-bottom, 0px));
      background: var(--_paper);
      border-top: 2px solid var(--_ink);
      box-shadow: 0 -0.5rem 1rem -0.5rem rgb(0 0 0 / 0.35);
    }
  }
  /* The map's zoom button is for phones: a wide table shows the map at full size already. */
  @container (min-width: 44rem) {
    carto-map::part(zoom) {
      display: none;
    }
  }
  .edict-projection {
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
  }
  .dock:empty {
    display: none;
  }
  .daily-heading {
    margin: 0;
    font-family: var(--_title-font);
  }
  .map-area {
    display: grid;
    gap: 0.4rem;
    justify-items: start;
  }
  /* A fitting map takes its width from its container: stretch it over the column. */
  .map-area carto-map,
  .map-area .banner {
    justify-self: stretch;
  }
  .map-area .banner {
    margin: 0;
  }
  .task {
    margin: 0;
    font-weight: 600;
    /* Wrap at the map's width: a long task sentence (a hero, an ambush) must not widen the map's
       column and squeeze the side panel. */
    inline-size: 0;
    min-inline-size: 100%;
  }
  .note {
    font-weight: 400;
    font-size: 0.9rem;
  }
  .phase {
    margin: 0;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .coins {
    margin: 0;
    font-size: 0.9rem;
  }
  .side {
    display: grid;
    gap: 0.75rem;
    align-content: start;
  }
  .barrier {
    margin: 0;
    font-weight: 600;
  }
  .clocks ul {
    list-style: none;
    margin: 0.25rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  .clocks li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
  .clocks .time-left {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  /* late is said in words too; the colour only repeats it */
  .clocks .late strong {
    color: var(--carto-danger, #b3261e);
  }
  .clocks input {
    font: inherit;
    min-width: 12rem;
  }
  .projection {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  button.edict[aria-pressed='true'] {
    box-shadow: inset 0 -4px 0 var(--carto-highlight, #ffd400);
  }
  button.danger {
    background: var(--carto-error, #b3261e);
    border-color: var(--carto-error, #b3261e);
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .buttons {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .summary {
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
  .title {
    font-size: 1.2rem;
    margin: 0;
  }
  /* The summary lays out its children at their own width: the scoresheet must scroll inside the panel, not spill out of it. */
  .summary carto-scoreboard {
    max-width: 100%;
  }
  /* The standings open the end screen: place, name, total, each on one line. */
  .ranking {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
    justify-self: stretch;
    max-inline-size: 28rem;
  }
  .ranking li {
    display: grid;
    grid-template-columns: 2rem 1fr auto;
    align-items: baseline;
    gap: 0.5rem;
    padding: 0.35rem 0.6rem;
    border: 2px solid var(--_grid-line);
    border-radius: var(--_radius);
    background: var(--_paper);
  }
  .ranking li.first {
    border-color: var(--_ink);
    font-weight: 700;
  }
  .ranking .place,
  .ranking .total {
    font-variant-numeric: tabular-nums;
  }
  .ranking .total {
    font-size: 1.15rem;
  }
  .maps {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  /* The summary's column is as wide as its content (justify-items: start), so the maps' row may not
     grow it past the panel: a fitted map then shrinks to the phone's width. */
  .summary > .maps {
    min-width: 0;
    max-width: 100%;
  }
  .maps figure {
    min-width: 0;
    max-width: 100%;
  }
  .maps carto-map {
    --carto-cell-size: 1.3rem;
  }
  .maps.few carto-map {
    --carto-cell-size: 1.75rem;
  }
  figure {
    margin: 0;
  }
  figcaption {
    font-size: 0.85rem;
  }
  .handover {
    text-align: center;
    display: grid;
    gap: 0.75rem;
    justify-items: center;
    padding: 3rem 1rem;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.4rem;
    margin-bottom: 0.5rem;
  }
  carto-help {
    display: block;
    margin-bottom: 0.75rem;
  }
  .offer {
    margin-bottom: 0.75rem;
  }
  .guide {
    justify-self: stretch;
    padding: 0.5rem 0.75rem;
    border: 2px dashed var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
  }
  .guide h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  .guide p {
    margin: 0.3rem 0;
  }
  .banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    margin: 0 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--carto-banner, #fff3c4);
    color: #2a2118;
  }
  .banner ul {
    margin: 0;
    padding-inline-start: 1.2rem;
    flex: 1 1 20rem;
  }
  .banner p {
    margin: 0;
    flex: 1 1 20rem;
  }
  /* A warning that concerns the whole game (another tab) stays at the top of the screen, wherever the page was scrolled to. */
  .banner.pinned {
    position: sticky;
    top: 0;
    z-index: 3;
  }
  /* The season's end: Continue stays at the bottom of the screen while the scores are read above it. */
  .summary > button[data-autofocus] {
    position: sticky;
    bottom: 0.5rem;
    z-index: 2;
    box-shadow: 0 0.25rem 0.75rem rgb(0 0 0 / 0.3);
  }
  .problem {
    color: var(--carto-error, #b3261e);
    font-weight: 600;
    margin: 0;
  }
  /* The server-dealt daily's first screen: the name and the button on one line when they fit. */
  form.dealt {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
  }
  form.dealt label {
    display: grid;
    gap: 0.2rem;
  }
  /* The hint: a button beside the task sentence, then the suggestion's own small panel in the dock. */
  .task-row {
    justify-self: stretch;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .task-row .task {
    flex: 1;
    inline-size: auto;
    min-inline-size: 0;
  }
  button.hint-button {
    flex: none;
  }
  .hint-shown {
    display: grid;
    gap: 0.4rem;
    padding: 0.5rem 0.75rem;
    border: 2px dashed var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
  }
  .hint-shown p {
    margin: 0;
  }
  button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  @media (forced-colors: active) {
    button.edict[aria-pressed='true'] { outline: 3px solid Highlight; }
  }
`;
