import { css } from 'lit';

export const cartoShapeEditorStyles = css`
  .canvas {
    --_size: var(--carto-shape-cell-size, 1.6rem);
    display: grid;
    grid-template-columns: repeat(var(--_cols), var(--_size));
    grid-auto-rows: var(--_size);
    gap: 1px;
    margin: 0.4rem 0;
    width: max-content;
    background: var(--_grid-line);
    border: 1px solid var(--_grid-line);
  }
  .cell {
    min-height: 0;
    border: 0;
    border-radius: 0;
    padding: 0;
    background: var(--_empty);
  }
  .cell.space {
    background: var(--_forest);
  }
  .cell.attack {
    background: var(--_monster);
  }
  .cell.hero {
    background: var(--_hero);
  }
  .cell.gap {
    background: repeating-linear-gradient(45deg, var(--_empty) 0 3px, var(--_grid-line) 3px 6px);
  }
  .orientations {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    align-items: flex-start;
  }
  @media (forced-colors: active) {
    .cell.space,
    .cell.attack,
    .cell.hero {
      background: CanvasText;
    }
  }
`;
