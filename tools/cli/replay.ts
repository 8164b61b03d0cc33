import { CartoError } from '../../src/errors.ts';
import { findTable } from '../../src/content/find-table.ts';
import { replay } from '../../src/game/replay.ts';
import type { GameState, SavedGame } from '../../src/game/types.ts';
import type { TableContent } from '../../src/content/combine.ts';
import { arg, type ParsedArgs } from './command.ts';
import { readJson } from './input.ts';
import { EXIT_OK, InputError, type CliIo } from './io.ts';
import { LIMITS } from './limits.ts';
import { checkSavedGame } from './saved-game.ts';

/** The table a game was played on: official packs, or those and the packs of --pack (matched by content hash). */
async function tableOf(game: SavedGame, packArgs: readonly string[], io: CliIo): Promise<TableContent> {
  if (packArgs.length === 0) return findTable(game);
  const [{ loadPacks }, { officialPack }, { gameTable }, { tableHash }] = await Promise.all([
    import('./packs.ts'),
    import('../../src/content/official.ts'),
    import('../../src/content/tables.ts'),
    import('../../src/game/content-hash.ts'),
  ]);
  const extra = await loadPacks(packArgs, io);
  const ids = game.content.id.split('+').filter(Boolean);
  const packs = ids.map((id) => extra.find((p) => p.id === id) ?? officialPack(id));
  const missing = ids.filter((_, i) => !packs[i]);
  if (missing.length)
    throw new CartoError(
      'table.unknown-pack',
      `the game was played with pack${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which neither --pack nor the official packs hold`,
      { pointer: '/content/id' },
    );
  const chosen = packs.filter((p) => p !== undefined);
  for (const side of chosen.flatMap((p) => p.maps.map((m) => m.id))) {
    const table = gameTable(chosen, { map: side });
    if (tableHash(table) === game.content.hash) return table;
  }
  throw new CartoError(
    'table.unknown-hash',
    `no table of ${ids.join('+')} has the content hash ${game.content.hash} (the cards changed since the game was saved?)`,
    { pointer: '/content/hash' },
  );
}

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const { value, source } = await readJson(args.positionals[0]!, io, 'saved game', LIMITS.documentBytes);
  const game = checkSavedGame(value, source);
  let state: GameState;
  try {
    state = replay(game, await tableOf(game, arg.list(args, 'pack'), io));
  } catch (e) {
    if (e instanceof CartoError) throw new InputError({ source, pointer: e.location.pointer ?? '' }, e.message);
    // The shape check passed, yet the engine could not follow the log: still this file's fault.
    throw new InputError({ source, pointer: '/log' }, `cannot be replayed: ${(e as Error).message}`);
  }
  if (arg.flag(args, 'json')) {
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
}
