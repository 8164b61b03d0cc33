import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { editorMachine } from '../../machines/editor.machine.ts';

// @cantoo/pdf-lib is an optional peer: the editor without cartographers-live/print.js (this file
// never imports it) still works, and printing says how to enable it.
describe('editor: print and play without the PDF library provided', () => {
  it('fails the print with a sentence naming the package and the entry to import', async () => {
    const actor = createActor(editorMachine, { input: {} }).start();
    actor.send({ type: 'card.added', kind: 'scoring', from: 'greenbough' });
    actor.send({ type: 'print.requested', paper: 'a4' });
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 20_000 });
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'print.failed',
      problem:
        "print-and-play needs the optional package @cantoo/pdf-lib: install it (npm install @cantoo/pdf-lib) and import 'cartographers-live/print.js' once",
    });
  });
});
