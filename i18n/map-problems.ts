/**
 * Why a map's text cannot be read (the NOTATION codes of src/content/notation-problem.ts), in the
 * reader's language. Kept apart from the pack's other problems (content-problems.ts, which spreads
 * these in) so that `<carto-map>`, in every bundle, words its own error without loading the
 * validator's hundred sentences.
 */
import { msg, str } from './localization.ts';
import type { ContentProblemParams } from '../src/content/problem-codes.ts';
import { notationProblem, type NotationProblem } from '../src/content/notation-problem.ts';
import type { NotationError } from '../src/grid/notation.ts';
import { formatNumber, plural } from './format.ts';

const n = formatNumber;
type MapTextCode = NotationProblem['code'];

export const MAP_TEXT_SENTENCES = {
  'map.spacing-found': (p) => msg(str`character ${n(p.column)}: expected a single space between spaces, found '${p.char}'`),
  'map.spacing-more': (p) => msg(str`character ${n(p.column)}: expected a single space between spaces, found more`),
  'map.spacing-mixed': (p) => msg(str`character ${n(p.column)}: separate spaces with single spaces throughout the row or not at all`),
  'map.unknown-char': (p) => msg(str`character ${n(p.column)}: unknown character '${p.char}' (expected one of ${p.expected})`),
  'map.empty': () => msg('the map has no rows (only blank or comment lines)'),
  'map.ragged': ({ count, line, first }) =>
    plural(count, {
      one: () =>
        msg(str`the map is not rectangular: this row has ${n(count)} space but the first row (line ${n(line)}) has ${n(first)}`, { id: 'map.ragged.one' }),
      few: () =>
        msg(str`the map is not rectangular: this row has ${n(count)} spaces but the first row (line ${n(line)}) has ${n(first)}`, { id: 'map.ragged.few' }),
      many: () =>
        msg(str`the map is not rectangular: this row has ${n(count)} spaces but the first row (line ${n(line)}) has ${n(first)}`, { id: 'map.ragged.many' }),
      other: () =>
        msg(str`the map is not rectangular: this row has ${n(count)} spaces but the first row (line ${n(line)}) has ${n(first)}`, { id: 'map.ragged.other' }),
    }),
} satisfies { readonly [C in MapTextCode]: (p: ContentProblemParams[C]) => string };

/** A map text's error as one sentence: where (line, when known) and what. */
export function notationSentence(e: NotationError): string {
  const problem = notationProblem(e);
  const what = (MAP_TEXT_SENTENCES[problem.code] as (p: typeof problem.params) => string)(problem.params);
  const line = e.location.line;
  return line === undefined ? what : msg(str`line ${n(line)}: ${what}`, { id: 'map.text.at-line' });
}
