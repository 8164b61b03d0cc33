/**
 * Which cards a table plays with: official packs by id, combined by gameTable (the same
 * policy as local play and the command line). A table's content is rebuilt from its stored setup, so it is cached by setup.
 */
import { gameTable, officialPack, type TableChoices, type TableContent } from '../../src/content/index.ts';
import { stableJson } from '../../src/game/index.ts';
import { ApiError } from './errors.ts';
import { ContentError } from '../../src/content/problems.ts';
import { problemSentence } from '../../i18n/content-problems.ts';

/** Tables pick their cards, so setups vary without end: keep the most recently used few. */
const CACHE_LIMIT = 64;
const cache = new Map<string, TableContent>();

export function specContent(packs: readonly string[], choices: TableChoices | undefined): TableContent {
  const key = stableJson({ packs, choices: choices ?? {} });
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const loaded = packs.map((id) => {
    const pack = officialPack(id);
    if (!pack) throw new ApiError(422, 'setup.pack', `There is no pack '${id}' (official packs: base, heroes, promo).`);
    return pack;
  });
  let content: TableContent;
  try {
    content = gameTable(loaded, choices ?? {});
  } catch (e) {
    const why = e instanceof ContentError ? e.problems.map((p) => `${p.pointer || '/'}: ${problemSentence(p)}`).join('; ') : (e as Error).message;
    throw new ApiError(422, 'setup.content', `These packs and choices do not make a table: ${why}`);
  }
  cache.set(key, content);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return content;
}

/** How many setups are cached (bounded by CACHE_LIMIT). */
export function contentCacheSize(): number {
  return cache.size;
}
