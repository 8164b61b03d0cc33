/**
 * A rule's open spaces, on bit boards: the stars its space units would gain if each empty space
 * that passes the unit's filters as the map stands were drawn in the unit's terrain. A search's
 * measure of what a map still allows a card (Sentinel Wood's empty edge spaces, Canal Lake's empty
 * spaces beside a farm or water), never a score: the spaces overlap between cards and a space takes
 * one terrain only. Derived from the rule's nodes like the other compilers (no card is named):
 * `per` of `spaces` whose fills hold a terrain players draw, whose filters read only the space's
 * neighbours, the edge or the printed ruins (so the space's own fill does not change them), and
 * `sum` of such rules; every other node opens nothing.
 */
import { FILL_CODE, type Fill } from '../grid/fills.ts';
import { MAX_BIT_ROWS as R, popcount, type BitBoard } from './bits-board.ts';
import { compileSpaceTestBits, type SpaceTestBits } from './bits-tests.ts';
import type { Filter, ScoringRule } from './rule-schema.ts';

/** Terrains a shape card draws: the ones a player can still put on an empty space. */
const DRAWN: ReadonlySet<Fill> = new Set<Fill>(['forest', 'village', 'farm', 'water']);
/** Filters that do not read the space's own fill. */
const AROUND: ReadonlySet<Filter['type']> = new Set<Filter['type']>(['adjacent', 'surrounded', 'distinct-terrains', 'touches-edge', 'on-ruins']);

type Open = (b: BitBoard) => number;

function compileOpen(rule: ScoringRule): Open[] {
  if (rule.type === 'sum') return rule.of.flatMap(compileOpen);
  if (rule.type !== 'per' || rule.of.type !== 'spaces') return [];
  const unit = rule.of;
  if (!unit.fills?.some((f) => DRAWN.has(f))) return [];
  const where = unit.where ?? [];
  if (!where.every((f) => AROUND.has(f.type))) return [];
  const tests = where.map(compileSpaceTestBits);
  if (tests.some((t) => t === null)) return [];
  const passing = tests as SpaceTestBits[];
  const stars = rule.stars;
  const out = new Int32Array(R);
  const tmp = new Int32Array(R);
  const empty = FILL_CODE.empty * R;
  return [
    (b) => {
      for (let r = 0; r < b.rows; r++) out[r] = b.m[empty + r]! & b.full;
      for (const t of passing) {
        t(b, tmp);
        for (let r = 0; r < b.rows; r++) out[r]! &= tmp[r]!;
      }
      let n = 0;
      for (let r = 0; r < b.rows; r++) n += popcount(out[r]!);
      return n * stars;
    },
  ];
}

const compiled = new WeakMap<object, Open | null>();

/** The rule's open spaces in stars (see above), or null when the rule has none to open. Compiled once per rule object. */
export function openBitScorer(rule: ScoringRule): Open | null {
  if (compiled.has(rule)) return compiled.get(rule)!;
  const parts = compileOpen(rule);
  const fn: Open | null = parts.length === 0 ? null : parts.length === 1 ? parts[0]! : (b) => parts.reduce((n, p) => n + p(b), 0);
  compiled.set(rule, fn);
  return fn;
}
