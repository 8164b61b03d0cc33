/** `cartographers-live/elements/carto-shape.js`: registers `<carto-shape>`, and exports its class. */
import { CartoShapeElement } from '../carto-shape.ts';
import { defineOnce } from './define-once.ts';

export { CartoShapeElement };

defineOnce('carto-shape', CartoShapeElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
