import { css } from 'lit';

export const cartoDeckStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  ol,
  ul {
    list-style: none;
    margin: 0 0 0.6rem;
    padding: 0;
  }
  /* Seasons: four small cards, the time on an hourglass; the current one stands up, past ones are turned down. */
  .seasons {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 0.35rem;
  }
  .seasons li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.15rem;
    border: 1.5px dashed var(--_ink);
    border-radius: calc(var(--_radius) * 2);
    padding: 0.3rem 0.2rem;
    font-size: 0.8rem;
    background: var(--_paper);
    background-image: var(--_grain);
    text-align: center;
  }
  .season-name {
    font-family: var(--_title-font);
  }
  .seasons li[aria-current='step'] {
    border: 2px solid var(--_ink);
    box-shadow: inset 0 0 0 2px var(--_paper), inset 0 0 0 3px var(--_ink), 0 3px 0 var(--_focus);
    font-weight: 700;
  }
  .seasons li.done {
    border-style: solid;
    border-color: var(--_grid-line);
    background: var(--_empty);
  }
  .seasons li.done .season-name {
    text-decoration: line-through;
  }
  .time {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    font-weight: 700;
  }
  .time::before {
    content: '';
    width: 0.5rem;
    height: 0.8rem;
    background: currentColor;
    clip-path: polygon(0 0, 100% 0, 100% 10%, 58% 50%, 100% 90%, 100% 100%, 0 100%, 0 90%, 42% 50%, 0 10%);
  }
  .progress {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    font-size: 0.9rem;
    margin-bottom: 0.6rem;
  }
  .boxes {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
  }
  .box {
    box-sizing: border-box;
    width: 1.1rem;
    height: 1.1rem;
    border: 1.5px solid var(--_ink);
    border-radius: 2px;
    background: var(--_empty);
    padding: 1px;
    display: grid;
  }
  .box.spent {
    --_symbol-body: var(--_ink);
    --_symbol-ink: var(--_paper);
  }
  /* Edicts: four cards, letter and name; the two scored this season framed in ink. */
  .edicts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: 0.35rem;
    font-size: 0.85rem;
  }
  .edicts li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    border: 1.5px solid var(--_grid-line);
    border-radius: calc(var(--_radius) * 2);
    padding: 0.2rem 0.4rem;
    background: var(--_paper);
    background-image: var(--_grain);
  }
  .edicts li.scoring {
    border: 2px solid var(--_ink);
    box-shadow: inset 0 0 0 2px var(--_paper), inset 0 0 0 3px var(--_ink);
    font-weight: 600;
  }
  .letter {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    border: 1.5px solid var(--_ink);
    font-family: var(--_title-font);
    font-weight: 700;
  }
  .scoring .letter {
    background: var(--_ink);
    color: var(--_paper);
  }
  /* The revealed cards: small cards in a row. */
  .column {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .column li {
    font-size: 0.75rem;
    border: 1px solid var(--_grid-line);
    border-radius: calc(var(--_radius) * 1.5);
    padding: 0.25rem 0.4rem;
    min-height: 2.2rem;
    max-width: 7rem;
    background: var(--_paper);
    display: flex;
    flex-direction: column;
    justify-content: space-between;
  }
  .column li.current {
    border: 2px solid var(--_ink);
    font-weight: 700;
  }
  .current-card {
    margin-top: 0.5rem;
  }
  @media (forced-colors: active) {
    .time::before { background: CanvasText; forced-color-adjust: none; }
    .scoring .letter { background: CanvasText; color: Canvas; forced-color-adjust: none; }
  }
`;
