import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findTable } from '../src/content/tables.ts';
import { replay } from '../src/game/replay.ts';
import type { SavedGame } from '../src/game/types.ts';
import type { Command } from './command.ts';
import { EXIT_OK, UsageError, type CliIo } from './io.ts';

async function readGame(path: string, io: CliIo): Promise<SavedGame> {
  let text: string;
  if (path === '-') text = await io.readStdin();
  else {
    try {
      text = readFileSync(resolve(io.cwd, path), 'utf8');
    } catch {
      throw new UsageError(`cannot read game file '${path}'`);
    }
  }
  try {
    return JSON.parse(text) as SavedGame;
  } catch (e) {
    throw new UsageError(`${path}: not JSON (${(e as Error).message})`);
  }
}

export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay a saved game from its seed and log; print each player\'s season scores and the result',
  usage: 'carto replay <game.json> [--json]',
  async run(args, io) {
    const json = args.includes('--json');
    const files = args.filter((a) => a !== '--json');
    const unknown = files.find((a) => a.startsWith('--'));
    if (unknown) throw new UsageError(`unknown option '${unknown}'`);
    if (files.length !== 1) throw new UsageError('name one saved game file (or - for standard input)');
    const game = await readGame(files[0]!, io);
    if (game.format !== 'carto-game/1' || !Array.isArray(game.log)) throw new UsageError(`${files[0]}: not a saved game (format carto-game/1 with a log)`);
    const state = replay(game, findTable(game));
    if (json) {
      io.stdout(JSON.stringify({ stage: state.stage, scores: state.scores, result: state.result }) + '\n');
      return EXIT_OK;
    }
    state.scores.forEach((seasons, p) => {
      const boxes = seasons.map((s) => `${s.edicts[0].stars}+${s.edicts[1].stars}+${s.coins}${s.monsters < 0 ? s.monsters : '-0'}=${s.total}`);
      io.stdout(`player ${p}: ${boxes.join('  ')}  total ${seasons.reduce((a, s) => a + s.total, 0)}\n`);
    });
    const r = state.result;
    if (!r) io.stdout(`the game is not over (${state.stage}, season ${state.season + 1})\n`);
    else {
      io.stdout(`winner${r.winners.length > 1 ? 's (shared victory)' : ''}: ${r.winners.map((w) => `player ${w}`).join(', ')}\n`);
      if (r.solo) io.stdout(`solo score ${r.solo.score} (cards ${r.solo.cardValues}): ${r.solo.title}\n`);
    }
    return EXIT_OK;
  },
};
