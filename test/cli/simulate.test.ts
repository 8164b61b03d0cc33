import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';

describe('carto simulate', () => {
  it('plays random legal solo games of the base game with every invariant checked, as JSON', async () => {
    const r = await carto(['simulate', '--games', '40', '--seed', '7', '--players', '1', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ games: 40, violations: [], players: 1, packs: ['base'], checked: true });
    expect(out.gamesPerSecond).toBeGreaterThan(0);
    expect(typeof out.seconds).toBe('number');
  });

  it('plays 6-player combined games (base and Heroes decks on a Heroes map) without a violation', async () => {
    const r = await carto(['simulate', '--games', '6', '--seed', '3', '--players', '6', '--packs', 'base,heroes', '--side', 'side-c', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ violations: [], side: 'side-c', packs: ['base', 'heroes'] });
  });

  // Every setup (solo and 6 players; base, Heroes, combined on a Heroes map) without a violation.
  // `carto simulate` runs thousands of games of each; tests keep to two dozen.
  const setups: [string, string[]][] = [
    ['solo base', ['--players', '1', '--packs', 'base']],
    ['solo Heroes', ['--players', '1', '--packs', 'heroes']],
    ['solo combined', ['--players', '1', '--packs', 'base,heroes', '--side', 'side-d']],
    ['6-player base', ['--players', '6', '--packs', 'base', '--side', 'side-b']],
    ['6-player Heroes', ['--players', '6', '--packs', 'heroes']],
    ['6-player combined, ambushes by the walk', ['--players', '6', '--packs', 'base,heroes', '--side', 'side-c', '--ambush', 'walk']],
  ];
  for (const [name, args] of setups) {
    it(`plays 24 checked games, ${name}, with no invariant broken`, async () => {
      const r = await carto(['simulate', '--games', '24', '--seed', `suite/${name}`, ...args, '--json']);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ games: 24, violations: [], checked: true });
      expect(out.actions).toBeGreaterThan(24 * 10 * out.players);
    }, 60_000);
  }

  it('refuses bad input with exit 2', async () => {
    expect((await carto(['simulate', '--players', '7'])).code).toBe(2);
    expect((await carto(['simulate', '--packs', 'nope'])).code).toBe(2);
  });
});
