/** carto balance: the report on a fixed seed, checked against the games it says it played. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';
import { villageWellsRule, wellsPack } from '../content/wells-pack.ts';
import { playBotGame } from '../../src/bot/play.ts';
import { playTable } from '../../src/content/play-table.ts';
import { scoreRule } from '../../src/scoring/stars.ts';
import { basePack } from '../../src/content/official.ts';
import type { ScoringRule } from '../../src/scoring/rule-schema.ts';
import type { ScoringBalance, ExploreBalance } from '../../src/bot/balance.ts';

const rule = villageWellsRule;
const pack = {
  'pack.json': { id: 'wells', name: 'Wells', files: ['scoring.json', 'explore.json'] },
  'scoring.json': wellsPack['scoring.json'],
  'explore.json': { cards: [{ id: 'bog-land', kind: 'explore', name: 'Bog Land', time: 2, terrains: ['water', 'farm'], options: [{ shape: ['XX', 'X.'] }] }] },
};
const file = join(mkdtempSync(join(tmpdir(), 'carto-balance-')), 'wells.pack.json');
writeFileSync(file, JSON.stringify(pack));

describe('carto balance', () => {
  it('a scoring card on a fixed seed: its stars per season beside the official cards of its stack, the same every run', async () => {
    const args = ['balance', file, '--card', 'village-wells', '--games', '3', '--seed', 'fixed', '--level', 'greedy', '--json'];
    const r = await carto(args);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as ScoringBalance;
    expect(report).toMatchObject({ kind: 'scoring', card: 'village-wells', stack: 'village', games: 3, seed: 'fixed' });
    const village = basePack.scoring.filter((c) => c.stack === 'village');
    expect(report.cards.map((c) => [c.id, c.designer, c.solo])).toEqual([['village-wells', true, 10], ...village.map((c) => [c.id, false, c.solo])]);
    // Each game scores the card's edict in two seasons.
    for (const c of report.cards) expect(c.perSeason.greedy!.samples).toHaveLength(6);

    // Game 0 puts the card under edict A, scored in spring and winter: winter's stars are the rule on the final map.
    const { table } = playTable(pack, [], { scoring: 'mix' }) as Exclude<ReturnType<typeof playTable>, unknown[]>;
    const game = playBotGame(table, { players: 1, edicts: { A: 'village-wells' } }, 'fixed/0', [{ level: 'greedy', seed: 'fixed/bot' }]);
    const mine = report.cards[0]!.perSeason.greedy!;
    expect(mine.samples[1]).toBe(scoreRule(rule as ScoringRule, game.state.sheets[0]!.grid));
    expect(mine.samples.slice(0, 2)).toEqual(game.state.scores[0]!.flatMap((s) => s.edicts.filter((e) => e.card === 'village-wells').map((e) => e.stars)));
    expect(mine.mean).toBeCloseTo(mine.samples.reduce((a, b) => a + b, 0) / 6, 2);

    // The suggested solo value: the official cards' printed solo values per average star, times the card's average.
    const official = report.cards.slice(1);
    const ratio = official.reduce((s, c) => s + c.solo, 0) / official.reduce((s, c) => s + c.perSeason.greedy!.mean, 0);
    expect(report.suggestedSolo).toBe(Math.round(ratio * mine.mean));

    expect((await carto(args)).stdout).toBe(r.stdout);
    const text = await carto(args.slice(0, -1));
    expect(text.stdout).toContain(`suggested solo value for village-wells: ${report.suggestedSolo}`);
  }, 120_000);

  it('an explore card: how often it is drawn and used', async () => {
    const r = await carto(['balance', file, '--card', 'bog-land', '--games', '4', '--seed', 'fixed', '--level', 'greedy', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as ExploreBalance;
    const use = report.use.greedy!;
    expect(use.games).toBe(4);
    // Solo: each time it is revealed, it is drawn once, as its shape or as the 1x1 fallback.
    expect(use.placed + use.fallback).toBe(use.drawn);
    expect(use.options).toEqual([use.placed]);
    expect(Object.values(use.terrains).reduce((a, b) => a + b, 0)).toBe(use.drawn);
    expect(use.drawn).toBeGreaterThan(0);
    expect(use.drawnPerGame).toBe(use.drawn / 4);
  }, 120_000);

  it('refuses a card the pack does not have, and a kind it cannot report on', async () => {
    const r = await carto(['balance', file, '--card', 'greenbough', '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the pack has no card "greenbough"');
    expect((await carto(['balance', file, '--games', '1'])).stderr).toContain('needs --card');
  });
});
