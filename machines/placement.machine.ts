/**
 * One player's tentative placement (docs/DESIGN.md §2 "undo"). The player chooses a shape option and a
 * terrain, turns and mirrors the shape, and points at the map: the pointer or keyboard cursor only
 * *hovers* (a preview that costs no undo step); a click, tap or Enter *places* it tentatively
 * (`placement.moved`), and each placing, turn, flip or choice can be undone until confirmed.
 * Nothing reaches the game until `placement.confirmed`, which emits the engine action
 * (`placement.action`) and ends the machine with it as output. Every rule question is asked of src/.
 *
 * Modes: `shape` (an explore card's option or an ambush monster), `fallback` (the 1x1 square),
 * `hero` (a hero space, previewed with its attack marks) and `destroy` (the spaces a monster's
 * effect destroys, chosen among the task's options).
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { AmbushCard, ExploreCard, HeroCard } from '../src/content/types.ts';
import { orientedShape, previewPlacement, type Preview } from '../src/game/preview.ts';
import { previewDestroy, previewHero, previewSpace } from '../src/game/cell-preview.ts';
import type { Action } from '../src/game/types.ts';
import type { DrawableTerrain } from '../src/grid/fills.ts';
import type { Cell } from '../src/grid/grid.ts';
import type { Sheet } from '../src/rules/sheet.ts';
import type { PlacementEmitted, PlacementEvent } from './events.ts';

export type PlacementMode = 'shape' | 'fallback' | 'hero' | 'destroy';

/** Whose placement, on which map, and a choice to start from. */
export interface PlacementTask {
  readonly player: number;
  readonly sheet: Sheet;
  /** a tentative choice to start from (the one saved before a reload) */
  readonly restore?: TentativeChoice;
}

/** What a placement is for, one case per mode (machines/table/turn.ts `placementFor` makes each from a task). */
export type PlacementInput = PlacementTask &
  (
    | { readonly mode?: 'shape'; readonly card: ExploreCard | AmbushCard; readonly ruins?: boolean }
    /** the 1x1 square, in one of the terrains on offer */
    | { readonly mode: 'fallback'; readonly card: ExploreCard | AmbushCard; readonly ruins?: boolean; readonly terrains: readonly DrawableTerrain[] }
    | { readonly mode: 'hero'; readonly card: HeroCard }
    /** the spaces allowed and how many to choose */
    | { readonly mode: 'destroy'; readonly card: ExploreCard | AmbushCard | HeroCard; readonly destroy: { readonly options: readonly Cell[]; readonly count: number } }
  );

/** What a player has chosen but not confirmed: kept in the save, so a reload loses nothing. */
export interface TentativeChoice {
  readonly option: number;
  readonly terrain: DrawableTerrain | null;
  readonly turns: number;
  readonly flipped: boolean;
  readonly at: Cell | null;
}

/** The tentative choice of a placement (hovering is not a choice). */
export function tentativeOf(c: Pick<PlacementContext, 'option' | 'terrain' | 'turns' | 'flipped' | 'at'>): TentativeChoice {
  return { option: c.option, terrain: c.terrain, turns: c.turns, flipped: c.flipped, at: c.at };
}

/** Whether two tentative choices are the same (no saved choice counts as the untouched start). */
export function sameChoice(a: TentativeChoice | null, b: TentativeChoice): boolean {
  if (!a) return b.at === null && b.turns === 0 && !b.flipped && b.option === 0;
  return a.option === b.option && a.terrain === b.terrain && a.turns === b.turns && a.flipped === b.flipped && a.at?.[0] === b.at?.[0] && a.at?.[1] === b.at?.[1];
}

interface Choice {
  option: number;
  terrain: DrawableTerrain | null;
  turns: number;
  flipped: boolean;
  /** the placed (pinned) position, or null while only hovering */
  at: Cell | null;
  /** destroy: the spaces chosen so far */
  picked: Cell[];
}

