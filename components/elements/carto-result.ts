/** `cartographers-live/elements/carto-result.js`: registers `<carto-result>` and what it draws (<carto-replay>, <carto-leaderboard>), and exports its class. */
import './carto-replay.ts';
import './carto-leaderboard.ts';
import { CartoResultElement } from '../carto-result.ts';
import { defineOnce } from './define-once.ts';

export { CartoResultElement };

defineOnce('carto-result', CartoResultElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
