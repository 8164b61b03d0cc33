import { problemSentence } from '../../i18n/content-problems.ts';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { editorMachine, type EditorEmitted, type EditorInput } from '../../machines/editor.machine.ts';
import { readImport, serializeDraft } from '../../machines/editor.machine.ts';
import { officialPackFiles } from '../../src/content/official.ts';
import { parseNotation } from '../../src/grid/notation.ts';

function start(input: EditorInput = {}) {
  const downloads: Extract<EditorEmitted, { type: 'editor.download' }>['files'][] = [];
  const actor = createActor(editorMachine, { input }).start();
  actor.on('editor.download', (e) => downloads.push(e.files));
  return { actor, downloads, ctx: () => actor.getSnapshot().context };
}

const text = (name: string, body: string) => ({ name, read: async () => body });

/** A pack with one scoring card: 2 stars per village space adjacent to a water space. */
function villageByWater() {
  const s = start();
  s.actor.send({ type: 'card.added', kind: 'scoring' });
  s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/id', value: 'village-wells' });
  s.actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/stack', value: 'village' });
  s.actor.send({
    type: 'draft.edited',
    file: 'scoring.json',
    pointer: '/cards/0/rule',
    value: { type: 'per', stars: 2, of: { type: 'spaces', fills: ['village'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] } },
  });
  return s;
}

