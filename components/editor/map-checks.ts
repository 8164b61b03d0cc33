/**
 * Whether a map side can be played, beyond what the validator says (rectangular, printed spaces
 * only): the printed sheet's size, room for every shape of the base game's explore deck, ruins for
 * its ruins cards to point at, and mountains to earn coins from.
 */
import { basePack } from '../../src/content/official.ts';
import { NotationError, parseNotation } from '../../src/grid/notation.ts';
import { countPlacements } from '../../src/rules/placements.ts';
import { newSheet } from '../../src/rules/sheet.ts';
import { msg, str } from '@lit/localize';
import { cardName } from '../i18n/content-words.ts';
import { formatList } from '../i18n/format.ts';

export interface MapCheck {
  readonly ok: boolean;
  readonly message: string;
}

export function mapChecks(rows: readonly string[]): MapCheck[] {
  let grid;
  try {
    grid = parseNotation(rows.join('\n'));
  } catch (e) {
    if (e instanceof NotationError) return [{ ok: false, message: msg(str`The map cannot be read: ${e.describe()}`) }];
    throw e;
  }
  const count = (f: string) => grid.fills.filter((x) => x === f).length;
  const ruins = grid.ruins.filter(Boolean).length;
  const sheet = newSheet(grid);
  const stuck = basePack.explore.filter((c) => !c.ruins && countPlacements(sheet, c) === 0).map((c) => cardName(c));
  return [
    { ok: grid.rows === 11 && grid.cols === 11, message: msg(str`${grid.rows} by ${grid.cols} spaces (the printed sheet is 11 by 11)`) },
    { ok: count('empty') > 0, message: msg(str`${count('empty')} empty spaces to draw on`) },
    { ok: stuck.length === 0, message: stuck.length ? msg(str`no room for: ${formatList(stuck)}`) : msg('every explore shape of the base game fits on the empty side') },
    { ok: ruins > 0, message: msg(str`${ruins} ruins spaces (ruins cards need at least one)`) },
    { ok: count('mountain') > 0, message: msg(str`${count('mountain')} mountains (each surrounded mountain earns a coin)`) },
  ];
}
