/**
 * What the engine did since the table last looked, as happenings (src/game/happenings.ts: stable
 * codes and parameters, no words): all of them for the live region, the ones a player did not do
 * and should not miss for the banner, and the solo walk to animate. The element says them in words
 * (components/news/sentences.ts).
 */
import { happeningsSince, type Happening, type HappeningCode } from '../../src/game/happenings.ts';
import type { GameState, GameView } from '../../src/game/types.ts';
import type { Cell } from '../../src/grid/grid.ts';

/** A solo ambush's monster walking the ring before it lands (the board animates it). */
export interface WalkNews {
  readonly sheet: number;
  readonly card: string;
  readonly cells: readonly Cell[];
}

export interface News {
  /** everything, for the live region */
  readonly all: readonly Happening[];
  /** what changed that the player did not do (monsters, destructions, zombies, hero kills, coins, scores): the banner */
  readonly notable: readonly Happening[];
  /** the last walk among the new entries, if any */
  readonly walk: WalkNews | null;
}

/** The happenings the banner shows: every change to a map that was not simply a player drawing their own shape. */
const NOTABLE: ReadonlySet<HappeningCode> = new Set<HappeningCode>([
  'monster.drawn',
  'monster.walked',
  'monster.ignored',
  'hero.kills',
  'spaces.destroyed',
  'zombies.spread',
  'coins.gained',
  'turn.skipped',
  'season.scored',
]);

/** The news of the log entries from index `from` up to (not including) `until` (default: to the end). */
export function newsSince(shown: GameState | GameView, from: number, until = shown.log.length): News {
  const all = happeningsSince(until < shown.log.length ? { ...shown, log: shown.log.slice(0, until) } : shown, Math.max(0, from));
  let walk: WalkNews | null = null;
  for (const h of all) if (h.code === 'monster.walked') walk = { sheet: h.sheet, card: h.card, cells: h.cells };
  return { all, notable: all.filter((h) => NOTABLE.has(h.code)), walk };
}
