import type { AmbushCard, ExploreCard, HeroCard } from '../../../src/content/types.ts';
import type { DrawableTerrain } from '../../../src/grid/fills.ts';
import { formatNotation, parseNotation } from '../../../src/grid/notation.ts';
import { newSheet, type Sheet } from '../../../src/rules/sheet.ts';

/** A sheet from a NOTATION text grid. */
export function sheetOf(text: string, coins = 0): Sheet {
  return { ...newSheet(parseNotation(text)), coins };
}

/** The sheet's grid back as packed NOTATION rows (for readable expectations). */
export function rowsOf(sheet: Sheet): string[] {
  return formatNotation(sheet.grid, { spaced: false }).split('\n');
}

/** An inline explore card for tests: one option per picture; the first carries a coin when `coin` is set. */
export function exploreCard(options: string[][], opts: { coin?: boolean; terrains?: DrawableTerrain[] } = {}): ExploreCard {
  return {
    id: 'test-explore',
    kind: 'explore',
    name: 'Test Explore',
    time: 1,
    terrains: opts.terrains ?? ['forest'],
    options: options.map((shape, i) => ({ shape, ...(i === 0 && opts.coin ? { coin: true } : {}) })),
  };
}

export function ambushCard(shape: string[], extra: Partial<AmbushCard> = {}): AmbushCard {
  return {
    id: 'test-ambush',
    kind: 'ambush',
    name: 'Test Ambush',
    time: 0,
    shape,
    pass: 'clockwise',
    solo: { corner: 'top-left', direction: 'clockwise' },
    ...extra,
  };
}

export function heroCard(pattern: string[]): HeroCard {
  return { id: 'test-hero', kind: 'hero', name: 'Test Hero', time: 0, pattern };
}
