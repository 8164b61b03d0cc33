import type { HeroCard, PatternPicture } from '../content/types.ts';
import { refusal, type Violation, type ViolationCode } from '../codes.ts';
import { CartoError } from '../errors.ts';
import type { Cell } from '../grid/grid.ts';
import { readPicture } from '../shapes/picture.ts';
import { Draft, type DrawResult } from './draft.ts';
import type { Sheet } from './sheet.ts';

/** Offsets [dRow, dCol] of a pattern's attacked spaces from its hero space. */
export type PatternOffsets = readonly (readonly [number, number])[];

/** Reads a pattern picture: exactly one 'H', attacked spaces 'X', '.' nothing. */
export function attackOffsets(pattern: PatternPicture): PatternOffsets {
  const { marks, stray } = readPicture(pattern, ['H', 'X']);
  const [hero, second] = marks.H;
  // The first mistake in reading order is the one reported: a second H, or a stray character.
  if (second && !(stray && (stray.row < second[0] || (stray.row === second[0] && stray.col < second[1])))) {
    throw new CartoError('hero.pattern', 'an attack pattern has exactly one H', { line: second[0] + 1, column: second[1] + 1 });
  }
  if (stray) {
    throw new CartoError('hero.pattern', `unknown character '${stray.char}' in attack pattern (expected H, X or .)`, {
      line: stray.row + 1,
      column: stray.col + 1,
    });
  }
  if (!hero) throw new CartoError('hero.pattern', 'an attack pattern has exactly one H');
  return marks.X.map(([r, c]) => [r - hero[0], c - hero[1]] as const);
}

/**
 * The pattern's distinct orientations around the hero space: as printed first, then quarter turns
 * clockwise, then mirror images. The rules (docs/RULINGS.md "Hero attack patterns") allow only the
 * printed one; the others exist for a table that agrees otherwise (`rotatable`).
 */
export function patternOrientations(pattern: PatternPicture): PatternOffsets[] {
  const base = attackOffsets(pattern);
  const out: PatternOffsets[] = [];
  const seen = new Set<string>();
  const transforms: ((o: readonly [number, number]) => readonly [number, number])[] = [
    ([r, c]) => [r, c],
    ([r, c]) => [c, -r],
    ([r, c]) => [-r, -c],
    ([r, c]) => [-c, r],
    ([r, c]) => [r, -c],
    ([r, c]) => [-c, -r],
    ([r, c]) => [-r, c],
    ([r, c]) => [c, r],
  ];
  for (const t of transforms) {
    const offs = base.map(t).map(([r, c]) => [r + 0, c + 0] as const); // +0 turns -0 into 0
    const key = offs
      .map(([r, c]) => `${r},${c}`)
      .sort()
      .join(';');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(offs);
  }
  return out;
}

export interface HeroOptions {
  /** Orientation index from `patternOrientations` (default 0, as printed). */
  readonly orientation?: number;
  /** Table option: patterns may be turned and mirrored (not the printed rules). */
  readonly rotatable?: boolean;
}

type HeroCode = Extract<ViolationCode, `hero.${string}`>;

/** Why the hero may not be drawn there in that orientation, or null. */
export function checkHero(sheet: Sheet, cell: Cell, hero: HeroCard, opts: HeroOptions = {}): Violation<HeroCode> | null {
  const [r, c] = cell;
  const { grid } = sheet;
  if (!(r >= 0 && c >= 0 && r < grid.rows && c < grid.cols))
    return { code: 'hero.outside', message: `row ${r + 1}, column ${c + 1} is outside the map`, params: { row: r + 1, column: c + 1 } };
  const fill = grid.fills[r * grid.cols + c];
  if (fill !== 'empty')
    return {
      code: 'hero.overlap',
      message: `the hero space must be empty (row ${r + 1}, column ${c + 1} is ${fill})`,
      params: { row: r + 1, column: c + 1, fill: fill ?? '' },
    };
  const orientation = opts.orientation ?? 0;
  const count = patternOrientations(hero.pattern).length;
  if (!Number.isInteger(orientation) || orientation < 0 || orientation >= count) {
    return { code: 'hero.orientation', message: `the pattern has ${count} orientation${count === 1 ? '' : 's'} (got ${orientation})`, params: { count } };
  }
  if (orientation !== 0 && opts.rotatable !== true) {
    return { code: 'hero.orientation', message: 'the attack pattern is marked as printed: it may not be turned or mirrored' };
  }
  return null;
}

/**
 * Draws the hero space, marks its attack pattern (marks may fall on filled spaces or off the map;
 * only those inside the map are kept), and destroys every monster space now inside any pattern.
 */
export function placeHero(sheet: Sheet, cell: Cell, hero: HeroCard, opts: HeroOptions = {}): DrawResult {
  const v = checkHero(sheet, cell, hero, opts);
  if (v) throw refusal(`rules.${v.code}`, v.message);
  const orientation = opts.orientation ?? 0;
  const offsets = patternOrientations(hero.pattern)[orientation]!;
  const d = new Draft(sheet);
  const at = d.index(cell);
  const marks: number[] = [];
  for (const [dr, dc] of offsets) {
    const r = cell[0] + dr;
    const c = cell[1] + dc;
    if (r >= 0 && c >= 0 && r < d.rows && c < d.cols) marks.push(r * d.cols + c);
  }
  marks.sort((a, b) => a - b);
  for (const i of marks) d.marks.add(i);
  d.heroes.push({ card: hero.id, cell: at, orientation, marks });
  d.fill([at], 'hero');
  d.events.push({ type: 'hero', cell: d.cell(at), marks: marks.map((i) => d.cell(i)) });
  const before = d.events.length;
  d.destroyMarkedMonsters(marks);
  if (d.events.length > before) d.consequences(marks);
  return { sheet: d.finish(), events: d.events };
}
