/** The scoring stacks (src/content/stacks.ts) as headings: "Forest cards", "Leśne karty". */
import { msg } from '../../i18n/localization.ts';
import type { ScoringStack } from '../../src/content/stacks.ts';

const NAMES: { readonly [S in ScoringStack]: () => string } = {
  forest: () => msg('Forest cards'),
  'farm-water': () => msg('Farm and water cards'),
  village: () => msg('Village cards'),
  spaces: () => msg('Spaces cards'),
};

export function stackName(stack: ScoringStack): string {
  return NAMES[stack]();
}

/** A scoring card's kind line ("Scoring card: Forest"), one whole message per stack so each language words it. */
const KIND_LINES: { readonly [S in ScoringStack]: () => string } = {
  forest: () => msg('Scoring card: Forest'),
  'farm-water': () => msg('Scoring card: Farm and water'),
  village: () => msg('Scoring card: Village'),
  spaces: () => msg('Scoring card: Spaces'),
};

export function scoringCardKind(stack: ScoringStack): string {
  return KIND_LINES[stack]();
}
