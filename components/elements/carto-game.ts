/**
 * `cartographers-live/elements/carto-game.js`: registers `<carto-game>` and every element it draws
 * (all the play elements, the provider first: see define.ts), and exports its class.
 */
import { defineCartoElements } from '../define.ts';

export { CartoGameElement } from '../carto-game.ts';

defineCartoElements();

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
