import type { ScoringStack } from './types.ts';

/** The four scoring stacks, by card back, in edict-drawing order. */
export const SCORING_STACKS: readonly ScoringStack[] = ['forest', 'farm-water', 'village', 'spaces'];

/** Each stack's name in a sentence ("two village cards"): one place for the words. */
export const SCORING_STACK_NAMES: Readonly<Record<ScoringStack, string>> = {
  forest: 'forest',
  'farm-water': 'farm and water',
  village: 'village',
  spaces: 'spaces',
};
