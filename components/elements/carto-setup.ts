/** `cartographers-live/elements/carto-setup.js`: registers `<carto-setup>`, and exports its class. */
import { CartoSetupElement } from '../carto-setup.ts';
import { defineOnce } from './define-once.ts';

export { CartoSetupElement };

defineOnce('carto-setup', CartoSetupElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
