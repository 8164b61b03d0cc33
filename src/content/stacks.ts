/**
 * The edicts' vocabulary, defined once: the content types, the content schema, the game's setup,
 * the elements and the server's request schema all derive from these lists.
 */

/** The four edicts, in the order they are dealt and shown. */
export const EDICT_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type EdictLetter = (typeof EDICT_LETTERS)[number];

/** The four scoring stacks, by card back, in edict-drawing order. */
export const SCORING_STACKS = ['forest', 'farm-water', 'village', 'spaces'] as const;
export type ScoringStack = (typeof SCORING_STACKS)[number];

/** Each stack's name in a sentence ("two village cards"): one place for the words. */
export const SCORING_STACK_NAMES: Readonly<Record<ScoringStack, string>> = {
  forest: 'forest',
  'farm-water': 'farm and water',
  village: 'village',
  spaces: 'spaces',
};
