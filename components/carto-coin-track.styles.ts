import { css } from 'lit';

export const cartoCoinTrackStyles = css`
  :host {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    max-width: 100%;
    font-family: var(--_font);
    color: var(--_ink);
    --_coin-size: var(--carto-coin-size, 1.35rem);
  }
  .label {
    font-family: var(--_title-font);
    font-weight: 700;
  }
  .track {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    padding: 3px;
    border: 2px solid var(--_ink);
    border-radius: calc(var(--_coin-size) / 2 + 5px);
    background: var(--_paper);
    background-image: var(--_grain);
    /* On a narrow page the coins wrap inside the track rather than push the count off the line. */
    min-width: 0;
    flex: 0 1 auto;
  }
  .coin {
    box-sizing: border-box;
    width: var(--_coin-size);
    height: var(--_coin-size);
    border-radius: 50%;
    border: 1.5px dashed var(--_grid-line);
    display: grid;
  }
  .coin.gained {
    border: 0;
  }
  .coin.recent {
    box-shadow: 0 0 0 2px var(--_paper), 0 0 0 4px var(--_highlight);
  }
  @media (prefers-reduced-motion: no-preference) {
    .coin.recent > .symbol {
      animation: drop 400ms ease-out;
    }
  }
  @keyframes drop {
    from { transform: translateY(-40%) scale(1.3); opacity: 0; }
    to { transform: none; opacity: 1; }
  }
  .count {
    font-weight: 700;
    font-size: 1.1rem;
    min-width: 1.5ch;
    text-align: center;
  }
  @media (forced-colors: active) {
    .coin { border-color: CanvasText; }
    .coin.recent { box-shadow: 0 0 0 3px Highlight; }
  }
`;
