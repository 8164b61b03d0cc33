/**
 * How good a sheet is for its owner: the stars it would bring at every season scoring still to come
 * if the map stayed as it is, plus a share of its promise. Each edict's stars count once per season
 * that scores it (the current season's at full weight, later ones at `future`: the map will change
 * before then), coins once per scoring left (they are counted again every season), the monster
 * penalty once per scoring left (at `penaltyFuture` for later ones: empty spaces next to monsters may
 * be filled by then). Promise (softBitScorer): units that nearly meet a card's minimum earn part of
 * its stars, weighted by how much play is left before the scoring (`promise` for later seasons,
 * `promiseNow` times the share of this season's time still to come for the current one).
 */
import type { EdictLetter } from '../content/types.ts';
import type { GameView } from '../game/types.ts';
import { bitScorer, lastHardStars, monsterPenaltyBits, softBitScorer } from '../scoring/bits.ts';
import { MAX_BIT_ROWS as R, popcount, type BitBoard } from '../scoring/bits-board.ts';
import { FILL_CODE } from '../grid/fills.ts';
import { openBitScorer } from '../scoring/bits-open.ts';
import { changedByDrawing } from '../scoring/reads.ts';
import { scoringCost } from './costs.ts';
import type { Position } from './position.ts';

export interface ValueWeights {
  /** weight of a later season's edict stars, as they stand now */
  readonly future: number;
  /** weight of a later season's monster penalty, as it stands now */
  readonly penaltyFuture: number;
  /** share of a later season's promise (partial credit) */
  readonly promise: number;
  /** share of this season's promise, times the share of the season still to play */
  readonly promiseNow: number;
  /** exponent of partial credit: (have / need) ^ soft */
  readonly soft: number;
  /** share of a coin a mountain's promise is worth (see Position.mountainPromise) */
  readonly mountains: number;
  /**
   * stars per star of a card's open spaces (bits-open.ts: empty spaces that would count if drawn in
   * the card's terrain), times the card's promise share; 0 (or absent): none
   */
  readonly open?: number;
  /**
   * stars per empty space with no empty space beside it (only a 1x1 or a ruins drawing can fill it),
   * times the scorings left; 0 (or absent): none
   */
  readonly isolated?: number;
  /**
   * each later season's `future` and `promise` are this much smaller than the season before's (the
   * further off a scoring, the more the map will change before it); 1 (or absent): all alike
   */
  readonly decay?: number;
}

export const DEFAULT_WEIGHTS: ValueWeights = { future: 0.8, penaltyFuture: 0.9, promise: 0.8, promiseNow: 0.6, soft: 2, mountains: 1 };

/**
 * Weights given outright instead of derived from ValueWeights (a learned evaluation: learned.ts):
 * season s's edict stars and promise (partial credit beyond its stars), and the map's other terms.
 */
export interface ValuePlan {
  season(s: number): { readonly stars: number; readonly promise: number };
  readonly coins: number;
  readonly penalty: number;
  readonly mountains: number;
  /** per empty space */
  readonly empty: number;
  /** per empty space with no empty space beside it (only a 1x1 or a ruins drawing can fill it) */
  readonly isolated: number;
}

export class Valuer {
  private readonly hard: ((b: BitBoard) => number)[] = [];
  private readonly soft: (((b: BitBoard) => number) | null)[] = [];
  private readonly hardWeights: number[] = [];
  private readonly softWeights: number[] = [];
  /** per card, the fill codes whose drawing on empty spaces can change its stars (reads.ts) */
  private readonly changes: number[] = [];
  /** per card, its share of the value of the last position valued with `valueBase` */
  private readonly baseParts: number[] = [];
  /** stars per coin: one per scoring left */
  readonly coinWeight: number;
  private readonly penaltyWeight: number;
  /** stars per unit of mountain promise: a coin's worth, times the promise share */
  private readonly mountainWeight: number;
  private readonly softness: number;
  /** the cards' open spaces (bits-open.ts) and their weights: any drawing changes them, so they are valued every time */
  private readonly open: ((b: BitBoard) => number)[] = [];
  private readonly openWeights: number[] = [];

  /** the work of the terms valued on every position (costs.ts) */
  private readonly restCost: number = 1;
  private readonly emptyWeight: number = 0;
  private readonly isolatedWeight: number = 0;

