/**
 * The one way chosen packs become a game table. Every front door (the game's setup screen, the
 * command line, the server, the editor's "Play this pack") goes through `gameTable`, so the same
 * choice gives the same table (and so the same content hash) wherever it is made.
 *
 * The policy on top of `combinePacks`: every chosen pack with explore cards adds them to the deck
 * unless the choices say otherwise (with base and Heroes that is the combined game, ruins cards on a
 * Heroes map: docs/RULES.md §7).
 */
import { CartoError } from '../errors.ts';
import { combinePacks, type TableChoices, type TableContent } from './combine.ts';
import { officialPack, officialPacks } from './official.ts';
import type { Pack } from './types.ts';

/** What a saved game says of its content: the packs' ids joined by '+', and the table's hash. */
export interface SavedGameContent {
  readonly id: string;
  readonly hash: string;
}

/** The three official games, by the packs they are made of. */
export const GAME_MODES = {
  base: ['base'],
  heroes: ['heroes'],
  combined: ['base', 'heroes'],
} as const satisfies Record<string, readonly string[]>;

export type GameMode = keyof typeof GAME_MODES;

/** Combines the chosen packs with the table policy above; throws a ContentError naming every bad choice. */
export function gameTable(packs: readonly Pack[], choices: TableChoices = {}): TableContent {
  const withDecks = packs.filter((p) => p.explore.length > 0).map((p) => p.id);
  return combinePacks(packs, { explore: withDecks, ...choices });
}

/** The official pack with this id, or a CartoError that lists the official ones. */
export function requireOfficialPack(id: string): Pack {
  const pack = officialPack(id);
  if (!pack) throw new CartoError('table.unknown-pack', `There is no official pack '${id}' (official packs: ${officialPacks.map((p) => p.id).join(', ')}).`);
  return pack;
}

/** An official table: official packs by id, on a map side (default: the first pack's first side). */
export function officialTable(packIds: readonly string[], side?: string): TableContent {
  return gameTable(packIds.map(requireOfficialPack), side !== undefined ? { map: side } : {});
}

/** The table of one of the official games on a map side. */
export function modeTable(mode: GameMode, side: string): TableContent {
  return officialTable(GAME_MODES[mode], side);
}
