/** Content as data: the pack model, validation, loading and combining. (The official packs are in official.ts.) */
export type * from './types.ts';
export * from './schema.ts';
export * from './problems.ts';
export { validatePack, loadPack, type PackFiles, type LoadOptions } from './load.ts';
export { combinePacks, type TableChoices, type TableContent } from './combine.ts';
export { EDICT_LETTERS, SCORING_STACKS } from './stacks.ts';
export { basePack, heroesPack, promoPack, officialPacks, officialPackFiles, officialPack, findCard } from './official.ts';
export { gameTable, officialTable, modeTable, requireOfficialPack, GAME_MODES, type GameMode } from './tables.ts';
export { findTable } from './find-table.ts';
