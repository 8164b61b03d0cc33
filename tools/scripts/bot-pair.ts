/**
 * A paired comparison of two bot configurations (not a test, not the bench): each deal is played by
 * both, one after the other in this process, and a line per deal is printed as soon as it is done
 * (so a run stopped early still gives every finished pair). Tuning deals only (`issue33-tune`, `train`).
 *
 *   npx tsx tools/scripts/bot-pair.ts A.json B.json PREFIX FROM COUNT [packs] [side]
 *
 * A.json, B.json: files of BotOptions (a `learnedFile` key loads a learned model from a file).
 * Each line: {"deal", "a", "b", "msA", "msB"} (scores, and each game's slowest decision in CPU ms);
 * the last line sums up: means, the mean difference b - a with its standard error, better/worse.
 */
import { readFileSync } from 'node:fs';
import { meanAndError } from '../../src/bot/balance-stats.ts';
import type { BotOptions } from '../../src/bot/decide.ts';
import { playBotGame } from '../../src/bot/play.ts';
import { officialTable } from '../../src/content/tables.ts';

const [fileA, fileB, prefix = 'issue33-tune', from = '0', count = '50', packs = 'base', side] = process.argv.slice(2);
const load = (file: string): BotOptions => {
  const o = JSON.parse(readFileSync(file!, 'utf8')) as BotOptions & { learnedFile?: string };
  const { learnedFile, ...rest } = o;
  return learnedFile ? { ...rest, learned: JSON.parse(readFileSync(learnedFile, 'utf8')) } : rest;
};
const a = load(fileA!);
const b = load(fileB!);
const table = officialTable(packs.split(','), side);
const clock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const play = (bot: BotOptions, deal: string) => {
  const r = playBotGame(table, { players: 1 }, deal, [bot], { clock });
  return { score: r.state.result!.players[0]!.total, max: Math.max(...r.times) };
};
const diffs: number[] = [];
const as: number[] = [];
const bs: number[] = [];
for (let g = Number(from); g < Number(from) + Number(count); g++) {
  const deal = `${prefix}/${g}`;
  const ra = play(a, deal);
  const rb = play(b, deal);
  as.push(ra.score);
  bs.push(rb.score);
  diffs.push(rb.score - ra.score);
  console.log(JSON.stringify({ deal, a: ra.score, b: rb.score, msA: Number(ra.max.toFixed(1)), msB: Number(rb.max.toFixed(1)) }));
}
const mean = (xs: number[]) => meanAndError(xs).mean;
const { mean: d, se } = meanAndError(diffs);
console.log(
  JSON.stringify({
    games: diffs.length,
    meanA: Number(mean(as).toFixed(2)),
    meanB: Number(mean(bs).toFixed(2)),
    diff: Number(d.toFixed(2)),
    se: Number(se.toFixed(2)),
    better: diffs.filter((x) => x > 0).length,
    worse: diffs.filter((x) => x < 0).length,
  }),
);
