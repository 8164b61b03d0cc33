/**
 * Seating convention (docs/RULES.md §5, decided here): players sit clockwise in index order, so the
 * left-hand neighbour of player i is player i + 1 (mod n). Passing "clockwise" hands each sheet to
 * the left-hand neighbour: sheet i is drawn on by player i + 1. Counter-clockwise: by player i - 1.
 * With two players both directions give the other player.
 */
import type { Rotation } from '../content/types.ts';

/** Who draws the monster on `sheet`. */
export function drawerOf(sheet: number, pass: Rotation, players: number): number {
  return pass === 'clockwise' ? (sheet + 1) % players : (sheet - 1 + players) % players;
}

/** Which sheet `player` draws the monster on. */
export function sheetDrawnBy(player: number, pass: Rotation, players: number): number {
  return pass === 'clockwise' ? (player - 1 + players) % players : (player + 1) % players;
}
