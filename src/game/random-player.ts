/**
 * A random legal player for simulations: uniform among legal placements (every option,
 * orientation and position counted once), then uniform among the card's terrains. It scans the
 * rules engine's compact placement codes in one scan that keeps only the rows with placements, so no list is built per action.
 */
import type { AmbushCard, ExploreCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import { Rng, seedRng } from '../random/prng.ts';
import { CartoError } from '../errors.ts';
import { apply } from './apply.ts';
import { compileCard } from '../rules/compiled.ts';
import { fallbackTerrains } from '../rules/draw.ts';
import { gridMasks } from '../rules/masks.ts';
import { expand, randomPlacementCode } from '../rules/placements.ts';
import type { Sheet } from '../rules/sheet.ts';
import { taskCard } from './task-card.ts';
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

/** A random legal placement's cells and option, or null when the 1x1 fallback applies (same rule as `placementCodes`). */
function randomPlacement(sheet: Sheet, card: ExploreCard | AmbushCard, ruins: boolean, rng: Rng): { option: number; cells: readonly Cell[] } | null {
  const m = gridMasks(sheet.grid);
  if (ruins && !m.anyFreeRuins) return null;
  const options = compileCard(card);
  const code = randomPlacementCode(m, options, ruins, rng);
  return code < 0 ? null : expand(sheet, options, code);
}

/** A random legal action for the player's open task, or null when they have none (it reads only what the player's view shows too). */
export function randomAction(state: Pick<GameState, 'tasks' | 'sheets' | 'cards' | 'heroTerrain'>, player: number, rng: Rng): Action | null {
  const task = state.tasks[player]?.[0];
  if (!task) return null;
  const sheet = state.sheets[task.sheet]!;
  switch (task.kind) {
    case 'draw': {
      const explore = taskCard(state.cards, task);
      const p = randomPlacement(sheet, explore, task.ruins === true, rng);
      if (!p) return { type: 'draw', player, option: -1, terrain: rng.pick(fallbackTerrains({ heroes: state.heroTerrain })), cells: [randomEmpty(sheet, rng)] };
      return { type: 'draw', player, option: p.option, terrain: rng.pick(explore.terrains), cells: p.cells };
    }
    case 'monster': {
      const p = randomPlacement(sheet, taskCard(state.cards, task), false, rng);
      if (!p) return { type: 'monster', player, cells: [randomEmpty(sheet, rng)] };
      return { type: 'monster', player, cells: p.cells };
    }
    case 'destroy': {
      const options = task.options.slice();
      const cells: Cell[] = [];
      for (let k = 0; k < task.count && options.length > 0; k++) cells.push(options.splice(rng.int(options.length), 1)[0]!);
      return { type: 'destroy', player, cells };
    }
    case 'hero':
      return { type: 'hero', player, cell: randomEmpty(sheet, rng) };
  }
}

export interface PlayRandomlyOptions {
  /** stop as soon as this holds (the game also stops when it ends) */
  readonly until?: (state: GameState) => boolean;
  /** the players' choices; the game's own chance stays the table's */
  readonly seed?: number | string;
  /** at most this many actions (a guard against a condition that never holds) */
  readonly maxActions?: number;
}

/**
 * Plays random legal actions, each through the fully checked `apply`, the first player with an open
 * task first, until `until` holds or the game is over: fixtures for tests and stories, and a bot.
 */
export function playRandomly(state: GameState, options: PlayRandomlyOptions = {}): GameState {
  const rng = new Rng(seedRng(options.seed ?? 7));
  const max = options.maxActions ?? 5000;
  let s = state;
  for (let i = 0; i < max && !(options.until?.(s) ?? false) && s.stage !== 'gameOver'; i++) {
    const player = s.tasks.findIndex((q) => q.length > 0);
    if (player < 0) break;
    const action = randomAction(s, player, rng);
    if (!action) break;
    const r = apply(s, action);
    if (r.violation) throw new CartoError('game.refused-random', `the engine refused its own random legal action: ${r.violation.message}`);
    s = r.state;
  }
  return s;
}
