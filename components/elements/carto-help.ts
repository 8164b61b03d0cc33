/** `cartographers-live/elements/carto-help.js`: registers `<carto-help>`, and exports its class. */
import { CartoHelpElement } from '../carto-help.ts';
import { defineOnce } from './define-once.ts';

export { CartoHelpElement };

defineOnce('carto-help', CartoHelpElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