  /**
   * Values for the scorings of seasons `from` to `to` - 1; `left` is the share (0..1) of season
   * `from` still to be played. `ended`: season `from` has no play left (its stars count as they
   * stand, without promise) and season `from` + 1 is played next, all of it still to come: the same
   * value as a valuer of season `from` alone with `left` 0 plus one from `from` + 1 on.
   */
  constructor(view: Pick<GameView, 'seasons' | 'edicts'>, from: number, to: number, w: ValueWeights, left = 1, ended = false, plan?: ValuePlan) {
    const hard = new Map<EdictLetter, number>();
    const soft = new Map<EdictLetter, number>();
    let scorings = 0;
    let penalty = 0;
    if (ended) left = 0;
    const current = (s: number) => s === from || (ended && s === from + 1);
    for (let s = from; s < Math.min(to, view.seasons.length); s++) {
      const planned = plan?.season(s);
      const later = (w.decay ?? 1) ** (s - from - (ended ? 2 : 1));
      const weight = planned ? planned.stars : current(s) ? 1 : w.future * later;
      const promise = planned ? planned.promise : s === from ? w.promiseNow * left : current(s) ? w.promiseNow : w.promise * later;
      scorings++;
      penalty += current(s) ? 1 : w.penaltyFuture;
      for (const letter of view.seasons[s]!.edicts) {
        hard.set(letter, (hard.get(letter) ?? 0) + weight - promise);
        soft.set(letter, (soft.get(letter) ?? 0) + promise);
      }
    }
    for (const [letter, weight] of hard) {
      const rule = view.edicts[letter].rule;
      const promise = soft.get(letter) ?? 0;
      this.hard.push(bitScorer(rule));
      this.hardWeights.push(weight);
      this.soft.push(promise !== 0 && w.soft > 0 ? softBitScorer(rule, w.soft) : null);
      this.softWeights.push(promise);
      this.changes.push(changedByDrawing(rule));
      this.costs.push(scoringCost(view.edicts[letter].id));
      this.baseParts.push(0);
      const open = (w.open ?? 0) > 0 && promise > 0 ? openBitScorer(rule) : null;
      if (open) this.open.push(open), this.openWeights.push(w.open! * promise);
    }
    // The open spaces are valued on every position, at about a card's cost each.
    this.restCost = 1 + this.open.length * Math.max(0, ...this.costs);
    this.fullCost = this.restCost + this.costs.reduce((a, b) => a + b, 0);
    this.coinWeight = plan ? plan.coins : scorings;
    this.penaltyWeight = plan ? plan.penalty : penalty;
    this.softness = w.soft;
    this.mountainWeight = plan ? (w.soft > 0 ? plan.mountains : 0) : scorings > 0 && w.soft > 0 ? w.mountains * (scorings - 1 + left) : 0;
    if (plan) {
      this.emptyWeight = plan.empty;
      this.isolatedWeight = plan.isolated;
    } else this.isolatedWeight = (w.isolated ?? 0) * scorings;
  }

  /** positions valued so far */
  count = 0;
  /**
   * work done so far, the search's budget (costs.ts): one per position valued plus each card's cost
   * for every card scored on it, so that a decision's work is bounded whatever cards are in play
   */
  work = 0;
  /** per card, the work of scoring it once */
  private readonly costs: number[] = [];
  /** the work of valuing a position afresh */
  private readonly fullCost: number = 1;
  /** card scorings `valueAfter` took from the base instead of scoring again */
  reused = 0;

  /** The value of a position (stars, weighted). */
  value(p: Position): number {
    this.count++;
    this.work += this.fullCost;
    let v = this.rest(p);
    for (let k = 0; k < this.hard.length; k++) v += this.part(p.board, k);
    return v;
  }

  /** Values a position and keeps each card's share: the base of the drawings valued next with `valueAfter`. */
  valueBase(p: Position): number {
    this.count++;
    this.work += this.fullCost;
    let v = this.rest(p);
    for (let k = 0; k < this.hard.length; k++) v += this.baseParts[k] = this.part(p.board, k);
    return v;
  }

  /**
   * The value of the base position (`valueBase`) after empty spaces were drawn in fill `code` (one
   * drawing, whatever its shape): a card the drawing cannot change keeps its share of the base, so
   * only the others are scored again. Equal to `value(p)` (test/unit/bot/value.test.ts).
   */
  valueAfter(p: Position, code: number): number {
    this.count++;
    let v = this.rest(p);
    let work = this.restCost;
    const bit = 1 << code;
    for (let k = 0; k < this.hard.length; k++) {
      if ((this.changes[k]! & bit) !== 0) (v += this.part(p.board, k)), (work += this.costs[k]!);
      else (v += this.baseParts[k]!), this.reused++;
    }
    this.work += work;
    return v;
  }

  /** Coins, the monster penalty, the mountains' promise and the open spaces: cheap, valued every time. */
  private rest(p: Position): number {
    let v = p.coins * this.coinWeight + monsterPenaltyBits(p.board) * this.penaltyWeight;
    if (this.mountainWeight !== 0) v += this.mountainWeight * p.mountainPromise(this.softness);
    for (let k = 0; k < this.open.length; k++) v += this.openWeights[k]! * this.open[k]!(p.board);
    if (this.emptyWeight !== 0 || this.isolatedWeight !== 0) {
      const [empty, isolated] = emptySpaces(p.board);
      v += this.emptyWeight * empty + this.isolatedWeight * isolated;
    }
    return v;
  }

  /** Card k's share: its stars and its promise, weighted. */
  private part(b: BitBoard, k: number): number {
    const soft = this.soft[k];
    if (!soft) return (this.hardWeights[k]! + this.softWeights[k]!) * this.hard[k]!(b);
    const promise = soft(b);
    return this.hardWeights[k]! * lastHardStars() + this.softWeights[k]! * promise;
  }
}

/** The map's empty spaces, and those of them with no empty space beside them. */
export function emptySpaces(b: BitBoard): [number, number] {
  const e = FILL_CODE.empty * R;
  let empty = 0;
  let isolated = 0;
  for (let r = 0; r < b.rows; r++) {
    const row = b.m[e + r]! & b.full;
    if (row === 0) continue;
    const near = (row << 1) | (row >>> 1) | (r > 0 ? b.m[e + r - 1]! : 0) | (r < b.rows - 1 ? b.m[e + r + 1]! : 0);
    empty += popcount(row);
    isolated += popcount(row & ~near);
  }
  return [empty, isolated];
}
