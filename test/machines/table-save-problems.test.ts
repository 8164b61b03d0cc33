/**
 * A saved game that cannot be read or resumed is set aside and said, as data the element words in
 * the reader's language: not JSON, a format this version does not know (named), or a game its
 * rules refuse (the engine's code, for a bug report).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { SAVE_FORMAT } from '../../machines/table/storage.ts';
import { noticeSentence } from '../../components/words/table-wording.ts';
import { MemoryStorage } from '../support/memory-storage.ts';

function load(text: string) {
  const storage = new MemoryStorage();
  storage.setItem('g', text);
  const actor = createActor(tableMachine, { input: { storage, storageKey: 'g' } }).start();
  const problem = actor.getSnapshot().context.loadProblem;
  actor.stop();
  return { problem, storage };
}

describe('a saved game that cannot be used', () => {
  it('is not JSON: set aside, and said so', () => {
    const { problem, storage } = load('{not json');
    expect(problem).toEqual({ kind: 'save.unreadable', problem: { reason: 'not-json' } });
    expect(noticeSentence(problem!)).toBe('Your saved game could not be read (it is not valid JSON); it was set aside.');
    expect(storage.getItem('g.unreadable')).toBe('{not json');
    expect(storage.getItem('g')).toBeNull();
  });

  it('has a format this version does not know: named', () => {
    const { problem } = load(JSON.stringify({ format: 'carto-live-save/0' }));
    expect(problem).toEqual({ kind: 'save.unreadable', problem: { reason: 'unknown-format', format: 'carto-live-save/0' } });
    expect(noticeSentence(problem!)).toBe(
      'Your saved game could not be read (its format, carto-live-save/0, is not one this version knows); it was set aside.',
    );
  });

  it('has no format at all (not a save of this app): said so, never "its format, undefined"', () => {
    for (const text of ['{}', 'null', '[]', '7', JSON.stringify({ format: 3 })]) {
      const { problem } = load(text);
      expect(problem).toEqual({ kind: 'save.unreadable', problem: { reason: 'no-format' } });
      expect(noticeSentence(problem!)).toBe('Your saved game could not be read (it is not a saved game of this app); it was set aside.');
    }
  });

  it('has this version\'s format but no game or setup: said so, not "its format, carto-live-save/1"', () => {
    const setup = { players: 1, names: [''], mode: 'base', map: 'side-a', code: '1234' };
    for (const save of [
      { format: SAVE_FORMAT, setup, game: null },
      { format: SAVE_FORMAT, game: {} },
      { format: SAVE_FORMAT, setup, game: 'x' },
    ]) {
      const { problem } = load(JSON.stringify(save));
      expect(problem).toEqual({ kind: 'save.unreadable', problem: { reason: 'incomplete' } });
      expect(noticeSentence(problem!)).toBe('Your saved game could not be read (its game or its setup is missing); it was set aside.');
    }
  });

  it('holds a log with a null entry: the replay\'s code, not "(internal)"', () => {
    const setup = { players: 1, names: [''], mode: 'base', map: 'side-a', code: '1234' };
    const game = { format: 'carto-game/1', content: { id: 'x', hash: 'y' }, options: { players: 1 }, seed: '1234', log: [null] };
    const { problem } = load(JSON.stringify({ format: SAVE_FORMAT, setup, game }));
    expect(problem).toEqual({ kind: 'save.unresumable', code: 'replay.malformed' });
    expect(noticeSentence(problem!)).not.toContain('internal');
    expect(noticeSentence({ kind: 'save.unresumable' })).toBe("Your saved game could not be resumed with this version's rules and cards; it was set aside.");
  });

  it('holds a game the rules refuse: the code of what stopped it', () => {
    const setup = { players: 1, names: [''], mode: 'base', map: 'side-a', code: '1234' };
    const game = {
      seed: '1234',
      options: { players: 1, map: 'side-a' },
      actions: [{ player: 0, type: 'draw', option: 0, terrain: 'forest', cells: [[99, 99]] }],
    };
    const { problem, storage } = load(JSON.stringify({ format: SAVE_FORMAT, setup, game }));
    expect(problem?.kind).toBe('save.unresumable');
    const code = (problem as { code: string }).code;
    expect(code).toMatch(/^[a-z]+(\.[a-z-]+)+$/);
    expect(noticeSentence(problem!)).toBe(`Your saved game could not be resumed with this version's rules and cards (${code}); it was set aside.`);
    expect(storage.getItem('g.unreadable')).not.toBeNull();
  });
});
