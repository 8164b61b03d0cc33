/**
 * The computer player's options at the table (web/client/bot-at-table.ts): the worker's clock is
 * the safety net of every question, so a decision on a slow machine stops starting work at
 * TABLE_SAFETY_MS; in time, it decides exactly as without it.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/bot/decide.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import { viewFor } from '../../../src/game/view.ts';
import { atTheTable, TABLE_SAFETY_MS } from '../../../web/client/bot-at-table.ts';

const combined = officialTable(['base', 'heroes'], 'side-a');
const state = playRandomly(newGame(combined, { players: 1 }, 'at-the-table'), { until: (s) => s.season === 1 && s.tasks[0]?.[0]?.kind === 'draw', seed: 't' });
const view = viewFor(state, 0);

describe("the computer player's options at the table", () => {
  it("adds the clock as the safety net, under half a second, and keeps the question's own options", () => {
    const clock = () => 0;
    expect(TABLE_SAFETY_MS).toBeLessThan(500);
    expect(atTheTable({ level: 'lookahead', deep: 2 }, clock)).toEqual({ level: 'lookahead', deep: 2, safety: { clock, ms: TABLE_SAFETY_MS } });
    // A question may turn it off (a test that wants the same game whatever the clock).
    expect(atTheTable({ safety: null }, clock)).toEqual({ safety: null });
  });

  it('decides as without it while in time, and stops starting work once the clock is past it', () => {
    expect(
      decide(
        view,
        atTheTable({}, () => 0),
      ),
    ).toEqual(decide(view));
    let now = 0;
    let reads = 0;
    const late = decide(
      view,
      atTheTable({}, () => (reads++, (now += TABLE_SAFETY_MS))),
    );
    expect(reads).toBeGreaterThan(0);
    // Past the limit from its first reading on: its first two candidates and no two-card comparison.
    expect(late).toEqual(decide(view, { width: 2, deep: 0 }));
  });
});
