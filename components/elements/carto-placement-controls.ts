/** `cartographers-live/elements/carto-placement-controls.js`: registers `<carto-placement-controls>` and what it draws (<carto-shape>), and exports its class. */
import './carto-shape.ts';
import { CartoPlacementControlsElement } from '../carto-placement-controls.ts';
import { defineOnce } from './define-once.ts';

export { CartoPlacementControlsElement };

defineOnce('carto-placement-controls', CartoPlacementControlsElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
