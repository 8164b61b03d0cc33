import { css, unsafeCSS } from 'lit';
import { FILLS } from '../../src/grid/fills.ts';

/** One class per fill that sets the background to its theme token (swatches, shape spaces, map spaces), derived from the fill vocabulary. */
export const terrainBackgrounds = css`
  ${unsafeCSS(FILLS.map((f) => `.${f} { background-color: var(--_${f}); }`).join('\n'))}
`;
