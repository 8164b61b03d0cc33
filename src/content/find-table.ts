/**
 * Which official table a saved game was played on, from its content id and hash. A module of its
 * own: the one-script bundle builds tables from a setup and never needs it until a replay is shown.
 */
import { CartoError } from '../errors.ts';
import { officialPack } from './official.ts';
import { officialTable, type SavedGameContent } from './tables.ts';
import type { TableContent } from './combine.ts';
import { tableHash } from '../game/content-hash.ts';
import { currentHash } from '../game/legacy-hashes.ts';

/**
 * The official table a saved game was played on: its packs come from the content id
 * ("base+heroes"); the map side (and so the table) is the one whose hash matches.
 */
export function findTable(game: { readonly content: SavedGameContent }): TableContent {
  const content = game.content;
  const ids = String(content?.id ?? '')
    .split('+')
    .filter(Boolean);
  if (ids.length === 0 || ids.some((id) => !officialPack(id))) {
    throw new CartoError('table.not-official', `The game was played with content '${content?.id}', which is not made of official packs.`);
  }
  const wanted = currentHash(content.hash);
  const sides = ids.flatMap((id) => officialPack(id)!.maps.map((m) => m.id));
  for (const side of sides) {
    const table = officialTable(ids, side);
    if (tableHash(table) === wanted) return table;
  }
  throw new CartoError(
    'table.unknown-hash',
    `No official table of ${ids.join('+')} has the content hash ${content.hash} (the cards changed since the game was saved?).`,
  );
}
