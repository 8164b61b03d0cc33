/** The public engine API: pure TypeScript, no DOM, no Lit, no XState. */
export * from './errors.ts';
export * from './codes.ts';
export * from './grid/index.ts';
export * from './content/index.ts';
export * from './shapes/index.ts';
export * from './rules/index.ts';
export * from './scoring/index.ts';
export * from './game/index.ts';
// Sharing, outside the game barrel: the one-script bundle (src/play.ts) loads them only when a game ends.
export { gameText, gameFromText, packText, unpackText, replayCode, gameFromCode, mapCode, playerActions, MAX_CODE } from './game/link.ts';
export { timeline, type Frame, type Timeline } from './game/timeline.ts';
