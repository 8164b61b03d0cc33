// previewPlacement keeps the previews it made per sheet and card: a position previewed again is the
// same object, and every kept preview is the one a sheet that remembers nothing gives (never another
// position's, option's, orientation's or card's).
import { describe, expect, it } from 'vitest';
import { officialTable } from '../../../src/content/tables.ts';
import type { ExploreCard } from '../../../src/content/types.ts';
import { previewPlacement, type PreviewInput } from '../../../src/game/preview.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';

describe('previewPlacement: previews kept per sheet and card', () => {
  it('gives the same preview again, equal to a fresh one, for every position, option, turn, mirror and card', () => {
    const table = officialTable(['base'], 'side-a');
    const s = playRandomly(newGame(table, { players: 1 }, 'preview-kept'), { until: (g) => g.log.length > 8, seed: 3 });
    const sheet = s.sheets[0]!;
    const cards = table.explore.filter((c): c is ExploreCard => c.kind === 'explore').slice(0, 4);
    let legal = 0;
    let refused = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (const card of cards) {
        for (let option = 0; option < card.options.length; option++) {
          for (const flipped of [false, true]) {
            for (let turns = 0; turns < 4; turns++) {
              for (let r = -2; r < 11; r += 3) {
                for (let c = -2; c < 11; c += 2) {
                  const input: PreviewInput = { sheet, card, option, turns, flipped, at: [r, c], ruins: r % 2 === 0 };
                  const kept = previewPlacement(input);
                  expect(previewPlacement({ ...input, at: [r, c] })).toBe(kept);
                  // A copy of the sheet remembers nothing: its preview is worked out afresh.
                  expect(kept).toEqual(previewPlacement({ ...input, sheet: structuredClone(sheet) }));
                  if (pass === 0) kept.legal ? legal++ : refused++;
                }
              }
            }
          }
        }
      }
    }
    expect(legal).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  });
});
