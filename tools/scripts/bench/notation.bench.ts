import maps from '../../../content/base/maps.json' with { type: 'json' };
import { parseNotation, formatNotation } from '../../../src/grid/notation.ts';
import { measure, report } from './measure.ts';

/** The printed side A, as the base pack ships it. */
const sideA = maps.cards.find((m) => m.id === 'side-a')!.rows.join('\n');

export function run(): void {
  const grid = parseNotation(sideA);
  report('NOTATION (11x11)', [measure('parse side A', () => parseNotation(sideA)), measure('format side A', () => formatNotation(grid))]);
}
