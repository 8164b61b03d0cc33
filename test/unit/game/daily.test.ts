import { describe, expect, it } from 'vitest';
import { dailyDeal, dailyGame, DAILY_MODES, isDailyDate } from '../../../src/game/daily.ts';
import { addDays, dayEndsAt, utcDay } from '../../../src/game/calendar.ts';
import { newGame } from '../../../src/game/setup.ts';
import { modeTable } from '../../../src/content/tables.ts';
import type { GameState } from '../../../src/game/types.ts';

/** What makes a deal: the map, the scoring cards and every shuffled deck, as the canonical log says it. */
const fingerprint = (s: GameState) =>
  JSON.stringify({ map: s.content, edicts: s.log.filter((e) => e.player === null && e.action.type.startsWith('chance.')).map((e) => e.action) });

const DAY = 86_400_000;
// Tables built here, apart from the engine's own cache (8 of them: building one per check would take minutes).
const freshTables = new Map<string, ReturnType<typeof modeTable>>();
const fresh = (mode: 'base' | 'heroes' | 'combined', map: string) => {
  const key = `${mode}/${map}`;
  if (!freshTables.has(key)) freshTables.set(key, modeTable(mode, map));
  return freshTables.get(key)!;
};
const start = Date.UTC(2026, 0, 1);
const dates = Array.from({ length: 365 }, (_, i) => utcDay(start + i * DAY));

describe('daily challenge', () => {
  it('utcDay names the UTC calendar day of a timestamp, whatever the hour', () => {
    expect(utcDay(Date.UTC(2026, 10, 23, 0, 0, 0))).toBe('2026-11-23');
    expect(utcDay(Date.UTC(2026, 10, 23, 23, 59, 59, 999))).toBe('2026-11-23');
    expect(utcDay(Date.UTC(2024, 1, 29, 12))).toBe('2024-02-29');
    expect(utcDay(Date.UTC(2000, 11, 31, 12))).toBe('2000-12-31');
    expect(utcDay(Date.UTC(1969, 11, 31, 23))).toBe('1969-12-31');
    expect(dates[0]).toBe('2026-01-01');
    expect(dates[364]).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('dayEndsAt is the first millisecond of the next UTC day (the server-dealt daily publishes its seed then)', () => {
    expect(dayEndsAt('2026-11-23')).toBe(Date.UTC(2026, 10, 24));
    expect(dayEndsAt('2024-02-28')).toBe(Date.UTC(2024, 1, 29));
    expect(dayEndsAt('2025-12-31')).toBe(Date.UTC(2026, 0, 1));
    expect(utcDay(dayEndsAt('2026-11-23') - 1)).toBe('2026-11-23');
    expect(utcDay(dayEndsAt('2026-11-23'))).toBe('2026-11-24');
    expect(() => dayEndsAt('2026-02-30')).toThrow(/YYYY-MM-DD/);
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isDailyDate('2026-02-28')).toBe(true);
    expect(isDailyDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-04-31', '', 'today', 20260101]) expect(isDailyDate(bad)).toBe(false);
    expect(() => dailyDeal('2026-02-30', 'base')).toThrow(/YYYY-MM-DD/);
    expect(() => dailyDeal('2026-02-03', 'promo' as never)).toThrow(/base, heroes, combined/);
  });

  it('same date -> same deal on every setup: 365 days x 3 modes = 1,095 checks', () => {
    let checks = 0;
    const seen = new Map<string, Set<string>>(DAILY_MODES.map((m) => [m, new Set()]));
    for (const date of dates) {
      for (const mode of DAILY_MODES) {
        const a = dailyGame(date, mode).state;
        // Another device: the day read from its own clock at another hour of the same UTC day, the
        // deal rebuilt from a copy that went through JSON (a link, a server), on a fresh table object.
        const t = start + dates.indexOf(date) * DAY + ((checks * 7919) % DAY);
        const deal = JSON.parse(JSON.stringify(dailyDeal(utcDay(t), mode)));
        const b = newGame(fresh(deal.mode, deal.map), deal.options, deal.seed);
        expect(fingerprint(b), `${date} ${mode}`).toBe(fingerprint(a));
        expect(b.options).toEqual({ players: 1 });
        expect(b.content).toEqual(a.content);
        seen.get(mode)!.add(fingerprint(a));
        checks++;
      }
    }
    expect(checks).toBe(1095);
    // Each day deals its own game (no two of the 365 days alike, in any mode).
    for (const mode of DAILY_MODES) expect(seen.get(mode)!.size, mode).toBe(365);
  }, 120_000);

  it('draws the map side from the mode, and over a year every side of the mode comes up', () => {
    const sides = (mode: 'base' | 'heroes' | 'combined') => new Set(dates.map((d) => dailyDeal(d, mode).map));
    expect([...sides('base')].sort()).toEqual(['side-a', 'side-b']);
    expect([...sides('heroes')].sort()).toEqual(['side-c', 'side-d']);
    expect([...sides('combined')].sort()).toEqual(['side-a', 'side-b', 'side-c', 'side-d']);
  });

  it('modes of one day are different deals', () => {
    const [b, h, c] = DAILY_MODES.map((m) => dailyGame('2026-11-23', m).state);
    expect(new Set([fingerprint(b!), fingerprint(h!), fingerprint(c!)]).size).toBe(3);
  });
});
