/**
 * A season's end as the players saw it. The engine settles in one step from a season's scoring to
 * the next season's first task: it shuffles, reveals the next cards and (solo, or a table that walks
 * its ambushes) draws an ambush's monster on the map. A season's summary must show none of that: the
 * next card is hidden until it is drawn. These functions find where the next season begins in the
 * log and take its drawings back off the maps. They work on a GameState and on a player's GameView
 * (its shuffles keep their place in the log, without their order).
 */
import type { Fill } from '../grid/fills.ts';
import { indexOf, type Cell, type MapGrid } from '../grid/grid.ts';
import { happeningsSince, type HappeningSource } from './happenings.ts';

/**
 * The index in `log` where the season after `season` (0-based) begins: the shuffle that follows that
 * season's scoring. The log's length while it has not begun (the last season, or effects to choose).
 */
export function nextSeasonStart(log: HappeningSource['log'], season: number): number {
  let scorings = 0;
  for (let i = 0; i < log.length; i++) {
    const type = log[i]!.action.type;
    if (type === 'season.scored') scorings++;
    else if (type === 'chance.shuffle' && scorings > season) return i;
  }
  return log.length;
}

/**
 * Every map as it stood when `season` ended: the spaces drawn since the next season began (a walked or
 * drawn monster, a shape, a hero) are empty again, as they were before (everything is drawn on an
 * empty space). Destructions after that point (only online, by players who went on before this one
 * looked) are not taken back.
 */
export function gridsAtSeasonEnd(game: HappeningSource, season: number): MapGrid[] {
  const from = nextSeasonStart(game.log, season);
  const grids = game.sheets.map((s) => s.grid);
  if (from >= game.log.length) return grids;
  const drawn = new Map<number, Cell[]>();
  for (const h of happeningsSince(game, from)) {
    if (h.code !== 'shape.drawn' && h.code !== 'monster.drawn' && h.code !== 'monster.walked' && h.code !== 'hero.drawn') continue;
    const cells = h.code === 'hero.drawn' ? [h.cell] : h.cells;
    drawn.set(h.sheet, [...(drawn.get(h.sheet) ?? []), ...cells]);
  }
  return grids.map((grid, sheet) => {
    const cells = drawn.get(sheet);
    if (!cells) return grid;
    const fills: Fill[] = [...grid.fills];
    for (const [r, c] of cells) fills[indexOf(grid, r, c)] = 'empty';
    return { ...grid, fills };
  });
}
