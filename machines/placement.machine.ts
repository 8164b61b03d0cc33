/**
 * One player's tentative placement (DESIGN.md §2 "undo"): choose an option and a terrain, preview
 * the shape at a position (turned, mirrored) with its legality and the reason when illegal, undo
 * any step, and confirm. Nothing reaches the game until `placement.confirmed`, which emits the
 * engine action (`placement.action`) and ends the machine with it as output. Every rule question
 * is asked of src/ (previewPlacement -> the rules engine's checkPlacement).
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import type { AmbushCard, ExploreCard } from '../src/content/types.ts';
import { previewPlacement, type Preview } from '../src/game/preview.ts';
import type { Action } from '../src/game/types.ts';
import type { DrawableTerrain } from '../src/grid/fills.ts';
import type { Cell } from '../src/grid/grid.ts';
import type { Sheet } from '../src/rules/sheet.ts';
import type { PlacementEmitted, PlacementEvent } from './events.ts';

export interface PlacementInput {
  player: number;
  sheet: Sheet;
  card: ExploreCard | AmbushCard;
  ruins?: boolean;
}

interface Choice {
  option: number;
  terrain: DrawableTerrain | null;
  turns: number;
  flipped: boolean;
  at: Cell | null;
}

export interface PlacementContext extends PlacementInput, Choice {
  preview: Preview | null;
  /** earlier choices, for undo */
  history: Choice[];
}

const choiceOf = (c: PlacementContext): Choice => ({ option: c.option, terrain: c.terrain, turns: c.turns, flipped: c.flipped, at: c.at });

function withPreview(c: PlacementContext, next: Partial<Choice>): Partial<PlacementContext> {
  const merged = { ...choiceOf(c), ...next };
  const preview = merged.at ? previewPlacement({ sheet: c.sheet, card: c.card, option: merged.option, turns: merged.turns, flipped: merged.flipped, at: merged.at, ruins: c.ruins === true }) : null;
  return { ...merged, preview, history: [...c.history, choiceOf(c)] };
}

export function placementAction(c: PlacementContext): Action {
  const cells = c.preview?.cells ?? [];
  return c.card.kind === 'ambush'
    ? { type: 'monster', player: c.player, cells }
    : { type: 'draw', player: c.player, option: c.option, terrain: c.terrain as DrawableTerrain, cells };
}

export const placementMachine = setup({
  types: { context: {} as PlacementContext, events: {} as PlacementEvent, input: {} as PlacementInput, emitted: {} as PlacementEmitted, output: {} as Action },
  guards: {
    isLegal: ({ context }) => context.preview?.legal === true && (context.card.kind === 'ambush' || context.terrain !== null),
    canUndo: ({ context }) => context.history.length > 0,
    hasPosition: ({ context }) => context.at !== null,
    offersTerrain: ({ context, event }) => {
      assertEvent(event, 'placement.terrain.chosen');
      return context.card.kind === 'explore' && context.card.terrains.includes(event.terrain);
    },
  },
  actions: {
    chooseOption: assign(({ context, event }) => {
      assertEvent(event, 'placement.option.chosen');
      return withPreview(context, { option: event.option });
    }),
    chooseTerrain: assign(({ context, event }) => {
      assertEvent(event, 'placement.terrain.chosen');
      return withPreview(context, { terrain: event.terrain });
    }),
    move: assign(({ context, event }) => {
      assertEvent(event, 'placement.moved');
      return withPreview(context, { at: event.at });
    }),
    rotate: assign(({ context }) => withPreview(context, { turns: (context.turns + 1) % 4 })),
    flip: assign(({ context }) => withPreview(context, { flipped: !context.flipped })),
    undo: assign(({ context }) => {
      const prev = context.history[context.history.length - 1]!;
      const back = withPreview({ ...context, history: context.history.slice(0, -1) }, prev);
      return { ...back, history: context.history.slice(0, -1) };
    }),
    emitAction: emit(({ context }) => ({ type: 'placement.action' as const, action: placementAction(context) })),
  },
}).createMachine({
  id: 'placement',
  context: ({ input }) => ({
    ...input,
    option: 0,
    terrain: input.card.kind === 'explore' && input.card.terrains.length === 1 ? input.card.terrains[0]! : null,
    turns: 0,
    flipped: false,
    at: null,
    preview: null,
    history: [],
  }),
  initial: 'choosing',
  on: {
    'placement.option.chosen': { actions: 'chooseOption' },
    'placement.terrain.chosen': { guard: 'offersTerrain', actions: 'chooseTerrain' },
    'placement.rotated': { actions: 'rotate' },
    'placement.flipped': { actions: 'flip' },
  },
  states: {
    choosing: {
      on: { 'placement.moved': { target: 'previewing', actions: 'move' }, 'placement.undone': { guard: 'canUndo', actions: 'undo' } },
    },
    previewing: {
      on: {
        'placement.moved': { actions: 'move' },
        'placement.undone': [{ guard: 'canUndo', actions: 'undo', target: 'routing' }],
        'placement.confirmed': { guard: 'isLegal', target: 'confirmed', actions: 'emitAction' },
      },
    },
    /** after an undo: back to choosing when no position is left */
    routing: { always: [{ guard: 'hasPosition', target: 'previewing' }, { target: 'choosing' }] },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => placementAction(context),
});
