import { css } from 'lit';

export const cartoShapeStyles = css`
  :host {
    display: inline-block;
    --_shape-cell: var(--carto-shape-cell-size, 0.9rem);
  }
  .shape {
    /* A shape is drawn as printed: never mirrored on a right-to-left page. */
    direction: ltr;
    display: grid;
    grid-template-columns: repeat(var(--_cols), var(--_shape-cell));
    grid-auto-rows: var(--_shape-cell);
    gap: 2px;
  }
  .cell {
    box-sizing: border-box;
    border-radius: 2px;
    display: grid;
    place-items: center;
  }
  .cell > .symbol {
    width: 84%;
    height: 84%;
  }
  .filled {
    background: var(--_terrain, var(--_ink));
    border: 1px solid var(--_ink);
  }
  .gap {
    border: 1px dashed var(--_ink);
    opacity: 0.6;
  }
  .cell.hero {
    background: var(--_hero);
    border: 1px solid var(--_ink);
    border-radius: 50%;
  }
  .attack {
    border: 2px solid var(--_monster);
    background: repeating-linear-gradient(45deg, transparent 0 3px, var(--_monster) 3px 4px);
  }
  .shape.forest { --_terrain: var(--_forest); }
  .shape.village { --_terrain: var(--_village); }
  .shape.farm { --_terrain: var(--_farm); }
  .shape.water { --_terrain: var(--_water); }
  .shape.monster { --_terrain: var(--_monster); }
  .shape.hero { --_terrain: var(--_hero); }
  @media (forced-colors: active) {
    .filled { background: CanvasText; forced-color-adjust: none; }
    .gap, .attack { border-color: CanvasText; }
  }
`;
