/**
 * Where a bot's stars come from (not a test, not the bench): plays solo games and prints, per scoring
 * card, its stars per scoring against half its printed solo value (the solo value sums two scorings
 * of a strong player), then coins and monsters per season. Tuning deals only.
 *
 *   npx tsx tools/scripts/bot-breakdown.ts '{"level":"lookahead"}' issue33-tune 7000 30 [packs] [side]
 */
import type { BotOptions } from '../../src/bot/decide.ts';
import { playBotGame } from '../../src/bot/play.ts';
import { officialTable } from '../../src/content/tables.ts';

const [json = '{"level":"lookahead"}', prefix = 'issue33-tune', from = '0', count = '20', packs = 'base', side] = process.argv.slice(2);
if (prefix.includes('measure')) throw new Error('a breakdown is for tuning deals, not the measuring ones');
const bot = JSON.parse(json) as BotOptions;
const table = officialTable(packs.split(','), side);
const solo = new Map(Object.values(table.scoring).flatMap((stack) => stack.map((c) => [c.id, c.solo ?? NaN] as const)));
const stars = new Map<string, number[]>();
const seasons = table.seasons.length;
const coins = new Array<number>(seasons).fill(0);
const monsters = new Array<number>(seasons).fill(0);
let total = 0;
const n = Number(count);
for (let g = Number(from); g < Number(from) + n; g++) {
  const { state } = playBotGame(table, { players: 1 }, `${prefix}/${g}`, [bot]);
  total += state.result!.players[0]!.total;
  state.scores[0]!.forEach((season, i) => {
    coins[i]! += season.coins;
    monsters[i]! += season.monsters;
    for (const e of season.edicts) (stars.get(e.card) ?? stars.set(e.card, []).get(e.card)!).push(e.stars);
  });
}
const avg = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(`${n} games, ${(total / n).toFixed(2)} stars a game`);
console.log('card'.padEnd(24), 'scorings', 'stars each', 'half solo value', 'ratio');
for (const [card, xs] of [...stars].sort((a, b) => a[0].localeCompare(b[0]))) {
  const half = (solo.get(card) ?? NaN) / 2;
  console.log(
    card.padEnd(24),
    String(xs.length).padStart(8),
    avg(xs).toFixed(2).padStart(10),
    half.toFixed(1).padStart(15),
    (avg(xs) / half).toFixed(2).padStart(5),
  );
}
console.log('coins per season', coins.map((c) => (c / n).toFixed(2)).join(' '), '| monsters per season', monsters.map((m) => (m / n).toFixed(2)).join(' '));
