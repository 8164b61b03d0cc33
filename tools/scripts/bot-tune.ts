/**
 * Tuning runs for the computer player (not a test, not the bench): plays solo games on a seed set
 * with the bot options given as JSON and prints the average, the per-game scores and the CPU ms
 * per decision. `npx tsx tools/scripts/bot-tune.ts '{"level":"greedy"}' train 0 60 [packs] [side]`.
 * Tune on seeds of one prefix (e.g. `train`) and measure on others (`carto bot` uses `S/g`).
 */
import { meanAndError } from '../../src/bot/balance-stats.ts';
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
for (let g = Number(from); g < Number(from) + Number(count); g++) {
  const r = playBotGame(table, { players: 1 }, `${prefix}/${g}`, [bot], { clock });
  scores.push(r.state.result!.players[0]!.total);
  times.push(...r.times);
  // A line a game as it ends: a run stopped early still gives every finished game.
  console.error(JSON.stringify({ deal: `${prefix}/${g}`, score: scores.at(-1), maxMs: Number(Math.max(...r.times).toFixed(1)) }));
}
// The process's first decision also pays for compiling the search.
const maxAfterFirst = times.slice(1).reduce((a, b) => Math.max(a, b), 0);
times.sort((a, b) => a - b);
const { mean, se } = meanAndError(scores);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
console.log(
  JSON.stringify({
    bot,
    prefix,
    from: Number(from),
    games: scores.length,
    mean: Number(mean.toFixed(2)),
    se: Number(se.toFixed(2)),
    ms: { median: q(0.5), p95: q(0.95), max: q(1), maxAfterFirst: maxAfterFirst.toFixed(0) },
    scores,
  }),
);
