import { css } from 'lit';

export const cartoCardTipStyles = css`
  :host {
    display: inline-block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0.1rem 0.15rem;
    margin: 0;
    text-align: inherit;
    cursor: help;
    display: inline-flex;
    align-items: baseline;
    gap: 0.25rem;
    border-radius: 3px;
    text-decoration: underline dotted;
    text-underline-offset: 0.2em;
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .mark {
    display: inline-grid;
    place-items: center;
    width: 1.05em;
    height: 1.05em;
    font-size: 0.75em;
    font-weight: 700;
    border: 1.5px solid currentColor;
    border-radius: 50%;
    text-decoration: none;
    flex: none;
  }
  .tip {
    /* Top-layer popover: placed by the element next to its trigger. */
    position: fixed;
    inset: auto;
    margin: 0;
    box-sizing: border-box;
    width: min(var(--carto-tip-width, 18rem), calc(100vw - 8px));
    padding: 0.6rem 0.75rem;
    background: var(--_paper);
    background-image: var(--_grain);
    color: var(--_ink);
    border: 2px solid var(--_ink);
    border-radius: calc(var(--_radius) * 2);
    box-shadow: 0 0 0 3px var(--_paper), 0 0 0 4px var(--_ink), 0 6px 18px rgb(0 0 0 / 0.25);
    font-family: var(--_font);
    font-size: 0.9rem;
    line-height: 1.4;
    text-align: start;
    font-weight: normal;
  }
  .tip[hidden] {
    display: none;
  }
  .name {
    font-family: var(--_title-font);
    font-size: 1rem;
  }
  .text {
    margin: 0.3rem 0 0;
  }
  .solo {
    margin: 0.3rem 0 0;
    font-size: 0.8rem;
    opacity: 0.85;
  }
  @media (forced-colors: active) {
    .tip { border-color: CanvasText; }
  }
  .example {
    margin: 0.5rem 0 0;
    display: grid;
    gap: 0.3rem;
    justify-items: start;
  }
  .example carto-map {
    --carto-cell-size: 1.1rem;
  }
  .example figcaption {
    font-size: 0.85rem;
  }
`;
