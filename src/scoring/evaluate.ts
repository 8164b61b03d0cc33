/**
 * The one interpreter of the scoring-rule language. A rule is validated and compiled to closures
 * once (cached per rule object); a map is prepared once (`prepare`) and may be shared by every card
 * scored on it. No card is known here: cards are data.
 */
import { CartoError } from '../errors.ts';
import type { Cell, MapGrid } from '../grid/grid.ts';
import { checkRule } from './check.ts';
import type { ScoringRule } from './rule-schema.ts';
import type { Group } from './group.ts';
import { prepare, transientSheet, type ScoringSheet } from './sheet.ts';
import { compileUnit, describeUnit } from './units.ts';
import { toCells } from './layout.ts';

export interface Contribution {
  readonly cells: readonly Cell[];
  readonly stars: number;
  /** Why these spaces earned stars, generated from the rule: "forest space adjacent to the map edge". */
  readonly because: string;
}

export interface Score {
  readonly stars: number;
  readonly contributions: readonly Contribution[];
}

/** Adds the rule's stars on `sheet` and, when `out` is given, pushes what earned them. */
type Compiled = (sheet: ScoringSheet, chosen: Group | undefined, out: Contribution[] | undefined) => number;

function plural(n: number): string {
  return `${n} star${Math.abs(n) === 1 ? '' : 's'}`;
}

function compile(rule: ScoringRule): Compiled {
  switch (rule.type) {
    case 'per':
    case 'per-space':
    case 'per-length': {
      const produce = compileUnit(rule.of);
      const stars = rule.stars;
      const noun = describeUnit(rule.of);
      const because =
        rule.type === 'per' ? noun : rule.type === 'per-space' ? `${noun}: ${plural(stars)} per space` : `${noun}: ${plural(stars)} per unit of length`;
      const times = rule.type === 'per' ? () => 1 : (u: Group) => u.length;
      const perSpace = rule.type === 'per-space';
      return (sheet, chosen, out) => {
        const units = produce(sheet, chosen);
        let total = 0;
        for (let k = 0; k < units.length; k++) {
          const u = units[k] as Group;
          const s = stars * (perSpace ? u.cells.length : times(u));
          total += s;
          // Cells built once per map size are shared; others are converted only when explaining.
          if (out) out.push({ cells: u.at ?? toCells(u.cells, sheet.layout.cells), stars: s, because });
        }
        return total;
      };
    }
    case 'sum': {
      const parts = rule.of.map(compile);
      return (sheet, chosen, out) => {
        let total = 0;
        for (let k = 0; k < parts.length; k++) total += (parts[k] as Compiled)(sheet, chosen, out);
        return total;
      };
    }
    case 'best': {
      const produce = compileUnit(rule.of);
      const award = compile(rule.award);
      const chosenNoun = describeUnit(rule.of);
      return (sheet, chosen, out) => {
        const candidates = produce(sheet, chosen);
        let best = 0;
        let bestUnit: Group | undefined;
        for (let k = 0; k < candidates.length; k++) {
          const u = candidates[k] as Group;
          const s = award(sheet, u, undefined);
          if (bestUnit === undefined || s > best) (best = s), (bestUnit = u);
        }
        if (out && bestUnit) {
          const parts: Contribution[] = [];
          award(sheet, bestUnit, parts);
          for (const p of parts) out.push({ ...p, because: `${p.because} (of the best ${chosenNoun})` });
        }
        return best;
      };
    }
  }
}

const cache = new WeakMap<object, Compiled>();

/**
 * Checks and compiles a rule once; throws a CartoError (code scoring.invalid-rule, with a JSON Pointer)
 * for a nonsense one. Rules are expected to be well-formed JSON of the language: packs validate their
 * rules against the schema when loaded (validateRule in validate.ts; the editor does too), so only the
 * semantic checks run here, which keeps the schema validator out of pages that only play.
 */
function compiled(rule: ScoringRule): Compiled {
  let fn = cache.get(rule);
  if (fn) return fn;
  const issues = checkRule(rule);
  const first = issues[0];
  if (first) throw new CartoError('scoring.invalid-rule', issues.map((i) => `${i.pointer || '/'}: ${i.code}`).join('; '), { pointer: first.pointer });
  fn = compile(rule);
  cache.set(rule, fn);
  return fn;
}

function isSheet(x: MapGrid | ScoringSheet): x is ScoringSheet {
  return 'mark' in x;
}

/** A plain grid goes into the pooled sheet: nothing of it outlives one evaluate or interpretStars call. */
function sheetOf(map: MapGrid | ScoringSheet): ScoringSheet {
  return isSheet(map) ? map : transientSheet(map);
}

/** The stars a rule earns on a map, and which spaces earned what. Pass a prepared sheet to share work across cards. */
export function evaluate(rule: ScoringRule, map: MapGrid | ScoringSheet): Score {
  const sheet = sheetOf(map);
  const contributions: Contribution[] = [];
  const stars = compiled(rule)(sheet, undefined, contributions);
  return { stars, contributions };
}

/**
 * Only the stars, by the interpreter: the oracle the compiled bit boards are tested against, and their
 * fallback for a rule they do not compile. Callers want scoreRule (stars.ts), the fast public path.
 */
export function interpretStars(rule: ScoringRule, map: MapGrid | ScoringSheet): number {
  return compiled(rule)(sheetOf(map), undefined, undefined);
}

export { prepare, type ScoringSheet };
