/**
 * "Play this pack": a designer's cards played inside a real game. A designer's pack is rarely a whole
 * game (one scoring card, no seasons), so an official game (the base game, or Heroes) fills in what
 * it lacks. By default the pack's explore, ambush and hero cards are shuffled into the game's decks;
 * the designer may ask for a deck to be replaced by the pack's instead, and is warned when a deck
 * then cannot fill a season. The pack's scoring cards are forced into the edicts (each stack where
 * the pack has cards draws only from them) unless the designer mixes them into the game's stacks.
 * Its seasons and edicts are used when it has all four, its first map side when it has one.
 */
import { assemblePack, cardsOf, type ManifestLike } from './assemble.ts';
import type { TableContent } from './combine.ts';
import type { Draft } from './draft.ts';
import { SCORING_STACKS } from './stacks.ts';
import { basePack, heroesPack } from './official.ts';
import { ContentError, type Problem } from './problems.ts';
import { gameTable } from './tables.ts';
import type { Pack, ScoringStack } from './types.ts';

/** The decks a pack's cards can join or replace. */
export const PLAYTEST_DECKS = ['explore', 'ambush', 'heroes'] as const;
export type PlaytestDeck = (typeof PLAYTEST_DECKS)[number];

/** The official games a pack can be played in. */
export const PLAYTEST_GAMES = ['base', 'heroes'] as const;
export type PlaytestGame = (typeof PLAYTEST_GAMES)[number];

export interface PlaytestOptions {
  /** The game the pack is played in (default: the base game). */
  readonly game?: PlaytestGame;
  /** Decks the pack's cards replace instead of joining (default: none). */
  readonly replace?: readonly PlaytestDeck[];
  /** `force` (default): the pack's scoring cards are the edicts of their stacks; `mix`: they join the game's stacks. */
  readonly scoring?: 'force' | 'mix';
}

/** Something the designer should know before playing: a deck too short for a season. */
export interface PlaytestWarning {
  readonly kind: 'short-deck';
  readonly deck: 'explore';
  /** Total time on the deck's cards. */
  readonly time: number;
  /** The longest season's time. */
  readonly season: number;
}

export interface Playtest {
  readonly table: TableContent;
  readonly warnings: readonly PlaytestWarning[];
}

/**
 * Problems that stop play: every one except the scoring file's "fill the four stacks" (pointer
 * `/cards` of scoring.json; only a pack with its own map sides, explore deck and seasons gets it),
 * since the game fills the stacks a pack leaves empty.
 */
export function blockingProblems(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => !(p.file === 'scoring.json' && p.pointer === '/cards'));
}

const GAME_PACKS: Readonly<Record<PlaytestGame, Pack>> = { base: basePack, heroes: heroesPack };

/** A deck of the game with the pack's cards in it, or instead of it when asked (and the pack has some). */
function deck(game: Pack, pack: Pack, which: PlaytestDeck, options: PlaytestOptions): string[] {
  const own = pack[which].length > 0;
  if (own && options.replace?.includes(which)) return [pack.id];
  return own ? [game.id, pack.id] : game[which].length ? [game.id] : [];
}

/** The table to play, with warnings, or the problems that stop it (already validated problems are passed in). */
export function playTable(draft: Draft, problems: readonly Problem[], options: PlaytestOptions = {}): Playtest | Problem[] {
  const blocking = blockingProblems(problems);
  if (blocking.length) return blocking;
  const manifest = draft['pack.json'] as ManifestLike;
  const pack: Pack = assemblePack(manifest, cardsOf(manifest, draft));
  const game = GAME_PACKS[options.game ?? 'base'];
  const scoring: Partial<Record<ScoringStack, string[]>> = {};
  for (const stack of SCORING_STACKS) {
    const own = pack.scoring.filter((c) => c.stack === stack).map((c) => c.id);
    scoring[stack] = own.length && options.scoring !== 'mix' ? own : own.length ? [game.id, ...own] : [game.id];
  }
  try {
    const table = gameTable([game, pack], {
      map: pack.maps[0]?.id ?? game.maps[0]!.id,
      explore: deck(game, pack, 'explore', options),
      ambush: deck(game, pack, 'ambush', options),
      heroes: deck(game, pack, 'heroes', options),
      seasons: pack.seasons.length === 4 && pack.edicts.length === 4 ? pack.id : game.id,
      scoring,
    });
    return { table, warnings: playtestWarnings(table) };
  } catch (e) {
    if (e instanceof ContentError) return [...e.problems];
    throw e;
  }
}

/** A season ends when the time on its explore cards reaches the season's: a shorter deck ends it early. */
export function playtestWarnings(table: TableContent): PlaytestWarning[] {
  const time = table.explore.reduce((sum, c) => sum + c.time, 0);
  const season = Math.max(...table.seasons.map((s) => s.time));
  return time < season ? [{ kind: 'short-deck', deck: 'explore', time, season }] : [];
}
