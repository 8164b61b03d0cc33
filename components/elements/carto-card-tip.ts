/** `cartographers-live/elements/carto-card-tip.js`: registers `<carto-card-tip>` and what it draws (<carto-map>), and exports its class. */
import './carto-map.ts';
import { CartoCardTipElement } from '../carto-card-tip.ts';
import { defineOnce } from './define-once.ts';

export { CartoCardTipElement };

defineOnce('carto-card-tip', CartoCardTipElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
