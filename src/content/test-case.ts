/**
 * "Export as test case": a scoring card, the sample map it was previewed on and the stars it scored
 * there, as the two files a rules test reads (a NOTATION map and a JSON expectation).
 */
import type { ScoringCard } from './types.ts';
import type { MapGrid } from '../grid/grid.ts';
import { formatNotation } from '../grid/notation.ts';
import { evaluate } from '../scoring/evaluate.ts';

export interface Download {
  readonly name: string;
  readonly type: string;
  readonly text: string;
  /** a binary file (a PDF): written instead of `text` */
  readonly bytes?: Uint8Array<ArrayBuffer>;
}

/** The two files; throws a CartoError (scoring.invalid-rule) when the card's rule cannot be scored. */
export function testCaseFiles(card: ScoringCard, sample: MapGrid): [Download, Download] {
  const score = evaluate(card.rule, sample);
  const map = `; Sample map for ${card.name} (${card.id}): ${score.stars} stars\n${formatNotation(sample)}\n`;
  const expectation = { map: `${card.id}.map`, card, expected: { stars: score.stars } };
  return [
    { name: `${card.id}.map`, type: 'text/plain', text: map },
    { name: `${card.id}.test.json`, type: 'application/json', text: `${JSON.stringify(expectation, null, 2)}\n` },
  ];
}
