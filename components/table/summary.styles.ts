import { css } from 'lit';

/**
 * The season's summary and the game-over screen in `<carto-game>`'s shadow root
 * (components/table/screens.ts): the standings, the scoresheet and the players' maps.
 */
export const summaryStyles = css`
  .summary {
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
  .title {
    font-size: 1.2rem;
    margin: 0;
  }
  /* The summary lays out its children at their own width: the scoresheet must scroll inside the panel, not spill out of it. */
  .summary carto-scoreboard {
    max-width: 100%;
  }
  /* The standings open the end screen: place, name, total, each on one line. */
  .ranking {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
    justify-self: stretch;
    max-inline-size: 28rem;
  }
  .ranking li {
    display: grid;
    grid-template-columns: 2rem 1fr auto;
    align-items: baseline;
    gap: 0.5rem;
    padding: 0.35rem 0.6rem;
    border: 2px solid var(--_grid-line);
    border-radius: var(--_radius);
    background: var(--_paper);
  }
  .ranking li.first {
    border-color: var(--_ink);
    font-weight: 700;
  }
  .ranking .place,
  .ranking .total {
    font-variant-numeric: tabular-nums;
  }
  .ranking .total {
    font-size: 1.15rem;
  }
  .maps {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  /* The summary's column is as wide as its content (justify-items: start), so the maps' row may not
     grow it past the panel: a fitted map then shrinks to the phone's width. */
  .summary > .maps,
  .maps figure {
    min-width: 0;
    max-width: 100%;
  }
  .maps carto-map {
    --carto-cell-size: 1.3rem;
  }
  .maps.few carto-map {
    --carto-cell-size: 1.75rem;
  }
  figure {
    margin: 0;
  }
  figcaption {
    font-size: 0.85rem;
  }
  /* The season's end: Continue stays at the bottom of the screen while the scores are read above it. */
  .summary > button[data-autofocus] {
    position: sticky;
    bottom: 0.5rem;
    z-index: 2;
    box-shadow: 0 0.25rem 0.75rem rgb(0 0 0 / 0.3);
  }
`;
