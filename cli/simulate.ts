import { officialTable } from '../src/content/tables.ts';
import { simulateGame } from '../src/game/simulate.ts';
import type { AmbushPlacement } from '../src/game/types.ts';
import type { Command } from './command.ts';
import { EXIT_FAILED, EXIT_OK, UsageError } from './io.ts';

function intArg(name: string, v: string | undefined, min: number, max: number): number {
  const n = Number(v);
  if (v === undefined || v.trim() === '' || !Number.isInteger(n) || n < min || n > max) throw new UsageError(`${name} needs a whole number from ${min} to ${max} (got '${v ?? ''}')`);
  return n;
}

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play random legal games and check every invariant; exit 1 if one breaks',
  usage: 'carto simulate --games N --seed S --players P [--packs base,heroes] [--side <id>] [--ambush neighbour|walk] [--no-check] [--json]',
  async run(args, io) {
    let games = 100;
    let seed = '1';
    let players = 1;
    let packs = ['base'];
    let side: string | undefined;
    let ambush: AmbushPlacement | undefined;
    let json = false;
    let check = true;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      const value = () => {
        const v = args[++i];
        if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value`);
        return v;
      };
      if (a === '--json') json = true;
      else if (a === '--no-check') check = false;
      else if (a === '--games') games = intArg('--games', value(), 1, 10_000_000);
      else if (a === '--seed') seed = value();
      else if (a === '--players') players = intArg('--players', value(), 1, 6);
      else if (a === '--packs') packs = value().split(',').map((s) => s.trim()).filter(Boolean);
      else if (a === '--side') side = value();
      else if (a === '--ambush') {
        const v = value();
        if (v !== 'neighbour' && v !== 'walk') throw new UsageError(`--ambush is 'neighbour' or 'walk' (got '${v}')`);
        ambush = v;
      } else throw new UsageError(`unknown option '${a}'`);
    }
    const table = officialTable(packs, side);
    const options = { players, ...(ambush ? { ambushPlacement: ambush } : {}) };
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
    if (json) io.stdout(JSON.stringify(summary) + '\n');
    else {
      io.stdout(`${games} games, ${players} player${players === 1 ? '' : 's'}, ${table.packs.join('+')} on ${table.map.id}: ${summary.seconds} s, ${summary.gamesPerSecond} games/s${check ? '' : ' (invariants not checked)'}\n`);
      io.stdout(`average score ${summary.averageScore}, average winning score ${summary.averageWinningScore}\n`);
      for (const v of violations) io.stdout(`game ${v.game} (seed ${v.seed}): ${v.code}: ${v.message}\n`);
      io.stdout(violations.length === 0 ? 'no invariant broken\n' : `${violations.length} invariant break(s)\n`);
    }
    return violations.length === 0 ? EXIT_OK : EXIT_FAILED;
  },
};
