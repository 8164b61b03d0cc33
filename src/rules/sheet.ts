import type { AmbushEffect } from '../content/types.ts';
import type { MapGrid } from '../grid/grid.ts';

/** Coins printed on the map sheet's coin track (docs/RULES.md §1). */
export const DEFAULT_COIN_TRACK = 14;

/** A monster drawn on this sheet: what the special ambushes need to act later. */
export interface MonsterRecord {
  /** The ambush card's id (data only: the engine never branches on it). */
  readonly card: string;
  /** The letter written in its spaces (D, Z, T, G), when the card has one. */
  readonly initial?: string;
  readonly effect?: AmbushEffect;
  /** Cell indices (row * cols + col) drawn for it, in drawing order; zombie spread adds to them. */
  readonly cells: readonly number[];
  /** `coins-when-enclosed` has paid out (it pays once). */
  readonly paid?: boolean;
}

/** A hero drawn on this sheet: its space and the attacked spaces its pattern marked. */
export interface HeroRecord {
  readonly card: string;
  readonly cell: number;
  /** Index into the pattern's orientations (0 = as printed, the only one the rules allow; see docs/RULINGS.md). */
  readonly orientation: number;
  /** Attacked cell indices inside the map. */
  readonly marks: readonly number[];
}

/**
 * One player's map sheet as plain JSON (JSON.parse(JSON.stringify(sheet)) deep-equals it).
 * Immutable: every rule returns a new Sheet. Monsters are listed in the order they were drawn,
 * which is the order their cards were revealed (docs/RULES.md §4: ongoing effects resolve in it).
 */
export interface Sheet {
  readonly grid: MapGrid;
  /** Filled coins on the coin track (never more than `coinTrack`). */
  readonly coins: number;
  readonly coinTrack: number;
  /** Mountain cell indices whose surrounding coin was already filled (once per mountain), sorted. */
  readonly creditedMountains: readonly number[];
  /** Every cell index inside some hero's attack pattern, sorted, without repeats. */
  readonly heroMarks: readonly number[];
  readonly heroes: readonly HeroRecord[];
  readonly monsters: readonly MonsterRecord[];
}

export interface NewSheetOptions {
  readonly coinTrack?: number;
}

/** A fresh sheet for a map (coins 0, nothing credited, no heroes, no monsters). */
export function newSheet(grid: MapGrid, options: NewSheetOptions = {}): Sheet {
  return {
    grid,
    coins: 0,
    coinTrack: options.coinTrack ?? DEFAULT_COIN_TRACK,
    creditedMountains: [],
    heroMarks: [],
    heroes: [],
    monsters: [],
  };
}
