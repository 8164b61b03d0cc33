/**
 * The same stars as stars.ts, through the interpreter only (evaluate.ts): what the one-script bundles
 * (dist/carto.js, tools/vite.config.ts) score with. A page scores a few maps a season, where the bit boards'
 * speed buys nothing and their compiler would weigh on every page; the search and the command line
 * keep the bit boards. Both give the same stars on every official card (the oracle test,
 * test/unit/scoring/fast-oracle.test.ts; test/unit/scoring/stars-interpreted.test.ts compares the two modules).
 */
import type { MapGrid } from '../grid/grid.ts';
import { interpretStars } from './evaluate.ts';
import type { ScoringRule } from './rule-schema.ts';
import type { ScoringSheet } from './sheet.ts';
import { monsterPenalty } from './season.ts';

/** The stars a rule earns on a map (no explanation: see evaluate for which spaces earned them). */
export function scoreRule(rule: ScoringRule, map: MapGrid | ScoringSheet): number {
  return interpretStars(rule, map);
}

/** The stars of each rule on one map, in order. */
export function scoreCards(rules: readonly ScoringRule[], map: MapGrid | ScoringSheet): number[] {
  return rules.map((rule) => interpretStars(rule, map));
}

/** The monster penalty's stars alone (RULES.md §4): minus one per empty space next to a monster. */
export function monsterStars(map: MapGrid | ScoringSheet): number {
  return monsterPenalty(map).stars;
}

/** A season's stars on one map (RULES.md §4.1): its two edicts and the monster penalty. */
export function seasonStars(a: ScoringRule, b: ScoringRule, grid: MapGrid): { readonly a: number; readonly b: number; readonly monsters: number } {
  return { a: interpretStars(a, grid), b: interpretStars(b, grid), monsters: monsterPenalty(grid).stars };
}
