/** The scoring stacks (src/content/stacks.ts) as headings: "Forest cards", "Leśne karty". */
import { msg } from '@lit/localize';
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
