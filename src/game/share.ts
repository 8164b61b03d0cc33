/**
 * A finished map as a few lines of text symbols, for a share line that must fit a post of 280
 * characters with its words and link: the 11 x 11 sheet drawn in blocks of 2 x 2 spaces (6 x 6
 * symbols), each block showing what most of its spaces hold.
 */
import type { Fill } from '../grid/fills.ts';
import type { MapGrid } from '../grid/grid.ts';

/** The longest share text a post takes (X counts this way too: emoji as two, as JavaScript's length does). */
export const SHARE_LIMIT = 280;

/**
 * One text symbol per fill, each a single code point (no variation selector, which would add to the
 * length): a tree, a house, wheat, a drop, an ogre, a superhero, a mountain, a black square for the
 * rift, a cross for destroyed spaces, and a white square for empty land.
 */
export const FILL_EMOJI: Readonly<Record<Fill, string>> = {
  empty: '\u2B1C',
  forest: '\u{1F332}',
  village: '\u{1F3E0}',
  farm: '\u{1F33E}',
  water: '\u{1F4A7}',
  monster: '\u{1F479}',
  hero: '\u{1F9B8}',
  mountain: '\u{1F5FB}',
  wasteland: '\u2B1B',
  destroyed: '\u274C',
};

/** Which fill a block shows on a tie: what the player drew before what was printed, and anything before empty. */
const PRIORITY: readonly Fill[] = ['monster', 'hero', 'village', 'forest', 'farm', 'water', 'destroyed', 'mountain', 'wasteland', 'empty'];

/** The map in blocks of `block` x `block` spaces, one line per block row. */
export function mapPicture(grid: MapGrid, block = 2): string {
  const lines: string[] = [];
  for (let r0 = 0; r0 < grid.rows; r0 += block) {
    let line = '';
    for (let c0 = 0; c0 < grid.cols; c0 += block) {
      const counts = new Map<Fill, number>();
      for (let r = r0; r < Math.min(r0 + block, grid.rows); r++) {
        for (let c = c0; c < Math.min(c0 + block, grid.cols); c++) {
          const f = grid.fills[r * grid.cols + c]!;
          counts.set(f, (counts.get(f) ?? 0) + 1);
        }
      }
      // The most frequent fill; on a tie, the earlier in PRIORITY (strictly more replaces it).
      let best: Fill = 'empty';
      let most = 0;
      for (const f of PRIORITY) {
        const n = counts.get(f) ?? 0;
        if (n > most) [best, most] = [f, n];
      }
      line += FILL_EMOJI[best];
    }
    lines.push(line);
  }
  return lines.join('\n');
}
