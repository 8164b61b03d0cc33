/**
 * Tuning runs for the computer player (not a test, not the bench): plays solo games on a seed set
 * with the bot options given as JSON and prints the average, the per-game scores and the CPU ms
 * per decision. `npx tsx tools/scripts/bot-tune.ts '{"level":"greedy"}' train 0 60 [packs] [side]`.
 * Tune on seeds of one prefix (e.g. `train`) and measure on others (`carto bot` uses `S/g`).
 */
import type { BotOptions } from '../../src/bot/decide.ts';
import { playBotGame } from '../../src/bot/play.ts';
import { officialTable } from '../../src/content/tables.ts';

const [json = '{}', prefix = 'train', from = '0', count = '40', packs = 'base', side] = process.argv.slice(2);
const bot = JSON.parse(json) as BotOptions;
const table = officialTable(packs.split(','), side);
const clock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const scores: number[] = [];
const times: number[] = [];
/** the slowest decision, and the slowest after the process's first (which also pays for compiling the search) */
let max = 0;
let maxAfterFirst = 0;
for (let g = Number(from); g < Number(from) + Number(count); g++) {
  const r = playBotGame(table, { players: 1 }, `${prefix}/${g}`, [bot], { clock });
  scores.push(r.state.result!.players[0]!.total);
  for (const t of r.times) {
    if (times.length > 0) maxAfterFirst = Math.max(maxAfterFirst, t);
    max = Math.max(max, t);
    times.push(t);
  }
  // A line a game as it ends: a run stopped early still gives every finished game.
  console.error(JSON.stringify({ deal: `${prefix}/${g}`, score: scores.at(-1), maxMs: Number(Math.max(...r.times).toFixed(1)) }));
}
times.sort((a, b) => a - b);
const n = scores.length;
const mean = scores.reduce((a, b) => a + b, 0) / n;
const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
console.log(
  JSON.stringify({
    bot,
    prefix,
    from: Number(from),
    games: n,
    mean: Number(mean.toFixed(2)),
    se: Number((sd / Math.sqrt(n)).toFixed(2)),
    ms: { median: q(0.5), p95: q(0.95), max: max.toFixed(0), maxAfterFirst: maxAfterFirst.toFixed(0) },
    scores,
  }),
);
