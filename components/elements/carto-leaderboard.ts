/** `cartographers-live/elements/carto-leaderboard.js`: registers `<carto-leaderboard>` and exports its class. */
import { CartoLeaderboardElement } from '../carto-leaderboard.ts';
import { defineOnce } from './define-once.ts';

export { CartoLeaderboardElement };

defineOnce('carto-leaderboard', CartoLeaderboardElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
