/** Matches compiled to a bit mask of fill codes plus two flags, so a test is a shift and an and. */
import type { Match } from './rule-schema.ts';
import { fillMask } from '../grid/fills.ts';
import { FILLED_MASK, type ScoringSheet } from './sheet.ts';

export interface CompiledMatch {
  /** bit (1 << code) set for each matching fill */
  readonly mask: number;
  /** a ruins space matches whatever its fill */
  readonly ruins: boolean;
  /** an off-map side (the map edge) matches */
  readonly edge: boolean;
}

export function compileMatch(m: Match): CompiledMatch {
  switch (m.type) {
    case 'fill':
      return { mask: fillMask(m.fills), ruins: false, edge: false };
    case 'filled':
      return { mask: FILLED_MASK, ruins: false, edge: false };
    case 'ruins':
      return { mask: 0, ruins: true, edge: false };
    case 'edge':
      return { mask: 0, ruins: false, edge: true };
    case 'any-of': {
      const parts = m.of.map((p) => compileMatch(p));
      return { mask: parts.reduce((a, p) => a | p.mask, 0), ruins: parts.some((p) => p.ruins), edge: parts.some((p) => p.edge) };
    }
  }
}

export function matches(sheet: ScoringSheet, m: CompiledMatch, i: number): boolean {
  return ((m.mask >> (sheet.fill[i] as number)) & 1) === 1 || (m.ruins && sheet.ruins[i] === true);
}

/** "forest", "filled space", "the map edge", "water or the map edge". */
export function describeMatch(m: Match): string {
  switch (m.type) {
    case 'fill':
      return m.fills.join(' or ');
    case 'filled':
      return 'filled space';
    case 'ruins':
      return 'ruins space';
    case 'edge':
      return 'the map edge';
    case 'any-of':
      return m.of.map((p) => describeMatch(p)).join(' or ');
  }
}
