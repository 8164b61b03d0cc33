/**
 * What the engine did since the table last looked: the sentences the live region announces
 * (reveals, solo ambush walks, season scores), and the walk to animate. Pure: the table machine
 * calls it with the log entries it has not reported yet.
 */
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
  readonly sentences: readonly string[];
  /** what a player did not do and should not miss (monsters drawn, scores): the visible banner */
  readonly notable: readonly string[];
  /** the last walk among the new entries, if any */
  readonly walk: WalkNews | null;
}

export function newsSince(shown: GameState | GameView, from: number, nameOf: (player: number) => string): News {
  const sentences: string[] = [];
  const notable: string[] = [];
  let walk: WalkNews | null = null;
  for (const e of shown.log.slice(Math.max(0, from))) {
    const a = e.action;
    if (a.type === 'reveal') sentences.push(`Revealed ${shown.cards[a.card]?.name ?? a.card}.`);
    if (a.type === 'walk') {
      const name = shown.cards[a.card]?.name ?? a.card;
      const said = a.cells.length ? `${name}: the monster walked the ring and was drawn on ${nameOf(a.sheet)}'s map.` : `${name}: the monster fits nowhere and is ignored.`;
      sentences.push(said);
      notable.push(said);
      if (a.cells.length) walk = { sheet: a.sheet, card: a.card, cells: a.cells };
    }
    if (a.type === 'season.scored') {
      const said = `${shown.seasons[e.season]?.name ?? 'Season'} scored: ${a.totals.map((t, p) => `${nameOf(p)} ${t}`).join(', ')}.`;
      sentences.push(said);
      notable.push(said);
    }
  }
  return { sentences, notable, walk };
}
