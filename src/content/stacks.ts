import type { ScoringStack } from './types.ts';

/** The four scoring stacks, by card back, in edict-drawing order. */
export const SCORING_STACKS: readonly ScoringStack[] = ['forest', 'farm-water', 'village', 'spaces'];
