/** Selectors over the game actor's snapshot: the slices elements subscribe to. */
import type { SnapshotFrom } from 'xstate';
import { legalActions } from '../src/game/legal.ts';
import type { Action } from '../src/game/types.ts';
import type { gameMachine } from './game.machine.ts';

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** "waiting for N players": how many still owe an action in the open phase. */
export const selectWaiting = (s: GameSnapshot): number => s.context.waiting;
export const selectStage = (s: GameSnapshot) => s.context.state.stage;
export const selectSeason = (s: GameSnapshot): number => s.context.state.season;
export const selectSheet = (player: number) => (s: GameSnapshot) => s.context.state.sheets[player];
export const selectScores = (s: GameSnapshot) => s.context.state.scores;
export const selectResult = (s: GameSnapshot) => s.context.state.result;
export const selectViolation = (s: GameSnapshot) => s.context.violation;
export const selectTask = (player: number) => (s: GameSnapshot) => s.context.state.tasks[player]?.[0] ?? null;
export const selectLegalActions = (player: number) => (s: GameSnapshot): Action[] => legalActions(s.context.state, player);
