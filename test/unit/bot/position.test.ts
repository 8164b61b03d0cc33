import { describe, expect, it } from 'vitest';
import { deckKnowledge } from '../../../src/bot/knowledge.ts';
import { Position } from '../../../src/bot/position.ts';
import { forEachPlacement, cellsAt } from '../../../src/bot/shapes.ts';
import type { ExploreCard } from '../../../src/content/types.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { FILL_CODE } from '../../../src/grid/fills.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import { viewFor } from '../../../src/game/view.ts';
import { drawShape } from '../../../src/rules/draw.ts';
import { legalPlacements } from '../../../src/rules/placements.ts';
import { newSheet } from '../../../src/rules/sheet.ts';
import { gridOfBoard } from '../../../src/scoring/bits-board.ts';

const table = officialTable(['base'], 'side-a');

describe("the bot's position follows the rules", () => {
  it('draws as drawShape does: the same map, the coin of a coin shape, surrounded mountains paid once; takeBack undoes it', { timeout: 120_000 }, () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), { until: (s) => s.season === 2, seed });
      const sheet = state.sheets[0]!;
      for (const card of table.explore.filter((c) => c.ruins !== true)) {
        const p = Position.of(sheet);
        const before = gridOfBoard(p.board);
        let k = 0;
        forEachPlacement(p.board, card, false, (s, row, col) => {
          if (k++ % 3 !== 0) return;
          const cells = cellsAt(s, row, col);
          const coin = card.options[s.option]?.coin === true;
          const gained = p.drawRows(row, s.masks, col, FILL_CODE[card.terrains[0]!], coin);
          const ruled = drawShape(sheet, cells, card.terrains[0]!, { coin }).sheet;
          expect(gridOfBoard(p.board)).toEqual(ruled.grid);
          expect(p.coins).toBe(ruled.coins);
          expect(gained).toBe(ruled.coins - sheet.coins);
          p.takeBack();
          checked++;
        });
        expect(gridOfBoard(p.board)).toEqual(before);
        expect(p.coins).toBe(sheet.coins);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('pays a mountain when its last side is filled, and only once', () => {
    const sheet = newSheet(parseNotation(['.F.', 'FMF', '...'].join('\n')));
    const p = Position.of(sheet);
    expect(p.draw([[2, 1]], FILL_CODE.farm, false)).toBe(1);
    expect(p.draw([[2, 0]], FILL_CODE.farm, false)).toBe(0);
    expect(p.coins).toBe(1);
    p.takeBack();
    p.takeBack();
    expect(p.coins).toBe(0);
    expect(p.draw([[2, 1]], FILL_CODE.farm, true)).toBe(2);
  });

  it('finds the placements the rules engine finds, under the ruins requirement too', () => {
    const state = playRandomly(newGame(table, { players: 1 }, 5), { until: (s) => s.season === 1, seed: 5 });
    const sheet = state.sheets[0]!;
    for (const card of table.explore.filter((c): c is ExploreCard => c.ruins !== true)) {
      for (const ruins of [false, true]) {
        const mine: string[] = [];
        const count = forEachPlacement(Position.of(sheet).board, card, ruins, (s, row, col) =>
          mine.push(`${s.option}:${JSON.stringify(cellsAt(s, row, col))}`),
        );
        const theirs = legalPlacements(sheet, card, { ruins });
        expect(count === 0).toBe(theirs.fallback);
        expect(mine).toEqual(theirs.placements.map((p) => `${p.option}:${JSON.stringify(p.cells)}`));
      }
    }
  });
});

describe('what the bot knows of the deck', () => {
  it('counts the explore cards not revealed this season and the unknown rest from the view alone', () => {
    const state = newGame(table, { players: 1 }, 'deck');
    const view = viewFor(state, 0);
    const k = deckKnowledge(view);
    const explore = table.explore.length;
    const revealed = view.revealed.filter((id) => view.cards[id]!.kind === 'explore').length;
    expect(k.shapes.length + k.ruins).toBe(explore - revealed);
    expect(k.unknown).toBe(view.deck - (explore - revealed));
    expect(k.shapes.every((c) => !view.revealed.includes(c.id))).toBe(true);
    expect(k.timeLeft).toBe(Math.max(0, view.seasons[0]!.time - view.time));
  });
});
