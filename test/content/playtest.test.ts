/** "Play this pack": a designer's cards inside a real game (src/content/play-table.ts). */
import { problemSentence } from '../../i18n/content-problems.ts';
import { describe, expect, it } from 'vitest';
import { playTable, type Playtest } from '../../src/content/play-table.ts';
import { validatePack } from '../../src/content/load.ts';
import { basePack, heroesPack } from '../../src/content/official.ts';
import { simulateGame } from '../../src/game/simulate.ts';
import type { Problem } from '../../src/content/problems.ts';
import { wellsPack } from './wells-pack.ts';

/** One new explore card, time 2, nothing else. */
const oneExplore = {
  'pack.json': { id: 'bog', name: 'Bog', files: ['explore.json'] },
  'explore.json': { cards: [{ id: 'bog-land', kind: 'explore', name: 'Bog Land', time: 2, terrains: ['water', 'farm'], options: [{ shape: ['XX', 'X.'] }] }] },
};

const wells = wellsPack;

function played(draft: Record<string, unknown>, options = {}): Playtest {
  const problems = validatePack(draft);
  expect(problems).toEqual([]);
  const out = playTable(draft, problems, options);
  if (Array.isArray(out)) throw new Error((out as Problem[]).map(problemSentence).join('; '));
  return out;
}

describe('playtest: a pack played inside a real game', () => {
  it('mixes a one-card explore pack into the base deck, and it plays a whole game', () => {
    const { table, warnings } = played(oneExplore);
    expect(table.explore.map((c) => c.id)).toEqual([...basePack.explore.map((c) => c.id), 'bog-land']);
    expect(table.ambush).toHaveLength(basePack.ambush.length);
    expect(warnings).toEqual([]);
    let drawn = 0;
    for (const seed of ['bog-1', 'bog-2', 'bog-3']) {
      const game = simulateGame(table, { players: 2 }, seed, { check: true });
      expect(game.violations).toEqual([]);
      expect(game.state.stage).toBe('gameOver');
      expect(game.state.scores.every((r) => r.length === 4)).toBe(true);
      const log = game.state.log as ReadonlyArray<{ player: number | null; action: { type: string; card?: string }; outcome?: { card?: string } }>;
      const revealed = log.filter((e) => e.action.type === 'reveal' && e.action.card === 'bog-land').length;
      const used = log.filter((e) => e.action.type === 'draw' && e.outcome?.card === 'bog-land').length;
      // Both players draw each revealed card.
      expect(used).toBe(revealed * 2);
      drawn += revealed;
    }
    // 14 cards, one of them ours, reshuffled every season: it came up in these games.
    expect(drawn).toBeGreaterThan(0);
  });

  it('replaces the deck only when asked, and warns when the deck cannot fill a season', () => {
    const { table, warnings } = played(oneExplore, { replace: ['explore'] });
    expect(table.explore.map((c) => c.id)).toEqual(['bog-land']);
    expect(warnings).toEqual([{ kind: 'short-deck', deck: 'explore', time: 2, season: 8 }]);
  });

  it('plays inside Heroes: its decks and map, with the pack mixed in', () => {
    const { table } = played(oneExplore, { game: 'heroes' });
    expect(table.explore.map((c) => c.id)).toEqual([...heroesPack.explore.map((c) => c.id), 'bog-land']);
    expect(table.heroes.map((c) => c.id)).toEqual(heroesPack.heroes.map((c) => c.id));
    expect(table.map.id).toBe('side-c');
  });

  it('forces the scoring cards into the edicts by default, or mixes them into the stacks', () => {
    expect(played(wells).table.scoring.village.map((c) => c.id)).toEqual(['village-wells']);
    const mixed = played(wells, { scoring: 'mix' }).table.scoring.village.map((c) => c.id);
    expect(mixed).toEqual([...basePack.scoring.filter((c) => c.stack === 'village').map((c) => c.id), 'village-wells']);
    expect(played(wells).table.scoring.forest).toHaveLength(4);
  });
});
