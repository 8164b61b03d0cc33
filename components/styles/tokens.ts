import { css } from 'lit';

/**
 * The theme tokens: every colour and size an element uses is a `--carto-*` custom property with
 * its default here. A page themes every element by setting these on any ancestor.
 */
export const tokens = css`
  :host {
    --_forest: var(--carto-forest, #2f7d3a);
    --_village: var(--carto-village, #b5452f);
    --_farm: var(--carto-farm, #d9a521);
    --_water: var(--carto-water, #2f6fb5);
    --_monster: var(--carto-monster, #6b3d8f);
    --_hero: var(--carto-hero, #c7782a);
    --_mountain: var(--carto-mountain, #6e5a45);
    --_wasteland: var(--carto-wasteland, #3b3b3b);
    --_destroyed: var(--carto-destroyed, #8a8a8a);
    --_empty: var(--carto-empty, #fbf6e9);
    --_paper: var(--carto-paper, #f3ead3);
    --_ink: var(--carto-ink, #2a2118);
    --_grid-line: var(--carto-grid-line, #b9a987);
    --_ruins: var(--carto-ruins, #2a2118);
    --_focus: var(--carto-focus, #0b57d0);
    --_cell-size: var(--carto-cell-size, 2rem);
    --_radius: var(--carto-radius, 4px);
    --_font: var(--carto-font, system-ui, sans-serif);
  }
`;
