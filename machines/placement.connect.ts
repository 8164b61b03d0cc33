/**
 * The placement's view model (the Zag "connect" pattern): pure functions from the placement
 * statechart's context to what the map and the controls show, and from user intent (a control, a
 * key, a space activated) to the one statechart event it means. The element only renders these and
 * forwards DOM events through them, so every "what does this key do" rule is here and tested in Node.
 */
import type { ShapePicture } from '../src/content/types.ts';
import type { DrawableTerrain, Fill } from '../src/grid/fills.ts';
import type { Action } from '../src/game/types.ts';
import type { Cell } from '../src/grid/grid.ts';
import type { PlacementEvent, PlacementIntent } from './events.ts';
import { canConfirm, type PlacementContext } from './placement.machine.ts';
import type { InputDevice, PlacementHint, TableWording } from './table/wording.ts';

/** The tentative drawing over the map (what `<carto-map>`'s `ghost` takes). */
export interface Ghost {
  readonly cells: readonly Cell[];
  readonly terrain?: Fill;
  readonly legal: boolean;
}

/** What `<carto-placement-controls>` shows. */
export interface ControlsProps {
  readonly options: ReadonlyArray<{ readonly shape: ShapePicture; readonly coin?: boolean }>;
  readonly option: number;
  readonly terrains: readonly DrawableTerrain[];
  readonly terrain: DrawableTerrain | null;
  readonly turnable: boolean;
  readonly canUndo: boolean;
  readonly canConfirm: boolean;
  readonly refused: boolean;
  readonly reason: string;
  /** every control disabled: the confirmed move is on its way (online) */
  readonly locked: boolean;
}

export interface PlacementView {
  readonly ghost: Ghost | undefined;
  /** a hero's attack pattern around the previewed space */
  readonly marks: readonly Cell[];
  /** the spaces a destroy effect (troll, gorgon) may take: marked, so "choose a marked space" has something to choose */
  readonly candidates: readonly Cell[];
  readonly controls: ControlsProps;
  /** the legal tentative drawing, for the projected stars (undefined while none) */
  readonly drawing: { readonly cells: readonly Cell[]; readonly terrain: DrawableTerrain; readonly coin: boolean } | undefined;
  /** the fallback (a single square) is in force */
  readonly fallback: boolean;
}

function ghostOf(c: PlacementContext): Ghost | undefined {
  const preview = c.preview;
  if (!preview || preview.cells.length === 0) return undefined;
  if (c.mode === 'destroy') return { cells: preview.cells, legal: preview.legal };
  const terrain = c.card.kind === 'ambush' ? 'monster' : c.mode === 'hero' ? 'hero' : (c.terrain ?? undefined);
  return { cells: preview.cells, ...(terrain ? { terrain } : {}), legal: preview.legal };
}

/** The drawing an action makes, as a map's ghost. */
export function ghostOfAction(action: Action | undefined): Ghost | undefined {
  if (!action) return undefined;
  const terrain: Fill | undefined =
    action.type === 'draw' ? action.terrain : action.type === 'monster' ? 'monster' : action.type === 'hero' ? 'hero' : undefined;
  const cells: readonly Cell[] = action.type === 'hero' ? [action.cell] : action.cells;
  return { cells, ...(terrain ? { terrain } : {}), legal: true };
}

/** The line under the controls when nothing is refused. */
function hintOf(c: PlacementContext): PlacementHint {
  if (c.mode === 'destroy') return c.picked.length ? 'destroy.chosen' : 'destroy.choose';
  if (c.at && canConfirm(c)) return 'placed';
  return c.mode === 'hero' ? 'hero.point' : 'point';
}

