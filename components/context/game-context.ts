import { createContext } from '@lit/context';
import type { ActorRefFrom } from 'xstate';
import type { gameMachine } from '../../machines/game.machine.ts';

export type GameActor = ActorRefFrom<typeof gameMachine>;

/**
 * `<carto-game>` provides its running game actor to the elements inside it under this key. A
 * registered symbol (Symbol.for), so that every copy of this module on a page has the same key:
 * with two bundles (carto-map.js, then carto.js), the first registers <carto-map> and the second
 * <carto-game>, and each must still find the other.
 */
export const gameContext = createContext<GameActor | undefined>(Symbol.for('cartographers-live/game-actor'));
