import { css } from 'lit';

export const cartoCardStyles = css`
  :host {
    display: inline-block;
    font-family: var(--_font);
    color: var(--_ink);
    --_card-width: var(--carto-card-width, 12rem);
  }
  /* Card-shaped on paper: rounded corners, a double ink frame, a faint grain. */
  article {
    box-sizing: border-box;
    width: var(--_card-width);
    min-height: calc(var(--_card-width) * 1.4);
    background: var(--_paper);
    background-image: var(--_grain);
    border: 2px solid var(--_ink);
    border-radius: calc(var(--_radius) * 3);
    box-shadow: inset 0 0 0 4px var(--_paper), inset 0 0 0 5px var(--_ink), 0 2px 6px rgb(0 0 0 / 0.18);
    padding: 0.75rem;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem;
    border-bottom: 1px solid var(--_grid-line);
    padding-bottom: 0.3rem;
  }
  h3 {
    margin: 0;
    font-family: var(--_title-font);
    font-size: 1.05rem;
    line-height: 1.2;
  }
  .number,
  .kind {
    font-size: 0.75rem;
    opacity: 0.85;
  }
  .kind {
    font-style: italic;
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
  .coin,
  .star {
    display: inline-block;
    width: 1rem;
    height: 1rem;
    vertical-align: -0.2rem;
    margin-inline-end: 0.15rem;
  }
  .terrains {
    display: flex;
    gap: 0.3rem 0.5rem;
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
  carto-map {
    --carto-cell-size: 0.8rem;
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
    font-family: var(--_title-font);
    font-size: 2.5rem;
    font-weight: 700;
    text-align: center;
    flex: 1;
    display: grid;
    place-items: center;
  }
  /* A season's time: the number on a drawn hourglass. */
  .time {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: 0.4rem;
  }
  .hourglass {
    width: 1.1rem;
    height: 1.8rem;
    background: var(--_ink);
    clip-path: polygon(0 0, 100% 0, 100% 8%, 56% 50%, 100% 92%, 100% 100%, 0 100%, 0 92%, 44% 50%, 0 8%);
  }
  .ruins {
    text-align: center;
    flex: 1;
    display: grid;
    place-items: center;
    font-style: italic;
  }
  .error {
    color: var(--_error);
  }
  @media (forced-colors: active) {
    article { border-color: CanvasText; box-shadow: none; }
    .hourglass { background: CanvasText; forced-color-adjust: none; }
  }
`;
