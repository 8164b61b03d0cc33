/**
 * A map space's accessible name, as a list of facts ("row 3, column 5, forest, ruins, planned
 * village"): each fact one message, joined by the locale's list pattern, never glued into a sentence.
 */
import { msg, str } from '../../i18n/localization.ts';
import type { Fill } from '../../src/grid/fills.ts';
import { formatList, formatNumber } from '../../i18n/format.ts';
import { fillName } from '../../i18n/terrain-names.ts';
import { getLocale, onLocaleReady } from '../../i18n/localization.ts';

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

/**
 * Names already worded, by locale and facts: a map renders all its spaces on every pointer move, and
 * wording a name (two numbers and a list through Intl) cost most of a move's script time. The facts
 * of a map's spaces take few values, so the cache stays small; it starts again past a bound.
 */
const known = new Map<string, string>();
const MAX_KNOWN = 4096;
// A language registered again (registerLocale) may word the same facts differently.
onLocaleReady(() => known.clear());

export function cellName(f: CellFacts): string {
  const g = f.ghost;
  const key = `${getLocale()}|${f.row}|${f.col}|${f.fill}|${+f.ruins}${+f.mark}${+f.hit}${+f.candidate}${+f.highlight}|${g ? `${+g.legal}${g.terrain ?? ''}` : '-'}`;
  let name = known.get(key);
  if (name === undefined) {
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, (name = wordCellName(f)));
  }
  return name;
}

function wordCellName(f: CellFacts): string {
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
