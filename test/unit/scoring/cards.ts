/** Test helpers: the scoring cards exactly as shipped in the content packs, and scoring a NOTATION map with one. */
import base from '../../../content/base/scoring.json' with { type: 'json' };
import heroes from '../../../content/heroes/scoring.json' with { type: 'json' };
import { parseNotation } from '../../../src/grid/notation.ts';
import { evaluate, type Score, type ScoringRule } from '../../../src/scoring/index.ts';

export interface ShippedCard {
  readonly id: string;
  readonly name: string;
  readonly stack: string;
  readonly rule: ScoringRule;
}

export const shipped: readonly ShippedCard[] = [...base.cards, ...heroes.cards] as unknown as ShippedCard[];

export function card(id: string): ShippedCard {
  const found = shipped.find((c) => c.id === id);
  if (!found) throw new Error(`no scoring card ${id} in the packs`);
  return found;
}

/** The full score (stars and contributions) of the card on the map. */
export function scoreOf(id: string, map: string): Score {
  return evaluate(card(id).rule, parseNotation(map));
}

export function stars(id: string, map: string): number {
  return scoreOf(id, map).stars;
}
