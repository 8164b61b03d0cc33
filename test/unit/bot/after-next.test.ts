import { describe, expect, it } from 'vitest';
import { afterNext } from '../../../src/bot/after-next.ts';
import { deckKnowledge } from '../../../src/bot/knowledge.ts';
import { Position } from '../../../src/bot/position.ts';
import { DEFAULT_WEIGHTS, Valuer } from '../../../src/bot/value.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import type { GameState } from '../../../src/game/types.ts';
import { viewFor } from '../../../src/game/view.ts';

const table = officialTable(['base'], 'side-a');

/** A solo game played randomly until a draw with `timeLeft` after it (the first such, from `seed`). */
function drawWith(timeLeft: (left: number, ends: boolean) => boolean, seed: number): GameState {
  return playRandomly(newGame(table, { players: 1 }, seed), {
    seed,
    until: (s) => {
      if (s.tasks[0]?.[0]?.kind !== 'draw' || s.season > 2) return false;
      const k = deckKnowledge(viewFor(s, 0));
      return timeLeft(k.timeLeft, k.seasonEndsNow);
    },
  });
}

describe("the look-ahead's valuation after the next card", () => {
  it('values with the share of the season left after that card, and with the season banked when that card ends it', () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const state = drawWith((left, ends) => !ends && left >= 2, seed);
      const view = viewFor(state, 0);
      const deck = deckKnowledge(view);
      const p = Position.of(state.sheets[0]!);
      const after = afterNext(view, deck, DEFAULT_WEIGHTS, false)!;
      expect(after.nextSeason).toBe(false);
      const total = view.seasons[view.season]!.time;
      // A 1-time card leaves timeLeft - 1 of the season to play.
      expect(after.valuer(1).value(p)).toBe(new Valuer(view, view.season, 4, DEFAULT_WEIGHTS, (deck.timeLeft - 1) / total).value(p));
      // A card as long as what is left ends the season: its stars as they stand, then the next season in full.
      const banked =
        new Valuer(view, view.season, view.season + 1, DEFAULT_WEIGHTS, 0).value(p) + new Valuer(view, view.season + 1, 4, DEFAULT_WEIGHTS).value(p);
      expect(after.valuer(deck.timeLeft).value(p)).toBeCloseTo(banked, 9);
      // The same valuer for the same time; the budget counts every position any of them valued.
      expect(after.valuer(1)).toBe(after.valuer(1));
      expect(after.count).toBe(2);
      checked++;
    }
    expect(checked).toBe(6);
  });

  it("after the season's last card: nothing without nextSeason, else the next season with less of it left", () => {
    for (const seed of [7, 8, 9]) {
      const state = drawWith((_left, ends) => ends, seed);
      const view = viewFor(state, 0);
      const deck = deckKnowledge(view);
      expect(deck.seasonEndsNow).toBe(true);
      expect(afterNext(view, deck, DEFAULT_WEIGHTS, false)).toBeNull();
      const after = afterNext(view, deck, DEFAULT_WEIGHTS, true)!;
      expect(after.nextSeason).toBe(true);
      const p = Position.of(state.sheets[0]!);
      const total = view.seasons[view.season + 1]!.time;
      expect(after.valuer(2).value(p)).toBe(new Valuer(view, view.season + 1, 4, DEFAULT_WEIGHTS, (total - 2) / total).value(p));
    }
  });
});
