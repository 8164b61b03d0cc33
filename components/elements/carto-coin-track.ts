/** `cartographers-live/elements/carto-coin-track.js`: registers `<carto-coin-track>`, and exports its class. */
import { CartoCoinTrackElement } from '../carto-coin-track.ts';
import { defineOnce } from './define-once.ts';

export { CartoCoinTrackElement };

defineOnce('carto-coin-track', CartoCoinTrackElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
