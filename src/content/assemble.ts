/**
 * Builds a Pack from a manifest and its cards: frozen, grouped by kind, indexed by id. No checks:
 * `loadPack` validates first; the official packs are assembled directly because their files are
 * validated by the test suite on every change (test/content/official-validate.test.ts), which keeps
 * the schema validator out of the one-script-tag bundle.
 */
import type { Card, Pack, SoloTitle } from './types.ts';

export interface ManifestLike {
  readonly id: string;
  readonly name: string;
  readonly files: readonly string[];
  readonly coinTrack?: number;
  readonly soloTitles?: readonly SoloTitle[];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The pack of these cards. The input is copied, so the caller's objects are never frozen. */
export function assemblePack(manifest: ManifestLike, cards: readonly Card[]): Pack {
  const copy = structuredClone(cards) as Card[];
  const of = <K extends Card['kind']>(kind: K) => copy.filter((c): c is Extract<Card, { kind: K }> => c.kind === kind);
  // No prototype: an id such as 'constructor' or '__proto__' is unknown, not Object's own.
  const byId: Record<string, Card> = Object.create(null) as Record<string, Card>;
  for (const card of copy) byId[card.id] = card;
  const pack: Pack = {
    id: manifest.id,
    name: manifest.name,
    explore: of('explore'),
    ambush: of('ambush'),
    heroes: of('hero'),
    seasons: of('season').sort((a, b) => a.order - b.order),
    edicts: of('edict').sort((a, b) => a.letter.localeCompare(b.letter)),
    scoring: of('scoring'),
    maps: of('map'),
    ...(manifest.coinTrack !== undefined ? { coinTrack: manifest.coinTrack } : {}),
    ...(manifest.soloTitles ? { soloTitles: structuredClone(manifest.soloTitles) } : {}),
    byId,
  };
  return deepFreeze(pack);
}

/** The cards of every file the manifest names, in the manifest's order. */
export function cardsOf(manifest: ManifestLike, files: Readonly<Record<string, unknown>>): Card[] {
  return manifest.files.flatMap((name) => ((files[name] as { cards?: Card[] } | undefined)?.cards ?? []) as Card[]);
}
