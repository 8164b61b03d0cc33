import { describe, expect, it } from 'vitest';
import { timeline } from '../../../src/game/timeline.ts';
import { dailyGame } from '../../../src/game/daily.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { toSaved } from '../../../src/game/replay.ts';
import { playerActions } from '../../../src/game/link.ts';

describe('timeline of a finished game', () => {
  const { content, state } = dailyGame('2026-11-23', 'base');
  const over = playRandomly(state, { seed: 9 });
  const t = timeline(toSaved(over), content);

  it('has a frame at the start, one after each player action and one for each ambush that walked by itself, ending on the final state', () => {
    const actions = playerActions(over.log);
    const walkedTurns = over.log.filter((e, i) => e.action.type === 'reveal' && over.log[i + 1]?.action.type === 'walk').length;
    expect(walkedTurns).toBeGreaterThan(0);
    expect(t.frames).toHaveLength(actions.length + walkedTurns + 1);
    expect(t.frames[0]).toMatchObject({ kind: 'deal', action: null });
    expect(t.frames.filter((f) => f.kind === 'action').map((f) => f.action)).toEqual(actions);
    expect(t.frames.filter((f) => f.kind === 'walk').every((f) => f.action === null && f.revealed.length > 0)).toBe(true);
    expect(t.frames.at(-1)!.grids).toEqual(over.sheets.map((s) => s.grid));
    expect(t.frames.at(-1)!.scores).toEqual(over.scores);
    expect(t.frames.at(-1)!.season).toBe(3);
  });

  it('says what each turn revealed: every reveal of the log exactly once, in order', () => {
    const reveals = over.log.flatMap((e) => (e.action.type === 'reveal' ? [e.action.card] : []));
    expect(t.frames.flatMap((f) => f.revealed)).toEqual(reveals);
    expect(t.frames[0]!.revealed.length).toBeGreaterThan(0);
    expect(t.frames.flatMap((f) => f.entries)).toEqual(over.log);
  });

  it('scores arrive as they came: none before the first season ends, four seasons at the end', () => {
    const counts = t.frames.map((f) => f.scores[0]!.length);
    expect(counts[0]).toBe(0);
    expect(counts.at(-1)).toBe(4);
    for (let i = 1; i < counts.length; i++) expect(counts[i]! - counts[i - 1]!).toBeGreaterThanOrEqual(0);
    expect(t.seasonStarts).toHaveLength(4);
    expect(t.seasonStarts[0]).toBe(1);
    for (const [season, i] of t.seasonStarts.entries()) {
      expect(t.frames[i]!.season).toBe(season);
      expect(t.frames[i]!.turn).toBeGreaterThanOrEqual(1);
      // A season's first step is its first turn, a drawing or an ambush that walked by itself.
      expect(t.frames[i]!.turn).toBe(1);
      if (season > 0) expect(t.frames[i - 1]!.season).toBe(season - 1);
    }
    expect(t.frames[0]).toMatchObject({ season: 0, turn: 0, action: null });
  });

  it('refuses a forged game (a move changed)', () => {
    const saved = toSaved(over);
    const i = saved.log.findIndex((e) => e.action.type === 'draw');
    const forged = {
      ...saved,
      log: saved.log.map((e, k) =>
        k === i ? { ...e, action: { ...e.action, terrain: e.action.type === 'draw' && e.action.terrain === 'forest' ? 'water' : 'forest' } } : e,
      ),
    } as typeof saved;
    expect(() => timeline(forged, content)).toThrow();
  });
});

it('every season can be jumped to, also when its first turn is an ambush that walks by itself (solo): the jump lands on that turn', () => {
  let checked = 0;
  for (let seed = 0; seed < 40; seed++) {
    const { content, state } = dailyGame(`2026-10-${String(1 + (seed % 28)).padStart(2, '0')}`, 'heroes');
    const over = playRandomly(state, { seed });
    const t = timeline(toSaved(over), content);
    expect(
      t.seasonStarts.filter((i) => i !== undefined),
      `seed ${seed}`,
    ).toHaveLength(4);
    for (const i of t.seasonStarts) expect(t.frames[i]!.turn, `seed ${seed}`).toBe(1);
    // A season whose first turn is an ambush walk starts on that walk; the player's first step follows in the same season.
    const walked = t.seasonStarts.filter((i) => t.frames[i]!.kind === 'walk');
    for (const i of walked) expect(t.frames[i + 1], `seed ${seed}`).toMatchObject({ kind: 'action', season: t.frames[i]!.season });
    if (walked.length) checked++;
  }
  expect(checked).toBeGreaterThan(0);
}, 60_000);
