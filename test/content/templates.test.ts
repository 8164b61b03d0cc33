/** Every official card opens as a template and round-trips: valid alone, exported and imported unchanged, the same card under a new id. */
import { describe, expect, it } from 'vitest';
import { addCard, newDraft, readImport, serializeDraft } from '../../src/content/draft.ts';
import { loadPack, validatePack } from '../../src/content/load.ts';
import { officialPacks } from '../../src/content/official.ts';
import { officialTemplates, templateCard } from '../../src/content/templates.ts';
import { createActor } from 'xstate';
import { editorMachine } from '../../machines/editor.machine.ts';

const KINDS = ['scoring', 'explore', 'ambush', 'hero', 'map'] as const;

describe('official cards as templates', () => {
  it('offers every official card of the kinds the card list shows', () => {
    const all = officialPacks.flatMap((p) => Object.values(p.byId)).filter((c) => (KINDS as readonly string[]).includes(c.kind));
    expect(
      KINDS.flatMap((k) => officialTemplates(k))
        .map((c) => c.id)
        .sort(),
    ).toEqual(all.map((c) => c.id).sort());
    // base 13 explore, 4 ambush, 16 scoring, 2 sides; Heroes 11, 4, 4 heroes, 16, 2; promo 4 ambush.
    expect(all.length).toBe(76);
  });

  for (const kind of KINDS) {
    it(`every official ${kind} card: a valid copy under a fresh id that exports and imports unchanged`, () => {
      for (const official of officialTemplates(kind)) {
        const card = templateCard(official.id, newDraft())!;
        const { draft } = addCard(newDraft(), kind, card);
        expect(validatePack(draft), official.id).toEqual([]);
        const again = readImport([{ name: 'x.pack.json', text: serializeDraft(draft) }]);
        expect(again).toEqual(draft);
        const pack = loadPack(again);
        const copy = Object.values(pack.byId)[0]!;
        expect(copy.id).toMatch(new RegExp(`-2$`));
        expect({ ...copy, id: official.id }).toEqual(official);
      }
    });
  }

  it('in the editor: start from Greenbough, twice, and play it beside the official cards', () => {
    const actor = createActor(editorMachine, { input: {} }).start();
    actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    const cards = (actor.getSnapshot().context.draft['scoring.json'] as { cards: Array<{ id: string; name: string }> }).cards;
    expect(cards.map((c) => [c.id, c.name])).toEqual([
      ['greenbough-2', 'Greenbough'],
      ['greenbough-3', 'Greenbough'],
    ]);
    expect(actor.getSnapshot().context.problems).toEqual([]);
    // Its id follows a new name, as a new card's does.
    actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/name', value: 'Greener Bough' });
    expect((actor.getSnapshot().context.draft['scoring.json'] as { cards: Array<{ id: string }> }).cards[0]!.id).toBe('greener-bough');
    // A kind that does not match the card is a plain new card.
    actor.send({ type: 'card.added', kind: 'explore', from: 'greenbough' });
    expect((actor.getSnapshot().context.draft['explore.json'] as { cards: Array<{ id: string }> }).cards[0]!.id).toBe('new-explore-card');
    actor.send({ type: 'play.started' });
    expect(actor.getSnapshot().value).toBe('playing');
  });
});
