/**
 * A tentative placement for the interface (the placement statechart): the chosen option, turned
 * and mirrored, with its top-left at a position, and whether the rules accept it there and why not.
 * Nothing here touches the game state; only a confirmed placement becomes an action.
 */
import type { ViolationCode, ViolationParams } from '../codes.ts';
import type { AmbushCard, ExploreCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import { checkPlacement } from '../rules/placements.ts';
import type { Sheet } from '../rules/sheet.ts';
import { mirror, rotate, shapeFromPicture, type Shape } from '../shapes/shape.ts';

export interface Preview {
  readonly cells: readonly Cell[];
  readonly legal: boolean;
  /** why not, when not legal */
  readonly code?: ViolationCode;
  readonly reason?: string;
  /** the values the reason names (see Violation) */
  readonly params?: ViolationParams;
}

export interface PreviewInput {
  readonly sheet: Sheet;
  readonly card: ExploreCard | AmbushCard;
  readonly option: number;
  /** quarter turns clockwise, 0-3 */
  readonly turns: number;
  readonly flipped: boolean;
  /** where the top-left of the shape's bounding box goes */
  readonly at: Cell;
  readonly ruins?: boolean;
}

/** `turns` quarter turns clockwise as 0-3 (a negative count turns the other way). */
function quarterTurns(turns: number): number {
  return ((turns % 4) + 4) % 4;
}

/** The eight orientations of each shape picture, made on first use (every pointer move asks, twice). */
const orientations = new WeakMap<object, (Shape | undefined)[]>();

/** The card's shape option as drawn: mirrored when `flipped`, then turned `turns` quarter turns clockwise; undefined for no such option. */
export function orientedShape(p: Pick<PreviewInput, 'card' | 'option' | 'turns' | 'flipped'>): Shape | undefined {
  const picture = p.card.kind === 'ambush' ? p.card.shape : p.card.options[p.option]?.shape;
  if (!picture) return undefined;
  const turns = quarterTurns(p.turns);
  const k = (p.flipped ? 4 : 0) + turns;
  let known = orientations.get(picture);
  if (!known) orientations.set(picture, (known = new Array<Shape | undefined>(8)));
  let shape = known[k];
  if (shape) return shape;
  shape = shapeFromPicture(picture);
  if (p.flipped) shape = mirror(shape);
  for (let t = 0; t < turns; t++) shape = rotate(shape);
  known[k] = shape;
  return shape;
}

/**
 * Previews already made, per sheet and card (sheets are immutable): the pointer passes the same
 * positions again and again while a player looks for a place, and the rules' check is the cost.
 */
const previews = new WeakMap<Sheet, WeakMap<object, Map<string, Preview>>>();
const PREVIEWS_KEPT = 1024;

/** The card's option held at `at`, turned and mirrored, with whether the rules accept it there (the same object for the same position on the same sheet). */
export function previewPlacement(p: PreviewInput): Preview {
  let bySheet = previews.get(p.sheet);
  if (!bySheet) previews.set(p.sheet, (bySheet = new WeakMap()));
  let known = bySheet.get(p.card);
  if (!known) bySheet.set(p.card, (known = new Map()));
  const key = `${p.option}|${quarterTurns(p.turns)}|${+p.flipped}|${p.at[0]},${p.at[1]}|${+(p.ruins === true)}`;
  let preview = known.get(key);
  if (!preview) {
    if (known.size >= PREVIEWS_KEPT) known.clear();
    known.set(key, (preview = checkedPreview(p)));
  }
  return preview;
}

function checkedPreview(p: PreviewInput): Preview {
  const shape = orientedShape(p);
  if (!shape)
    return {
      cells: [],
      legal: false,
      code: 'placement.no-such-option',
      reason: `the card has no shape option ${p.option + 1}`,
      params: { option: p.option + 1 },
    };
  const cells: Cell[] = shape.cells.map(([r, c]) => [p.at[0] + r, p.at[1] + c]);
  const refused = checkPlacement(p.sheet, p.card, { option: p.card.kind === 'ambush' ? 0 : p.option, cells }, { ruins: p.ruins === true });
  return refused
    ? { cells, legal: false, code: refused.code, reason: refused.message, ...(refused.params ? { params: refused.params } : {}) }
    : { cells, legal: true };
}

/** A key that changes whenever the engine moves to another phase (the statechart uses it to see a barrier pass). */
export function phaseKey(s: { readonly season: number; readonly turn: number; readonly stage: string }): string {
  return `${s.season}/${s.turn}/${s.stage}`;
}
