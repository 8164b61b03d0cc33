/**
 * A custom card's text follows its rule while the designer has not reworded it; a reworded text that
 * no longer names the rule's numbers or terrains is a warning (the pack stays valid), named by what differs.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editorMachine } from '../../machines/editor.machine.ts';
import { exampleFromMap } from '../../src/content/card-example.ts';
import { parseNotation } from '../../src/grid/notation.ts';
import type { ScoringRule } from '../../src/scoring/rule-schema.ts';

function start() {
  const actor = createActor(editorMachine, { input: {} }).start();
  const card = () => (actor.getSnapshot().context.draft['scoring.json'] as { cards: Array<{ text: string; rule: unknown }> }).cards[0]!;
  return { actor, card, ctx: () => actor.getSnapshot().context };
}

const riverwood = { type: 'per', stars: 2, of: { type: 'spaces', fills: ['forest'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] } };

describe('the card text follows the rule', () => {
  it('a new scoring card starts with the text its rule generates, in the designer language', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring', words: { name: 'Karta', textLocale: 'pl' } });
    expect(s.card().text).toBe('Zdobądź 1 Gwiazdkę Reputacji za każdy obszar Lasu.');
  });

  it('changing the rule rewrites a generated text, in its language; undo brings both back', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    expect(s.card().text).toBe('Earn one reputation star for each forest space.');
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule', value: riverwood });
    expect(s.card().text).toBe('Earn two reputation stars for each forest space adjacent to a water space.');
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 3 });
    expect(s.card().text).toBe('Earn three reputation stars for each forest space adjacent to a water space.');
    expect(s.ctx().textWarnings).toEqual([]);
    s.actor.send({ type: 'history.undone' });
    expect(s.card().text).toBe('Earn two reputation stars for each forest space adjacent to a water space.');
  });

  it('a card started from an official one follows too (its printed text is left alone until the rule changes it)', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring', from: 'wildholds' });
    expect(s.card().text).toBe('Earn eight reputation stars for each cluster of six or more village spaces.');
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/of/where/0/min', value: 5 });
    expect(s.card().text).toBe('Earn eight reputation stars for each cluster of five or more village spaces.');
  });

  it('follows through a rule that is unsound for a while (no terrain ticked between unticking forest and ticking water)', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/of/fills', value: [] });
    expect(s.card().text).toBe('Earn one reputation star for each forest space.');
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/of/fills', value: ['water'] });
    expect(s.card().text).toBe('Earn one reputation star for each water space.');
  });

  it('a half-edited rule keeps the last text; a reworded text stays and is checked instead', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 0 });
    expect(s.card().text).toBe('Earn one reputation star for each forest space.');
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 1 });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/text', value: 'One star for every forest space.' });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule', value: riverwood });
    expect(s.card().text).toBe('One star for every forest space.');
    expect(s.ctx().problems).toEqual([]);
    expect(s.ctx().textWarnings).toEqual([
      {
        file: 'scoring.json',
        pointer: '/cards/0/text',
        id: 'new-scoring-card',
        locale: 'en',
        mismatches: [
          { kind: 'number-missing', value: 2 },
          { kind: 'terrain-missing', value: 'water' },
        ],
      },
    ]);
  });
});

describe('an example taken from the sample map', () => {
  const sample = parseNotation(['. . . . . .', '. . F W . .', '. . F . . .', '. . . . . .'].join('\n'));

  it('is the painted box of the map, scored by the rule, with why', () => {
    expect(exampleFromMap(riverwood as ScoringRule, sample)).toEqual({
      rows: ['F W', 'F .'],
      stars: 2,
      why: 'forest space adjacent to a water: 2 stars. 2 in all.',
    });
    expect(exampleFromMap(riverwood as ScoringRule, parseNotation('. .\n. .'))).toBeUndefined();
  });

  it('is kept with the card, passes validation, and is scored again when the rule changes', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule', value: riverwood });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/example', value: exampleFromMap(riverwood as ScoringRule, sample) });
    expect(s.ctx().problems).toEqual([]);
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 3 });
    expect((s.card() as { example?: unknown }).example).toEqual({
      rows: ['F W', 'F .'],
      stars: 3,
      why: 'forest space adjacent to a water: 3 stars. 3 in all.',
    });
    expect(s.ctx().problems).toEqual([]);
  });

  it('a hand-written why is left alone (validation then says the stars are stale)', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule', value: riverwood });
    s.actor.send({
      type: 'draft.edited',
      file: 'scoring.json',
      pointer: '/cards/0/example',
      value: { rows: ['F W', 'F .'], stars: 2, why: 'The top forest touches the water.' },
    });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 3 });
    expect((s.card() as { example?: { stars: number } }).example!.stars).toBe(2);
    expect(s.ctx().problems.map((p) => p.pointer)).toContain('/cards/0/example/stars');
  });
});
