/**
 * A map space's accessible name, as a list of facts ("row 3, column 5, forest, ruins, planned
 * village"): each fact one message, joined by the locale's list pattern, never glued into a sentence.
 */
import { msg, str } from './localization.ts';
import type { Fill } from '../../src/grid/fills.ts';
import { formatList, formatNumber } from './format.ts';
import { fillName } from './terrain-names.ts';

export interface CellFacts {
  readonly row: number;
  readonly col: number;
  readonly fill: Fill;
  readonly ruins: boolean;
  readonly mark: boolean;
  /** a monster inside a hero's pattern */
  readonly hit: boolean;
  readonly candidate: boolean;
  readonly highlight: boolean;
  readonly ghost?: { readonly legal: boolean; readonly terrain?: Fill | undefined } | undefined;
}

export function cellName(f: CellFacts): string {
  const parts = [msg(str`row ${formatNumber(f.row + 1)}, column ${formatNumber(f.col + 1)}`), fillName(f.fill)];
  if (f.ruins) parts.push(msg('ruins'));
  if (f.mark) parts.push(f.hit ? msg('attacked by a hero: this monster will be destroyed') : msg('attacked by a hero'));
  if (f.candidate) parts.push(msg('may be destroyed'));
  if (f.highlight) parts.push(msg('highlighted'));
  if (f.ghost) {
    const what = f.ghost.terrain ? fillName(f.ghost.terrain) : msg('drawing');
    parts.push(f.ghost.legal ? msg(str`planned ${what}`) : msg(str`refused ${what}`));
  }
  return formatList(parts, 'unit');
}
