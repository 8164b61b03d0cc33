import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editorMachine, type EditorEmitted } from '../../machines/editor.machine.ts';

describe('editor: sharing by link', () => {
  it('makes a link, opens it read-only in a fresh editor, and copies it in as one undo step', () => {
    const a = createActor(editorMachine, { input: {} }).start();
    a.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    a.send({ type: 'pack.shared' });
    const fragment = a.getSnapshot().context.shareFragment!;
    expect(fragment).toMatch(/^pack=/);

    const b = createActor(editorMachine, { input: {} }).start();
    b.send({ type: 'shared.opened', fragment: `#${fragment}` });
    const shared = b.getSnapshot().context.shared!;
    expect(shared.problems).toEqual([]);
    expect(shared.draft).toEqual(a.getSnapshot().context.draft);
    // Read-only: the editor's own pack is untouched until the designer copies it.
    expect(b.getSnapshot().context.draft).not.toEqual(shared.draft);
    b.send({ type: 'shared.copied' });
    expect(b.getSnapshot().context.draft).toEqual(a.getSnapshot().context.draft);
    expect(b.getSnapshot().context.shared).toBe(null);
    b.send({ type: 'history.undone' });
    expect(b.getSnapshot().context.draft).not.toEqual(a.getSnapshot().context.draft);
  });

  it('says why a broken link cannot be opened, and ignores a fragment without a pack', () => {
    const b = createActor(editorMachine, { input: {} }).start();
    b.send({ type: 'shared.opened', fragment: '#section' });
    expect(b.getSnapshot().context).toMatchObject({ shared: null, notice: null });
    b.send({ type: 'shared.opened', fragment: '#pack=eJzLSM3JyQcABiwCFQ' });
    expect(b.getSnapshot().context.notice).toMatchObject({ kind: 'shared.failed', problem: expect.stringMatching(/\S/) });
  });

  it('shares a pack too big for a link as its file', () => {
    const card = (i: number) => ({
      id: `c-${i}`,
      kind: 'scoring',
      name: `C ${i}`,
      stack: 'forest',
      solo: 1,
      text: `${i} ${Math.sin(i)}`,
      rule: { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } },
    });
    const draft = {
      'pack.json': { id: 'big', name: 'Big', files: ['scoring.json'] },
      'scoring.json': { cards: Array.from({ length: 1500 }, (_, i) => card(i)) },
    };
    const a = createActor(editorMachine, { input: { saved: { draft } } }).start();
    const files: Extract<EditorEmitted, { type: 'editor.download' }>['files'][] = [];
    a.on('editor.download', (e) => files.push(e.files));
    a.send({ type: 'pack.shared' });
    expect(a.getSnapshot().context.shareFragment).toBe(null);
    expect(a.getSnapshot().context.notice).toEqual({ kind: 'share.too-big' });
    expect(files.at(-1)![0]!.name).toBe('big.pack.json');
  });
});
