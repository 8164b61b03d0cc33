/** `cartographers-live/elements/carto-deck.js`: registers `<carto-deck>` and what it draws (<carto-card>), and exports its class. */
import './carto-card.ts';
import { CartoDeckElement } from '../carto-deck.ts';
import { defineOnce } from './define-once.ts';

export { CartoDeckElement };

defineOnce('carto-deck', CartoDeckElement);
