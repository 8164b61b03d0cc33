/**
 * "Play this pack": a designer's cards on top of the base game. A designer's pack is rarely a whole
 * game (one scoring card, no seasons), so the base game fills in whatever it lacks: its explore deck
 * unless the pack has one, its seasons and edicts unless the pack has all four, and for each scoring
 * stack the pack's cards where it has some, else the base game's.
 */
import { assemblePack, cardsOf, type ManifestLike } from './assemble.ts';
import type { TableContent } from './combine.ts';
import type { Draft } from './draft.ts';
import { SCORING_STACKS } from './integrity.ts';
import { basePack } from './official.ts';
import { ContentError, type Problem } from './problems.ts';
import { gameTable } from './tables.ts';
import type { Pack, ScoringStack } from './types.ts';

/**
 * Problems that stop play: every one except the scoring file's "fill the four stacks" (pointer
 * `/cards` of scoring.json; only a pack with its own map sides, explore deck and seasons gets it), since the
 * base game fills the stacks a pack leaves empty.
 */
export function blockingProblems(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => !(p.file === 'scoring.json' && p.pointer === '/cards'));
}

/** The table to play, or the problems that stop it (already validated problems are passed in). */
export function playTable(draft: Draft, problems: readonly Problem[]): TableContent | Problem[] {
  const blocking = blockingProblems(problems);
  if (blocking.length) return blocking;
  const manifest = draft['pack.json'] as ManifestLike;
  const pack: Pack = assemblePack(manifest, cardsOf(manifest, draft));
  const scoring: Partial<Record<ScoringStack, string[]>> = {};
  for (const stack of SCORING_STACKS) {
    const own = pack.scoring.filter((c) => c.stack === stack).map((c) => c.id);
    scoring[stack] = own.length ? own : ['base'];
  }
  try {
    return gameTable([basePack, pack], {
      map: pack.maps[0]?.id ?? 'side-a',
      explore: [pack.explore.length ? pack.id : 'base'],
      ambush: pack.ambush.length ? ['base', pack.id] : ['base'],
      heroes: pack.heroes.length ? [pack.id] : [],
      seasons: pack.seasons.length === 4 && pack.edicts.length === 4 ? pack.id : 'base',
      scoring,
    });
  } catch (e) {
    if (e instanceof ContentError) return [...e.problems];
    throw e;
  }
}
