/** `cartographers-live/elements/carto-scoreboard.js`: registers `<carto-scoreboard>` and what it draws (<carto-card-tip>), and exports its class. */
import './carto-card-tip.ts';
import { CartoScoreboardElement } from '../carto-scoreboard.ts';
import { defineOnce } from './define-once.ts';

export { CartoScoreboardElement };

defineOnce('carto-scoreboard', CartoScoreboardElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
