import { css } from 'lit';

export const cartoPlacementControlsStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  fieldset {
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    margin: 0 0 0.5rem;
    padding: 0.4rem 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  legend {
    font-size: 0.8rem;
    padding: 0 0.25rem;
  }
  button {
    font: inherit;
    font-size: 0.9rem;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.25rem 0.6rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
    color: var(--_ink);
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    touch-action: manipulation;
  }
  /* Pressed: a thick focus-coloured frame, so shapes and swatches inside keep their colours. */
  button[aria-pressed='true'] {
    border-color: var(--_focus);
    box-shadow: inset 0 0 0 2px var(--_focus);
    font-weight: 700;
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  button.confirm {
    border-color: var(--_focus);
    font-weight: 700;
  }
  .swatch {
    --_swatch-size: 1.6rem;
  }
  .coin {
    width: 1rem;
    height: 1rem;
  }
  kbd {
    font-size: 0.7rem;
    opacity: 0.75;
  }
  .reason {
    margin: 0.25rem 0 0;
    min-height: 1.3em;
    font-size: 0.9rem;
  }
  .reason.refused {
    color: var(--_error);
  }
  @media (forced-colors: active) {
    button[aria-pressed='true'] { outline: 3px solid Highlight; }
  }
`;
