/**
 * The game engine: newGame, apply, legalActions, replay, viewFor, over plain-JSON state.
 * Every random outcome comes from the seeded generator in the state and is logged as `chance.*`.
 */
export * from './types.ts';
export { newGame, MAX_PLAYERS } from './setup.ts';
export { EDICT_LETTERS } from '../content/stacks.ts';
export { dealEdicts, edictChoiceProblem, type EdictChoice, type EdictChoiceProblem, type ScoringPools } from './deal.ts';
export { apply, describeTask } from './apply.ts';
export { legalActions, currentTask, isRuinsDraw, waitingFor } from './legal.ts';
export { replay, replayUntil, toSaved, firstDifference } from './replay.ts';
export { viewFor } from './view.ts';
export { randomAction, playRandomly, type PlayRandomlyOptions } from './random-player.ts';
export { gameResult, soloTitle } from './result.ts';
export { drawerOf, sheetDrawnBy } from './seating.ts';
export { seasonOver, walksAmbushes } from './flow.ts';
export { contentHash, tableHash, stableJson } from './content-hash.ts';
export { checkStep, checkState, nonJsonAt, type InvariantBreak } from './invariants.ts';
export type { SimulateOptions } from './simulate.ts';
export { simulateGame, type SimulatedGame } from './simulate.ts';
export { happeningsSince, walkOf, type Happening, type HappeningCode, type HappeningSource } from './happenings.ts';
export { gridsAtSeasonEnd, nextSeasonStart } from './season-end.ts';
export { previewPlacement, phaseKey, type Preview, type PreviewInput } from './preview.ts';
