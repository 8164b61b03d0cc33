import { describe, expect, it } from 'vitest';
import { DEFAULT_OPEN } from '../../src/bot/decide.ts';
import { carto } from '../helpers/cli.ts';
import { fullTier } from '../support/tier.ts';

describe('carto bot', () => {
  it('plays games with bots in every seat and prints their scores and time per decision as JSON', { timeout: 120_000 }, async () => {
    const r = await carto(['bot', '--games', '2', '--seed', '4', '--level', 'greedy', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ games: 2, players: 1, packs: ['base'], side: 'side-a', level: 'greedy' });
    expect(out.minScore).toBeLessThanOrEqual(out.averageScore);
    expect(out.maxScore).toBeGreaterThanOrEqual(out.averageScore);
    expect(out.msPerDecision.median).toBeGreaterThanOrEqual(0);
    expect(out.msPerDecision.p95).toBeGreaterThanOrEqual(out.msPerDecision.median);
    expect(out.msPerDecision.max).toBeGreaterThanOrEqual(out.msPerDecision.p95);
    expect(out.msPerDecision.maxAfterFirst).toBeLessThanOrEqual(out.msPerDecision.max);
    expect(out.msPerDecision.maxAfterFirst).toBeGreaterThanOrEqual(out.msPerDecision.median);
    // The same seed, the same games.
    const again = JSON.parse((await carto(['bot', '--games', '2', '--seed', '4', '--level', 'greedy', '--json'])).stdout);
    expect([again.averageScore, again.minScore, again.maxScore]).toEqual([out.averageScore, out.minScore, out.maxScore]);
    expect(out.scores).toHaveLength(2);
    // --first splits a measure: game 1 alone is the second game of the pair.
    const second = JSON.parse((await carto(['bot', '--games', '1', '--first', '1', '--seed', '4', '--level', 'greedy', '--json'])).stdout);
    expect(second).toMatchObject({ games: 1, first: 1, scores: [out.scores[1]] });
  });

  // Each option's own games (a look-ahead or a paired deal, seconds each): the slow tier. The unit tier's sample is the
  // greedy games above and the refusals below.
  if (fullTier()) {
    it('--width and --depth shape the look-ahead and are echoed in the JSON', { timeout: 120_000 }, async () => {
      const r = await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--depth', '1', '--budget-ms', '20', '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ games: 1, level: 'lookahead', width: 2, depth: 1 });
      expect((await carto(['bot', '--games', '1', '--depth', 'x'])).code).toBe(2);
    });

    it('--deep compares the best drawings again two cards deep, echoed in the JSON', { timeout: 120_000 }, async () => {
      const r = await carto(['bot', '--games', '1', '--seed', '4', '--width', '4', '--budget-ms', '20', '--deep', '2', '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ games: 1, level: 'lookahead', width: 4, deep: 2 });
      const bad = await carto(['bot', '--games', '1', '--deep', '-1']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--deep');
    });

    it('--deep-draws and --deep-cards shape the two-card comparison, echoed in the JSON (the defaults: 2 and 8)', { timeout: 120_000 }, async () => {
      const byDefault = JSON.parse((await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--budget-ms', '20', '--json'])).stdout);
      expect(byDefault).toMatchObject({ deep: 3, deepDraws: 2, deepCards: 8 });
      const shaped = JSON.parse(
        (await carto('bot --games 1 --seed 4 --width 4 --budget-ms 20 --deep 6 --deep-draws 3 --deep-cards 99 --json'.split(' '))).stdout,
      );
      expect(shaped).toMatchObject({ deep: 6, deepDraws: 3, deepCards: 99 });
      for (const [flag, value] of [
        ['--deep-draws', '0'],
        ['--deep-cards', '1'],
      ]) {
        const bad = await carto(['bot', '--games', '1', flag!, value!]);
        expect(bad.code).toBe(2);
        expect(bad.stderr).toContain(flag!);
      }
    });

    it('--rollouts plays the best drawings out on sampled orders of the deck (0, none, by default), echoed in the JSON', { timeout: 120_000 }, async () => {
      const byDefault = JSON.parse((await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--budget-ms', '20', '--json'])).stdout);
      expect(byDefault).toMatchObject({ rollouts: 0, rolloutTop: 4 });
      const rolled = JSON.parse(
        (await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--budget-ms', '20', '--rollouts', '12', '--json'])).stdout,
      );
      expect(rolled).toMatchObject({ rollouts: 12 });
      const bad = await carto(['bot', '--games', '1', '--rollout-top', '1']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--rollout-top');
    });

    it("--open weighs the scoring cards' open spaces (the bot's default), echoed in the JSON", { timeout: 120_000 }, async () => {
      const byDefault = JSON.parse((await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--budget-ms', '20', '--json'])).stdout);
      expect(byDefault.open).toBe(DEFAULT_OPEN);
      const none = JSON.parse((await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--budget-ms', '20', '--open', '0', '--json'])).stdout);
      expect(none.open).toBe(0);
      const bad = await carto(['bot', '--games', '1', '--open', 'x']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--open needs a number');
    });

    it("--settle chooses how the map after the next card is valued, echoed in the JSON; 'season' by default", { timeout: 120_000 }, async () => {
      const byDefault = JSON.parse((await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--budget-ms', '20', '--json'])).stdout);
      expect(byDefault.settle).toBe('season');
      const none = JSON.parse((await carto(['bot', '--games', '1', '--seed', '4', '--width', '2', '--budget-ms', '20', '--settle', 'none', '--json'])).stdout);
      expect(none.settle).toBe('none');
      const bad = await carto(['bot', '--games', '1', '--settle', 'later']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--settle is one of season, next, none');
    });

    it('--vs greedy plays each solo deal twice and counts the deals the bot did better on', { timeout: 120_000 }, async () => {
      const r = await carto(['bot', '--games', '2', '--level', 'random', '--vs', 'greedy', '--json']);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ games: 2, vs: 'greedy', level: 'random' });
      expect(out.greedy.averageScore).toBeGreaterThan(out.averageScore);
      expect(out.wins + out.ties).toBeLessThanOrEqual(2);
    });

    it('--vs greedy in multiplayer seats one bot among greedy players', { timeout: 120_000 }, async () => {
      const r = await carto(['bot', '--games', '2', '--players', '3', '--packs', 'heroes', '--level', 'random', '--vs', 'greedy', '--json']);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ games: 2, players: 3, vs: 'greedy', packs: ['heroes'] });
      expect(out.winRate).toBeGreaterThanOrEqual(0);
    });
  }

  it('refuses an unknown level or opponent with exit 2', async () => {
    expect((await carto(['bot', '--level', 'grandmaster'])).code).toBe(2);
    expect((await carto(['bot', '--vs', 'random'])).code).toBe(2);
  });
});
