import { ruleIssueSentence } from '../../../i18n/rule-problems.ts';
import { describe, expect, it } from 'vitest';
import { CartoError } from '../../../src/errors.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { coinStars, evaluate, monsterPenalty, prepare, scoreRule, validateRule, type ScoringRule } from '../../../src/scoring/index.ts';
import { shipped } from './cards.ts';

describe('the official cards as data', () => {
  it('ships 16 base and 16 Heroes cards, four per stack, each a valid rule', () => {
    expect(shipped).toHaveLength(32);
    for (const stack of ['forest', 'farm-water', 'village', 'spaces']) expect(shipped.filter((c) => c.stack === stack)).toHaveLength(8);
    for (const c of shipped) expect({ id: c.id, issues: validateRule(c.rule) }).toEqual({ id: c.id, issues: [] });
  });
  it('explains every score: contributions add up to the stars on a busy map', () => {
    const sheet = prepare(
      parseNotation(`
      F F V V A W . M
      F M V . A W W .
      # # V V X . F F
      A A . W W . F .
      r f v a w . . .`),
    );
    for (const c of shipped) {
      const s = evaluate(c.rule, sheet);
      expect(s.contributions.reduce((t, x) => t + x.stars, 0)).toBe(s.stars);
      expect(scoreRule(c.rule, sheet)).toBe(s.stars);
      for (const x of s.contributions) expect(x.because.length).toBeGreaterThan(5);
    }
  });
});

describe('a designer writes a new card as JSON only', () => {
  it('scores a card that is in no pack', () => {
    // "Lakeside Hamlets": 2 per village cluster adjacent to water, plus 1 per water space on the map edge.
    const rule = JSON.parse(`{
      "type": "sum",
      "of": [
        { "type": "per", "stars": 2, "of": { "type": "clusters", "terrain": "village",
          "where": [ { "type": "adjacent", "to": { "type": "fill", "fills": ["water"] } } ] } },
        { "type": "per", "stars": 1, "of": { "type": "spaces", "fills": ["water"],
          "where": [ { "type": "touches-edge" } ] } }
      ]
    }`) as ScoringRule;
    expect(validateRule(rule)).toEqual([]);
    // village clusters: {(0,0),(0,1)} touches W(1,1): 2; V(2,3) touches only '.' and F: 0.
    // waters on the edge: W(1,1) is inside, W(2,0) is on the edge: 1. Total 3.
    const s = evaluate(
      rule,
      parseNotation(`
      V V . .
      . W . F
      W . . V`),
    );
    expect(s.stars).toBe(3);
    expect(s.contributions).toEqual([
      {
        cells: [
          [0, 0],
          [0, 1],
        ],
        stars: 2,
        because: 'village cluster adjacent to a water',
      },
      { cells: [[2, 0]], stars: 1, because: 'water space touching the map edge' },
    ]);
  });
  it('refuses to score an invalid rule, saying where', () => {
    const bad = { type: 'per-length', stars: 1, of: { type: 'clusters', terrain: 'forest' } } as ScoringRule;
    expect(() => evaluate(bad, parseNotation('F'))).toThrow(CartoError);
    try {
      evaluate(bad, parseNotation('F'));
    } catch (e) {
      expect((e as CartoError).code).toBe('scoring.invalid-rule');
      expect((e as CartoError).location.pointer).toBe('/of');
    }
  });
});

