import { css } from 'lit';

export const cartoMapStyles = css`
  :host {
    display: inline-block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  :host([hidden]) {
    display: none;
  }
  [role='grid'] {
    display: grid;
    grid-template-columns: repeat(var(--_cols), var(--_cell-size));
    gap: 1px;
    padding: 1px;
    background: var(--_grid-line);
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    width: max-content;
  }
  [role='row'] {
    display: contents;
  }
  .cell {
    position: relative;
    box-sizing: border-box;
    width: var(--_cell-size);
    height: var(--_cell-size);
    background: var(--_empty);
    display: grid;
    place-items: center;
    font-size: calc(var(--_cell-size) * 0.5);
    line-height: 1;
    user-select: none;
  }
  .cell:focus {
    outline: none;
  }
  .cell:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: -3px;
    z-index: 1;
  }
  .mountain { background: var(--_mountain); }
  .wasteland { background: var(--_wasteland); }
  .destroyed {
    background:
      linear-gradient(45deg, transparent 45%, var(--_ink) 45% 55%, transparent 55%),
      linear-gradient(-45deg, transparent 45%, var(--_ink) 45% 55%, transparent 55%),
      var(--_destroyed);
  }
  .mountain::after {
    content: '';
    width: 0;
    height: 0;
    border-left: calc(var(--_cell-size) * 0.3) solid transparent;
    border-right: calc(var(--_cell-size) * 0.3) solid transparent;
    border-bottom: calc(var(--_cell-size) * 0.45) solid var(--_paper);
  }
  /* Ruins: a ring drawn over whatever is on the space, so it stays visible once drawn over. */
  .ruins::before {
    content: '';
    position: absolute;
    inset: 18%;
    border: 2px dashed var(--_ruins);
    border-radius: 50%;
  }
  :host([interactive]) .cell {
    cursor: pointer;
    touch-action: manipulation;
  }
  /* Hero attack marks: a hatched border that stays visible over any fill. */
  .mark {
    box-shadow: inset 0 0 0 3px var(--_monster);
  }
  .highlight {
    box-shadow: inset 0 0 0 3px var(--carto-highlight, #ffd400);
    z-index: 1;
  }
  .ghost {
    background-image: linear-gradient(var(--_ghost), var(--_ghost));
    box-shadow: inset 0 0 0 2px var(--_ink);
  }
  .ghost-forest { --_ghost: color-mix(in srgb, var(--_forest) 75%, transparent); }
  .ghost-village { --_ghost: color-mix(in srgb, var(--_village) 75%, transparent); }
  .ghost-farm { --_ghost: color-mix(in srgb, var(--_farm) 75%, transparent); }
  .ghost-water { --_ghost: color-mix(in srgb, var(--_water) 75%, transparent); }
  .ghost-monster { --_ghost: color-mix(in srgb, var(--_monster) 75%, transparent); }
  .ghost-hero { --_ghost: color-mix(in srgb, var(--_hero) 75%, transparent); }
  .ghost-any { --_ghost: color-mix(in srgb, var(--_ink) 30%, transparent); }
  .ghost.illegal {
    --_ghost: color-mix(in srgb, var(--carto-illegal, #d32f2f) 55%, transparent);
    box-shadow: inset 0 0 0 2px var(--carto-illegal, #d32f2f);
  }
  @media (prefers-reduced-motion: no-preference) {
    .ghost { transition: background-color 60ms linear; }
  }
  .error {
    font-family: var(--_font);
    color: var(--_ink);
    border: 2px solid var(--carto-error, #b3261e);
    border-radius: var(--_radius);
    padding: 0.5rem 0.75rem;
    background: var(--_paper);
    white-space: pre-wrap;
    max-width: 40rem;
  }
  @media (forced-colors: active) {
    [role='grid'] { background: CanvasText; border-color: CanvasText; }
    .cell { background: Canvas; color: CanvasText; forced-color-adjust: none; }
    .cell:not(.empty)::after { content: attr(data-char); color: CanvasText; border: 0; width: auto; height: auto; }
    .cell:focus-visible { outline-color: Highlight; }
    .ruins::before { border-color: CanvasText; }
    .highlight, .ghost { box-shadow: inset 0 0 0 3px Highlight; }
    .ghost.illegal { box-shadow: inset 0 0 0 3px Mark; }
    .mark { box-shadow: inset 0 0 0 3px LinkText; }
  }
`;
