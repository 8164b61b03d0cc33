/** The editor statechart: a card's id follows its name until the designer edits the id; typing a name is one undo step. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editorMachine } from '../../machines/editor.machine.ts';
import { idFromName } from '../../src/content/draft.ts';

function start() {
  const actor = createActor(editorMachine, { input: {} }).start();
  const card = (i = 0) => (actor.getSnapshot().context.draft['scoring.json'] as { cards: Array<{ id: string; name: string }> }).cards[i]!;
  const name = (value: string, typing = false, i = 0) => actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: `/cards/${i}/name`, value, typing });
  return { actor, card, name, ctx: () => actor.getSnapshot().context };
}

describe('card ids follow names', () => {
  it('suggests an id from a name', () => {
    expect(idFromName('Lakeside Villages')).toBe('lakeside-villages');
    expect(idFromName("  Shieldgate's Crossing!  ")).toBe('shieldgate-s-crossing');
    expect(idFromName('Forêt Noire 2')).toBe('foret-noire-2');
  });

  it('follows the name of a new card, keeps ids unique, and stops once the id is edited', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    expect([s.card(0).id, s.card(1).id]).toEqual(['new-scoring-card', 'new-scoring-card-2']);
    s.name('Lakeside Villages');
    expect(s.card(0)).toMatchObject({ id: 'lakeside-villages', name: 'Lakeside Villages' });
    // The same name on the second card: the id stays unique.
    s.name('Lakeside Villages', false, 1);
    expect(s.card(1).id).toBe('lakeside-villages-2');
    s.name('Lakeside Hamlets');
    expect(s.card(0).id).toBe('lakeside-hamlets');
    // The designer edits the id: from now on a new name leaves it alone.
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/id', value: 'wells' });
    s.name('Village Wells');
    expect(s.card(0)).toMatchObject({ id: 'wells', name: 'Village Wells' });
    expect(s.ctx().problems).toEqual([]);
  });

  it("names a new card in the words the editor gives (the designer's language), its id following that name", () => {
    const s = start();
    const words = { name: 'Neue Wertungskarte', textLocale: 'de' as const };
    s.actor.send({ type: 'card.added', kind: 'scoring', words });
    s.actor.send({ type: 'card.added', kind: 'scoring', words });
    expect(s.card(0)).toMatchObject({ id: 'neue-wertungskarte', name: 'Neue Wertungskarte', text: 'Erhalte einen Ruhmesstern für jedes Waldfeld.' });
    expect(s.card(1)).toMatchObject({ id: 'neue-wertungskarte-2', name: 'Neue Wertungskarte' });
    s.actor.send({ type: 'card.added', kind: 'explore', words: { name: 'Nowa karta wyprawy' } });
    expect((s.ctx().draft['explore.json'] as { cards: Array<{ id: string; name: string }> }).cards[0]).toMatchObject({
      id: 'nowa-karta-wyprawy',
      name: 'Nowa karta wyprawy',
    });
    expect(s.ctx().problems).toEqual([]);
  });

  it('makes the keystrokes of one name a single undo step, and the list sees every keystroke', () => {
    const s = start();
    s.actor.send({ type: 'card.added', kind: 'scoring' });
    const before = s.ctx().past.length;
    for (const partial of ['L', 'La', 'Lak', 'Lake']) {
      s.name(partial, true);
      expect(s.card().name).toBe(partial);
    }
    s.name('Lake'); // the change when the field is left
    expect(s.ctx().past.length).toBe(before + 1);
    expect(s.card()).toMatchObject({ id: 'lake', name: 'Lake' });
    s.actor.send({ type: 'history.undone' });
    expect(s.card()).toMatchObject({ id: 'new-scoring-card', name: 'New scoring card' });
    // Typing in another field afterwards is a step of its own.
    s.actor.send({ type: 'history.redone' });
    s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/text', value: 'A', typing: true });
    expect(s.ctx().past.length).toBe(before + 2);
  });
});