describe('nonsense rules are rejected with a message that says why and where', () => {
  const clusters = (where: unknown[]) => ({ type: 'per', stars: 1, of: { type: 'clusters', terrain: 'village', where } });
  const rows = (where: unknown[]) => ({ type: 'per', stars: 1, of: { type: 'rows', where } });
  const cases: Array<[string, unknown, string, RegExp]> = [
    ['an unknown rule type', { type: 'each', stars: 1, of: { type: 'rows' } }, '/type', /one of per, per-space/],
    ['an unknown terrain', { type: 'per', stars: 1, of: { type: 'clusters', terrain: 'lava' } }, '/of/terrain', /expected one of empty, forest/],
    ['a missing stars', { type: 'per', of: { type: 'rows' } }, '', /missing "stars"/],
    ['an unknown property', { type: 'per', stars: 1, of: { type: 'rows', colour: 'red' } }, '/of/colour', /unknown property "colour"/],
    ['per-length of clusters', { type: 'per-length', stars: 3, of: { type: 'clusters', terrain: 'forest' } }, '/of', /clusters have none/],
    ['contains on a row', rows([{ type: 'contains', pattern: ['XX'] }]), '/of/where/0', /only a cluster has a shape/],
    ['parity on clusters', clusters([{ type: 'parity', parity: 'odd' }]), '/of/where/0', /only rows, columns and diagonals are numbered/],
    ['size min above max', clusters([{ type: 'size', min: 6, max: 3 }]), '/of/where/0', /min 6 is greater than max 3/],
    ['a ragged pattern', clusters([{ type: 'contains', pattern: ['XX', 'X'] }]), '/of/where/0/pattern/1', /equal length/],
    ['a pattern without X', clusters([{ type: 'contains', pattern: ['..'] }]), '/of/where/0/pattern', /no X space/],
    ['neighbours outside best', { type: 'per', stars: 1, of: { type: 'neighbours' } }, '/of', /only appear inside a best's award/],
    [
      'a best whose award ignores the choice',
      { type: 'best', of: { type: 'clusters', terrain: 'village' }, award: { type: 'per', stars: 1, of: { type: 'rows' } } },
      '/award',
      /never looks at the chosen unit/,
    ],
    ['counting the map edge as a space', rows([{ type: 'count', of: { type: 'edge' } }]), '/of/where/0/of', /the map edge is not a space/],
    ['a ranking of single spaces', { type: 'per', stars: 1, of: { type: 'largest', of: { type: 'spaces' } } }, '/of/of', /every space has size 1/],
    ['distinct terrains inside one cluster', clusters([{ type: 'distinct-terrains', in: 'unit', min: 2 }]), '/of/where/0/in', /exactly one terrain/],
    [
      'comparing a count with itself',
      {
        type: 'per',
        stars: 1,
        of: {
          type: 'columns',
          where: [
            {
              type: 'equal-counts',
              of: [
                { type: 'fill', fills: ['farm'] },
                { type: 'fill', fills: ['farm'] },
              ],
            },
          ],
        },
      },
      '/of/where/0/of',
      /always equal/,
    ],
    ['zero stars', { type: 'per', stars: 0, of: { type: 'rows' } }, '/stars', /never changes a score/],
    ['stars as a word', { type: 'per', stars: 'x', of: { type: 'rows' } }, '/stars', /^expected a whole number$/],
    ['a fractional minimum', clusters([{ type: 'size', min: 1.5 }]), '/of/where/0/min', /^expected a whole number$/],
    ['a negative minimum', clusters([{ type: 'size', min: -1 }]), '/of/where/0/min', /^expected a number of at least 0$/],
    ['a flag that is not true or false', rows([{ type: 'touches-edge', every: 'yes' }]), '/of/where/0/every', /^expected true or false$/],
    ['a pattern row that is not a text', clusters([{ type: 'contains', pattern: [3] }]), '/of/where/0/pattern/0', /^expected a text$/],
    ['an empty pattern row', clusters([{ type: 'contains', pattern: [''] }]), '/of/where/0/pattern/0', /^expected a text that is not empty$/],
  ];
  for (const [what, rule, pointer, message] of cases) {
    it(`rejects ${what}`, () => {
      const issues = validateRule(rule);
      expect(
        issues.some((i) => i.pointer === pointer && message.test(ruleIssueSentence(i))),
        JSON.stringify(issues),
      ).toBe(true);
    });
  }
});

describe('end-of-season scores that are not cards', () => {
  it('takes one star per empty space next to a monster, counted once', () => {
    // X(0,1) -> empty (0,0), (0,2), (1,1); X(2,2) -> empty (1,2), (2,1). Five distinct empty spaces: -5
    const s = monsterPenalty(
      parseNotation(`
      . X .
      . . .
      . . X`),
    );
    expect(s.stars).toBe(-5);
    expect(s.contributions.map((c) => c.cells[0])).toEqual([
      [0, 0],
      [0, 2],
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
  });
  it('counts a space touched by two monsters once, and never a filled one', () => {
    // (0,1) touches both monsters: -1; F(1,0) and F(1,2) are filled; (1,1) touches no monster
    expect(
      monsterPenalty(
        parseNotation(`
      X . X
      F . F`),
      ).stars,
    ).toBe(-1);
  });
  it('is zero without monsters, and counts empty ruins as empty', () => {
    expect(monsterPenalty(parseNotation('F . A')).stars).toBe(0);
    expect(monsterPenalty(parseNotation('X r')).stars).toBe(-1);
  });
  it('gives one star per coin', () => {
    expect(coinStars(0)).toBe(0);
    expect(coinStars(5)).toBe(5);
    expect(() => coinStars(-1)).toThrow(RangeError);
  });
});
