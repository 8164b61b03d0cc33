import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../src/bot/play.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { sampled } from '../../support/tier.ts';

describe('a fixed seed gives a fixed game', () => {
  const table = officialTable(['base', 'heroes'], 'side-c');

  // The unit tier's sample: the greedy and random bots (a look-ahead game takes seconds).
  const bots = sampled(
    [
      ['greedy', { level: 'greedy' as const }],
      ['lookahead', { level: 'lookahead' as const, width: 3, budget: 5_000 }],
      ['lookahead with a continuation', { level: 'lookahead' as const, width: 2, budget: 3_000, depth: 2 }],
      ['random', { level: 'random' as const, seed: 9 }],
    ] as const,
    [0, 3],
  );

  it.each(bots)('%s: the same game seed and bot options give the same log and scores', { timeout: 300_000 }, (_name, bot) => {
    const players = bot.level === 'lookahead' ? 1 : 2;
    const a = playBotGame(table, { players }, 'fixed', [bot]);
    const b = playBotGame(table, { players }, 'fixed', [bot]);
    expect(b.state.log).toEqual(a.state.log);
    expect(b.state.result).toEqual(a.state.result);
  });

  it("the random bot's own seed changes its game, not the deal", () => {
    const a = playBotGame(table, { players: 1 }, 'fixed', [{ level: 'random', seed: 1 }]);
    const b = playBotGame(table, { players: 1 }, 'fixed', [{ level: 'random', seed: 2 }]);
    const deal = (s: typeof a.state) => s.log.filter((e) => e.action.type === 'reveal').map((e) => (e.action as { card: string }).card);
    expect(b.state.log).not.toEqual(a.state.log);
    expect(deal(b.state)).toEqual(deal(a.state));
  });
});
