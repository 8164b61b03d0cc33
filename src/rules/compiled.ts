import type { AmbushCard, ExploreCard, ShapePicture } from '../content/types.ts';
import { refusal } from '../codes.ts';
import { orientations, shapeFromPicture, shapeKey, type Shape } from '../shapes/shape.ts';

/** One orientation of a shape, ready for the placement loop: its drawn spaces as parallel arrays. */
export interface CompiledOrientation {
  readonly shape: Shape;
  readonly cellRow: Int8Array;
  readonly cellCol: Int8Array;
  /** key of the drawn spaces only (gaps ignored), to recognise a placement given as cells */
  readonly cellsKey: string;
}

export type CompiledOption = readonly CompiledOrientation[];

function compileOrientation(shape: Shape): CompiledOrientation {
  const n = shape.cells.length;
  const cellRow = new Int8Array(n);
  const cellCol = new Int8Array(n);
  shape.cells.forEach(([r, c], k) => {
    cellRow[k] = r;
    cellCol[k] = c;
  });
  return { shape, cellRow, cellCol, cellsKey: shapeKey({ ...shape, gaps: [] }) };
}

const turning = new WeakMap<ShapePicture, CompiledOption>();
const printed = new WeakMap<ShapePicture, CompiledOption>();

/**
 * Every distinct orientation of a picture (or, with `fixed`, only the printed one: the solo ambush
 * walk never turns the monster), compiled once per picture object.
 */
export function compilePicture(picture: ShapePicture, fixed = false): CompiledOption {
  const cache = fixed ? printed : turning;
  const hit = cache.get(picture);
  if (hit) return hit;
  const shapes = fixed ? [shapeFromPicture(picture)] : orientations(picture);
  const compiled = shapes.map(compileOrientation);
  cache.set(picture, compiled);
  return compiled;
}

const byCard = new WeakMap<ExploreCard | AmbushCard, readonly CompiledOption[]>();

/** The shape options of an explore card, or the one monster shape of an ambush card. */
export function cardPictures(card: ExploreCard | AmbushCard): readonly ShapePicture[] {
  if (card.kind === 'ambush') return [card.shape];
  if (card.ruins === true || card.options.length === 0) {
    throw refusal('rules.no-shapes', `card '${card.id}' offers no shape (a ruins card applies to the next card that does)`);
  }
  return card.options.map((o) => o.shape);
}

/** Every option of a card, each with its distinct orientations. */
export function compileCard(card: ExploreCard | AmbushCard): readonly CompiledOption[] {
  const hit = byCard.get(card);
  if (hit) return hit;
  const compiled = cardPictures(card).map((p) => compilePicture(p));
  byCard.set(card, compiled);
  return compiled;
}
