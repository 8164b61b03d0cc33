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
  }
  table {
    border-collapse: collapse;
    font-size: 0.85rem;
    background: var(--_paper);
  }
  caption {
    text-align: start;
    font-weight: 700;
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
  th[scope='row'] {
    text-align: start;
  }
  td.total,
  th.total {
    font-weight: 700;
  }
  button.score {
    all: unset;
    cursor: help;
    display: block;
    min-width: 1.5rem;
    border-radius: 3px;
  }
  button.score:focus-visible,
  button.score:hover {
    outline: 2px solid var(--carto-highlight, #ffd400);
    outline-offset: 1px;
  }
  .negative {
    color: var(--carto-error, #b3261e);
  }
  .winner {
    font-weight: 700;
  }
  .solo {
    margin-top: 0.5rem;
    font-size: 0.95rem;
  }
`;
