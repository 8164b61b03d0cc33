/**
 * What a player may know about the cards still to come, read from their view only (viewFor): the
 * deck's size, this season's revealed cards and the table's card list. Explore cards all go back into
 * the deck each season, so those not yet revealed this season are exactly the explore cards still in
 * it; the rest of the deck's count is ambush and hero cards, unknown. The deck's order is never used.
 */
import type { ExploreCard } from '../content/types.ts';
import type { GameView } from '../game/types.ts';

export interface DeckKnowledge {
  /** explore cards with shapes still in this season's deck */
  readonly shapes: readonly ExploreCard[];
  /** ruins cards still in the deck */
  readonly ruins: number;
  /** ambush and hero cards in the deck (which ones is hidden) */
  readonly unknown: number;
  /** the season ends when the current card is resolved (its time is already counted) */
  readonly seasonEndsNow: boolean;
  /** time still needed to end the season after the current card */
  readonly timeLeft: number;
}

export function deckKnowledge(view: Pick<GameView, 'cards' | 'revealed' | 'deck' | 'seasons' | 'season' | 'time'>): DeckKnowledge {
  const revealed = new Set(view.revealed);
  const shapes: ExploreCard[] = [];
  let ruins = 0;
  for (const id of Object.keys(view.cards)) {
    const card = view.cards[id]!;
    if (card.kind !== 'explore' || revealed.has(id)) continue;
    if (card.ruins === true) ruins++;
    else shapes.push(card);
  }
  const threshold = view.seasons[view.season]?.time ?? 0;
  const timeLeft = Math.max(0, threshold - view.time);
  return { shapes, ruins, unknown: Math.max(0, view.deck - shapes.length - ruins), seasonEndsNow: timeLeft === 0 || view.deck === 0, timeLeft };
}
