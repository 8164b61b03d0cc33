/**
 * The official packs, imported statically (works in Vite, vitest and tsx) and loaded once:
 * validated, frozen and indexed by id. Card ids are unique across the three packs (a test checks),
 * so `findCard` needs no pack.
 */
import basePackJson from '../../content/base/pack.json' with { type: 'json' };
import baseExplore from '../../content/base/explore.json' with { type: 'json' };
import baseAmbush from '../../content/base/ambush.json' with { type: 'json' };
import baseSeasons from '../../content/base/seasons.json' with { type: 'json' };
import baseEdicts from '../../content/base/edicts.json' with { type: 'json' };
import baseScoring from '../../content/base/scoring.json' with { type: 'json' };
import baseMaps from '../../content/base/maps.json' with { type: 'json' };
import heroesPackJson from '../../content/heroes/pack.json' with { type: 'json' };
import heroesExplore from '../../content/heroes/explore.json' with { type: 'json' };
import heroesAmbush from '../../content/heroes/ambush.json' with { type: 'json' };
import heroesHeroes from '../../content/heroes/heroes.json' with { type: 'json' };
import heroesSeasons from '../../content/heroes/seasons.json' with { type: 'json' };
import heroesEdicts from '../../content/heroes/edicts.json' with { type: 'json' };
import heroesScoring from '../../content/heroes/scoring.json' with { type: 'json' };
import heroesMaps from '../../content/heroes/maps.json' with { type: 'json' };
import promoPackJson from '../../content/promo/pack.json' with { type: 'json' };
import promoAmbush from '../../content/promo/ambush.json' with { type: 'json' };
import type { PackFiles } from './load.ts';
import { assemblePack, cardsOf, type ManifestLike } from './assemble.ts';
import type { Card, Pack } from './types.ts';

/** The parsed files of each official pack, as `loadPack` takes them (also used by tests and the CLI). */
export const officialPackFiles: Readonly<Record<'base' | 'heroes' | 'promo', PackFiles>> = {
  base: {
    'pack.json': basePackJson,
    'explore.json': baseExplore,
    'ambush.json': baseAmbush,
    'seasons.json': baseSeasons,
    'edicts.json': baseEdicts,
    'scoring.json': baseScoring,
    'maps.json': baseMaps,
  },
  heroes: {
    'pack.json': heroesPackJson,
    'explore.json': heroesExplore,
    'ambush.json': heroesAmbush,
    'heroes.json': heroesHeroes,
    'seasons.json': heroesSeasons,
    'edicts.json': heroesEdicts,
    'scoring.json': heroesScoring,
    'maps.json': heroesMaps,
  },
  promo: {
    'pack.json': promoPackJson,
    'ambush.json': promoAmbush,
  },
};

/** Cartographers (2019): 13 explore, 4 ambush, 4 season, 4 edict, 16 scoring cards, map sides A and B. */
/**
 * The official packs are assembled without the schema pass: test/content/official-validate.test.ts
 * validates these very files on every change, and skipping it here keeps the validator (and its
 * bytes) out of pages that only play.
 */
function official(files: PackFiles): Pack {
  const manifest = files['pack.json'] as ManifestLike;
  return assemblePack(manifest, cardsOf(manifest, files));
}

export const basePack: Pack = official(officialPackFiles.base);
/** Cartographers Heroes (2021): 11 explore, 4 ambush, 4 hero, 4 season, 4 edict, 16 scoring cards, map sides C and D. */
export const heroesPack: Pack = official(officialPackFiles.heroes);
/** The promotional ambush mini-expansion: 4 ambush cards, an optional pack. */
export const promoPack: Pack = official(officialPackFiles.promo);

export const officialPacks: readonly Pack[] = [basePack, heroesPack, promoPack];

/** The official card with this id (any kind, any official pack), or undefined. */
export function findCard(id: string): Card | undefined {
  for (const pack of officialPacks) {
    const card = pack.byId[id];
    if (card) return card;
  }
  return undefined;
}

/** The official pack with this id, or undefined. */
export function officialPack(id: string): Pack | undefined {
  return officialPacks.find((p) => p.id === id);
}
