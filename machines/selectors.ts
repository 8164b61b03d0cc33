/** Selectors over the game actor's snapshot: the slices elements subscribe to (SelectController). */
import type { SnapshotFrom } from 'xstate';
import type { GameState } from '../src/game/types.ts';
import type { Sheet } from '../src/rules/sheet.ts';
import type { gameMachine } from './game.machine.ts';
import type { Violation } from '../src/codes.ts';

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** The whole game state (what `<carto-game>` renders from). */
export const selectState = (s: GameSnapshot): GameState => s.context.state;
/** Every player's sheet (what a `<carto-map player>` follows). */
export const selectSheets = (s: GameSnapshot): readonly Sheet[] => s.context.state.sheets;
/** "waiting for N players": how many still owe an action in the open phase. */
export const selectWaiting = (s: GameSnapshot): number => s.context.waiting;
/** The last refused action's sentence, cleared by the next accepted one. */
export const selectViolation = (s: GameSnapshot): Violation | null => s.context.violation ?? null;
