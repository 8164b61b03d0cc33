/** `cartographers-live/elements/carto-replay.js`: registers `<carto-replay>` and what it draws (<carto-map>, <carto-scoreboard>), and exports its class. */
import './carto-map.ts';
import './carto-scoreboard.ts';
import { CartoReplayElement } from '../carto-replay.ts';
import { defineOnce } from './define-once.ts';

export { CartoReplayElement };

defineOnce('carto-replay', CartoReplayElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