export interface PlacementContext extends Choice {
  player: number;
  sheet: Sheet;
  card: ExploreCard | AmbushCard | HeroCard;
  ruins?: boolean;
  /** destroy: the spaces allowed and how many to choose */
  destroy?: { readonly options: readonly Cell[]; readonly count: number };
  mode: PlacementMode;
  /** terrains on offer */
  terrains: readonly DrawableTerrain[];
  /** where the pointer or cursor is, for the preview while nothing is placed */
  hover: Cell | null;
  /** the preview at the placed position, else at the hover position */
  preview: (Preview & { marks?: readonly Cell[] }) | null;
  /** earlier choices, for undo */
  history: Choice[];
}

const choiceOf = (c: PlacementContext): Choice => ({ option: c.option, terrain: c.terrain, turns: c.turns, flipped: c.flipped, at: c.at, picked: c.picked });

type Orientation = Pick<PlacementContext, 'card' | 'option' | 'turns' | 'flipped'>;

/**
 * Where the pointer holds a shape, from its bounding box's top-left: the drawn space nearest that
 * corner (the corner itself when drawn). The pointer's space is then always one of the shape's own,
 * so the ghost sits under the pointer even for a shape whose corner is empty, and a turn or a flip
 * turns the shape about the space pointed at.
 */
export function anchorOf(c: Orientation): Cell {
  const card = c.card;
  const shape = card.kind === 'hero' ? undefined : orientedShape({ ...c, card });
  if (!shape) return [0, 0];
  // Offsets are sorted row by row: the first of the least distance is the upper one.
  let best = shape.cells[0]!;
  for (const cell of shape.cells) if (cell[0] + cell[1] < best[0] + best[1]) best = cell;
  return [best[0], best[1]];
}

/** The preview for the current choice with the shape held at `at` (the rules decide; see src/game/preview.ts and cell-preview.ts). */
export function previewAt(c: Pick<PlacementContext, 'mode' | 'sheet' | 'card' | 'option' | 'turns' | 'flipped' | 'ruins' | 'destroy'>, at: Cell): PlacementContext['preview'] {
  switch (c.mode) {
    case 'shape': {
      const card = c.card;
      if (card.kind === 'hero') return null;
      const [dr, dc] = anchorOf(c);
      return previewPlacement({ sheet: c.sheet, card, option: c.option, turns: c.turns, flipped: c.flipped, at: [at[0] - dr, at[1] - dc], ruins: c.ruins === true });
    }
    case 'fallback':
      return previewSpace(c.sheet, at);
    case 'hero':
      return c.card.kind === 'hero' ? previewHero(c.sheet, c.card, at) : null;
    case 'destroy':
      return previewDestroy(c.destroy?.options ?? [], at);
  }
}

function refresh(c: PlacementContext, next: Partial<Choice>, record: boolean): Partial<PlacementContext> {
  const merged = { ...choiceOf(c), ...next };
  const where = merged.at ?? c.hover;
  const preview = where ? previewAt({ ...c, ...merged }, where) : null;
  return { ...merged, preview, history: record ? [...c.history, choiceOf(c)] : c.history };
}

/** A part of the choice that confirming needs (a bug, not a player's mistake, when it is missing). */
function chosen<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`the placement was confirmed without a ${what}`);
  return value;
}

const sameCells = (a: readonly Cell[], b: readonly Cell[]) => {
  const key = (cells: readonly Cell[]) => cells.map(([r, c]) => `${r},${c}`).sort().join(' ');
  return a.length === b.length && key(a) === key(b);
};

/**
 * The choice (option, terrain, turn, mirror, position) that places exactly `action`, found the way
 * the player would: by previewing every turn and mirror held at the drawing's anchor space. Null when
 * the action is not for this placement.
 */
export function choiceFor(c: PlacementContext, action: Action): Partial<Choice> | null {
  if (c.mode === 'destroy') return action.type === 'destroy' ? { picked: [...action.cells] } : null;
  if (c.mode === 'hero') return action.type === 'hero' ? { at: action.cell } : null;
  if (action.type !== 'draw' && action.type !== 'monster') return null;
  const terrain = action.type === 'draw' ? action.terrain : c.terrain;
  if (c.mode === 'fallback') return action.cells.length === 1 ? { terrain, at: action.cells[0]! } : null;
  const option = action.type === 'draw' ? action.option : 0;
  // The drawing's top-left is its bounding box's; the shape is held by its anchor space from there.
  const corner: Cell = [Math.min(...action.cells.map((x) => x[0])), Math.min(...action.cells.map((x) => x[1]))];
  for (const flipped of [false, true]) {
    for (let turns = 0; turns < 4; turns++) {
      const [dr, dc] = anchorOf({ card: c.card, option, turns, flipped });
      const at: Cell = [corner[0] + dr, corner[1] + dc];
      const p = previewAt({ ...c, option, turns, flipped }, at);
      if (p && sameCells(p.cells, action.cells)) return { option, terrain, turns, flipped, at };
    }
  }
  return null;
}

