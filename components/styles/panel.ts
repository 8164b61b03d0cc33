import { css } from 'lit';

/**
 * The look of the sharing elements (<carto-result>, <carto-leaderboard>, <carto-replay>): a column
 * of headings, lines, fields and buttons in the game's ink on paper, 44 px targets, a visible focus ring.
 * Put buttonStyles before it.
 */
export const panelStyles = css`
  :host {
    display: grid;
    gap: 0.5rem;
    font-family: var(--_font);
    color: var(--_ink);
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  textarea,
  input:not([type='range']) {
    font: inherit;
    min-height: 2.75rem;
    box-sizing: border-box;
    padding: 0.35rem 0.5rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
    color: var(--_ink);
  }
  button,
  a.button {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  button.secondary,
  a.button.secondary {
    background: var(--_paper);
    color: var(--_ink);
  }
  button:disabled {
    opacity: 0.55;
    cursor: default;
  }
  button:focus-visible,
  a.button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .buttons {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  @media (forced-colors: active) {
    button,
    a.button {
      border-color: ButtonText;
    }
  }
`;
