/** The edicts' vocabulary is defined once (src/content/stacks.ts); the content schema and the official packs follow it. */
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { basePack, EdictLetterSchema, ScoringStackSchema } from '../../src/content/index.ts';
import { EDICT_LETTERS, SCORING_STACKS } from '../../src/content/stacks.ts';

describe('edict letters and scoring stacks', () => {
  it('the content schema accepts exactly the listed letters and stacks', () => {
    for (const letter of EDICT_LETTERS) expect(Value.Check(EdictLetterSchema, letter)).toBe(true);
    for (const stack of SCORING_STACKS) expect(Value.Check(ScoringStackSchema, stack)).toBe(true);
    expect(Value.Check(EdictLetterSchema, 'E')).toBe(false);
    expect(Value.Check(ScoringStackSchema, 'mountains')).toBe(false);
  });

  it('the base game has an edict card per letter and scoring cards in every stack', () => {
    expect(basePack.edicts.map((e) => e.letter)).toEqual([...EDICT_LETTERS]);
    for (const stack of SCORING_STACKS) expect(basePack.scoring.filter((c) => c.stack === stack)).toHaveLength(4);
  });
});
