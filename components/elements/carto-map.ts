/** `cartographers-live/elements/carto-map.js`: registers `<carto-map>`, and exports its class. */
import { CartoMapElement } from '../carto-map.ts';
import { defineOnce } from './define-once.ts';

export { CartoMapElement };

defineOnce('carto-map', CartoMapElement);
