/**
 * Writes the golden saved games in test/fixtures/games/ (run once: `npx tsx test/replay/make-golden.ts`).
 * Each file is a saved game (`carto replay` reads it) plus `expected`: the season scores, result and
 * final maps the engine gave when the file was made. The replay test fails when a later engine
 * replays one differently. Regenerate ONLY for a deliberate rules change, and say so in the commit:
 * regenerating to make a failing golden test pass defeats it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { officialTable } from '../../src/content/tables.ts';
import { newGame, simulateGame, toSaved, type GameOptions, type GameState } from '../../src/game/index.ts';
import { first, playUntil, sheetText, type Chooser } from '../unit/game/scripted.ts';

const dir = join(import.meta.dirname, '../fixtures/games');
const last: Chooser = (legal) => legal[legal.length - 1];

function save(name: string, state: GameState, how: string): void {
  if (state.stage !== 'gameOver') throw new Error(`${name}: the game is not over`);
  const expected = { scores: state.scores, result: state.result, sheets: state.sheets.map((_, p) => sheetText(state, p)) };
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ ...toSaved(state), how, expected }, null, 1) + '\n');
  console.log(name, state.log.length, 'log entries');
}

function scripted(
  packs: string[],
  side: string | undefined,
  options: GameOptions,
  seed: number,
  choose: (card: string, kind: string, p: number) => Chooser,
): GameState {
  return playUntil(newGame(officialTable(packs, side), options, seed), choose).state;
}

const edictsBase = { A: 'sentinel-wood', B: 'the-golden-granary', C: 'wildholds', D: 'borderlands' };
save(
  'base-solo-scripted',
  scripted(['base'], undefined, { players: 1, edicts: edictsBase }, 1, () => first),
  'test/unit/game/scripted-base-solo.test.ts',
);
save(
  'base-3p-scripted',
  scripted(['base'], undefined, { players: 3, edicts: edictsBase }, 1, (_c, k, p) => (p === 1 && k === 'monster' ? last : first)),
  'test/unit/game/scripted-base-3p.test.ts',
);
save(
  'heroes-solo-scripted',
  scripted(['heroes'], undefined, { players: 1, edicts: { A: 'sleepy-valley', B: 'ulems-wallow', C: 'traylo-monastery', D: 'silos' } }, 6, () => first),
  'test/unit/game/scripted-heroes-solo.test.ts',
);
save(
  'combined-solo-scripted',
  scripted(['base', 'heroes'], 'side-c', { players: 1, edicts: edictsBase }, 1, () => first),
  'test/unit/game/scripted-combined-solo.test.ts',
);
const random = (packs: string[], side: string, options: GameOptions, seed: string) => simulateGame(officialTable(packs, side), options, seed).state;
save('base-6p-random-side-b', random(['base'], 'side-b', { players: 6 }, 'golden/6p'), 'simulateGame, random legal players');
save(
  'heroes-2p-walk-random-side-d',
  random(['heroes'], 'side-d', { players: 2, ambushPlacement: 'walk' }, 'golden/2p-walk'),
  'simulateGame, random legal players, ambushes placed by the walk',
);
save('combined-4p-random-side-d', random(['base', 'heroes'], 'side-d', { players: 4 }, 'golden/4p'), 'simulateGame, random legal players');
