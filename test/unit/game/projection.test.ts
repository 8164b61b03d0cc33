import { describe, expect, it } from 'vitest';
import { parseNotation } from '../../../src/grid/notation.ts';
import { gridWith, projectEdicts } from '../../../src/game/projection.ts';
import { newSheet } from '../../../src/rules/sheet.ts';
import { basePack } from '../../../src/content/official.ts';
import type { GameState } from '../../../src/game/types.ts';

const card = (id: string) => basePack.scoring.find((c) => c.id === id)!;

function table(map: string): Pick<GameState, 'seasons' | 'season' | 'edicts' | 'sheets'> {
  return {
    seasons: basePack.seasons,
    season: 0, // spring scores edicts A and B
    edicts: { A: card('sentinel-wood'), B: card('borderlands'), C: card('wildholds'), D: card('the-cauldrons') },
    sheets: [newSheet(parseNotation(map))],
  };
}

describe('projected edict scores', () => {
  it('scores the edicts in force on the sheet as it is', () => {
    // Sentinel Wood: forest spaces on the map edge: (0,0) and (1,0) on the left edge, (2,1) on the bottom -> 3.
    // Borderlands: no completely filled row or column -> 0.
    const p = projectEdicts(table('F . .\nF . .\n. F .'), 0);
    expect(p.map((e) => [e.letter, e.card, e.stars])).toEqual([
      ['A', 'sentinel-wood', 3],
      ['B', 'borderlands', 0],
    ]);
    expect(p[0]!.contributions.flatMap((c) => c.cells)).toHaveLength(3);
  });

  it('adds a tentative drawing without changing the game', () => {
    const t = table('F . .\n. . .\n. . .');
    // Drawing forest on the whole top row: Sentinel Wood 3 (all on the edge); Borderlands: row 0 full -> 6.
    const p = projectEdicts(t, 0, {
      cells: [
        [0, 1],
        [0, 2],
      ],
      terrain: 'forest',
    });
    expect(p.map((e) => e.stars)).toEqual([3, 6]);
    expect(t.sheets[0]!.grid.fills[1]).toBe('empty');
  });

  it('ignores tentative cells outside the map', () => {
    const g = parseNotation('. .');
    expect(
      gridWith(
        g,
        [
          [0, 5],
          [-1, 0],
          [0, 1],
        ],
        'water',
      ).fills,
    ).toEqual(['empty', 'water']);
  });
});