export function connectPlacement(c: PlacementContext, words: Pick<TableWording, 'hint' | 'refusal'>, device: InputDevice = 'mouse'): PlacementView {
  const refused = c.preview !== null && !c.preview.legal;
  const preview = c.preview;
  const reason =
    refused && preview
      ? words.refusal({ code: preview.code ?? 'placement.not-allowed', message: preview.reason ?? '', ...(preview.params ? { params: preview.params } : {}) })
      : words.hint(hintOf(c), device);
  const legalDrawing = c.preview?.legal && c.terrain && c.mode !== 'hero' && c.mode !== 'destroy';
  return {
    ghost: ghostOf(c),
    marks: c.preview?.marks ?? [],
    candidates: c.mode === 'destroy' ? (c.destroy?.options ?? []) : [],
    controls: {
      options: c.mode === 'shape' && c.card.kind === 'explore' ? c.card.options : [],
      option: c.option,
      terrains: c.mode === 'hero' || c.mode === 'destroy' ? [] : c.terrains,
      terrain: c.terrain,
      turnable: c.mode === 'shape',
      canUndo: c.history.length > 0,
      canConfirm: canConfirm(c),
      refused,
      reason,
      locked: false,
    },
    drawing: legalDrawing
      ? { cells: c.preview!.cells, terrain: c.terrain!, coin: c.mode === 'shape' && c.card.kind === 'explore' && c.card.options[c.option]?.coin === true }
      : undefined,
    fallback: c.mode === 'fallback',
  };
}

/**
 * A space activated (click, tap, Enter): activating the space already placed confirms it, as a
 * deliberate second activation; anywhere else places there. The second click of a double-click
 * (`repeat`) is one gesture, not two decisions: it never confirms.
 */
export function activateEvent(c: PlacementContext, at: Cell, repeat = false): PlacementEvent {
  const again = !repeat && c.mode !== 'destroy' && c.at !== null && c.at[0] === at[0] && c.at[1] === at[1];
  return again && canConfirm(c) ? { type: 'placement.confirmed' } : { type: 'placement.moved', at };
}

/** The statechart event a control asks for. */
export function intentEvent(intent: PlacementIntent): PlacementEvent {
  switch (intent.kind) {
    case 'option':
      return { type: 'placement.option.chosen', option: intent.option };
    case 'terrain':
      return { type: 'placement.terrain.chosen', terrain: intent.terrain };
    case 'rotate':
      return { type: 'placement.rotated' };
    case 'flip':
      return { type: 'placement.flipped' };
    case 'undo':
      return { type: 'placement.undone' };
    case 'confirm':
      return { type: 'placement.confirmed' };
  }
}

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** The letters of rotate, flip and next option in the reader's language (the interface names them). */
export interface PlacementKeys {
  readonly rotate: string;
  readonly flip: string;
  readonly option: string;
}

const ENGLISH_KEYS: PlacementKeys = { rotate: 'r', flip: 'f', option: 'o' };

/**
 * The intent a key press means while placing, or null for keys the placement does not use. The
 * reader's own letters come first; the English R, F and O work in every language unless the
 * reader's language gives that letter another action.
 */
export function keyIntent(
  c: Pick<PlacementContext, 'terrains' | 'mode' | 'card' | 'option'>,
  press: KeyPress,
  keys: PlacementKeys = ENGLISH_KEYS,
): PlacementIntent | null {
  const key = press.key.toLowerCase();
  if (press.ctrlKey || press.metaKey || press.altKey) return (press.ctrlKey || press.metaKey) && key === 'z' ? { kind: 'undo' } : null;
  const is = (action: keyof PlacementKeys) =>
    key === keys[action].toLowerCase() || (key === ENGLISH_KEYS[action] && !Object.values(keys).some((k) => k.toLowerCase() === key));
  if (is('rotate')) return { kind: 'rotate' };
  if (is('flip')) return { kind: 'flip' };
  // O: the card's next shape option (most explore cards offer two).
  if (is('option')) {
    const n = c.mode === 'shape' && c.card.kind === 'explore' ? c.card.options.length : 0;
    return n > 1 ? { kind: 'option', option: (c.option + 1) % n } : null;
  }
  if (key === 'backspace' || key === 'escape' || key === 'u') return { kind: 'undo' };
  if (/^[1-9]$/.test(key)) {
    const terrain = c.terrains[Number(key) - 1];
    return terrain ? { kind: 'terrain', terrain } : null;
  }
  return null;
}
