/** `cartographers-live/elements/carto-lobby.js`: registers `<carto-lobby>` (online tables on a game server), and exports its class. */
import { CartoLobbyElement } from '../carto-lobby.ts';
import { defineOnce } from './define-once.ts';

export { CartoLobbyElement };

defineOnce('carto-lobby', CartoLobbyElement);

// The events' typings (HTMLElementEventMap) come with the entry: `addEventListener('carto-...')` is typed.
export type * from '../events/index.ts';
