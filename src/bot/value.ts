/**
 * How good a sheet is for its owner: the stars it would bring at every season scoring still to come
 * if the map stayed as it is. Each edict's stars count once per season that scores it (the current
 * season's at full weight, later ones at `future`: the map will change before then), coins once per
 * scoring left (they are counted again every season), the monster penalty once per scoring left (at
 * `penaltyFuture` for later ones: empty spaces next to monsters may be filled by then).
 */
import type { EdictLetter } from '../content/types.ts';
import type { GameView } from '../game/types.ts';
import { bitScorer, monsterPenaltyBits } from '../scoring/bits.ts';
import type { BitBoard } from '../scoring/bits-board.ts';
import type { Position } from './position.ts';

export interface ValueWeights {
  /** weight of a later season's edict stars, as they stand now */
  readonly future: number;
  /** weight of a later season's monster penalty, as it stands now */
  readonly penaltyFuture: number;
}

export const DEFAULT_WEIGHTS: ValueWeights = { future: 1, penaltyFuture: 0.6 };

export class Valuer {
  private readonly scorers: ((b: BitBoard) => number)[] = [];
  private readonly weights: number[] = [];
  /** stars per coin: one per scoring left */
  readonly coinWeight: number;
  private readonly penaltyWeight: number;

  /** Values for the scorings of seasons `from` to `to` - 1. */
  constructor(view: Pick<GameView, 'seasons' | 'edicts'>, from: number, to: number, w: ValueWeights) {
    const byLetter = new Map<EdictLetter, number>();
    let scorings = 0;
    let penalty = 0;
    for (let s = from; s < Math.min(to, view.seasons.length); s++) {
      const weight = s === from ? 1 : w.future;
      scorings++;
      penalty += s === from ? 1 : w.penaltyFuture;
      for (const letter of view.seasons[s]!.edicts) byLetter.set(letter, (byLetter.get(letter) ?? 0) + weight);
    }
    for (const [letter, weight] of byLetter) {
      this.scorers.push(bitScorer(view.edicts[letter].rule));
      this.weights.push(weight);
    }
    this.coinWeight = scorings;
    this.penaltyWeight = penalty;
  }

  /** The value of a position (stars, weighted). */
  value(p: Position): number {
    const b = p.board;
    let v = p.coins * this.coinWeight + monsterPenaltyBits(b) * this.penaltyWeight;
    for (let k = 0; k < this.scorers.length; k++) v += this.weights[k]! * this.scorers[k]!(b);
    return v;
  }
}
