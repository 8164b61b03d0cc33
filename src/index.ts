/** The public engine API: pure TypeScript, no DOM, no Lit, no XState. */
export * from './errors.ts';
export * from './codes.ts';
export * from './grid/index.ts';
export * from './content/index.ts';
export * from './shapes/index.ts';
export * from './rules/index.ts';
export * from './scoring/index.ts';
export * from './game/index.ts';
// The daily challenge and sharing, outside the game barrel: the one-script bundle (src/play.ts) takes
// only what its elements use, and loads the rest when a game ends.
export { dailyDeal, dailyGame, dailyTable, isDailyDate, isDailyMode, DAILY_MODES, type DailyDate, type DailyDeal } from './game/daily.ts';
export { checkDailyResult, type DailyScore } from './game/daily-result.ts';
export { utcDay, addDays } from './game/calendar.ts';
export { mapPicture, FILL_EMOJI, SHARE_LIMIT } from './game/share.ts';
export { gameText, gameFromText, packText, unpackText, replayCode, gameFromCode, mapCode, playerActions, MAX_CODE } from './game/link.ts';
export { timeline, type Frame, type Timeline } from './game/timeline.ts';
// The computer player: what a seat would do from its view (the same call the table's worker makes).
export { decide, BOT_LEVELS, SETTLES, DEFAULT_BUDGET, DEFAULT_DEEP, type BotOptions, type BotDecision, type BotLevel, type Settle } from './bot/decide.ts';
export type { Thinker } from './bot/thinker.ts';
