/** `cartographers-live/elements/carto-card-tip.js`: registers `<carto-card-tip>`, and exports its class. */
import { CartoCardTipElement } from '../carto-card-tip.ts';
import { defineOnce } from './define-once.ts';
import './carto-map.ts';

export { CartoCardTipElement };

defineOnce('carto-card-tip', CartoCardTipElement);
