import { css } from 'lit';

export const cartoMapStyles = css`
  :host {
    display: inline-block;
    font-family: var(--_font);
    color: var(--_ink);
    --_size: var(--_cell-size);
    max-width: 100%;
  }
  :host([hidden]) {
    display: none;
  }
  /* Fit: as wide as the container allows, never wider than --carto-cell-size a space. The frame and
     grid take 13px besides the spaces and their 1px gaps. The host is a size container, so it cannot
     size itself by its content: its natural width is given, the map's width at --carto-cell-size. */
  :host([fit]) {
    display: block;
    container-type: inline-size;
    contain-intrinsic-inline-size: calc(var(--_cols, 11) * (var(--_cell-size) + 1px) + 13px);
    /* All the width there is, up to the natural width (also where its parent would size it by content). */
    width: 100%;
    min-width: 0;
    max-width: min(100%, calc(var(--_cols, 11) * (var(--_cell-size) + 1px) + 13px));
  }
  :host([fit]) .frame {
    --_size: max(0.75rem, min(var(--_cell-size), (100cqi - 13px) / var(--_cols, 11) - 1px));
  }
  :host([zoom]) .frame {
    --_size: var(--carto-cell-size-zoom, 2.75rem);
    max-width: 100%;
    overflow: auto;
    overscroll-behavior: contain;
  }
  .frame {
    /* Left to right also on a right-to-left page, so a zoomed map opens on its first column. */
    direction: ltr;
    padding: 4px;
    width: max-content;
    box-sizing: border-box;
  }
  :host([zoom]) .frame {
    width: auto;
  }
  .zoom {
    font: inherit;
    font-size: 0.85rem;
    min-height: 2.75rem;
    margin-bottom: 0.25rem;
    padding: 0.25rem 0.75rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
    color: var(--_ink);
    cursor: pointer;
  }
  .zoom[aria-pressed='true'] {
    box-shadow: inset 0 0 0 2px var(--_focus);
  }
  .zoom:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  [role='grid'] {
    display: grid;
    /* A map is never mirrored, also on a right-to-left page. */
    direction: ltr;
    grid-template-columns: repeat(var(--_cols), var(--_size));
    gap: 1px;
    padding: 1px;
    background: var(--_grid-line);
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    box-shadow: 0 0 0 3px var(--_paper), 0 0 0 4px var(--_ink);
    width: max-content;
  }
  [role='row'] {
    display: contents;
  }
  .cell {
    position: relative;
    box-sizing: border-box;
    width: var(--_size);
    height: var(--_size);
    display: grid;
    place-items: center;
    font-size: calc(var(--_size) * 0.5);
    line-height: 1;
    user-select: none;
  }
  /* Coloured pencil: a faint light hatch over a drawn space. */
  .cell:not(.empty) {
    background-image: repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.13) 0 1px, transparent 1px 4px);
  }
  .empty {
    background-image: var(--_grain);
  }
  .cell > .symbol {
    width: 68%;
    height: 68%;
  }
  .ruins.empty > .symbol {
    --_symbol-body: var(--_empty);
    --_symbol-ink: var(--_ruins);
    width: 62%;
    height: 62%;
  }
  .cell:focus {
    outline: none;
  }
  /* Focus: a ring outside the space, above its neighbours; every other state is drawn inside it. */
  .cell:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
    z-index: 3;
  }
  /* Ruins: a dashed ring under the symbol, kept once the space is drawn over. */
  .ruins::before {
    content: '';
    position: absolute;
    inset: 6%;
    border: 1.5px dashed var(--_ruins);
    border-radius: 50%;
  }
  .ruins:not(.empty)::before {
    border-color: var(--_symbol-body);
  }
  :host([interactive]) .cell {
    cursor: pointer;
    touch-action: manipulation;
  }
  /* Layers over the fill: a hero's attack (hatched) and a destroy candidate (a diamond), each with a light halo so it shows on any colour. */
  .layer {
    position: absolute;
    inset: 2px;
    pointer-events: none;
    border-radius: 2px;
  }
  .mark > .layer {
    border: 2px dashed var(--_attack);
    box-shadow: 0 0 0 1px var(--_symbol-body), inset 0 0 0 1px var(--_symbol-body);
    background: repeating-linear-gradient(45deg, var(--_attack) 0 1.5px, transparent 1.5px 6px);
    opacity: 0.85;
  }
  /* A monster the hero would destroy: a solid frame and a cross over the symbol, which stays readable. */
  .hit > .layer {
    border-style: solid;
    border-width: 3px;
    background:
      linear-gradient(45deg, transparent calc(50% - 1px), var(--_attack) calc(50% - 1px) calc(50% + 1px), transparent calc(50% + 1px)),
      linear-gradient(-45deg, transparent calc(50% - 1px), var(--_attack) calc(50% - 1px) calc(50% + 1px), transparent calc(50% + 1px));
    opacity: 1;
  }
  /* A space a troll or gorgon may take: a solid diamond, never a ring (a ring is a ruins space). */
  .candidate > .layer {
    inset: 20%;
    border: 3px solid var(--_attack);
    border-radius: 2px;
    transform: rotate(45deg);
    box-shadow: 0 0 0 2px var(--_symbol-body), inset 0 0 0 2px var(--_symbol-body);
  }
  .highlight {
    box-shadow: inset 0 0 0 3px var(--_highlight);
    z-index: 1;
  }
  .cell.ghost {
    background-image: linear-gradient(var(--_ghost), var(--_ghost));
    box-shadow: inset 0 0 0 2px var(--_ink);
  }
  .cell.selected {
    box-shadow: inset 0 0 0 3px var(--_ink), inset 0 0 0 5px var(--_symbol-body);
  }
  .ghost.empty > .symbol {
    opacity: 0.8;
  }
  .ghost-forest { --_ghost: color-mix(in srgb, var(--_forest) 75%, transparent); }
  .ghost-village { --_ghost: color-mix(in srgb, var(--_village) 75%, transparent); }
  .ghost-farm { --_ghost: color-mix(in srgb, var(--_farm) 75%, transparent); }
  .ghost-water { --_ghost: color-mix(in srgb, var(--_water) 75%, transparent); }
  .ghost-monster { --_ghost: color-mix(in srgb, var(--_monster) 75%, transparent); }
  .ghost-hero { --_ghost: color-mix(in srgb, var(--_hero) 75%, transparent); }
  .ghost-destroyed { --_ghost: color-mix(in srgb, var(--_destroyed) 75%, transparent); }
  .ghost-any { --_ghost: color-mix(in srgb, var(--_ink) 30%, transparent); }
  .ghost.illegal {
    --_ghost: color-mix(in srgb, var(--_illegal) 55%, transparent);
    box-shadow: inset 0 0 0 2px var(--_illegal);
  }
  @media (prefers-reduced-motion: no-preference) {
    .ghost { transition: background-color 60ms linear; }
  }
  .error {
    font-family: var(--_font);
    color: var(--_ink);
    border: 2px solid var(--_error);
    border-radius: var(--_radius);
    padding: 0.5rem 0.75rem;
    background: var(--_paper);
    white-space: pre-wrap;
    max-width: 40rem;
  }
  @media (forced-colors: active) {
    [role='grid'] { background: CanvasText; border-color: CanvasText; }
    .cell { background: Canvas; color: CanvasText; forced-color-adjust: none; }
    .cell:focus-visible { outline-color: Highlight; }
    .ruins::before { border-color: CanvasText; }
    .highlight, .ghost { box-shadow: inset 0 0 0 3px Highlight; }
    .ghost.illegal { box-shadow: inset 0 0 0 3px Mark; }
    .layer { border-color: LinkText; background: none; box-shadow: none; }
    .selected { box-shadow: inset 0 0 0 3px CanvasText; }
  }
`;
