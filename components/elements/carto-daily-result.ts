/** `cartographers-live/elements/carto-daily-result.js`: registers `<carto-daily-result>` and exports its class. */
import { CartoDailyResultElement } from '../carto-daily-result.ts';
import { defineOnce } from './define-once.ts';

export { CartoDailyResultElement };

defineOnce('carto-daily-result', CartoDailyResultElement);
