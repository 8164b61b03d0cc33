import { css } from 'lit';

/** One class per terrain that sets the background to its theme token (swatches, shape spaces, map spaces). */
export const terrainBackgrounds = css`
  .forest { background: var(--_forest); }
  .village { background: var(--_village); }
  .farm { background: var(--_farm); }
  .water { background: var(--_water); }
  .monster { background: var(--_monster); }
  .hero { background: var(--_hero); }
`;
