import { css } from 'lit';

/**
 * The game's buttons: ink on paper (a secondary one paper on ink), 44 px targets, no double-tap
 * zoom. Shared by <carto-game>, <carto-lobby> and the sharing panels; placed before an element's
 * own sheet, so its more particular rules (danger, edict, hint...) come after. A link drawn as a
 * button (`<a class="button">`, the panels' downloads) takes the same rules.
 */
export const buttonStyles = css`
  button,
  a.button {
    font: inherit;
    min-height: 2.75rem;
    padding: 0.35rem 0.9rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_ink);
    color: var(--_paper);
    cursor: pointer;
    touch-action: manipulation;
  }
  button.secondary {
    background: var(--_paper);
    color: var(--_ink);
  }
`;
