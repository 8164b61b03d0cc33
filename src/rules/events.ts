import type { Cell } from '../grid/grid.ts';

/** Why a coin was earned. */
export type CoinReason = 'shape' | 'mountain' | 'monster-enclosed';

/** What a drawing caused, as data, in the order it happened. */
export type DrawEvent =
  /** Spaces were drawn with a terrain (monster spaces destroyed at once by a hero still appear here first). */
  | { readonly type: 'drawn'; readonly cells: readonly Cell[]; readonly terrain: string }
  /**
   * A coin rule fired. `earned` is what the rule gives, `credited` what fitted on the coin track
   * (less when the track is full).
   */
  | { readonly type: 'coin'; readonly reason: CoinReason; readonly earned: number; readonly credited: number; readonly cell?: Cell; readonly monster?: number }
  /** A mountain became surrounded (its four neighbours in the map filled). */
  | { readonly type: 'mountain-surrounded'; readonly cell: Cell }
  /** Monster spaces inside a hero's attack pattern were destroyed. */
  | { readonly type: 'destroyed-by-hero'; readonly cells: readonly Cell[] }
  /** Spaces destroyed by a special ambush (Troll, Gorgon), chosen by a player. */
  | { readonly type: 'destroyed'; readonly cells: readonly Cell[]; readonly monster: number }
  /** A hero was drawn and its pattern marked. */
  | { readonly type: 'hero'; readonly cell: Cell; readonly marks: readonly Cell[] }
  /** Zombies spread into these spaces after scoring. */
  | { readonly type: 'spread'; readonly cells: readonly Cell[]; readonly monster: number };
