/**
 * A short fingerprint of a pack as far as a card's balance report depends on it: everything but the
 * card's own solo value (which the report suggests, and "use this value" changes). A kept report
 * whose fingerprint differs from the pack's was computed on an earlier version of the pack.
 */
import { hashSeed } from '../random/prng.ts';
import { CONTENT_FILES } from './schema.ts';
import { cardsIn, setAt, type Draft } from './draft.ts';

export function balanceVersion(draft: Draft, cardId: string): string {
  let without = draft;
  for (const file of Object.keys(CONTENT_FILES)) {
    const index = cardsIn(draft, file).findIndex((c) => c.id === cardId);
    if (index >= 0) without = setAt(without, file, `/cards/${index}/solo`, undefined);
  }
  return hashSeed(JSON.stringify(without)).toString(36);
}
