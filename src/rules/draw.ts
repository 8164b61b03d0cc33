import { refusal } from '../codes.ts';
import type { DrawableTerrain } from '../grid/fills.ts';
import type { Cell } from '../grid/grid.ts';
import { Draft, type DrawResult } from './draft.ts';
import type { Sheet } from './sheet.ts';

/** Terrains a 1x1 fallback square may take: any but mountain; hero only where Heroes is in play (docs/RULES.md §3). */
export function fallbackTerrains(opts: { readonly heroes?: boolean } = {}): DrawableTerrain[] {
  const base: DrawableTerrain[] = ['forest', 'village', 'farm', 'water', 'monster'];
  return opts.heroes === true ? [...base, 'hero'] : base;
}

/** Index of every cell, refusing spaces outside the map, repeated or already filled. */
export function emptyIndices(d: Draft, cells: readonly Cell[]): number[] {
  const out: number[] = [];
  for (const cell of cells) {
    const i = d.index(cell);
    if (d.fills[i] !== 'empty') {
      throw refusal('rules.overlap', `space (${cell[0]}, ${cell[1]}) is already filled (${d.fills[i]})`, {
        row: cell[0] + 1,
        column: cell[1] + 1,
        fill: d.fills[i] ?? '',
      });
    }
    if (out.includes(i)) throw refusal('rules.repeated-space', `space (${cell[0]}, ${cell[1]}) is listed twice`, { row: cell[0] + 1, column: cell[1] + 1 });
    out.push(i);
  }
  return out;
}

/**
 * Draws a shape's spaces with a terrain. `coin`: the chosen option carries a coin. What follows is
 * applied at once: monsters inside hero patterns destroyed, mountains surrounded, enclosed monsters.
 * Shape legality is the caller's check (`checkPlacement`); this refuses only impossible draws.
 */
export function drawShape(sheet: Sheet, cells: readonly Cell[], terrain: DrawableTerrain, opts: { readonly coin?: boolean } = {}): DrawResult {
  if ((terrain as string) === 'mountain') throw refusal('rules.mountain', 'mountains are printed, never drawn');
  const d = new Draft(sheet);
  const idx = emptyIndices(d, cells);
  if (idx.length === 0) throw refusal('rules.no-spaces', 'a drawing needs at least one space');
  if (opts.coin === true) d.addCoins(1, 'shape');
  d.fill(idx, terrain);
  return { sheet: d.finish(), events: d.events };
}

/** The 1x1 fallback square: any empty space, any terrain of `fallbackTerrains` (the caller checks that the fallback applies). */
export function drawFallback(sheet: Sheet, cell: Cell, terrain: DrawableTerrain, opts: { readonly heroes?: boolean } = {}): DrawResult {
  if (!fallbackTerrains(opts).includes(terrain)) {
    throw refusal('rules.fallback-terrain', `a 1x1 square may not be ${terrain}${terrain === 'hero' ? ' without Heroes in play' : ''}`, { terrain });
  }
  return drawShape(sheet, [cell], terrain);
}
