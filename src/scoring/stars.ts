/**
 * The public way to get stars (no explanation): every card through the compiled bit boards (bits.ts),
 * one board per map shared by all the cards scored on it, so its clusters and matched rows are found
 * once. The interpreter (evaluate.ts) still explains (`evaluate`) and is the oracle the bit boards are
 * tested against on every official card; it scores here only a map too big for a board.
 */
import type { Fill } from '../grid/fills.ts';
import type { MapGrid } from '../grid/grid.ts';
import { boardFromGrid, fitsBits, type BitBoard } from './bits-board.ts';
import { bitScorer, monsterPenaltyBits } from './bits.ts';
import { interpretStars } from './evaluate.ts';
import type { ScoringRule } from './rule-schema.ts';
import type { ScoringSheet } from './sheet.ts';
import { monsterPenalty } from './season.ts';

/**
 * The last map converted, by the identity of its arrays: a caller scoring several cards on one map one
 * call at a time (scoreRule per card) converts it once. Grids are immutable (their arrays are never
 * written once made; rules/masks.ts caches placement masks by identity the same way), so the same
 * arrays are the same map; comparing the spaces again cost more than half of a scoreRule call.
 */
const last = {
  board: undefined as BitBoard | undefined,
  fills: undefined as readonly Fill[] | undefined,
  ruins: undefined as readonly boolean[] | undefined,
  rows: 0,
  cols: 0,
};

/** The map as a bit board, valid until the next call (one board, refilled; never handed out). */
function boardOf(grid: MapGrid): BitBoard {
  if (grid.fills === last.fills && grid.ruins === last.ruins && grid.rows === last.rows && grid.cols === last.cols) return last.board!;
  last.board = boardFromGrid(grid, last.board);
  last.fills = grid.fills;
  last.ruins = grid.ruins;
  last.rows = grid.rows;
  last.cols = grid.cols;
  return last.board;
}

function gridOf(map: MapGrid | ScoringSheet): MapGrid {
  return 'mark' in map ? map.grid : map;
}

/** The stars a rule earns on a map (no explanation: see evaluate for which spaces earned them). */
export function scoreRule(rule: ScoringRule, map: MapGrid | ScoringSheet): number {
  const grid = gridOf(map);
  if (!fitsBits(grid.rows, grid.cols)) return interpretStars(rule, map);
  return bitScorer(rule)(boardOf(grid));
}

/** The compiled scorers of the last list of rules (a caller scoring map after map passes the same list). */
let lastRules: readonly ScoringRule[] | undefined;
let lastScorers: Array<(b: BitBoard) => number> = [];

function scorersOf(rules: readonly ScoringRule[]): ReadonlyArray<(b: BitBoard) => number> {
  if (rules !== lastRules || lastScorers.length !== rules.length) {
    lastScorers = rules.map((r) => bitScorer(r));
    lastRules = rules;
  }
  return lastScorers;
}

/** The stars of each rule on one map, in order: the map is converted once and its clusters are shared by the cards. */
export function scoreCards(rules: readonly ScoringRule[], map: MapGrid | ScoringSheet): number[] {
  const grid = gridOf(map);
  const out = new Array<number>(rules.length);
  if (!fitsBits(grid.rows, grid.cols)) {
    for (let k = 0; k < rules.length; k++) out[k] = interpretStars(rules[k] as ScoringRule, map);
    return out;
  }
  const board = boardOf(grid);
  const scorers = scorersOf(rules);
  for (let k = 0; k < rules.length; k++) out[k] = (scorers[k] as (b: BitBoard) => number)(board);
  return out;
}

/** The monster penalty's stars alone (docs/RULES.md §4): minus one per empty space next to a monster. */
export function monsterStars(map: MapGrid | ScoringSheet): number {
  const grid = gridOf(map);
  return fitsBits(grid.rows, grid.cols) ? monsterPenaltyBits(boardOf(grid)) : monsterPenalty(map).stars;
}

/** Scratch result of seasonStars (read at once by the caller; scoring is synchronous). */
const season = { a: 0, b: 0, monsters: 0 };

/**
 * A season's stars on one map (docs/RULES.md §4.1): its two edicts and the monster penalty, the map
 * converted once. The result is scratch, valid until the next call.
 */
export function seasonStars(a: ScoringRule, b: ScoringRule, grid: MapGrid): { readonly a: number; readonly b: number; readonly monsters: number } {
  if (!fitsBits(grid.rows, grid.cols)) {
    season.a = interpretStars(a, grid);
    season.b = interpretStars(b, grid);
    season.monsters = monsterPenalty(grid).stars;
    return season;
  }
  const board = boardOf(grid);
  season.a = bitScorer(a)(board);
  season.b = bitScorer(b)(board);
  season.monsters = monsterPenaltyBits(board);
  return season;
}
