import { describe, expect, it } from 'vitest';
import type { BotOptions } from '../../../src/bot/decide.ts';
import { playBotGame } from '../../../src/bot/play.ts';
import { officialTable } from '../../../src/content/tables.ts';
import type { GameOptions } from '../../../src/game/types.ts';
import { byTier, sampled } from '../../support/tier.ts';

/**
 * Every action a bot sends goes through the engine's fully checked `apply` (playBotGame throws on a
 * refusal), so finishing these games means every decision was legal: draws (shapes, terrains, the
 * 1x1 fallback, the ruins requirement), monsters on a neighbour's sheet, heroes and destroy choices.
 */
const setups: Array<{ packs: string[]; side: string; options: GameOptions; games: number }> = [
  { packs: ['base'], side: 'side-a', options: { players: 1 }, games: 24 },
  { packs: ['base'], side: 'side-b', options: { players: 1 }, games: 24 },
  { packs: ['heroes'], side: 'side-c', options: { players: 1 }, games: 24 },
  { packs: ['heroes'], side: 'side-d', options: { players: 1 }, games: 24 },
  { packs: ['base', 'heroes'], side: 'side-a', options: { players: 1 }, games: 24 },
  { packs: ['base'], side: 'side-a', options: { players: 2 }, games: 18 },
  { packs: ['base'], side: 'side-b', options: { players: 4 }, games: 15 },
  { packs: ['heroes'], side: 'side-c', options: { players: 3 }, games: 18 },
  { packs: ['heroes'], side: 'side-d', options: { players: 5 }, games: 12 },
  { packs: ['base', 'heroes'], side: 'side-c', options: { players: 4 }, games: 15 },
  { packs: ['base', 'heroes'], side: 'side-d', options: { players: 3, ambushPlacement: 'walk' }, games: 15 },
];

/**
 * Greedy and random seats, so that the bot meets odd positions as well as good ones; two games have a
 * look-ahead seat (it sends one of greedy's candidates, and costs a hundred times more).
 */
const mixes: BotOptions[][] = [[{ level: 'greedy' }], [{ level: 'greedy' }, { level: 'random', seed: 2 }], [{ level: 'random', seed: 3 }, { level: 'greedy' }]];
const lookahead: BotOptions = { level: 'lookahead', width: 2, budget: 1 };

/** The slow tier plays every game; the unit tier the second of each setup (greedy and random seats, no look-ahead). */
const gamesOf = (setup: (typeof setups)[number]) => sampled([...Array(setup.games).keys()], [1]);
const minDecisions = byTier(10_000, 500);

describe('every bot action is legal', () => {
  it(`plays ${minDecisions.toLocaleString('en')}+ decisions across every official setup without a refusal`, { timeout: 1_800_000 }, () => {
    let decisions = 0;
    const kinds = new Set<string>();
    setups.forEach((setup, k) => {
      const table = officialTable(setup.packs, setup.side);
      for (const g of gamesOf(setup)) {
        const seats = g === 0 && (k === 0 || k === 10) ? [lookahead, { level: 'greedy' as const }] : mixes[(k + g) % mixes.length]!;
        const r = playBotGame(table, setup.options, `legal/${k}/${g}`, seats);
        expect(r.state.stage).toBe('gameOver');
        decisions += r.decisions;
        for (const e of r.state.log) if (e.player !== null) kinds.add(e.action.type);
      }
    });
    expect(decisions).toBeGreaterThanOrEqual(minDecisions);
    expect([...kinds].sort()).toEqual(['destroy', 'draw', 'hero', 'monster']);
  });
});
