/** `cartographers-live/elements/carto-map.js`: registers `<carto-map>`, and exports its class. */
import { CartoMapElement } from '../carto-map.ts';
import { defineOnce } from './define-once.ts';

export { CartoMapElement };
// The languages: carto-map.js is a bundle of its own, with its own copy of the runtime to register them in.
export * from '../i18n-entry.ts';

defineOnce('carto-map', CartoMapElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
