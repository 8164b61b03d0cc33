/** `cartographers-live/elements/carto-help.js`: registers `<carto-help>`, and exports its class. */
import { CartoHelpElement } from '../carto-help.ts';
import { defineOnce } from './define-once.ts';

export { CartoHelpElement };

defineOnce('carto-help', CartoHelpElement);
