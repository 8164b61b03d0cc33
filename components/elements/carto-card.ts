/** `cartographers-live/elements/carto-card.js`: registers `<carto-card>` and what it draws (<carto-map>, <carto-shape>), and exports its class. */
import './carto-map.ts';
import './carto-shape.ts';
import { CartoCardElement } from '../carto-card.ts';
import { defineOnce } from './define-once.ts';

export { CartoCardElement };

defineOnce('carto-card', CartoCardElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
