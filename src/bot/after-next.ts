/**
 * How the look-ahead values the position after the next card. That card takes time, so less of the
 * season is left to play after it: its promise (partial credit) is worth less, and when the card
 * ends the season there is none, the season's stars count as they stand and the next season is
 * the one to come in full. The position after the current card is valued with the share of the
 * season left after it (decide.ts); one card later it is valued the same way.
 */
import type { GameView } from '../game/types.ts';
import type { DeckKnowledge } from './knowledge.ts';
import { learnedValuer, type LearnedModel } from './learned.ts';
import { Valuer, type ValueWeights } from './value.ts';

/** Valuers of the position after the next card, by the time that card takes. */
export interface AfterNext {
  valuer(time: number): Valuer;
  /** also for the next season's first card, when the current card ends the season */
  readonly nextSeason: boolean;
  /** positions valued by all of them */
  readonly count: number;
  /** work done by all of them (the look-ahead's budget: Valuer.work) */
  readonly work: number;
}

/**
 * The valuers after the next card: in this season, or with `nextSeason` in the next one when the
 * current card ends this season (null when the game ends with it, or without `nextSeason`).
 */
export function afterNext(
  view: Pick<GameView, 'seasons' | 'edicts' | 'season'>,
  deck: DeckKnowledge,
  weights: ValueWeights,
  nextSeason: boolean,
  learned: LearnedModel | null = null,
): AfterNext | null {
  const end = view.seasons.length;
  const next = deck.seasonEndsNow;
  if (next && (!nextSeason || view.season + 1 >= end)) return null;
  const season = next ? view.season + 1 : view.season;
  const seasonTime = Math.max(1, view.seasons[season]?.time ?? 1);
  const timeLeft = next ? seasonTime : deck.timeLeft;
  const made = new Map<number, Valuer>();
  return {
    nextSeason: next,
    valuer(time) {
      let v = made.get(time);
      if (!v) {
        const ended = time >= timeLeft;
        const left = ended ? 0 : (timeLeft - time) / seasonTime;
        v = learned ? learnedValuer(view, learned, season, left, weights, ended) : new Valuer(view, season, end, weights, left, ended);
        made.set(time, v);
      }
      return v;
    },
    get count() {
      let n = 0;
      for (const v of made.values()) n += v.count;
      return n;
    },
    get work() {
      let n = 0;
      for (const v of made.values()) n += v.work;
      return n;
    },
  };
}
