/**
 * A random legal player for simulations: uniform among legal placements (every option,
 * orientation and position counted once), then uniform among the card's terrains. It uses the
 * rules engine's compact placement codes, so no list of actions is built.
 */
import type { AmbushCard, ExploreCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import type { Rng } from '../random/prng.ts';
import { fallbackTerrains } from '../rules/draw.ts';
import { decodePlacement, placementCodes } from '../rules/placements.ts';
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

/** A random legal action for the player's open task, or null when they have none. */
export function randomAction(state: GameState, player: number, rng: Rng): Action | null {
  const task = state.tasks[player]?.[0];
  if (!task) return null;
  const sheet = state.sheets[task.sheet]!;
  const card = state.cards[task.card];
  switch (task.kind) {
    case 'draw': {
      const explore = card as ExploreCard;
      const { codes, fallback } = placementCodes(sheet, explore, { ruins: task.ruins === true });
      if (fallback) return { type: 'draw', player, option: -1, terrain: rng.pick(fallbackTerrains({ heroes: state.heroTerrain })), cells: [randomEmpty(sheet, rng)] };
      const p = decodePlacement(sheet, explore, codes[rng.int(codes.length)]!);
      return { type: 'draw', player, option: p.option, terrain: rng.pick(explore.terrains), cells: p.cells };
    }
    case 'monster': {
      const ambush = card as AmbushCard;
      const { codes, fallback } = placementCodes(sheet, ambush);
      if (fallback) return { type: 'monster', player, cells: [randomEmpty(sheet, rng)] };
      return { type: 'monster', player, cells: decodePlacement(sheet, ambush, codes[rng.int(codes.length)]!).cells };
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
