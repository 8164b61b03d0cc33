/**
 * Previews of single-space choices for the interface: the 1x1 fallback square, a hero space (with
 * the attack marks it would make), and a space to destroy (Troll, Gorgon). Like previewPlacement,
 * nothing here changes the game; the engine checks again when the action arrives.
 */
import type { HeroCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import { attackOffsets, checkHero } from '../rules/heroes.ts';
import type { Sheet } from '../rules/sheet.ts';
import type { Preview } from './preview.ts';

function inside(sheet: Sheet, [r, c]: Cell): boolean {
  return r >= 0 && c >= 0 && r < sheet.grid.rows && c < sheet.grid.cols;
}

/** A 1x1 square at `at`: legal on any empty space inside the map. */
export function previewSpace(sheet: Sheet, at: Cell): Preview {
  if (!inside(sheet, at)) return { cells: [], legal: false, code: 'placement.outside', reason: 'that space is outside the map' };
  const fill = sheet.grid.fills[at[0] * sheet.grid.cols + at[1]];
  return fill === 'empty'
    ? { cells: [at], legal: true }
    : {
        cells: [at],
        legal: false,
        code: 'placement.overlap',
        reason: `row ${at[0] + 1}, column ${at[1] + 1} is already filled (${fill})`,
        params: { row: at[0] + 1, column: at[1] + 1, fill: fill ?? '' },
      };
}

export interface HeroPreview extends Preview {
  /** the spaces the pattern would mark, inside the map */
  readonly marks: readonly Cell[];
}

/** A hero space at `at`, with the attack marks of its pattern as printed. */
export function previewHero(sheet: Sheet, hero: HeroCard, at: Cell): HeroPreview {
  const marks: Cell[] = attackOffsets(hero.pattern)
    .map(([dr, dc]): Cell => [at[0] + dr, at[1] + dc])
    .filter((cell) => inside(sheet, cell));
  const refused = checkHero(sheet, at, hero);
  return refused
    ? { cells: inside(sheet, at) ? [at] : [], marks, legal: false, code: refused.code, reason: refused.message }
    : { cells: [at], marks, legal: true };
}

/** A space to destroy: legal when it is one of the task's options. */
export function previewDestroy(options: readonly Cell[], at: Cell): Preview {
  const ok = options.some(([r, c]) => r === at[0] && c === at[1]);
  return ok
    ? { cells: [at], legal: true }
    : { cells: [at], legal: false, code: 'placement.not-an-option', reason: 'that space cannot be destroyed now; choose a highlighted space' };
}