/** The engine action the choice makes; asked only once it can be confirmed (`canConfirm`), so what it needs is chosen. */
export function placementAction(c: PlacementContext): Action {
  const cells = c.preview?.cells ?? [];
  switch (c.mode) {
    case 'shape':
      return c.card.kind === 'ambush'
        ? { type: 'monster', player: c.player, cells }
        : { type: 'draw', player: c.player, option: c.option, terrain: chosen(c.terrain, 'terrain'), cells };
    case 'fallback':
      // A monster that fits nowhere is a 1x1 monster; an explore card's fallback is a 1x1 drawing.
      return c.card.kind === 'ambush'
        ? { type: 'monster', player: c.player, cells }
        : { type: 'draw', player: c.player, option: -1, terrain: chosen(c.terrain, 'terrain'), cells };
    case 'hero':
      return { type: 'hero', player: c.player, cell: chosen(c.at, 'space') };
    case 'destroy':
      return { type: 'destroy', player: c.player, cells: c.picked };
  }
}

/** True when the choice is complete and legal, so Confirm may be offered. */
export function canConfirm(c: PlacementContext): boolean {
  if (c.mode === 'destroy') return c.picked.length === (c.destroy?.count ?? 1);
  if (c.at === null || c.preview?.legal !== true) return false;
  return c.mode === 'hero' || c.card.kind === 'ambush' || c.terrain !== null;
}

