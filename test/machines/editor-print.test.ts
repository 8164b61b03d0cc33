import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { PDFDocument } from '@cantoo/pdf-lib';
import { editorMachine, type EditorEmitted } from '../../machines/editor.machine.ts';
// What an app that prints imports once (cartographers-live/print.js); editor-print-optional.test.ts runs without it.
import '../../components/print-entry.ts';

describe('editor: print and play', () => {
  it('downloads the pack as a PDF: a page of cards and a page per map side', async () => {
    const actor = createActor(editorMachine, { input: {} }).start();
    const downloads: Extract<EditorEmitted, { type: 'editor.download' }>['files'][] = [];
    actor.on('editor.download', (e) => downloads.push(e.files));
    actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    actor.send({ type: 'card.added', kind: 'explore', from: 'great-river' });
    actor.send({ type: 'card.added', kind: 'map', from: 'side-a' });
    actor.send({ type: 'print.requested', paper: 'letter' });
    expect(actor.getSnapshot().value).toBe('printing');
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 20_000 });
    const [file] = downloads[0]!;
    expect(file!.name).toBe('my-pack-letter.pdf');
    expect(file!.type).toBe('application/pdf');
    const doc = await PDFDocument.load(file!.bytes!);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getTitle()).toBe('My pack');
  }, 30_000);

  it('says why nothing was printed when the pack has problems', async () => {
    const actor = createActor(editorMachine, { input: {} }).start();
    actor.send({ type: 'card.added', kind: 'scoring' });
    actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/stack', value: 'lava' });
    actor.send({ type: 'print.requested', paper: 'a4' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'print.blocked', count: 1 });
  });
});
