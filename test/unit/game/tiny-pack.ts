/**
 * A tiny table for engine and statechart tests: a 3x4 map with one ruins space, three explore
 * cards (a coin dot, a domino, a ruins card), one ambush (a 1x1 imp), seasons of 2 time, and
 * four one-line scoring rules, so that every outcome can be worked out by hand.
 */
import type { AmbushCard, ExploreCard, ScoringCard, SeasonCard } from '../../../src/content/types.ts';
import type { GameContent } from '../../../src/game/types.ts';

const explore = (id: string, time: number, terrains: ExploreCard['terrains'], options: ExploreCard['options'], ruins = false): ExploreCard => ({
  id,
  kind: 'explore',
  name: id,
  time,
  terrains,
  options,
  ...(ruins ? { ruins: true } : {}),
});
const season = (id: string, order: number, edicts: SeasonCard['edicts']): SeasonCard => ({ id, kind: 'season', name: id, time: 2, edicts, order });
const scoring = (id: string, stack: ScoringCard['stack'], fill: string, solo: number): ScoringCard => ({
  id,
  kind: 'scoring',
  name: id,
  stack,
  solo,
  text: `1 star per ${fill} space`,
  rule: { type: 'per', stars: 1, of: { type: 'spaces', fills: [fill] } } as unknown as ScoringCard['rule'],
});

export const imp: AmbushCard = {
  id: 'imp',
  kind: 'ambush',
  name: 'Imp',
  time: 0,
  shape: ['X'],
  pass: 'clockwise',
  solo: { corner: 'top-left', direction: 'clockwise' },
};

export const tinyPack: GameContent = {
  packs: ['tiny'],
  explore: [
    explore('dot', 1, ['forest'], [{ shape: ['X'], coin: true }]),
    explore('domino', 1, ['farm', 'water'], [{ shape: ['XX'] }]),
    explore('ruin', 0, [], [], true),
  ],
  ambush: [imp],
  heroes: [],
  seasons: [season('spring', 1, ['A', 'B']), season('summer', 2, ['B', 'C']), season('fall', 3, ['C', 'D']), season('winter', 4, ['D', 'A'])],
  scoring: {
    forest: [scoring('woods', 'forest', 'forest', 1)],
    'farm-water': [scoring('wet', 'farm-water', 'water', 1)],
    village: [scoring('farms', 'village', 'farm', 1)],
    spaces: [scoring('voids', 'spaces', 'empty', 2)],
  },
  map: { id: 'tiny-side', kind: 'map', name: 'Tiny', side: 'T', rows: ['....', '.r..', '....'] },
  coinTrack: 3,
  soloTitles: [
    { min: 10, title: 'Journeyman Topographer' },
    { min: 0, title: 'Apprentice Surveyor' },
    { min: -5, title: 'Amateur Assessor' },
  ],
};
