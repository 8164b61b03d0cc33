import { parseNotation, formatNotation } from '../../src/grid/notation.ts';
import { measure, report } from './measure.ts';

const sideA = `
. . . . . . . . . . .
. . . M . r . . . . .
. r . . . . . . M r .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . M . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. r M . . . . . . r .
. . . . . r . M . . .
. . . . . . . . . . .`;

export function run(): void {
  const grid = parseNotation(sideA);
  report('NOTATION (11x11)', [measure('parse side A', () => parseNotation(sideA)), measure('format side A', () => formatNotation(grid))]);
}
