/**
 * The replay's steps, headings and season jumps over many days' deals (issue: a daily test read the
 * calendar and today's deal opened Summer with an ambush that walked by itself). Every day of 2026
 * and 2027 in the base game, and every fifth day in Heroes and in the two combined, is played by the
 * random player and laid out as a timeline; the dates are named here, never read from a clock. The
 * unit tier walks every seventh of those days (every 25th in Heroes and combined), npm test's slow
 * tier all of them (test/support/tier.ts).
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/game/calendar.ts';
import { dailyGame } from '../../../src/game/daily.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { toSaved } from '../../../src/game/replay.ts';
import { seasonAt, seasonJump, timeline, type Timeline } from '../../../src/game/timeline.ts';
import type { GameMode } from '../../../src/content/tables.ts';
import { byTier } from '../../support/tier.ts';

const FIRST = '2026-01-01';
const DAYS = 730; // 2026 and 2027

/** What a reader of the replay meets, checked on one game; returns the deal's shape for the tally. */
function checkSteps(line: Timeline, what: string): { walkOpens: boolean[]; fewest: number } {
  const { frames, seasonStarts: starts } = line;
  expect(starts, what).toHaveLength(4);
  expect(frames[0], what).toMatchObject({ kind: 'deal', season: 0, turn: 0, action: null });
  // One step forward from the deal is Spring's first turn, whatever it was.
  expect(starts[0], what).toBe(1);
  for (let i = 1; i < frames.length; i++) {
    const [a, b] = [frames[i - 1]!, frames[i]!];
    const where = `${what}, step ${i}`;
    expect(b.kind, where).not.toBe('deal');
    if (b.season === a.season && i > 1) {
      // A turn is one step, or more when a card asks a player to act again in the same turn (in Heroes:
      // a walked gorgon's destroy, a troll's destroy after scoring).
      expect(b.turn - a.turn, where).toBeGreaterThanOrEqual(0);
      expect(b.turn - a.turn, where).toBeLessThanOrEqual(1);
      if (b.turn === a.turn) expect(b.kind, where).toBe('action');
    } else {
      expect(b.season, where).toBe(i === 1 ? 0 : a.season + 1);
      expect(b.turn, where).toBe(1);
      expect(starts[b.season], where).toBe(i);
    }
    // A walked turn's maps differ from the step before only by its monsters (or the spaces a hero
    // destroyed at once), on spaces that were empty.
    if (b.kind === 'walk') {
      expect(b.action, where).toBeNull();
      for (const e of b.entries) {
        if (e.action.type !== 'walk') continue;
        const [before, after] = [a.grids[e.action.sheet]!, b.grids[e.action.sheet]!];
        const walked = e.action.cells.map(([r, c]) => r * after.cols + c);
        expect(
          walked.map((k) => before.fills[k]),
          where,
        ).toEqual(walked.map(() => 'empty'));
        expect(
          walked.every((k) => after.fills[k] === 'monster' || after.fills[k] === 'destroyed'),
          where,
        ).toBe(true);
        expect(
          after.fills.filter((f, k) => !walked.includes(k) && f !== before.fills[k]),
          where,
        ).toEqual([]);
      }
    }
    // A drawing's step shows the map before it with the drawn spaces filled (and zombies spread after a
    // season's scoring, any space a hero destroyed at once), nothing else changed, and its coins: so the maps a walked turn rolled back
    // to are the maps as they stood.
    if (b.kind === 'action' && b.action?.type === 'draw') {
      const action = b.action;
      const outcome = b.entries.find((e) => e.action === action)!.outcome!;
      const sheet = outcome.sheet;
      const cols = a.grids[sheet]!.cols;
      const expected = a.grids[sheet]!.fills.slice();
      for (const [r, c] of action.cells) expected[r * cols + c] = action.terrain;
      for (const e of b.entries) {
        if (e.action.type === 'spread' && e.action.sheet === sheet) for (const [r, c] of e.action.cells) expected[r * cols + c] = 'monster';
        for (const ev of e.outcome?.sheet === sheet ? e.outcome.events : [])
          if (ev.type === 'destroyed-by-hero') for (const [r, c] of ev.cells) expected[r * cols + c] = 'destroyed';
      }
      expect(b.grids[sheet]!.fills, where).toEqual(expected);
      const earned = outcome.events.reduce((n, ev) => n + (ev.type === 'coin' ? ev.credited : 0), 0);
      // (Scoring a season may pay coins of its own: the drawing's coins are checked inside a season.)
      if (!b.entries.some((e) => e.action.type === 'season.scored')) expect(b.coins[sheet], where).toBe(a.coins[sheet]! + earned);
    }
  }
  // Page Down from every step lands on the next season's first turn (Turn 1 in its heading), or the end.
  for (let step = 0; step < frames.length; step++) {
    const here = seasonAt(line, step);
    const next = seasonJump(line, step, 1);
    if (here < 3) expect(frames[next], `${what}: Page Down from step ${step}`).toMatchObject({ season: here + 1, turn: 1 });
    else expect(next, `${what}: Page Down from step ${step}`).toBe(frames.length - 1);
    const back = seasonJump(line, step, -1);
    const expected = here < 0 ? 0 : step > starts[here]! ? starts[here]! : here === 0 ? 0 : starts[here - 1]!;
    expect(back, `${what}: Page Up from step ${step}`).toBe(expected);
    if (back > 0) expect(frames[back]!.turn, `${what}: Page Up from step ${step}`).toBe(1);
  }
  const lengths = starts.map((s, i) => (starts[i + 1] ?? frames.length - 1) - s);
  return { walkOpens: starts.map((s) => frames[s]!.kind === 'walk'), fewest: Math.min(...lengths) };
}

describe('days of 2026 and 2027: the replay steps through each turn and jumps to each season', () => {
  const cases: [GameMode, number][] = [
    ['base', byTier(1, 7)],
    ['heroes', byTier(5, 25)],
    ['combined', byTier(5, 25)],
  ];
  for (const [mode, every] of cases) {
    it(`${mode}, every ${every === 1 ? 'day' : `${every}th day`}`, () => {
      const seasonsOpenedByAWalk = [0, 0, 0, 0];
      let fewest = Infinity;
      for (let i = 0; i < DAYS; i += every) {
        const day = addDays(FIRST, i);
        const { content, state } = dailyGame(day, mode);
        const shape = checkSteps(timeline(toSaved(playRandomly(state, { seed: i })), content), `${mode} ${day}`);
        shape.walkOpens.forEach((w, s) => (seasonsOpenedByAWalk[s]! += w ? 1 : 0));
        fewest = Math.min(fewest, shape.fewest);
      }
      // The deal shapes the check is about did come up: each season opened by a walked ambush
      // (Spring's on the very first card), and short seasons.
      for (const n of seasonsOpenedByAWalk) expect(n).toBeGreaterThan(0);
      expect(fewest).toBeLessThanOrEqual(3);
    }, 120_000);
  }

  it("the deal of 2026-11-27 (the day the calendar broke the daily test) opens Summer with a walked ambush, shown as Summer's turn 1", () => {
    const { content, state } = dailyGame('2026-11-27', 'base');
    const line = timeline(toSaved(playRandomly(state, { seed: 3 })), content);
    const summer = line.frames[line.seasonStarts[1]!]!;
    expect(summer).toMatchObject({ kind: 'walk', season: 1, turn: 1, action: null, revealed: ['goblin-attack', expect.any(String)] });
    expect(line.frames[line.seasonStarts[1]! + 1]).toMatchObject({ kind: 'action', season: 1, turn: 2 });
  });
});
