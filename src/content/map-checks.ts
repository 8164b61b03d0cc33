/**
 * Whether a map side can be played, beyond what the validator says (rectangular, printed spaces
 * only): the printed sheet's size, room for every shape of the base game's explore deck, ruins for
 * its ruins cards to point at, and mountains to earn coins from (an edge mountain never earns one:
 * it has no fourth side to fill). Pure data: the editor words each check (and can translate it),
 * the command line can report it.
 */
import { basePack } from './official.ts';
import { PRINTED_SIZE } from './printed-size.ts';
import { NotationError, parseNotation } from '../grid/notation.ts';
import { countPlacements } from '../rules/placements.ts';
import { newSheet } from '../rules/sheet.ts';
import { onEdge } from '../rules/draft.ts';

export type MapCheck =
  | { readonly check: 'unreadable'; readonly ok: false; readonly error: string }
  | { readonly check: 'size'; readonly ok: boolean; readonly rows: number; readonly cols: number }
  | { readonly check: 'empty'; readonly ok: boolean; readonly count: number }
  | { readonly check: 'fit'; readonly ok: boolean; readonly stuck: readonly { readonly id: string; readonly name: string }[] }
  | { readonly check: 'ruins'; readonly ok: boolean; readonly count: number }
  | { readonly check: 'mountains'; readonly ok: boolean; readonly count: number }
  | { readonly check: 'edge-mountains'; readonly ok: boolean; readonly count: number };

export { PRINTED_SIZE };

export function mapChecks(rows: readonly string[]): MapCheck[] {
  let grid;
  try {
    grid = parseNotation(rows.join('\n'));
  } catch (e) {
    if (e instanceof NotationError) return [{ check: 'unreadable', ok: false, error: e.describe() }];
    throw e;
  }
  const count = (f: string) => grid.fills.filter((x) => x === f).length;
  const ruins = grid.ruins.filter(Boolean).length;
  const mountains = grid.fills.flatMap((f, i) => (f === 'mountain' ? [i] : []));
  const edge = mountains.filter((i) => onEdge(i, grid.rows, grid.cols)).length;
  const sheet = newSheet(grid);
  const stuck = basePack.explore.filter((c) => !c.ruins && countPlacements(sheet, c) === 0).map((c) => ({ id: c.id, name: c.name }));
  return [
    { check: 'size', ok: grid.rows === PRINTED_SIZE && grid.cols === PRINTED_SIZE, rows: grid.rows, cols: grid.cols },
    { check: 'empty', ok: count('empty') > 0, count: count('empty') },
    { check: 'fit', ok: stuck.length === 0, stuck },
    { check: 'ruins', ok: ruins > 0, count: ruins },
    { check: 'mountains', ok: mountains.length - edge > 0, count: mountains.length - edge },
    ...(edge > 0 ? [{ check: 'edge-mountains' as const, ok: false, count: edge }] : []),
  ];
}
