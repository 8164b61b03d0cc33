import {
  BOT_LEVELS,
  DEFAULT_BUDGET,
  DEFAULT_DEEP,
  DEFAULT_DEEP_CARDS,
  DEFAULT_DEEP_DRAWS,
  DEFAULT_OPEN,
  DEFAULT_ROLLOUTS,
  SETTLES,
  type BotLevel,
  type BotOptions,
  type Settle,
} from '../../src/bot/decide.ts';
import { playBotGame } from '../../src/bot/play.ts';
import { officialTable } from '../../src/content/tables.ts';
import { arg, type ParsedArgs } from './command.ts';
import { EXIT_OK, UsageError, type CliIo } from './io.ts';

/**
 * The look-ahead's work (Valuer.work) per millisecond, nominally: --budget-ms 300 is the default
 * budget. A count, so that a seed gives the same games on any machine (on the shared 2-core machine
 * under load a unit took 0.16-0.38 us of CPU: docs/BOT.md, "The budget").
 */
const POSITIONS_PER_MS = DEFAULT_BUDGET / 300;

interface Tally {
  scores: number[];
  times: number[];
  decisions: number;
}

function summary(t: Tally) {
  const sorted = [...t.times].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2)));
  const n = t.scores.length;
  return {
    averageScore: Number((t.scores.reduce((a, b) => a + b, 0) / Math.max(1, n)).toFixed(2)),
    minScore: Math.min(...t.scores),
    maxScore: Math.max(...t.scores),
    decisions: t.decisions,
    scores: t.scores,
    // The budget is on the slowest decision (500 ms on one core), not only the 95th percentile.
    // The process's first decision also pays for compiling the search (the JIT): its slowest one
    // apart from that, too.
    msPerDecision: { median: at(0.5), p95: at(0.95), max: at(1), maxAfterFirst: Number(Math.max(0, ...t.times.slice(1)).toFixed(2)) },
  };
}

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const games = arg.whole(args, 'games', 1, 100_000, 10);
  const first = arg.whole(args, 'first', 0, 10_000_000, 0);
  const players = arg.whole(args, 'players', 1, 6, 1);
  const seed = arg.one(args, 'seed') ?? '1';
  const packs = (arg.one(args, 'packs') ?? 'base')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const level = (arg.one(args, 'level') ?? 'lookahead') as BotLevel;
  if (!BOT_LEVELS.includes(level)) throw new UsageError(`--level is one of ${BOT_LEVELS.join(', ')} (got '${level}')`);
  const vs = arg.one(args, 'vs');
  if (vs !== undefined && vs !== 'greedy') throw new UsageError(`--vs compares with 'greedy' (got '${vs}')`);
  const budgetMs = arg.whole(args, 'budget-ms', 1, 60_000, 300);
  const table = officialTable(packs, arg.one(args, 'side'));
  const width = arg.whole(args, 'width', 1, 64, 16);
  const depth = arg.whole(args, 'depth', 0, 20, 0);
  const settle = (arg.one(args, 'settle') ?? 'season') as Settle;
  if (!SETTLES.includes(settle)) throw new UsageError(`--settle is one of ${SETTLES.join(', ')} (got '${settle}')`);
  const deep = arg.whole(args, 'deep', 0, 64, DEFAULT_DEEP);
  const deepDraws = arg.whole(args, 'deep-draws', 1, 64, DEFAULT_DEEP_DRAWS);
  const deepCards = arg.whole(args, 'deep-cards', 2, 1_000, DEFAULT_DEEP_CARDS);
  const rollouts = arg.whole(args, 'rollouts', 0, 256, DEFAULT_ROLLOUTS);
  const rolloutTop = arg.whole(args, 'rollout-top', 2, 64, 4);
  const openText = arg.one(args, 'open');
  const open = openText === undefined ? DEFAULT_OPEN : Number(openText);
  if (openText !== undefined && (openText.trim() === '' || !Number.isFinite(open) || open < 0 || open > 10))
    throw new UsageError(`--open needs a number from 0 to 10 (got '${openText}')`);
  // The clock's safety net (BotOptions.safety): off unless asked for, so that a measurement is the
  // same on any machine; `safetyStops` says how often it cut a decision short.
  const safetyMs = arg.whole(args, 'safety-ms', 0, 60_000, 0);
  let safetyStops = 0;
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const safety = safetyMs > 0 ? { clock: cpu, ms: safetyMs, stopped: () => void safetyStops++ } : null;
  /** the look-ahead's shape: given to the bot and echoed in the JSON */
  const shape = { width, depth, settle, deep, deepDraws, deepCards, rollouts, rolloutTop, open };
  const bot: BotOptions = { level, seed, budget: Math.round(budgetMs * POSITIONS_PER_MS), ...shape, safety };
  const greedy: BotOptions = { level: 'greedy', seed };
  // Timing is the command's business (src/ never reads a clock). Decisions are timed in CPU time
  // of this process: on a shared machine other processes stretch wall time several times over.
  const clock = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const wall = () => performance.now();
  const started = wall();
  const mine: Tally = { scores: [], times: [], decisions: 0 };
  const theirs: Tally = { scores: [], times: [], decisions: 0 };
  let wins = 0;
  let ties = 0;
  for (let g = 0; g < games; g++) {
    const gameSeed = `${seed}/${first + g}`;
    if (vs === undefined) {
      const r = playBotGame(table, { players }, gameSeed, [bot], { clock });
      for (const p of r.state.result!.players) mine.scores.push(p.total);
      mine.times.push(...r.times);
      mine.decisions += r.decisions;
      continue;
    }
    if (players === 1) {
      // The same deal twice: the game's cards come from its own seed, whatever the players do.
      const a = playBotGame(table, { players }, gameSeed, [bot], { clock });
      const b = playBotGame(table, { players }, gameSeed, [greedy]);
      const sa = a.state.result!.players[0]!.total;
      const sb = b.state.result!.players[0]!.total;
      mine.scores.push(sa);
      theirs.scores.push(sb);
      mine.times.push(...a.times);
      mine.decisions += a.decisions;
      theirs.decisions += b.decisions;
      if (sa > sb) wins++;
      else if (sa === sb) ties++;
      continue;
    }
    // One bot seat, moving round the table from game to game; greedy players in the others.
    const seat = g % players;
    const seats = Array.from({ length: players }, (_, p) => (p === seat ? bot : greedy));
    const r = playBotGame(table, { players }, gameSeed, seats, { clock });
    const result = r.state.result!;
    for (const p of result.players) (p.player === seat ? mine : theirs).scores.push(p.total);
    if (result.winners.includes(seat)) result.winners.length === 1 ? wins++ : ties++;
    r.times.forEach((t, k) => (r.deciders[k] === seat ? (mine.times.push(t), mine.decisions++) : theirs.decisions++));
  }
  const seconds = Number(((wall() - started) / 1000).toFixed(3));
  const base = {
    games,
    first,
    players,
    packs: table.packs,
    side: table.map.id,
    seed,
    level,
    budgetMs,
    ...shape,
    safetyMs,
    safetyStops,
    seconds,
  };
  const out =
    vs === undefined
      ? { ...base, ...summary(mine) }
      : {
          ...base,
          vs,
          ...summary(mine),
          greedy: { ...summary(theirs), msPerDecision: undefined, scores: undefined },
          wins,
          ties,
          winRate: Number((wins / games).toFixed(3)),
        };
  if (arg.flag(args, 'json')) io.stdout(JSON.stringify(out) + '\n');
  else {
    io.stdout(
      `${games} game(s), ${players} player(s), ${table.packs.join('+')} on ${table.map.id}, ${level} bot: average ${out.averageScore} (min ${out.minScore}, max ${out.maxScore})\n`,
    );
    io.stdout(`CPU ms per decision: median ${out.msPerDecision.median}, p95 ${out.msPerDecision.p95}, max ${out.msPerDecision.max}; ${seconds} s\n`);
    if (vs !== undefined && 'greedy' in out) {
      io.stdout(`greedy: average ${out.greedy.averageScore} (min ${out.greedy.minScore}, max ${out.greedy.maxScore})\n`);
      io.stdout(
        `${players === 1 ? 'better than greedy on the same deal' : 'won'} in ${wins} of ${games} game(s)${ties ? `, ${ties} tie(s)` : ''} (win rate ${out.winRate})\n`,
      );
    }
  }
  return EXIT_OK;
}
