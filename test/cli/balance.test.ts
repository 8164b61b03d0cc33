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
import { basePack, heroesPack } from '../../src/content/official.ts';
import type { ScoringRule } from '../../src/scoring/rule-schema.ts';
import { balanceReport, BALANCE_GAMES, BALANCE_SEED, type DeckBalance, type ScoringBalance, type ExploreBalance } from '../../src/bot/balance.ts';

const rule = villageWellsRule;
const pack = {
  'pack.json': { id: 'wells', name: 'Wells', files: ['scoring.json', 'explore.json'] },
  'scoring.json': wellsPack['scoring.json'],
  'explore.json': { cards: [{ id: 'bog-land', kind: 'explore', name: 'Bog Land', time: 2, terrains: ['water', 'farm'], options: [{ shape: ['XX', 'X.'] }] }] },
};
const dir = mkdtempSync(join(tmpdir(), 'carto-balance-'));
const file = join(dir, 'wells.pack.json');
writeFileSync(file, JSON.stringify(pack));
/** A pack of one ambush and one hero (heroes are measured in the Heroes game). */
const decks = {
  'pack.json': { id: 'decks', name: 'Decks', files: ['ambush.json', 'heroes.json'] },
  'ambush.json': {
    cards: [
      {
        id: 'mire-lurker',
        kind: 'ambush',
        name: 'Mire Lurker',
        time: 0,
        shape: ['X.', 'XX'],
        pass: 'clockwise',
        solo: { corner: 'top-left', direction: 'clockwise' },
      },
    ],
  },
  'heroes.json': { cards: [{ id: 'warden', kind: 'hero', name: 'Warden', time: 1, pattern: ['.X.', 'XHX', '.X.'] }] },
};
const decksFile = join(dir, 'decks.pack.json');
writeFileSync(decksFile, JSON.stringify(decks));

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
    expect(text.stdout).toContain(
      `suggested solo value for village-wells: ${report.suggestedSolo} (95% interval ${report.soloInterval!.low} to ${report.soloInterval!.high}`,
    );
    expect(report.soloInterval!.low).toBeLessThanOrEqual(report.suggestedSolo);
    expect(report.soloInterval!.high).toBeGreaterThanOrEqual(report.suggestedSolo);
  }, 120_000);

  it('the same report whichever runs it: the command line’s defaults are the editor’s (games, seed, players)', async () => {
    const r = await carto(['balance', file, '--card', 'village-wells', '--level', 'greedy', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const cli = JSON.parse(r.stdout) as ScoringBalance;
    // What <carto-balance-report> sends its worker by default (the greedy player chosen alone).
    const editor = balanceReport(pack, 'village-wells', { games: BALANCE_GAMES, seed: BALANCE_SEED, levels: ['greedy'] }) as ScoringBalance;
    expect(cli.games).toBe(BALANCE_GAMES);
    expect(cli).toEqual(editor);
  }, 240_000);

  it('an ambush: the stars its monster costs beside the official ambushes, each alone in the deck on the same deals', async () => {
    const r = await carto(['balance', decksFile, '--card', 'mire-lurker', '--games', '2', '--seed', 'fixed', '--level', 'greedy', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as DeckBalance;
    expect(report).toMatchObject({ kind: 'ambush', card: 'mire-lurker', measure: 'monsters', games: 2 });
    expect(report.cards.map((c) => [c.id, c.designer])).toEqual([['mire-lurker', true], ...basePack.ambush.map((c) => [c.id, false])]);
    // Game 0 of the designer's card, replayed: the ambush deck is the card alone; the sample is the stars lost to monsters.
    const { table } = playTable(decks, [], { scoring: 'mix' }) as Exclude<ReturnType<typeof playTable>, unknown[]>;
    const alone = { ...table, ambush: table.ambush.filter((c) => c.id === 'mire-lurker') };
    const game = playBotGame(alone, { players: 1 }, 'fixed/0', [{ level: 'greedy', seed: 'fixed/bot' }]);
    const lost = -game.state.scores[0]!.reduce((s, x) => s + x.monsters, 0);
    expect(report.cards[0]!.perGame.greedy!.samples).toEqual([lost, expect.any(Number)]);
    for (const c of report.cards) for (const n of c.perGame.greedy!.samples) expect(n).toBeGreaterThanOrEqual(0);
    expect((await carto(['balance', decksFile, '--card', 'mire-lurker', '--games', '2', '--seed', 'fixed', '--level', 'greedy'])).stdout).toContain(
      'stars lost to its monster per game',
    );
  }, 240_000);

  it('a hero: the score with it beside the official heroes, in the Heroes game', async () => {
    const r = await carto(['balance', decksFile, '--card', 'warden', '--games', '1', '--seed', 'fixed', '--level', 'greedy', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as DeckBalance;
    expect(report).toMatchObject({ kind: 'hero', card: 'warden', measure: 'score', games: 1 });
    expect(report.cards.map((c) => c.id)).toEqual(['warden', ...heroesPack.heroes.map((c) => c.id)]);
    for (const c of report.cards) expect(c.perGame.greedy!.samples).toHaveLength(1);
  }, 240_000);

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
    const season = {
      ...pack,
      'pack.json': { ...pack['pack.json'], files: [...pack['pack.json'].files, 'edicts.json'] },
      'edicts.json': { cards: [{ id: 'my-edict', kind: 'edict', name: 'My edict', letter: 'A' }] },
    };
    const seasonFile = join(dir, 'edict.pack.json');
    writeFileSync(seasonFile, JSON.stringify(season));
    expect((await carto(['balance', seasonFile, '--card', 'my-edict', '--games', '1'])).stderr).toContain('covers scoring, explore, ambush and hero cards');
    expect((await carto(['balance', file, '--games', '1'])).stderr).toContain('needs --card');
  });
});
