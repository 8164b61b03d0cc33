import { describe, expect, it } from 'vitest';
import { orientations, pictureOf } from '../../../src/shapes/shape.ts';
import {
  checkPlacement,
  countPlacements,
  decodePlacement,
  emptyCells,
  legalPlacements,
  placementCodes,
  randomPlacementCode,
} from '../../../src/rules/placements.ts';
import { compileCard } from '../../../src/rules/compiled.ts';
import { gridMasks } from '../../../src/rules/masks.ts';
import { exploreCard, sheetOf } from './helpers.ts';

const cellsOf = (r: ReturnType<typeof legalPlacements>) => r.placements.map((p) => p.cells);

describe('legal placements', () => {
  it('counts every orientation and position on an empty map', () => {
    // 2x2 square on 11x11: one orientation, 10 x 10 positions.
    expect(countPlacements(sheetOf('...........\n'.repeat(11)), exploreCard([['XX', 'XX']]))).toBe(100);
    // The L "XXX/..X" has 8 orientations; on 4x4 each 2x3 or 3x2 box has 3 x 2 = 6 positions: 48.
    expect(countPlacements(sheetOf('....\n....\n....\n....'), exploreCard([['XXX', '..X']]))).toBe(48);
  });

  it('finds a shape that fits only mirrored', () => {
    // Empty spaces (0,1) (1,1) (2,0) (2,1) form ".X/.X/XX": the L "X./X./XX" mirrored. Every other
    // 3x2 orientation needs (0,0) or (1,0); the 2x3 ones are too wide.
    const sheet = sheetOf(`
      M .
      M .
      . .`);
    const card = exploreCard([['X.', 'X.', 'XX']]);
    const result = legalPlacements(sheet, card);
    expect(result.fallback).toBe(false);
    expect(cellsOf(result)).toEqual([
      [
        [0, 1],
        [1, 1],
        [2, 0],
        [2, 1],
      ],
    ]);
    const { orientation } = result.placements[0]!;
    expect(pictureOf(orientations(card.options[0]!.shape)[orientation]!)).toEqual(['.X', '.X', 'XX']);
  });

  it('leaves only the 1x1 fallback on a full map', () => {
    // One empty space: no 2-space option fits anywhere, so the player draws a 1x1 square.
    const sheet = sheetOf(`
      F F M
      W . V
      A A #`);
    const domino = exploreCard([['XX'], ['X.', 'XX']]);
    expect(legalPlacements(sheet, domino)).toEqual({ placements: [], fallback: true });
    expect(emptyCells(sheet)).toEqual([[1, 1]]);
    // A 1x1 option (Rift Lands) still fits there: no fallback.
    expect(cellsOf(legalPlacements(sheet, exploreCard([['X']])))).toEqual([[[1, 1]]]);
  });

  const ruinsMap = `
    . . . .
    r . M .
    . . . .`;
  const line3 = exploreCard([['XXX']]);

  it('lists placements over ruins and around filled spaces without the requirement', () => {
    // Row 0: columns 0-2, 1-3; row 1 blocked by M at (1,2); row 2: two; upright in columns 0, 1, 3: seven.
    expect(countPlacements(sheetOf(ruinsMap), line3)).toBe(7);
  });

  it('meets the ruins requirement only with shapes covering an empty ruins space', () => {
    // Only the upright line in column 0 covers the ruins at (1,0).
    const result = legalPlacements(sheetOf(ruinsMap), line3, { ruins: true });
    expect(result).toMatchObject({ fallback: false });
    expect(cellsOf(result)).toEqual([
      [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    ]);
    expect(
      checkPlacement(
        sheetOf(ruinsMap),
        line3,
        {
          option: 0,
          cells: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
        },
        { ruins: true },
      ),
    ).toBeNull();
  });

  it('refuses a shape that leaves the ruins uncovered when covering them is possible', () => {
    const v = checkPlacement(
      sheetOf(ruinsMap),
      line3,
      {
        option: 0,
        cells: [
          [0, 0],
          [0, 1],
          [0, 2],
        ],
      },
      { ruins: true },
    );
    expect(v?.code).toBe('placement.ruins');
  });

  it('falls back to 1x1 when no shape can cover a ruins space', () => {
    // A line of 4 fits in rows 0 and 2 only; the ruins row is blocked by the mountain.
    const line4 = exploreCard([['XXXX']]);
    expect(countPlacements(sheetOf(ruinsMap), line4)).toBe(2);
    expect(legalPlacements(sheetOf(ruinsMap), line4, { ruins: true })).toEqual({ placements: [], fallback: true });
    const v = checkPlacement(
      sheetOf(ruinsMap),
      line4,
      {
        option: 0,
        cells: [
          [0, 0],
          [0, 1],
          [0, 2],
          [0, 3],
        ],
      },
      { ruins: true },
    );
    expect(v?.code).toBe('placement.fallback-required');
  });

  it('falls back to 1x1 when every ruins space is already filled', () => {
    // 'f' = forest drawn on the ruins: no unfilled ruins remain.
    const sheet = sheetOf(ruinsMap.replace('r', 'f'));
    expect(legalPlacements(sheet, line3, { ruins: true }).fallback).toBe(true);
    expect(legalPlacements(sheet, line3).fallback).toBe(false);
  });

  it('lets printed gap spaces lie over filled spaces (Pasture XoX over a mountain)', () => {
    const result = legalPlacements(sheetOf('. M .'), exploreCard([['XoX']]));
    expect(result.placements).toEqual([
      {
        option: 0,
        orientation: 0,
        row: 0,
        col: 0,
        cells: [
          [0, 0],
          [0, 2],
        ],
        gaps: [[0, 1]],
      },
    ]);
  });

  it('gives the compact codes the same placements in the same order', () => {
    const sheet = sheetOf(ruinsMap);
    const card = exploreCard([['XXX'], ['XX']]);
    const { codes } = placementCodes(sheet, card);
    expect(codes.map((c) => decodePlacement(sheet, card, c))).toEqual(legalPlacements(sheet, card).placements);
    expect(new Set(legalPlacements(sheet, card).placements.map((p) => p.option))).toEqual(new Set([0, 1]));
  });

  it('explains refused positions', () => {
    const sheet = sheetOf(ruinsMap);
    const check = (cells: [number, number][], option = 0) => checkPlacement(sheet, line3, { option, cells })?.code ?? null;
    expect(
      check([
        [0, 2],
        [0, 3],
        [0, 4],
      ]),
    ).toBe('placement.outside');
    expect(
      check([
        [1, 1],
        [1, 2],
        [1, 3],
      ]),
    ).toBe('placement.overlap');
    expect(
      check([
        [0, 0],
        [0, 1],
        [1, 1],
      ]),
    ).toBe('placement.not-the-shape');
    expect(
      check([
        [0, 0],
        [0, 0],
        [0, 1],
      ]),
    ).toBe('placement.not-the-shape');
    expect(
      check([
        [0, 1],
        [1, 1],
        [2, 1],
      ]),
    ).toBeNull();
    expect(
      check(
        [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        3,
      ),
    ).toBe('placement.no-such-option');
    expect(
      checkPlacement(sheet, line3, {
        option: 0,
        cells: [
          [1, 1],
          [1, 2],
          [1, 3],
        ],
      })?.message,
    ).toMatch(/mountain.*row 2, column 3/);
  });

  it('refuses a ruins card, which offers no shape', () => {
    const ruinsCard = { ...exploreCard([]), ruins: true, options: [] };
    expect(() => legalPlacements(sheetOf('..'), ruinsCard)).toThrow(expect.objectContaining({ code: 'rules.no-shapes' }));
  });
});

describe('one placement by index, without the list (the random player)', () => {
  it('is the placement codes[k] for every k, also under the ruins requirement, and -1 with none', () => {
    const sheet = sheetOf(`
      . . . r .
      . M . . .
      . . r . .
      M . . . r
      . . . . .`);
    const card = { ...exploreCard([['XXX', '..X']]), options: [...exploreCard([['XXX', '..X']]).options, ...exploreCard([['XX']]).options] };
    const options = compileCard(card);
    const m = gridMasks(sheet.grid);
    for (const ruins of [false, true]) {
      const codes = placementCodes(sheet, card, { ruins }).codes;
      expect(codes.length).toBeGreaterThan(10);
      const found = codes.map((_, k) => randomPlacementCode(m, options, ruins, { int: (n) => (expect(n).toBe(codes.length), k) }));
      expect(found).toEqual(codes);
    }
    const full = sheetOf('M M\nM .');
    expect(randomPlacementCode(gridMasks(full.grid), options, false, { int: () => 0 })).toBe(-1);
  });
});
