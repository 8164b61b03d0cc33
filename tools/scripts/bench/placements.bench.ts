// Every legal placement of an explore card (all options, orientations, positions) on 11x11 maps
// 30%, 60% and 90% filled (docs/DESIGN.md §8: median <= 10 us). Maps are filled by a fixed-seed LCG so
// the numbers are repeatable.
import { officialPacks } from '../../../src/content/official.ts';
import type { ExploreCard } from '../../../src/content/types.ts';
import type { Fill } from '../../../src/grid/fills.ts';
import { emptyGrid } from '../../../src/grid/grid.ts';
import { compileCard } from '../../../src/rules/compiled.ts';
import { buildMasks } from '../../../src/rules/masks.ts';
import { legalPlacements, placementCodes, scanPlacements } from '../../../src/rules/placements.ts';
import { newSheet, type Sheet } from '../../../src/rules/sheet.ts';
import { measure, report, type Measurement } from './measure.ts';

function filledSheet(fraction: number, seed: number): Sheet {
  const grid = emptyGrid(11, 11);
  const fills = grid.fills.slice() as Fill[];
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const order = fills.map((_, i) => i).sort(() => 0); // stable 0..120
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const n = Math.round(fraction * fills.length);
  for (let k = 0; k < n; k++) fills[order[k]!] = 'forest';
  return newSheet({ ...grid, fills });
}

export function run(): void {
  const cards = officialPacks.flatMap((p) => p.explore).filter((c: ExploreCard) => c.ruins !== true && c.options.length > 0);
  for (const fraction of [0.3, 0.6, 0.9]) {
    const sheet = filledSheet(fraction, 12345);
    const rows: Measurement[] = [];
    const perCard = cards.map((card) =>
      measure(`${card.id} (${placementCodes(sheet, card).codes.length} placements)`, () => placementCodes(sheet, card), { samples: 21, sampleMs: 10 }),
    );
    perCard.sort((a, b) => a.medianUs - b.medianUs);
    const worst = perCard[perCard.length - 1]!;
    const middle = perCard[Math.floor(perCard.length / 2)]!;
    const heavy = cards.reduce((a, b) => (legalPlacements(sheet, a).placements.length >= legalPlacements(sheet, b).placements.length ? a : b));
    const options = compileCard(heavy);
    const n = legalPlacements(sheet, heavy).placements.length;
    rows.push({ ...worst, name: `codes, slowest of ${cards.length} explore cards: ${worst.name}` });
    rows.push({ ...middle, name: `codes, median card: ${middle.name}` });
    rows.push(
      measure(`codes + masks rebuilt from the grid, ${heavy.id}`, () => scanPlacements(buildMasks(sheet.grid), options, false, []), {
        samples: 21,
        sampleMs: 10,
      }),
    );
    rows.push(measure(`count only (no list), ${heavy.id}`, () => scanPlacements(buildMasks(sheet.grid), options, false, null), { samples: 21, sampleMs: 10 }));
    rows.push(measure(`legalPlacements with cell arrays, ${heavy.id} (${n})`, () => legalPlacements(sheet, heavy), { samples: 21, sampleMs: 10 }));
    report(`placements on an 11x11 map ${Math.round(fraction * 100)}% filled`, rows, 10);
  }
}
