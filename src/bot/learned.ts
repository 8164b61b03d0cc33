/**
 * A learned evaluation: what a map is worth for the scorings still to come, fitted on games (the
 * stars a player actually gained after a drawing) instead of set by hand. It is linear in the same
 * terms the hand-set Valuer reads, so it values positions as fast and as incrementally: per season
 * still to score (counted from the current one), its edict stars as the map stands and their
 * promise (partial credit beyond those stars, from the compiled rules: no card is named); coins,
 * the monster penalty and the mountains' promise per scoring left; the empty spaces and those with
 * no empty space beside them. Each weight is a + b x (the share of the current season still to
 * play), so promise can count for less as a season runs out. Constants (a bias, the share, the
 * scorings left) only help the fit: they are the same for every drawing compared in one decision.
 * The weights come from games on tuning deals (tools/scripts/bot-learn.ts), never measuring ones.
 */
import type { EdictLetter } from '../content/types.ts';
import type { GameView } from '../game/types.ts';
import { lastHardStars, monsterPenaltyBits, softBitScorer } from '../scoring/bits.ts';
import type { Position } from './position.ts';
import { emptySpaces, Valuer, type ValuePlan, type ValueWeights } from './value.ts';

/** Seasons counted from the current one (0) that have weights of their own. */
export const LEARNED_SEASONS = 4;
/** the exponent of partial credit in the promise the model reads (the hand-set default's) */
export const LEARNED_SOFT = 2;

/** Each term has a weight a (`name`) and b (`name*left`), times the share of the season left. */
export const LEARNED_TERMS = [
  ...Array.from({ length: LEARNED_SEASONS }, (_, d) => [`stars${d}`, `promise${d}`]).flat(),
  'coins',
  'penalty',
  'mountains',
  'empty',
  'isolated',
  'bias',
  'scorings',
] as const;

export const LEARNED_FEATURES: readonly string[] = LEARNED_TERMS.flatMap((t) => [t, `${t}*left`]);

export interface LearnedModel {
  readonly format: 'carto-learned-value/1';
  /** LEARNED_FEATURES, in the order of `weights` */
  readonly features: readonly string[];
  readonly weights: readonly number[];
  /** how it was fitted (deals, games, positions, ridge), for the record */
  readonly fitted: { readonly deals: string; readonly positions: number; readonly ridge: number; readonly policy: string };
}

/**
 * The terms of a position for the model (before the share's products): seen from season `season`
 * with `left` (0..1) of it still to play; coins, penalty and mountains times the scorings left.
 */
export function learnedTerms(view: Pick<GameView, 'seasons' | 'edicts'>, season: number, p: Position): Readonly<Record<string, number>> {
  const out = Object.fromEntries(LEARNED_TERMS.map((t) => [t, 0])) as Record<string, number>;
  const scorings = Math.max(0, view.seasons.length - season);
  for (let d = 0; d < LEARNED_SEASONS && season + d < view.seasons.length; d++) {
    for (const letter of view.seasons[season + d]!.edicts) {
      const rule = view.edicts[letter as EdictLetter].rule;
      const soft = softBitScorer(rule, LEARNED_SOFT)(p.board);
      const hard = lastHardStars();
      out[`stars${d}`]! += hard;
      out[`promise${d}`]! += soft - hard;
    }
  }
  const [empty, isolated] = emptySpaces(p.board);
  return {
    ...out,
    coins: p.coins * scorings,
    penalty: monsterPenaltyBits(p.board) * scorings,
    mountains: p.mountainPromise(LEARNED_SOFT) * scorings,
    empty,
    isolated,
    bias: 1,
    scorings,
  };
}

/** The model's feature vector (LEARNED_FEATURES' order). */
export function learnedFeatures(view: Pick<GameView, 'seasons' | 'edicts'>, season: number, left: number, p: Position): number[] {
  const terms = learnedTerms(view, season, p);
  return LEARNED_TERMS.flatMap((t) => [terms[t]!, terms[t]! * left]);
}

/** The model's value of a position: the features times the weights (the reference the Valuer's plan must equal). */
export function learnedValue(model: LearnedModel, view: Pick<GameView, 'seasons' | 'edicts'>, season: number, left: number, p: Position): number {
  const x = learnedFeatures(view, season, left, p);
  let v = 0;
  for (let i = 0; i < x.length; i++) v += x[i]! * model.weights[i]!;
  return v;
}

function weightOf(model: LearnedModel, term: string, left: number): number {
  const i = model.features.indexOf(term);
  const j = model.features.indexOf(`${term}*left`);
  if (i < 0 || j < 0) throw new Error(`the learned model has no weight for ${term}`);
  return model.weights[i]! + model.weights[j]! * left;
}

/**
 * The Valuer's weights for the model, seen from season `from` with `left` of it to play. `ended`:
 * season `from` has no play left and is scored as it stands (stars at 1, coins and penalty once),
 * and the model values the rest from season `from` + 1, all of it to come. The model's constants
 * are left out: equal for every position one valuer compares.
 */
export function learnedPlan(model: LearnedModel, seasons: number, from: number, left: number, ended = false): ValuePlan {
  const start = ended ? from + 1 : from;
  const share = ended ? 1 : left;
  const scorings = Math.max(0, seasons - start);
  const w = (term: string) => weightOf(model, term, share);
  const banked = ended && from < seasons ? 1 : 0;
  return {
    season(s) {
      if (ended && s === from) return { stars: 1, promise: 0 };
      const d = s - start;
      if (d < 0 || d >= LEARNED_SEASONS) return { stars: 0, promise: 0 };
      return { stars: w(`stars${d}`), promise: w(`promise${d}`) };
    },
    coins: banked + w('coins') * scorings,
    penalty: banked + w('penalty') * scorings,
    mountains: w('mountains') * scorings,
    empty: w('empty'),
    isolated: w('isolated'),
  };
}

/** A Valuer of seasons `from` on by the model (see learnedPlan). */
export function learnedValuer(
  view: Pick<GameView, 'seasons' | 'edicts'>,
  model: LearnedModel,
  from: number,
  left: number,
  weights: ValueWeights,
  ended = false,
): Valuer {
  const plan = learnedPlan(model, view.seasons.length, from, left, ended);
  return new Valuer(view, from, view.seasons.length, { ...weights, soft: LEARNED_SOFT, open: 0 }, left, ended, plan);
}
