import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTable } from '../../src/content/find-table.ts';
import { replay, type GameState, type SavedGame } from '../../src/game/index.ts';
import { carto } from '../helpers/cli.ts';
import { sheetText } from '../unit/game/scripted.ts';

/**
 * Golden replays: saved games in test/fixtures/games (made by make-golden.ts) with the scores,
 * result and final maps the engine gave then. Replaying must reproduce them exactly; a change in
 * the engine that alters any past game fails here (or in the engine's own log check).
 */
interface Golden extends SavedGame {
  readonly how: string;
  readonly expected: { readonly scores: GameState['scores']; readonly result: GameState['result']; readonly sheets: readonly string[] };
}

const dir = join(import.meta.dirname, '../fixtures/games');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const load = (f: string): Golden => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Golden;

describe('golden replays', () => {
  it('has the scripted games and random games of every setup', () => {
    expect(files).toEqual([
      'base-3p-scripted.json',
      'base-6p-random-side-b.json',
      'base-solo-scripted.json',
      'combined-4p-random-side-d.json',
      'combined-solo-scripted.json',
      'heroes-2p-walk-random-side-d.json',
      'heroes-solo-scripted.json',
    ]);
  });

  for (const f of files) {
    it(`replays ${f} to the saved scores, result and maps`, () => {
      const g = load(f);
      const state = replay(g, findTable(g));
      expect(state.stage).toBe('gameOver');
      expect(state.scores).toEqual(g.expected.scores);
      expect(state.result).toEqual(g.expected.result);
      expect(state.sheets.map((_, p) => sheetText(state, p))).toEqual(g.expected.sheets);
      expect(state.log).toEqual(g.log);
    });
  }

  // Saved before the log carried outcomes and before the content hash left out the cards' words:
  // copies of two goldens as they were (test/fixtures/games-v0). They must still replay.
  const v0 = join(import.meta.dirname, '../fixtures/games-v0');
  for (const f of readdirSync(v0)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    it(`still replays ${f} as saved by earlier versions`, () => {
      const g = JSON.parse(readFileSync(join(v0, f), 'utf8')) as Golden;
      expect(g.log.some((e) => e.outcome !== undefined)).toBe(false);
      const state = replay(g, findTable(g));
      expect(state.scores).toEqual(g.expected.scores);
      expect(state.result).toEqual(g.expected.result);
      expect(state.sheets.map((_, p) => sheetText(state, p))).toEqual(g.expected.sheets);
      // The replay regenerates the outcomes; without them its log is the saved one.
      expect(state.log.filter((e) => e.outcome !== undefined).length).toBeGreaterThan(20);
      expect(state.log.map(({ outcome: _, ...e }) => e)).toEqual(g.log);
    });
  }

  it('keeps the scripted games at the totals worked out by hand in test/unit/game', () => {
    const total = (f: string) => load(f).expected.result!.players.map((p) => p.total);
    expect(total('base-solo-scripted.json')).toEqual([46]);
    expect(load('base-solo-scripted.json').expected.result!.solo).toEqual({ score: -39, cardValues: 85, title: 'Oblivious Inkdrinker' });
    expect(total('base-3p-scripted.json')).toEqual([46, 46, 58]);
    expect(total('heroes-solo-scripted.json')).toEqual([40]);
    expect(total('combined-solo-scripted.json')).toEqual([44]);
  });

  it('fails when a replay diverges: a moved drawing, another seed, a forged engine entry', () => {
    const g = load('base-solo-scripted.json');
    const table = findTable(g);
    // Move the first drawing one column right: either refused by the rules or it changes what follows.
    const at = g.log.findIndex((e) => e.action.type === 'draw');
    const moved = structuredClone(g) as { log: { action: { cells: [number, number][] } }[] } & Golden;
    moved.log[at]!.action.cells = moved.log[at]!.action.cells.map(([r, c]) => [r, c + 1]);
    expect(() => replay(moved, table)).toThrow(expect.objectContaining({ code: expect.stringMatching(/^replay\.(refused|diverged)$/) }));
    // Another seed deals other cards: the log's chance entries no longer match.
    expect(() => replay({ ...g, seed: 2 }, table)).toThrow(expect.objectContaining({ code: expect.stringMatching(/^replay\./) }));
    // A forged reveal in the saved log.
    const forged = structuredClone(g) as { log: { action: { type: string; card?: string } }[] } & Golden;
    const reveal = forged.log.findIndex((e) => e.action.type === 'reveal');
    forged.log[reveal]!.action.card = 'homestead';
    expect(() => replay(forged, table)).toThrow(expect.objectContaining({ code: 'replay.diverged' }));
  });

  it('carto replay prints the golden scores of a saved 6-player game', async () => {
    const r = await carto(['replay', join(dir, 'base-6p-random-side-b.json'), '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const g = load('base-6p-random-side-b.json');
    expect(out.scores).toEqual(g.expected.scores);
    expect(out.result).toEqual(g.expected.result);
  });
});