export const placementMachine = setup({
  types: {} as { context: PlacementContext; events: PlacementEvent; input: PlacementInput; emitted: PlacementEmitted; output: Action },
  guards: {
    isComplete: ({ context }) => canConfirm(context),
    canUndo: ({ context }) => context.history.length > 0,
    hasPosition: ({ context }) => context.at !== null || context.picked.length > 0,
    offersTerrain: ({ context, event }) => {
      assertEvent(event, 'placement.terrain.chosen');
      return context.terrains.includes(event.terrain);
    },
    offersOption: ({ context, event }) => {
      assertEvent(event, 'placement.option.chosen');
      return context.mode === 'shape' && context.card.kind === 'explore' && event.option >= 0 && event.option < context.card.options.length;
    },
    turnable: ({ context }) => context.mode === 'shape',
    fitsSuggestion: ({ context, event }) => {
      assertEvent(event, 'placement.suggested');
      return choiceFor(context, event.action) !== null;
    },
  },
  actions: {
    chooseOption: assign(({ context, event }) => {
      assertEvent(event, 'placement.option.chosen');
      return refresh(context, { option: event.option }, true);
    }),
    chooseTerrain: assign(({ context, event }) => {
      assertEvent(event, 'placement.terrain.chosen');
      return refresh(context, { terrain: event.terrain }, true);
    }),
    hover: assign(({ context, event }) => {
      assertEvent(event, 'placement.hovered');
      // The hover is kept: a turn, a flip or another option redraws the ghost where the pointer is, at once.
      return { ...refresh({ ...context, hover: event.at }, {}, false), hover: event.at };
    }),
    place: assign(({ context, event }) => {
      assertEvent(event, 'placement.moved');
      if (context.mode !== 'destroy') return { ...refresh({ ...context, hover: event.at }, { at: event.at }, true), hover: event.at };
      // Destroy: toggle the space in the chosen set (up to `count`), keeping a preview of the last one.
      const count = context.destroy?.count ?? 1;
      const preview = previewDestroy(context.destroy?.options ?? [], event.at);
      if (!preview.legal) return { preview, hover: event.at };
      const has = context.picked.some(([r, c]) => r === event.at[0] && c === event.at[1]);
      const picked = has ? context.picked.filter(([r, c]) => r !== event.at[0] || c !== event.at[1]) : [...context.picked, event.at].slice(-count);
      return { picked, at: event.at, hover: event.at, preview: { cells: picked, legal: true }, history: [...context.history, choiceOf(context)] };
    }),
    suggest: assign(({ context, event }) => {
      assertEvent(event, 'placement.suggested');
      const choice = choiceFor(context, event.action)!;
      if (context.mode !== 'destroy') return refresh(context, choice, true);
      const picked = choice.picked ?? [];
      return { picked, at: picked[picked.length - 1] ?? null, preview: { cells: picked, legal: true }, history: [...context.history, choiceOf(context)] };
    }),
    rotate: assign(({ context }) => refresh(context, { turns: (context.turns + 1) % 4 }, true)),
    flip: assign(({ context }) => refresh(context, { flipped: !context.flipped }, true)),
    undo: assign(({ context }) => {
      const prev = context.history[context.history.length - 1]!;
      const back = refresh({ ...context, history: context.history.slice(0, -1) }, prev, false);
      return context.mode === 'destroy' ? { ...back, preview: prev.picked.length ? { cells: prev.picked, legal: true } : null } : back;
    }),
    emitAction: emit(({ context }) => ({ type: 'placement.action' as const, action: placementAction(context) })),
  },
}).createMachine({
  id: 'placement',
  context: ({ input }) => {
    const mode = input.mode ?? 'shape';
    const terrains = input.mode === 'fallback' ? input.terrains : input.card.kind === 'explore' ? input.card.terrains : [];
    const { restore, ...rest } = input;
    const fresh: PlacementContext = {
      ...rest,
      mode,
      terrains,
      option: 0,
      // The first terrain is chosen from the start (a two-terrain card too), so a placed shape can be confirmed at once.
      terrain: mode === 'hero' ? 'hero' : (terrains[0] ?? null),
      turns: 0,
      flipped: false,
      at: null,
      picked: [],
      hover: null,
      preview: null,
      history: [],
    };
    // A restored choice is taken only where it still makes sense for this task (a destroy is chosen afresh).
    if (!restore || mode === 'destroy') return fresh;
    const option = mode === 'shape' && input.card.kind === 'explore' && restore.option < input.card.options.length ? restore.option : 0;
    const terrain = restore.terrain && terrains.includes(restore.terrain) ? restore.terrain : fresh.terrain;
    const turnable = mode === 'shape';
    // Restored as one step from the fresh start, so Undo takes a restored (even a refused) placement back.
    const choice = { option, terrain, turns: turnable ? restore.turns : 0, flipped: turnable && restore.flipped, at: restore.at };
    return { ...fresh, ...refresh(fresh, choice, !sameChoice(null, choice)) };
  },
  initial: 'routing',
  on: {
    'placement.option.chosen': { guard: 'offersOption', actions: 'chooseOption' },
    'placement.terrain.chosen': { guard: 'offersTerrain', actions: 'chooseTerrain' },
    'placement.rotated': { guard: 'turnable', actions: 'rotate' },
    'placement.flipped': { guard: 'turnable', actions: 'flip' },
    'placement.suggested': { guard: 'fitsSuggestion', target: '.routing', actions: 'suggest' },
  },
  states: {
    /** nothing placed yet: hovering previews */
    choosing: {
      on: {
        'placement.hovered': { actions: 'hover' },
        'placement.moved': { target: 'routing', actions: 'place' },
        'placement.undone': { guard: 'canUndo', actions: 'undo', target: 'routing' },
        'placement.confirmed': { guard: 'isComplete', target: 'confirmed', actions: 'emitAction' },
      },
    },
    /** placed tentatively: the ghost stays put until moved, undone or confirmed */
    previewing: {
      on: {
        'placement.moved': { target: 'routing', actions: 'place' },
        'placement.undone': { guard: 'canUndo', actions: 'undo', target: 'routing' },
        'placement.confirmed': { guard: 'isComplete', target: 'confirmed', actions: 'emitAction' },
      },
    },
    /** after a placing or an undo: previewing while something is placed, else back to choosing */
    routing: { always: [{ guard: 'hasPosition', target: 'previewing' }, { target: 'choosing' }] },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => placementAction(context),
});
