import { css } from 'lit';

export const cartoScoreboardStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
    overflow-x: auto;
    /* Contains the absolutely positioned screen-reader texts of the headers: without it they sit
       outside the scrolling box and widen the whole page when the table is wider than its column. */
    position: relative;
    max-width: 100%;
  }
  table {
    border-collapse: collapse;
    font-size: 0.85rem;
    background: var(--_paper);
    background-image: var(--_grain);
    border: 2px solid var(--_ink);
  }
  caption {
    text-align: start;
    font-family: var(--_title-font);
    font-weight: 700;
    font-size: 1rem;
    padding-bottom: 0.25rem;
  }
  th,
  td {
    border: 1px solid var(--_grid-line);
    /* Narrow enough that the 22 columns of four seasons fit a 1024 px page beside nothing else;
       wider, the Total column needed a sideways scroll on the end screens. */
    padding: 0.2rem 0.25rem;
    text-align: center;
    min-width: 1.6rem;
  }
  thead th {
    font-family: var(--_title-font);
  }
  /* The player's name and the total stay in view while the seasons scroll sideways between them (a
     narrow column, a phone): the result is never a sideways scroll away. */
  th:first-child,
  td:first-child,
  th.total,
  td.total:last-child {
    position: sticky;
    z-index: 1;
    background: var(--_paper);
  }
  th:first-child,
  td:first-child {
    inset-inline-start: 0;
  }
  th.total,
  td.total:last-child {
    inset-inline-end: 0;
    border-inline-start: 2px solid var(--_ink);
  }
  /* Each season is a box of its own, as on the printed sheet. */
  .season-end {
    border-inline-end: 2px solid var(--_ink);
  }
  th[scope='row'] {
    text-align: start;
    border-inline-end: 2px solid var(--_ink);
  }
  th.edict {
    vertical-align: top;
    font-weight: 400;
  }
  .letter {
    display: block;
    font-weight: 700;
    font-size: 0.95rem;
  }
  .name {
    display: block;
    max-width: 5.5rem;
    margin-inline: auto;
    font-family: var(--_font);
    font-size: 0.68rem;
    line-height: 1.15;
    --carto-tip-width: 16rem;
  }
  th.icon .symbol {
    width: 1.1rem;
    height: 1.1rem;
    margin: auto;
  }
  td.total,
  th.total {
    font-weight: 700;
  }
  /* A season's stars written on a drawn star. */
  .star {
    display: inline-grid;
    place-items: center;
    width: 1.9rem;
    height: 1.9rem;
    padding-top: 0.15rem;
    box-sizing: border-box;
    background: var(--_star);
    color: var(--_symbol-ink);
    clip-path: polygon(50% 0%, 62% 34%, 98% 35%, 69% 56%, 79% 91%, 50% 70%, 21% 91%, 31% 56%, 2% 35%, 38% 34%);
    font-size: 0.8rem;
  }
  .star.big {
    width: 2.5rem;
    height: 2.5rem;
    font-size: 0.95rem;
  }
  button.score {
    all: unset;
    cursor: help;
    display: block;
    /* A block-level button still shrinks to its text: stretch it across the box, number centred. */
    box-sizing: border-box;
    width: 100%;
    text-align: center;
    min-width: 1.5rem;
    border-radius: 3px;
  }
  button.score:focus-visible,
  button.score:hover {
    outline: 2px solid var(--_highlight);
    outline-offset: 1px;
  }
  button.score:focus-visible {
    outline: 3px solid var(--_focus);
  }
  .negative {
    color: var(--_error);
  }
  .winner {
    font-weight: 700;
  }
  .solo {
    margin-top: 0.5rem;
    font-size: 0.95rem;
  }
  @media (forced-colors: active) {
    .star { background: Canvas; color: CanvasText; clip-path: none; border: 1px solid CanvasText; border-radius: 50%; }
  }
`;