describe('editor statechart', () => {
  it('adds a card to its file, lists the file in pack.json and selects it', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'card.added', kind: 'explore' });
    expect(ctx().draft['pack.json']).toMatchObject({ files: ['explore.json'] });
    expect((ctx().draft['explore.json'] as { cards: unknown[] }).cards).toHaveLength(1);
    expect(ctx().selected).toEqual({ file: 'explore.json', index: 0 });
    expect(ctx().problems).toEqual([]);
  });

  it('validates after every edit, locating the problem by file and pointer', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'card.added', kind: 'explore' });
    actor.send({ type: 'draft.edited', file: 'explore.json', pointer: '/cards/0/options/0/shape', value: ['X.X'] });
    expect(ctx().problems).toEqual([{ file: 'explore.json', pointer: '/cards/0/options/0/shape', code: 'shape.disconnected', params: { parts: 2 } }]);
    // A blank optional field disappears from the JSON instead of holding undefined.
    actor.send({ type: 'draft.edited', file: 'explore.json', pointer: '/cards/0/number', value: '07' });
    actor.send({ type: 'draft.edited', file: 'explore.json', pointer: '/cards/0/number', value: undefined });
    expect(Object.keys((ctx().draft['explore.json'] as { cards: object[] }).cards[0]!)).not.toContain('number');
  });

  it('undoes and redoes every edit, the sample map included, and a new edit clears redo', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'card.added', kind: 'hero' });
    actor.send({ type: 'draft.edited', file: 'heroes.json', pointer: '/cards/0/name', value: 'Ada' });
    actor.send({ type: 'sample.painted', row: 1, col: 2, fill: 'forest' });
    expect(ctx().sample.fills[13]).toBe('forest');
    actor.send({ type: 'history.undone' });
    expect(ctx().sample.fills[13]).toBe('empty');
    actor.send({ type: 'history.undone' });
    expect((ctx().draft['heroes.json'] as { cards: { name: string }[] }).cards[0]!.name).toBe('New hero card');
    actor.send({ type: 'history.redone' });
    expect((ctx().draft['heroes.json'] as { cards: { name: string }[] }).cards[0]!.name).toBe('Ada');
    actor.send({ type: 'draft.edited', file: 'heroes.json', pointer: '/cards/0/time', value: 2 });
    expect(ctx().future).toEqual([]);
    actor.send({ type: 'history.redone' }); // nothing to redo: ignored
    expect(ctx().sample.fills[13]).toBe('empty');
    // Painting a space with what it already holds is no edit.
    const steps = ctx().past.length;
    actor.send({ type: 'sample.painted', row: 0, col: 0, fill: 'empty' });
    expect(ctx().past.length).toBe(steps);
  });

  it('removing the last card of a file drops the file from the pack', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'card.added', kind: 'map' });
    actor.send({ type: 'card.added', kind: 'edict' });
    actor.send({ type: 'card.removed', file: 'maps.json', index: 0 });
    expect(ctx().draft).not.toHaveProperty(['maps.json']);
    expect(ctx().draft['pack.json']).toMatchObject({ files: ['edicts.json'] });
    expect(ctx().selected).toEqual({ file: 'edicts.json', index: 0 });
  });

  it('exports the pack as one JSON file that imports back unchanged', async () => {
    const { actor, ctx, downloads } = villageByWater();
    actor.send({ type: 'pack.exported' });
    expect(downloads[0]![0]!.name).toBe('my-pack.pack.json');
    const exported = downloads[0]![0]!.text;
    expect(JSON.parse(exported)).toEqual(ctx().draft);
    const before = ctx().draft;
    actor.send({ type: 'pack.created' });
    actor.send({ type: 'pack.imported', files: [text('my-pack.pack.json', exported)] });
    expect(actor.getSnapshot().value).toBe('importing');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(ctx().draft).toEqual(before);
    expect(serializeDraft(ctx().draft)).toBe(exported);
  });

  it('imports a pack folder as separate files and lists every problem of a broken pack', async () => {
    const { actor, ctx } = start();
    const broken = {
      cards: [
        { id: 'Bad Id', kind: 'explore', name: 'Bad', time: 1, terrains: ['lava'], options: [{ shape: ['XX'] }] },
        { id: 'gap', kind: 'explore', name: 'Gap', time: 1, terrains: ['forest'], options: [{ shape: ['X.X'] }] },
      ],
    };
    actor.send({
      type: 'pack.imported',
      files: [
        text('pack.json', JSON.stringify({ id: 'broken', name: 'Broken', files: ['explore.json', 'maps.json'] })),
        text('explore.json', JSON.stringify(broken)),
      ],
    });
    await waitFor(actor, (s) => s.matches('editing'));
    const where = ctx().problems.map((p) => `${p.file} ${p.pointer}`);
    expect(where).toEqual(
      expect.arrayContaining(['pack.json /files/1', 'explore.json /cards/0/id', 'explore.json /cards/0/terrains/0', 'explore.json /cards/1/options/0/shape']),
    );
    expect(ctx().problems).toHaveLength(4);
  });

  it('refuses unreadable input with a notice and keeps the work', async () => {
    const { actor, ctx } = villageByWater();
    const before = ctx().draft;
    actor.send({ type: 'pack.imported', files: [text('notes.txt', 'not json {')] });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(ctx().notice).toMatchObject({ kind: 'import.failed', problem: expect.stringMatching(/^notes.txt is not JSON/) });
    expect(ctx().draft).toBe(before);
    expect(() => readImport([{ name: 'x.json', text: '{"cards": []}' }])).toThrow(/neither an exported pack/);
  });

  it('exports a scoring card as a test case: the sample map as NOTATION and the expected stars', () => {
    const { actor, downloads } = villageByWater();
    // Villages at (0,0), (0,1) and (2,2); water at (0,2) and (5,5).
    // (0,1) touches the water at (0,2); (0,0) and (2,2) touch none: 1 village x 2 stars = 2.
    for (const [row, col, fill] of [
      [0, 0, 'village'],
      [0, 1, 'village'],
      [2, 2, 'village'],
      [0, 2, 'water'],
      [5, 5, 'water'],
    ] as const) {
      actor.send({ type: 'sample.painted', row, col, fill });
    }
    actor.send({ type: 'testcase.exported', file: 'scoring.json', index: 0 });
    const [map, json] = downloads[0]!;
    expect(map!.name).toBe('village-wells.map');
    const grid = parseNotation(map!.text);
    expect(grid.fills.slice(0, 3)).toEqual(['village', 'village', 'water']);
    expect(JSON.parse(json!.text)).toMatchObject({ map: 'village-wells.map', card: { id: 'village-wells' }, expected: { stars: 2 } });
  });

  it('will not export a test case of a card whose rule is broken', () => {
    const { actor, ctx, downloads } = villageByWater();
    actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 0 });
    actor.send({ type: 'testcase.exported', file: 'scoring.json', index: 0 });
    expect(downloads).toEqual([]);
    expect(ctx().notice).toEqual({ kind: 'testcase.refused' });
  });

  it('plays the pack on top of the base game, its scoring card alone in its stack', () => {
    const { actor, ctx } = villageByWater();
    // An add-on pack with one scoring card is valid: the base game fills the other stacks.
    expect(ctx().problems).toEqual([]);
    actor.send({ type: 'play.started' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(ctx().table!.scoring.village.map((c) => c.id)).toEqual(['village-wells']);
    expect(ctx().table!.scoring.forest.length).toBe(4);
    expect(ctx().table!.map.id).toBe('side-a');
    actor.send({ type: 'play.closed' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx().table).toBe(null);
  });

  it('refuses to play a pack with a broken card, or whose ids clash with the base game', () => {
    const { actor, ctx } = villageByWater();
    actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 'two' });
    actor.send({ type: 'play.started' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx().playProblems.map((p) => p.pointer)).toEqual(['/cards/0/rule/stars']);
    actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 2 });
    expect(ctx().playProblems).toEqual([]);
    actor.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/id', value: 'sentinel-wood' });
    actor.send({ type: 'play.started' });
    expect(ctx().playProblems.map(problemSentence)).toContain('packs "base" and "my-pack" both have a card with the id "sentinel-wood"');
  });

  it('resumes saved work and validates it at once', () => {
    const { ctx } = start({ saved: { draft: officialPackFiles.promo, selected: { file: 'ambush.json', index: 1 } } });
    expect(ctx().problems).toEqual([]);
    expect(ctx().selected).toEqual({ file: 'ambush.json', index: 1 });
    expect(ctx().sample.rows).toBe(11);
  });
});
