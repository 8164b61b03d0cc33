import { css } from 'lit';

export const cartoLobbyStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  /* The spectator's table: the card in play beside the edicts (one above the other on a phone). */
  .watch-table {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: start;
    margin-block: 0.75rem;
  }
  .watch-card {
    margin: 0;
  }
  .watch-edicts {
    flex: 1 1 18rem;
  }
  .watch-edicts h3 {
    margin: 0 0 0.4rem;
  }
  .watch-edicts dl {
    margin: 0;
  }
  .watch-edicts dt {
    font-weight: 600;
  }
  .watch-edicts dd {
    margin: 0 0 0.5rem;
  }
  .edict-letter {
    display: inline-block;
    min-width: 1.4em;
    text-align: center;
    border: 1px solid currentColor;
    border-radius: 0.2rem;
  }
  /* What an invite is for, before joining: a term and its value on each line. */
  dl.invitation {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
  }
  dl.invitation dt {
    font-weight: 600;
  }
  dl.invitation dd {
    margin: 0;
  }
  :host([hidden]) {
    display: none;
  }
  .lobby {
    display: grid;
    gap: 1rem;
    max-width: 60rem;
  }
  section {
    display: grid;
    gap: 0.6rem;
    justify-items: start;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    background: var(--_paper);
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  .clocks ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .clocks .late strong {
    color: var(--carto-danger, #b3261e);
  }
  /* An opened seat's game takes the lobby's whole width (its own layout decides desktop or phone). */
  section.game {
    justify-items: stretch;
    padding: 0;
    border: none;
    background: none;
  }
  p {
    margin: 0;
  }
  .hint {
    font-size: 0.9rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
    display: grid;
    gap: 0.4rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.75rem;
  }
  .turn {
    background: var(--carto-highlight, #ffd400);
    color: #1b1b1b;
    padding: 0 0.35rem;
    border-radius: var(--_radius);
  }
  form,
  fieldset,
  .link,
  .buttons {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
  }
  fieldset {
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    padding: 0.5rem 0.75rem;
    max-width: 36rem;
  }
  legend {
    font-weight: 700;
  }
  label {
    display: inline-flex;
    flex-wrap: wrap;
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
  .link input {
    width: min(28rem, 70vw);
    font-family: ui-monospace, monospace;
    font-size: 0.8rem;
  }
  label.check {
    flex-wrap: nowrap;
    align-items: flex-start;
  }
  label.check span {
    padding-top: 0.1rem;
  }
  input[type='checkbox'] {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
  button.danger {
    background: var(--carto-error, #b3261e);
    border-color: var(--carto-error, #b3261e);
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .problem {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    color: var(--carto-error, #b3261e);
    font-weight: 600;
  }
  .maps {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  .maps carto-map {
    --carto-cell-size: 1.1rem;
  }
  figure {
    margin: 0;
  }
  figcaption {
    font-size: 0.9rem;
  }
  @media (forced-colors: active) {
    .turn {
      forced-color-adjust: none;
      outline: 2px solid Highlight;
    }
  }
`;
