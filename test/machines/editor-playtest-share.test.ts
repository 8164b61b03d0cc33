/**
 * The editor keeps a playtest going across a reload, and a shared pack can be played as it is, or
 * taken in by adding its cards to the recipient's pack or replacing it (issue 35).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editorMachine, type EditorEmitted, type EditorInput } from '../../machines/editor.machine.ts';
import { cardsIn } from '../../src/content/draft.ts';

function start(input: EditorInput = {}) {
  const fresh: Extract<EditorEmitted, { type: 'editor.game.fresh' }>[] = [];
  const actor = createActor(editorMachine, { input }).start();
  actor.on('editor.game.fresh', (e) => fresh.push(e));
  return { actor, fresh, ctx: () => actor.getSnapshot().context };
}

/** A designer's pack with one scoring card (a copy of Greenbough), and its share link. */
function shared() {
  const a = start();
  a.actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
  a.actor.send({ type: 'pack.shared' });
  return { draft: a.ctx().draft, fragment: `#${a.ctx().shareFragment!}` };
}

describe('editor: a playtest across a reload', () => {
  it('a new game is announced fresh (the element forgets the old save); a reload while playing resumes the game, not a fresh one', () => {
    const a = start();
    a.actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    a.actor.send({ type: 'play.started' });
    expect(a.actor.getSnapshot().value).toBe('playing');
    expect(a.fresh).toEqual([{ type: 'editor.game.fresh', shared: false }]);

    // What the element saves while playing, read back after a reload.
    const { draft, sample, selected, playtest } = a.ctx();
    const b = start({ saved: { draft, sample, selected, playtest, playing: true } });
    expect(b.actor.getSnapshot().value).toBe('playing');
    expect(b.ctx().table!.scoring.forest.map((c) => c.id)).toEqual(a.ctx().table!.scoring.forest.map((c) => c.id));
    expect(b.fresh).toEqual([]);
    b.actor.send({ type: 'play.closed' });
    expect(b.actor.getSnapshot().value).toBe('editing');

    // Saved as not playing, or a pack that can no longer be played: the editor.
    expect(start({ saved: { draft, playing: false } }).actor.getSnapshot().value).toBe('editing');
    const broken = { ...draft, 'scoring.json': { cards: [{ ...cardsIn(draft, 'scoring.json')[0]!, rule: { type: 'per' } }] } };
    expect(start({ saved: { draft: broken, playing: true } }).actor.getSnapshot().value).toBe('editing');
  });
});

describe('editor: a shared pack for its recipient', () => {
  it('plays the shared pack as it is, without copying it, and comes back to it', () => {
    const link = shared();
    const b = start();
    b.actor.send({ type: 'card.added', kind: 'explore' });
    const mine = b.ctx().draft;
    b.actor.send({ type: 'shared.opened', fragment: link.fragment });
    b.actor.send({ type: 'shared.played' });
    expect(b.actor.getSnapshot().value).toBe('playing');
    expect(b.ctx().playingShared).toBe(true);
    expect(b.fresh).toEqual([{ type: 'editor.game.fresh', shared: true }]);
    // The shared card is forced into its stack: the game is the shared pack's.
    expect(b.ctx().table!.scoring.forest.map((c) => c.id)).toEqual(cardsIn(link.draft, 'scoring.json').map((c) => c.id));
    expect(b.ctx().draft).toBe(mine);
    b.actor.send({ type: 'play.closed' });
    expect(b.actor.getSnapshot().value).toBe('editing');
    expect(b.ctx().shared!.draft).toEqual(link.draft);
    expect(b.ctx().draft).toBe(mine);
  });

  it('adds the shared cards to the recipient’s pack under fresh ids, as one undo step; or replaces the pack', () => {
    const link = shared();
    const b = start();
    b.actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    const mine = b.ctx().draft;
    b.actor.send({ type: 'shared.opened', fragment: link.fragment });
    b.actor.send({ type: 'shared.copied', mode: 'add' });
    const ids = cardsIn(b.ctx().draft, 'scoring.json').map((c) => c.id);
    const id = cardsIn(mine, 'scoring.json')[0]!.id as string;
    expect(ids).toEqual([id, `${id}-2`]);
    expect(b.ctx().notice).toEqual({ kind: 'shared.added', count: 1 });
    expect(b.ctx().shared).toBe(null);
    expect(b.ctx().problems).toEqual([]);
    b.actor.send({ type: 'history.undone' });
    expect(b.ctx().draft).toBe(mine);

    b.actor.send({ type: 'shared.opened', fragment: link.fragment });
    b.actor.send({ type: 'shared.copied', mode: 'replace' });
    expect(b.ctx().draft).toEqual(link.draft);
  });

  it('a link pasted while a game is open closes the game and shows the shared pack; an anchor without a pack does not', () => {
    const link = shared();
    const b = start();
    b.actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    b.actor.send({ type: 'play.started' });
    b.actor.send({ type: 'shared.opened', fragment: '#rules' });
    expect(b.actor.getSnapshot().value).toBe('playing');
    b.actor.send({ type: 'shared.opened', fragment: link.fragment });
    expect(b.actor.getSnapshot().value).toBe('editing');
    expect(b.ctx().table).toBe(null);
    expect(b.ctx().shared!.draft).toEqual(link.draft);
  });
});
