import { css } from 'lit';
import { edictLetterDisc } from './table/edict-card.styles.ts';

export const cartoSetupStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  /* The setup laid out like a table: one column on a phone; in a window from 48rem wide the seats
     beside the game and its map sides, the four edicts in a row under them, the code and Start at the
     foot. (A media query, not a container query: the element is often shrink-wrapped, and size
     containment would collapse it.) */
  form {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'seats' 'game' 'sides' 'edicts' 'code';
  }
  @media (min-width: 48rem) {
    form {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
      grid-template-areas: 'seats game' 'seats sides' 'edicts edicts' 'code code';
      align-items: start;
    }
  }
  .seats {
    grid-area: seats;
  }
  .game {
    grid-area: game;
  }
  .sides {
    grid-area: sides;
  }
  .edicts-area {
    grid-area: edicts;
  }
  .code {
    grid-area: code;
    align-items: center;
  }
  .code button[type='submit'] {
    margin-inline-start: auto;
  }
  fieldset {
    min-inline-size: 0;
  }
  /* A choice as a chip: the radio inside a rounded box that shows when it is chosen. */
  label.chip,
  label.side {
    border: 1px solid var(--_grid-line);
    border-radius: calc(var(--_radius) * 2);
    padding: 0.2rem 0.6rem;
    background: var(--_empty);
  }
  label.chip:has(input:checked),
  label.side:has(input:checked) {
    border: 2px solid var(--_ink);
    font-weight: 700;
  }
  /* A map side as a small picture with its letter and name under it. */
  label.side {
    display: inline-grid;
    grid-template-columns: auto auto;
    grid-template-rows: auto auto;
    justify-items: center;
    gap: 0.25rem 0.35rem;
    padding: 0.4rem;
  }
  label.side .map-thumb {
    grid-column: 1 / -1;
    grid-row: 1;
    inline-size: 4.5rem;
    block-size: 4.5rem;
  }
  @media (min-width: 48rem) {
    label.side .map-thumb {
      inline-size: 5.5rem;
      block-size: 5.5rem;
    }
  }
  label.side input {
    grid-row: 2;
    grid-column: 1;
  }
  label.side span {
    grid-row: 2;
    grid-column: 2;
    font-size: 0.9rem;
  }
  .map-thumb .sheet {
    fill: var(--_empty);
    stroke: var(--_ink);
    stroke-width: 1;
  }
  .map-thumb .lines {
    stroke: var(--_grid-line);
    stroke-width: 0.4;
  }
  .map-thumb .mountain {
    fill: var(--_mountain);
    stroke: var(--_ink);
    stroke-width: 0.6;
  }
  .map-thumb .wasteland {
    fill: var(--_wasteland);
  }
  .map-thumb .ruins {
    fill: none;
    stroke: var(--_ruins);
    stroke-width: 1.2;
  }
  @media (forced-colors: active) {
    .map-thumb .sheet,
    .map-thumb .mountain,
    .map-thumb .ruins {
      stroke: CanvasText;
    }
    .map-thumb .mountain,
    .map-thumb .wasteland {
      fill: CanvasText;
    }
  }
  /* The four edicts as cards in a row (two by two on a phone). */
  .edicts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
    gap: 0.5rem;
    inline-size: 100%;
  }
  .edict-card {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-content: start;
    gap: 0.3rem 0.5rem;
    padding: 0.5rem 0.6rem;
    border: 1px solid var(--_ink);
    border-radius: calc(var(--_radius) * 2);
    background: var(--_empty);
    background-image: var(--_grain);
    min-block-size: 5rem;
  }
  /* A card still to be drawn shows a back: a faint hatch, drawn by CSS. */
  .edict-card.back {
    background-image: repeating-linear-gradient(45deg, transparent 0 6px, rgb(110 80 30 / 0.08) 6px 7px), var(--_grain);
  }
  .edict-card.faulty {
    border: 2px solid var(--_village);
  }
  .edict-card .edict-letter {
    ${edictLetterDisc}
  }
  .edict-card .edict-seasons {
    align-self: center;
    font-size: 0.8rem;
  }
  .edict-card .edict-name,
  .edict-card label {
    grid-column: 1 / -1;
    font-family: var(--_title-font);
    font-weight: 700;
    min-height: 0;
  }
  .edict-card .edict-drawn {
    grid-column: 1 / -1;
    font-size: 0.85rem;
    font-style: italic;
  }
  .edict-card select {
    grid-column: 1 / -1;
    min-width: 0;
    width: 100%;
  }
  fieldset {
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    padding: 0.5rem 0.75rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    background: var(--_paper);
  }
  legend {
    font-weight: 700;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 2.75rem;
  }
  input[type='text'],
  select {
    font: inherit;
    padding: 0.3rem 0.4rem;
    border: 1px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_empty);
    color: var(--_ink);
    min-height: 2.25rem;
  }
  .names {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
    gap: 0.5rem;
    width: 100%;
  }
  /* A seat at the table: a small card with its number, the name, and who plays it. */
  .seat {
    display: grid;
    gap: 0.25rem;
    align-content: start;
    position: relative;
    padding: 0.4rem 0.5rem 0.5rem;
    border: 1px solid var(--_grid-line);
    border-radius: calc(var(--_radius) * 2);
    background: var(--_empty);
  }
  .seat-number {
    position: absolute;
    inset-block-start: 0.3rem;
    inset-inline-end: 0.4rem;
    font-family: var(--_title-font);
    font-weight: 700;
    opacity: 0.6;
  }
  .seat input[type='text'] {
    min-width: 0;
    width: 100%;
    box-sizing: border-box;
  }
  .names label {
    display: grid;
    gap: 0.15rem;
    min-height: 0;
    font-size: 0.85rem;
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 2.75rem;
    padding: 0.4rem 1rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_ink);
    color: var(--_paper);
    cursor: pointer;
    justify-self: start;
  }
  button.secondary {
    background: var(--_paper);
    color: var(--_ink);
    font-weight: 400;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .hint {
    font-size: 0.85rem;
    margin: 0;
    width: 100%;
  }
  /* A chosen card's text sits under its select, across the card. */
  .card-text {
    grid-column: 1 / -1;
    margin: 0 0 0.35rem;
    font-size: 0.85rem;
    font-style: italic;
  }
  /* The refusal: a bordered sentence in ink, not colour alone, so every theme shows it. */
  .problem {
    width: 100%;
    margin: 0;
    padding: 0.4rem 0.6rem;
    border: 2px solid var(--_village);
    border-left-width: 0.4rem;
    border-radius: var(--_radius);
    background: var(--_empty);
    font-weight: 700;
  }
  select[aria-invalid='true'] {
    border: 2px solid var(--_village);
  }
  .offer {
    width: 100%;
    font-size: 0.85rem;
  }
  .offer summary {
    cursor: pointer;
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
  .offer summary:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .offer h3 {
    font-size: 0.9rem;
    margin: 0.5rem 0 0.25rem;
  }
  .offer dl {
    margin: 0;
  }
  .offer dt {
    font-weight: 700;
  }
  .offer dd {
    margin: 0 0 0.35rem 1rem;
  }
`;
