/** `cartographers-live/elements/carto-scoreboard.js`: registers `<carto-scoreboard>`, and exports its class. */
import { CartoScoreboardElement } from '../carto-scoreboard.ts';
import { defineOnce } from './define-once.ts';

export { CartoScoreboardElement };

defineOnce('carto-scoreboard', CartoScoreboardElement);
