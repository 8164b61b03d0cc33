/**
 * A NOTATION error (src/grid/notation.ts) as a problem code with its values, so that a map side or a
 * worked example that does not parse is worded like every other problem of a pack (the `map.*` codes).
 */
import type { NotationError } from '../grid/notation.ts';
import type { ContentProblemParams } from './problem-codes.ts';

type MapCode = 'map.ragged' | 'map.unknown-char' | 'map.spacing-found' | 'map.spacing-more' | 'map.spacing-mixed' | 'map.empty';

export type NotationProblem = { [C in MapCode]: { readonly code: C; readonly params: ContentProblemParams[C] } }[MapCode];

export function notationProblem(e: NotationError): NotationProblem {
  const p = e.params ?? {};
  const column = e.location.column ?? 0;
  switch (e.code) {
    case 'notation.ragged':
      return { code: 'map.ragged', params: { count: Number(p.count), line: Number(p.line), first: Number(p.first) } };
    case 'notation.unknown-char':
      return { code: 'map.unknown-char', params: { column, char: String(p.char), expected: String(p.expected) } };
    case 'notation.spacing':
      if (p.char !== undefined) return { code: 'map.spacing-found', params: { column, char: String(p.char) } };
      return p.spaced ? { code: 'map.spacing-more', params: { column } } : { code: 'map.spacing-mixed', params: { column } };
    default:
      return { code: 'map.empty', params: {} };
  }
}
