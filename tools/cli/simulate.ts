import { gameTable, requireOfficialPack } from '../../src/content/tables.ts';
import { simulateGame } from '../../src/game/simulate.ts';
import type { AmbushPlacement } from '../../src/game/types.ts';
import { arg, type ParsedArgs } from './command.ts';
import { EXIT_FAILED, EXIT_OK, UsageError, type CliIo } from './io.ts';

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const games = arg.whole(args, 'games', 1, 10_000_000, 100);
  const players = arg.whole(args, 'players', 1, 6, 1);
  const seed = arg.one(args, 'seed') ?? '1';
  const ambush = arg.one(args, 'ambush');
  if (ambush !== undefined && ambush !== 'neighbour' && ambush !== 'walk') throw new UsageError(`--ambush is 'neighbour' or 'walk' (got '${ambush}')`);
  const side = arg.one(args, 'side');
  const check = !arg.flag(args, 'no-check');
  const official = (arg.one(args, 'packs') ?? (arg.list(args, 'pack').length ? '' : 'base'))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const custom = arg.list(args, 'pack');
  const packs = [...official.map(requireOfficialPack), ...(custom.length ? await (await import('./packs.ts')).loadPacks(custom, io) : [])];
  const table = gameTable(packs, side !== undefined ? { map: side } : {});
  const options = { players, ...(ambush ? { ambushPlacement: ambush as AmbushPlacement } : {}) };
  const violations: { game: number; seed: string; code: string; message: string }[] = [];
  let actions = 0;
  let totalStars = 0;
  let winnerStars = 0;
  // Timing is the command's business (src/ never reads a clock); performance is a Node global.
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const gameSeed = `${seed}/${g}`;
    const r = simulateGame(table, options, gameSeed, { check });
    actions += r.actions;
    for (const v of r.violations) if (violations.length < 50) violations.push({ game: g, seed: gameSeed, ...v });
    if (r.violations.length > 0 && violations.length >= 50) break;
    const totals = r.state.result?.players.map((p) => p.total) ?? [];
    totalStars += totals.reduce((x, y) => x + y, 0);
    winnerStars += Math.max(...totals);
  }
  const seconds = (performance.now() - t0) / 1000;
  const summary = {
    games,
    seconds: Number(seconds.toFixed(3)),
    gamesPerSecond: Math.round(games / seconds),
    violations,
    players,
    packs: table.packs,
    side: table.map.id,
    seed,
    checked: check,
    actions,
    averageScore: Number((totalStars / (games * players)).toFixed(2)),
    averageWinningScore: Number((winnerStars / games).toFixed(2)),
  };
  if (arg.flag(args, 'json')) io.stdout(JSON.stringify(summary) + '\n');
  else {
    io.stdout(
      `${games} games, ${players} player${players === 1 ? '' : 's'}, ${table.packs.join('+')} on ${table.map.id}: ${summary.seconds} s, ${summary.gamesPerSecond} games/s${check ? '' : ' (invariants not checked)'}\n`,
    );
    io.stdout(`average score ${summary.averageScore}, average winning score ${summary.averageWinningScore}\n`);
    for (const v of violations) io.stdout(`game ${v.game} (seed ${v.seed}): ${v.code}: ${v.message}\n`);
    io.stdout(violations.length === 0 ? 'no invariant broken\n' : `${violations.length} invariant break(s)\n`);
  }
  return violations.length === 0 ? EXIT_OK : EXIT_FAILED;
}
