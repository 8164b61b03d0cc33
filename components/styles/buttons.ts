import { css } from 'lit';

/** The buttons of the sharing elements: the game's look (ink on paper, 44 px targets, a visible focus ring). */
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
