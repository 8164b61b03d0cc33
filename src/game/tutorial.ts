/**
 * The guided first game (content/tutorial/first-game.json): a fixed table and seed, and steps of
 * hints in our own words. Each step says what the player should do and how to tell it is done;
 * these pure checks read the game's happenings, so a statechart can follow the player along.
 *
 * A step opens at a log index `from`: the first step at 0; after a step done by the game (a draw,
 * a happening), the next opens just after the entry that completed it; after a step done by the
 * player pressing Next, the next opens at the same index.
 */
import type { EdictLetter } from '../content/types.ts';
import { shapeCells } from '../content/pictures.ts';
import { officialTable } from '../content/tables.ts';
import type { DrawableTerrain } from '../grid/fills.ts';
import type { Cell } from '../grid/grid.ts';
import { happeningsSince, type Happening, type HappeningCode } from './happenings.ts';
import { newGame } from './setup.ts';
import type { GameState, GameView } from './types.ts';

/** How a step is done (or, for `shows`, what it explains). */
export type TutorialCheck =
  /** The player read the hint and pressed Next (the interface completes it; the engine never does). */
  | { readonly kind: 'next' }
  /** The player drew a shape: of this card, option and terrain when given; `turned`: not as printed (rotated or mirrored); `ruins`: over a ruins space. */
  | {
      readonly kind: 'draw';
      readonly card?: string;
      readonly option?: number;
      readonly terrain?: DrawableTerrain;
      readonly turned?: boolean;
      readonly ruins?: boolean;
    }
  /** The game did something (a happening of this code, and of this card when given). */
  | { readonly kind: 'happened'; readonly code: HappeningCode; readonly card?: string };

export interface TutorialStep {
  readonly id: string;
  /** what we tell the player (our words) */
  readonly hint: string;
  /** what they should do now, in one sentence */
  readonly do: string;
  /** what the step explains, which has happened when it opens */
  readonly shows?: TutorialCheck;
  readonly done: TutorialCheck;
  /** where the guided drawing goes (the interface may mark it; any drawing that passes `done` counts) */
  readonly target?: { readonly option: number; readonly terrain: DrawableTerrain; readonly cells: readonly Cell[] };
}

export interface TutorialScript {
  readonly id: string;
  readonly title: string;
  readonly table: {
    readonly packs: readonly string[];
    readonly map: string;
    readonly players: number;
    readonly seed: string;
    readonly edicts: Readonly<Record<EdictLetter, string>>;
  };
  readonly steps: readonly TutorialStep[];
}

/** The tutorial's game, as its first step finds it. */
export function startTutorial(script: TutorialScript): GameState {
  const t = script.table;
  return newGame(officialTable(t.packs, t.map), { players: t.players, edicts: t.edicts }, t.seed);
}

type Source = GameState | GameView;

const norm = (cells: readonly Cell[]): string => {
  const r0 = Math.min(...cells.map(([r]) => r));
  const c0 = Math.min(...cells.map(([, c]) => c));
  return cells
    .map(([r, c]) => `${r - r0},${c - c0}`)
    .sort()
    .join(' ');
};

function matches(check: TutorialCheck, h: Happening, game: Source, player: number): boolean {
  if (check.kind === 'happened') return h.code === check.code && (check.card === undefined || ('card' in h && h.card === check.card));
  if (check.kind !== 'draw' || h.code !== 'shape.drawn' || h.by !== player) return false;
  if (check.card !== undefined && h.card !== check.card) return false;
  if (check.option !== undefined && h.option !== check.option) return false;
  if (check.terrain !== undefined && h.terrain !== check.terrain) return false;
  if (check.turned === true) {
    const card = game.cards[h.card];
    const shape = card?.kind === 'explore' ? card.options[h.option]?.shape : undefined;
    if (!shape || norm(shapeCells(shape)) === norm(h.cells)) return false;
  }
  if (check.ruins === true) {
    const grid = game.sheets[h.sheet]!.grid;
    if (!h.cells.some(([r, c]) => grid.ruins[r * grid.cols + c] === true)) return false;
  }
  return true;
}

/**
 * Whether a step is done by the game since `from`: the log index at which the next step opens
 * (just after the entry that completed it), or null. Steps done by Next are never done here.
 */
export function tutorialStepDone(step: TutorialStep, game: Source, from: number, player = 0): number | null {
  if (step.done.kind === 'next') return null;
  for (const h of happeningsSince(game, from)) {
    if (matches(step.done, h, game, player)) return game.log.findIndex((e) => e.seq === h.seq) + 1;
  }
  return null;
}

/** Whether what the step explains has happened since `from` (true for a step that explains nothing the game did). */
export function tutorialStepShows(step: TutorialStep, game: Source, from: number, player = 0): boolean {
  const shows = step.shows;
  return shows === undefined || happeningsSince(game, from).some((h) => matches(shows, h, game, player));
}
