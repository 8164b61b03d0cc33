import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '../../content/help/en.json' with { type: 'json' };
import { headingAnchor, helpProblems, markdownSections, type HelpContent } from '../../src/content/help.ts';

const rulings = markdownSections(readFileSync(join(import.meta.dirname, '../../docs/RULINGS.md'), 'utf8'));
const help = english as HelpContent;

describe('the help text (content/help/en.json)', () => {
  it('has no problem: every linked ruling is a section of docs/RULINGS.md under its own title, and every ruling is linked', () => {
    expect(rulings.size).toBeGreaterThanOrEqual(6);
    expect(helpProblems(help, rulings)).toEqual([]);
  });

  it('covers the ten topics of a game, in order', () => {
    expect(help.topics.map((t) => t.title)).toEqual([
      'A turn',
      'Seasons and time',
      'Shapes and terrain',
      'Ruins',
      'Ambushes and monsters',
      'Coins',
      'Heroes and the special ambushes',
      'Scoring',
      'Solo play and titles',
      'Combined play',
    ]);
  });

  it('links the rulings where they apply', () => {
    const linking = (ruling: string) => help.topics.filter((t) => t.rulings?.includes(ruling)).map((t) => t.id);
    expect(linking('solo-ambush-walk-where-the-monster-is-anchored')).toEqual(['ambushes', 'solo']);
    expect(linking('1x1-fallback')).toEqual(['turn', 'shapes', 'ruins']);
    expect(linking('the-coin-track')).toEqual(['coins']);
    expect(linking('hero-attack-patterns-are-marked-as-printed')).toEqual(['heroes']);
  });

  it('lists the keys the game answers to', () => {
    const keys = help.shortcuts.flatMap((s) => s.keys);
    for (const k of ['Arrow keys', 'Enter', 'R', 'F', 'O', '1', 'Backspace', 'Escape', '?']) expect(keys).toContain(k);
  });

  it('reports a broken link, a missing ruling, a renamed ruling and a blank topic', () => {
    const broken: HelpContent = {
      ...help,
      rulings: { ...help.rulings, 'no-such-ruling': 'No such ruling', 'the-coin-track': 'The coins' },
      topics: [...help.topics.slice(1), { id: 'turn', title: '', paragraphs: [''], rulings: ['ghost'] }, { id: 'Bad Id', title: 'x', paragraphs: ['x'] }],
    };
    const without = new Map(rulings);
    without.set('a-new-ruling', 'A new ruling');
    expect(helpProblems(broken, without)).toEqual([
      'topic 10 (turn): no title',
      'topic 10 (turn): every topic needs paragraphs, none of them blank',
      'topic 10 (turn): links the ruling "ghost", which the help does not list',
      'topic 11 (Bad Id): the id must be kebab-case',
      'the ruling "the-coin-track" is titled "The coin track", not "The coins"',
      'the ruling "no-such-ruling" is not a section of the rulings',
      'no topic links the ruling "no-such-ruling"',
      'the ruling "a-new-ruling" is missing from the help',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor('"Surrounded" means every neighbour inside the map is filled')).toBe('surrounded-means-every-neighbour-inside-the-map-is-filled');
    expect(headingAnchor('Solo ambush walk: where the monster is anchored')).toBe('solo-ambush-walk-where-the-monster-is-anchored');
  });
});
