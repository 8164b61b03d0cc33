/** `cartographers-live/elements/carto-deck.js`: registers `<carto-deck>` and what it draws (<carto-card>, <carto-card-tip>), and exports its class. */
import './carto-card.ts';
import './carto-card-tip.ts';
import { CartoDeckElement } from '../carto-deck.ts';
import { defineOnce } from './define-once.ts';

export { CartoDeckElement };

defineOnce('carto-deck', CartoDeckElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
