/**
 * What a rule reads of a map, derived from its nodes: the sets of fills (as masks of fill codes)
 * whose spaces it looks at. A rule's stars depend only on which spaces fall in each of its sets
 * (and on the printed ruins and the map's size, which never change during a game), so a drawing
 * that turns empty spaces into a fill outside every set where it would change membership (a set
 * holding one of empty and that fill, not both) leaves the stars as they were. A search uses this
 * to score again only the cards a drawing can change (incremental scoring). Derived per node, like
 * the compilers: a node type added to the language must say what it reads here.
 */
import { FILL_CODE, TERRAINS, fillMask } from '../grid/fills.ts';
import { compileMatch } from './match.ts';
import type { Filter, Match, ScoringRule, Unit } from './rule-schema.ts';
import { FILLED_MASK } from './sheet.ts';

function match(m: Match, out: number[]): void {
  const mask = compileMatch(m).mask;
  if (mask !== 0) out.push(mask);
}

function filter(f: Filter, out: number[]): void {
  switch (f.type) {
    case 'adjacent':
      return match(f.to, out);
    case 'surrounded':
      if (f.by) match(f.by, out);
      else out.push(FILLED_MASK);
      return;
    case 'count':
      return match(f.of, out);
    case 'every':
      return match(f.is, out);
    case 'equal-counts':
      match(f.of[0], out);
      return match(f.of[1], out);
    case 'distinct-terrains':
      // Which terrains a unit or its neighbours hold: each terrain's spaces on their own.
      for (const t of TERRAINS) out.push(1 << FILL_CODE[t]);
      return;
    case 'linked':
      out.push(1 << FILL_CODE[f.through]);
      return match(f.to, out);
    case 'size':
    case 'touches-edge':
    case 'contains':
    case 'parity':
    case 'on-ruins':
      return;
  }
}

function unit(u: Unit, out: number[]): void {
  switch (u.type) {
    case 'spaces':
    case 'neighbours':
    case 'runs':
      if (u.fills) out.push(fillMask(u.fills));
      break;
    case 'clusters':
      out.push(1 << FILL_CODE[u.terrain]);
      break;
    case 'squares':
      match(u.of, out);
      break;
    case 'largest':
    case 'second-largest':
      return unit(u.of, out);
    case 'rows':
    case 'columns':
    case 'diagonals':
    case 'occupied-rows':
    case 'occupied-columns':
      break;
  }
  if ('where' in u) for (const f of u.where ?? []) filter(f, out);
}

function rule(r: ScoringRule, out: number[]): void {
  switch (r.type) {
    case 'per':
    case 'per-space':
    case 'per-length':
      return unit(r.of, out);
    case 'sum':
      for (const part of r.of) rule(part, out);
      return;
    case 'best':
      unit(r.of, out);
      return rule(r.award, out);
  }
}

/** The distinct fill sets a rule reads, as masks of fill codes. */
export function readsOf(r: ScoringRule): number[] {
  const out: number[] = [];
  rule(r, out);
  return [...new Set(out)];
}

/**
 * For each fill code c, whether drawing empty spaces in c can change the rule's stars: bit c of
 * the result is set when some set the rule reads holds exactly one of empty and c.
 */
export function changedByDrawing(r: ScoringRule): number {
  const empty = 1 << FILL_CODE.empty;
  let changed = 0;
  for (const set of readsOf(r)) {
    for (let c = 0; c < 31; c++) {
      const bit = 1 << c;
      if (((set & empty) !== 0) !== ((set & bit) !== 0)) changed |= bit;
    }
  }
  return changed;
}
