import { describe, expect, it } from 'vitest';
import { CLUSTER_TERRAINS, FILL_CHARS, FILL_CODE, FILLS, fillMask, isFilled, isTerrain, TERRAINS, type Fill } from '../../../src/grid/fills.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { evaluate, monsterPenalty, prepare, validateRule, type ScoringRule } from '../../../src/scoring/index.ts';

/**
 * The fill codes and masks of the scoring sheet are derived from FILLS (src/grid/fills.ts). These
 * tests go through every fill, so they hold for any order of FILLS and fail when one of the derived
 * tables (the conversion, the filled, terrain and any-fill masks, the cluster test) forgets a fill.
 */
const perSpace = (where: unknown[], fills?: Fill[]): ScoringRule =>
  ({ type: 'per', stars: 1, of: { type: 'spaces', ...(fills ? { fills } : {}), where } }) as ScoringRule;

describe('fill codes', () => {
  it('are the index of each fill in FILLS, distinct, and fit a 32-bit mask', () => {
    FILLS.forEach((f, i) => expect(FILL_CODE[f]).toBe(i));
    expect(FILLS.length).toBeLessThanOrEqual(31);
    expect(fillMask(FILLS)).toBe(2 ** FILLS.length - 1);
  });

  it('the scoring sheet converts every fill to its code', () => {
    const grid = parseNotation(FILLS.map((f) => FILL_CHARS[f]).join(' '));
    expect(prepare(grid).fill).toEqual(FILLS.map((f) => FILL_CODE[f]));
  });
});

describe('masks over every fill', () => {
  // One row holding each fill once: "spaces of f" counts exactly one space, the space of f.
  const row = parseNotation(FILLS.map((f) => FILL_CHARS[f]).join(' '));

  it.each(FILLS)('a `fill` match and `spaces` of %s find that space alone', (f) => {
    const score = evaluate({ type: 'per', stars: 1, of: { type: 'spaces', fills: [f] } } as ScoringRule, row);
    expect(score.contributions.map((c) => c.cells)).toEqual([[[0, FILLS.indexOf(f)]]]);
    const rows = { type: 'per', stars: 1, of: { type: 'rows', where: [{ type: 'count', of: { type: 'fill', fills: [f] }, min: 1, max: 1 }] } };
    expect(evaluate(rows as ScoringRule, row).stars).toBe(1);
  });

  it('`spaces` without fills counts every space, whatever its fill', () => {
    expect(evaluate({ type: 'per', stars: 1, of: { type: 'spaces' } } as ScoringRule, row).stars).toBe(FILLS.length);
  });

  it.each(FILLS)('an empty space beside %s is adjacent to a filled space exactly when it is filled', (f) => {
    const grid = parseNotation(`. ${FILL_CHARS[f]}`);
    const stars = evaluate(perSpace([{ type: 'adjacent', to: { type: 'filled' } }], ['empty']), grid).stars;
    // only the left space is surely empty: it counts when its one neighbour is filled
    expect(stars).toBe(isFilled(f) ? 1 : 0);
  });

  it.each(FILLS)('a space beside %s sees a terrain type exactly when it is a terrain', (f) => {
    const grid = parseNotation(`. ${FILL_CHARS[f]}`);
    const rule = {
      type: 'per',
      stars: 1,
      of: { type: 'spaces', fills: ['empty'], where: [{ type: 'distinct-terrains', in: 'neighbours', min: 1 }] },
    } as ScoringRule;
    expect(evaluate(rule, grid).stars).toBe(isTerrain(f) ? 1 : 0);
    expect(TERRAINS.includes(f as never)).toBe(isTerrain(f));
  });

  it.each(FILLS)('a row of %s is completely filled exactly when the fill is filled', (f) => {
    const grid = parseNotation(`${FILL_CHARS[f]} ${FILL_CHARS[f]}`);
    const rule = { type: 'per', stars: 1, of: { type: 'rows', where: [{ type: 'every', is: { type: 'filled' } }] } } as ScoringRule;
    expect(evaluate(rule, grid).stars).toBe(isFilled(f) ? 1 : 0);
  });
});

describe('clusters and the monster code', () => {
  it.each(CLUSTER_TERRAINS)('clusters of %s are found, and a link runs through them', (t) => {
    // two spaces of t joined: one cluster; the space at the left end is linked through it to the one at the right end
    const end: Fill = t === 'village' ? 'farm' : 'village';
    const grid = parseNotation(`${FILL_CHARS[end]} ${FILL_CHARS[t]} ${FILL_CHARS[t]} ${FILL_CHARS[end]}`);
    expect(evaluate({ type: 'per', stars: 1, of: { type: 'clusters', terrain: t } } as ScoringRule, grid).stars).toBe(1);
    const linked = { type: 'per', stars: 1, of: { type: 'spaces', fills: [end], where: [{ type: 'linked', through: t, to: { type: 'fill', fills: [end] } }] } };
    expect(evaluate(linked as ScoringRule, grid).stars).toBe(2);
  });

  it('the language accepts every fill in `fills` and exactly the cluster terrains as a cluster', () => {
    for (const f of FILLS) {
      expect(validateRule({ type: 'per', stars: 1, of: { type: 'spaces', fills: [f] } })).toEqual([]);
      const asCluster = validateRule({ type: 'per', stars: 1, of: { type: 'clusters', terrain: f } });
      expect(asCluster.length === 0).toBe((CLUSTER_TERRAINS as readonly Fill[]).includes(f));
    }
  });

  it('the monster penalty counts empty spaces beside the monster fill and no other', () => {
    for (const f of FILLS) {
      const stars = monsterPenalty(parseNotation(`. ${FILL_CHARS[f]} .`)).stars;
      expect(stars).toBe(f === 'monster' ? -2 : 0);
    }
  });
});
