import { createContext } from '@lit/context';
import type { ActorRefFrom } from 'xstate';
import type { gameMachine } from '../../machines/game.machine.ts';

export type GameActor = ActorRefFrom<typeof gameMachine>;

/** `<carto-game>` provides its running game actor to the elements inside it under this key. */
export const gameContext = createContext<GameActor | undefined>(Symbol('carto-game-actor'));
