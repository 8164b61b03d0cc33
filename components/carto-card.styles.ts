import { css } from 'lit';

export const cartoCardStyles = css`
  :host {
    display: inline-block;
    font-family: var(--_font);
    color: var(--_ink);
    --_card-width: var(--carto-card-width, 12rem);
  }
  article {
    box-sizing: border-box;
    width: var(--_card-width);
    min-height: calc(var(--_card-width) * 1.4);
    background: var(--_paper);
    border: 2px solid var(--_ink);
    border-radius: calc(var(--_radius) * 2);
    padding: 0.6rem;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.2;
  }
  .number,
  .kind {
    font-size: 0.75rem;
    opacity: 0.8;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
    justify-content: center;
    flex: 1;
  }
  .option {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.25rem;
  }
  .coin {
    display: inline-block;
    width: 0.9rem;
    height: 0.9rem;
    border-radius: 50%;
    background: var(--carto-coin, #e0b43a);
    border: 1px solid var(--_ink);
  }
  .terrains {
    display: flex;
    gap: 0.3rem;
    justify-content: center;
    flex-wrap: wrap;
  }
  .terrain {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    font-size: 0.75rem;
  }
  .coin-label {
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
    font-size: 0.7rem;
  }
  carto-shape {
    --carto-shape-cell-size: 1.1rem;
  }
  .swatch {
    width: 1rem;
    height: 1rem;
    border: 1px solid var(--_ink);
    border-radius: 3px;
  }
  .facts {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.5rem;
    margin: 0;
    font-size: 0.8rem;
  }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .text {
    margin: 0;
    font-size: 0.85rem;
    line-height: 1.35;
    flex: 1;
  }
  .big {
    font-size: 2.5rem;
    font-weight: 700;
    text-align: center;
    flex: 1;
    display: grid;
    place-items: center;
  }
  .ruins {
    text-align: center;
    flex: 1;
    display: grid;
    place-items: center;
    font-style: italic;
  }
  .error {
    color: var(--carto-error, #b3261e);
  }
  @media (forced-colors: active) {
    article { border-color: CanvasText; }
    .swatch, .coin { forced-color-adjust: none; }
  }
`;
