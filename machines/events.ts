/** Typed events of the game and placement statecharts (dotted lowercase names, docs/DESIGN.md §9). */
import type { Action, GameContent, GameOptions, GameState, Seed } from '../src/game/types.ts';
import type { DrawableTerrain } from '../src/grid/fills.ts';
import type { Cell } from '../src/grid/grid.ts';

export type GameEvent =
  /** A player's action (draw, monster, destroy, hero), checked by the engine. */
  { type: 'game.action'; action: Action };

/** Start a new game, or resume one from a saved state. */
export type GameInput = { content: GameContent; options: GameOptions; seed: Seed } | { state: GameState };

export type PlacementEvent =
  | { type: 'placement.option.chosen'; option: number }
  | { type: 'placement.terrain.chosen'; terrain: DrawableTerrain }
  /** the pointer or keyboard cursor is over a space: preview only, no undo step */
  | { type: 'placement.hovered'; at: Cell }
  /** place tentatively at a space (click, tap, Enter); for destroy, toggle the space */
  | { type: 'placement.moved'; at: Cell }
  | { type: 'placement.rotated' }
  | { type: 'placement.flipped' }
  | { type: 'placement.undone' }
  /** take a suggested action (a hint) as the tentative placement: one undo step, confirmed as usual */
  | { type: 'placement.suggested'; action: Action }
  | { type: 'placement.confirmed' };

/** Emitted by the placement machine on confirm: the engine action to send to the game. */
export type PlacementEmitted = { type: 'placement.action'; action: Action };

/** What the player asked for with the placement controls (or their keyboard shortcuts). */
export type PlacementIntent =
  | { readonly kind: 'option'; readonly option: number }
  | { readonly kind: 'terrain'; readonly terrain: DrawableTerrain }
  | { readonly kind: 'rotate' }
  | { readonly kind: 'flip' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'confirm' };
