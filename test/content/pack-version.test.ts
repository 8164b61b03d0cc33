/** A kept balance report's pack version (src/content/pack-version.ts): what the simulation depends on, not the card's solo value. */
import { describe, expect, it } from 'vitest';
import { balanceVersion } from '../../src/content/pack-version.ts';
import { addCard, newDraft, setAt } from '../../src/content/draft.ts';

describe('the pack version a balance report was run on', () => {
  it('changes with the rule, not with the card’s own solo value', () => {
    const { draft } = addCard(newDraft(), 'scoring');
    const v = balanceVersion(draft, 'new-scoring-card');
    expect(v).toMatch(/^[0-9a-z]+$/);
    expect(balanceVersion(setAt(draft, 'scoring.json', '/cards/0/solo', 17), 'new-scoring-card')).toBe(v);
    expect(balanceVersion(setAt(draft, 'scoring.json', '/cards/0/rule/stars', 2), 'new-scoring-card')).not.toBe(v);
  });
});
