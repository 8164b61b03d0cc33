/**
 * A random legal player for simulations: uniform among legal placements (every option,
 * orientation and position counted once), then uniform among the card's terrains. It scans the
 * rules engine's compact placement codes into one reused buffer, so no list is built per action.
 */
import type { AmbushCard, ExploreCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import type { Rng } from '../random/prng.ts';
import { compileCard } from '../rules/compiled.ts';
import { fallbackTerrains } from '../rules/draw.ts';
import { gridMasks } from '../rules/masks.ts';
import { expand, scanPlacements } from '../rules/placements.ts';
import type { Sheet } from '../rules/sheet.ts';
import type { Action, GameState } from './types.ts';

function randomEmpty(sheet: Sheet, rng: Rng): Cell {
  const { fills, cols } = sheet.grid;
  let count = 0;
  for (let i = 0; i < fills.length; i++) if (fills[i] === 'empty') count++;
  let k = rng.int(count);
  for (let i = 0; i < fills.length; i++) {
    if (fills[i] !== 'empty') continue;
    if (k-- === 0) return [Math.floor(i / cols), i % cols];
  }
  throw new RangeError('No empty space on the sheet.');
}

/** Placement codes of the last scan; reused (simulations are synchronous and read it at once). */
const codes: number[] = [];

/** A random legal placement's cells and option, or null when the 1x1 fallback applies (same rule as `placementCodes`). */
function randomPlacement(sheet: Sheet, card: ExploreCard | AmbushCard, ruins: boolean, rng: Rng): { option: number; cells: readonly Cell[] } | null {
  const m = gridMasks(sheet.grid);
  if (ruins && !m.anyFreeRuins) return null;
  codes.length = 0;
  const options = compileCard(card);
  const count = scanPlacements(m, options, ruins, codes);
  if (count === 0) return null;
  return expand(sheet, options, codes[rng.int(count)]!);
}

/** A random legal action for the player's open task, or null when they have none. */
export function randomAction(state: GameState, player: number, rng: Rng): Action | null {
  const task = state.tasks[player]?.[0];
  if (!task) return null;
  const sheet = state.sheets[task.sheet]!;
  const card = state.cards[task.card];
  switch (task.kind) {
    case 'draw': {
      const explore = card as ExploreCard;
      const p = randomPlacement(sheet, explore, task.ruins === true, rng);
      if (!p) return { type: 'draw', player, option: -1, terrain: rng.pick(fallbackTerrains({ heroes: state.heroTerrain })), cells: [randomEmpty(sheet, rng)] };
      return { type: 'draw', player, option: p.option, terrain: rng.pick(explore.terrains), cells: p.cells };
    }
    case 'monster': {
      const p = randomPlacement(sheet, card as AmbushCard, false, rng);
      if (!p) return { type: 'monster', player, cells: [randomEmpty(sheet, rng)] };
      return { type: 'monster', player, cells: p.cells };
    }
    case 'destroy': {
      const options = (task.options ?? []).slice();
      const cells: Cell[] = [];
      for (let k = 0; k < (task.count ?? 1) && options.length > 0; k++) cells.push(options.splice(rng.int(options.length), 1)[0]!);
      return { type: 'destroy', player, cells };
    }
    case 'hero':
      return { type: 'hero', player, cell: randomEmpty(sheet, rng) };
  }
}
