/**
 * Broken packs: each is a valid official pack with one thing wrong, and must be rejected with a
 * problem that names the file, the JSON Pointer and says what is wrong.
 */
import { problemSentence } from '../../i18n/content-problems.ts';
import { describe, expect, it } from 'vitest';
import { officialPackFiles } from '../../src/content/official.ts';
import { loadPack, validatePack } from '../../src/content/load.ts';
import { ContentError, type Problem } from '../../src/content/problems.ts';

type Files = Record<string, any>;
const clone = (pack: 'base' | 'heroes'): Files => structuredClone(officialPackFiles[pack]) as Files;
const cards = (files: Files, name: string) => files[name].cards as any[];

interface Case {
  readonly name: string;
  readonly pack?: 'base' | 'heroes';
  readonly break: (f: Files) => void;
  readonly file: string;
  readonly pointer: string;
  readonly message: RegExp;
}

const cases: Case[] = [
  // ---- schema pass
  {
    name: 'a time given as a string',
    break: (f) => (cards(f, 'explore.json')[2].time = '2'),
    file: 'explore.json',
    pointer: '/cards/2/time',
    message: /expected a whole number, found "2"/,
  },
  {
    name: 'an unknown terrain',
    break: (f) => (cards(f, 'explore.json')[2].terrains = ['lava']),
    file: 'explore.json',
    pointer: '/cards/2/terrains/0',
    message: /"lava" is not one of "forest", "village", "farm", "water", "monster", or "hero"/,
  },
  {
    name: 'a missing required property',
    break: (f) => delete cards(f, 'ambush.json')[0].pass,
    file: 'ambush.json',
    pointer: '/cards/0/pass',
    message: /missing the required property "pass"/,
  },
  {
    name: 'an unknown property (a typo)',
    break: (f) => (cards(f, 'explore.json')[4].colour = 'green'),
    file: 'explore.json',
    pointer: '/cards/4/colour',
    message: /unknown property "colour"/,
  },
  {
    name: 'a card of the wrong kind in a file',
    break: (f) => (cards(f, 'explore.json')[0].kind = 'ambush'),
    file: 'explore.json',
    pointer: '/cards/0/kind',
    message: /expected "explore", found "ambush"/,
  },
  {
    name: 'an id that is not kebab-case',
    break: (f) => (cards(f, 'explore.json')[2].id = 'Great River'),
    file: 'explore.json',
    pointer: '/cards/2/id',
    message: /"Great River" is not a valid id: use kebab-case/,
  },
  {
    name: 'a shape row with a foreign character',
    break: (f) => (cards(f, 'explore.json')[3].options[1].shape = ['.X.', 'X#X', '.X.']),
    file: 'explore.json',
    pointer: '/cards/3/options/1/shape/1',
    message: /"X#X" is not a shape row/,
  },
  {
    name: 'a season threshold of 0',
    break: (f) => (cards(f, 'seasons.json')[1].time = 0),
    file: 'seasons.json',
    pointer: '/cards/1/time',
    message: /must be at least 1, found 0/,
  },
  {
    name: 'a season scoring three edicts',
    break: (f) => (cards(f, 'seasons.json')[0].edicts = ['A', 'B', 'C']),
    file: 'seasons.json',
    pointer: '/cards/0/edicts',
    message: /expected exactly 2 items, found 3/,
  },
  {
    name: 'an unknown solo corner',
    break: (f) => (cards(f, 'ambush.json')[1].solo.corner = 'middle'),
    file: 'ambush.json',
    pointer: '/cards/1/solo/corner',
    message: /"middle" is not one of "top-left", "top-right", "bottom-left", or "bottom-right"/,
  },
  {
    name: 'an unknown ambush effect',
    pack: 'heroes',
    break: (f) => (cards(f, 'ambush.json')[1].effect = { type: 'teleport' }),
    file: 'ambush.json',
    pointer: '/cards/1/effect/type',
    message: /unknown type "teleport" \(expected one of "coins-when-enclosed"/,
  },
  {
    name: 'an effect with zero coins',
    pack: 'heroes',
    break: (f) => (cards(f, 'ambush.json')[0].effect.coins = 0),
    file: 'ambush.json',
    pointer: '/cards/0/effect/coins',
    message: /must be at least 1, found 0/,
  },
  {
    name: 'a file that is not an object of cards',
    break: (f) => (f['edicts.json'] = []),
    file: 'edicts.json',
    pointer: '',
    message: /expected an object, found an array/,
  },
  {
    name: 'a manifest naming an unknown kind of file',
    break: (f) => f['pack.json'].files.push('monsters.json'),
    file: 'pack.json',
    pointer: '/files/6',
    message: /"monsters.json" is not one of "explore.json"/,
  },
  {
    name: 'a manifest without a name',
    break: (f) => delete f['pack.json'].name,
    file: 'pack.json',
    pointer: '/name',
    message: /missing the required property "name"/,
  },
  {
    name: 'a negative coin track',
    break: (f) => (f['pack.json'].coinTrack = -1),
    file: 'pack.json',
    pointer: '/coinTrack',
    message: /must be at least 0, found -1/,
  },
  {
    name: 'a scoring rule of an unknown type',
    break: (f) => (cards(f, 'scoring.json')[0].rule = { type: 'per-tree', stars: 1 }),
    file: 'scoring.json',
    pointer: '/cards/0/rule/type',
    message: /expected "type" to be one of per, per-space, per-length, sum, or best/,
  },
  // ---- integrity pass
  { name: 'no pack.json', break: (f) => delete f['pack.json'], file: 'pack.json', pointer: '', message: /the pack has no pack.json/ },
  {
    name: 'a listed file that is missing',
    break: (f) => delete f['maps.json'],
    file: 'pack.json',
    pointer: '/files/5',
    message: /lists "maps.json", but the pack has no such file/,
  },
  {
    name: 'a file listed twice',
    break: (f) => f['pack.json'].files.push('maps.json'),
    file: 'pack.json',
    pointer: '/files/6',
    message: /"maps.json" is listed twice/,
  },
  {
    name: 'a duplicate id across files',
    break: (f) => (cards(f, 'ambush.json')[1].id = 'farmland'),
    file: 'ambush.json',
    pointer: '/cards/1/id',
    message: /duplicate id "farmland": explore.json \/cards\/3 already uses it/,
  },
  {
    name: 'a duplicate id in one file',
    break: (f) => (cards(f, 'scoring.json')[5].id = 'sentinel-wood'),
    file: 'scoring.json',
    pointer: '/cards/5/id',
    message: /duplicate id "sentinel-wood": scoring.json \/cards\/0 already uses it/,
  },
  {
    name: 'a disconnected shape',
    break: (f) => (cards(f, 'explore.json')[6].options = [{ shape: ['XX..X'] }]),
    file: 'explore.json',
    pointer: '/cards/6/options/0/shape',
    message: /the shape is disconnected: its spaces fall into 2 separate parts; mark the printed gap spaces between them with 'o'/,
  },
  {
    name: 'an ambush shape whose gap touches nothing',
    break: (f) => (cards(f, 'ambush.json')[1].shape = ['X.o']),
    file: 'ambush.json',
    pointer: '/cards/1/shape/0',
    message: /the gap space 'o' at column 3 touches no space of the shape/,
  },
  {
    name: 'a ragged shape',
    break: (f) => (cards(f, 'explore.json')[7].options[0].shape = ['X.', 'XX', 'X']),
    file: 'explore.json',
    pointer: '/cards/7/options/0/shape/2',
    message: /a row of the shape has 1 character but its first row has 2: a picture is a rectangle/,
  },
  {
    name: 'a shape with an empty outer row',
    break: (f) => (cards(f, 'explore.json')[9].options[0].shape = ['....', '..XX', 'XXX.']),
    file: 'explore.json',
    pointer: '/cards/9/options/0/shape/0',
    message: /the first row of the shape is empty: trim empty outer rows/,
  },
  {
    name: 'a shape with no space',
    break: (f) => (cards(f, 'ambush.json')[2].shape = ['o']),
    file: 'ambush.json',
    pointer: '/cards/2/shape',
    message: /the shape has no space/,
  },
  {
    name: 'a ruins card showing shapes',
    break: (f) => (cards(f, 'explore.json')[0].options = [{ shape: ['X'] }]),
    file: 'explore.json',
    pointer: '/cards/0/options',
    message: /a ruins card shows no shapes/,
  },
  {
    name: 'an explore card with no terrain',
    break: (f) => (cards(f, 'explore.json')[5].terrains = []),
    file: 'explore.json',
    pointer: '/cards/5/terrains',
    message: /an explore card needs at least one terrain/,
  },
  {
    name: 'a terrain listed twice',
    break: (f) => (cards(f, 'explore.json')[10].terrains = ['forest', 'forest']),
    file: 'explore.json',
    pointer: '/cards/10/terrains/1',
    message: /the terrain "forest" is listed twice/,
  },
  {
    name: 'a worked example with the wrong stars',
    break: (f) => (cards(f, 'scoring.json')[0].example.stars = 4),
    file: 'scoring.json',
    pointer: '/cards/0/example/stars',
    message: /the example says 4 stars, but the rule scores 3 stars on its map/,
  },
  {
    name: 'a worked example with a ragged map',
    break: (f) => (cards(f, 'scoring.json')[1].example.rows[2] = '. . F'),
    file: 'scoring.json',
    pointer: '/cards/1/example/rows/2',
    message: /the map is not rectangular/,
  },
  {
    name: 'a worked example with an unknown space',
    break: (f) => (cards(f, 'scoring.json')[1].example.rows[0] = 'F . . Q'),
    file: 'scoring.json',
    pointer: '/cards/1/example/rows/0',
    message: /character 7/,
  },
  {
    name: 'a worked example without its reason',
    break: (f) => delete cards(f, 'scoring.json')[2].example.why,
    file: 'scoring.json',
    pointer: '/cards/2/example/why',
    message: /missing the required property "why"/,
  },
  {
    name: 'a ragged map',
    break: (f) => (cards(f, 'maps.json')[0].rows[3] = '. . . . . . . . . .'),
    file: 'maps.json',
    pointer: '/cards/0/rows/3',
    message: /the map is not rectangular: this row has 10 spaces but the first row \(line 1\) has 11/,
  },
  {
    name: 'a map with an unknown character',
    break: (f) => (cards(f, 'maps.json')[1].rows[2] = '. . r M . . . Q . . .'),
    file: 'maps.json',
    pointer: '/cards/1/rows/2',
    message: /character 15: unknown character 'Q'/,
  },
  {
    name: 'a map side with drawn terrain',
    break: (f) => (cards(f, 'maps.json')[0].rows[0] = '. F . . . . . . . . .'),
    file: 'maps.json',
    pointer: '/cards/0/rows/0',
    message: /space 2 is forest: a map side shows only printed spaces/,
  },
  {
    name: 'a season naming a missing edict',
    break: (f) => (f['edicts.json'].cards = cards(f, 'edicts.json').slice(0, 3)),
    file: 'seasons.json',
    pointer: '/cards/2/edicts/1',
    message: /season "fall" scores edict D, but the pack has no edict card with the letter D/,
  },
  {
    name: 'two edicts with one letter',
    break: (f) => (cards(f, 'edicts.json')[3].letter = 'A'),
    file: 'edicts.json',
    pointer: '/cards/3/letter',
    message: /two edict cards have the letter A/,
  },
  {
    name: 'two seasons in the same place',
    break: (f) => (cards(f, 'seasons.json')[3].order = 2),
    file: 'seasons.json',
    pointer: '/cards/3/order',
    message: /seasons "summer" and "winter" both have order 2/,
  },
  {
    name: 'a season scoring one edict twice',
    break: (f) => (cards(f, 'seasons.json')[0].edicts = ['A', 'A']),
    file: 'seasons.json',
    pointer: '/cards/0/edicts/1',
    message: /a season scores two different edicts/,
  },
  {
    name: 'only three scoring stacks',
    break: (f) => cards(f, 'scoring.json').forEach((c) => c.stack === 'village' && (c.stack = 'forest')),
    file: 'scoring.json',
    pointer: '/cards',
    message: /none is in the "village" stack/,
  },
  {
    name: 'a scoring rule that makes no sense',
    break: (f) => (cards(f, 'scoring.json')[1].rule = { type: 'per-length', stars: 1, of: { type: 'clusters', terrain: 'forest' } }),
    file: 'scoring.json',
    pointer: '/cards/1/rule/of',
    message: /per-length needs units with a length/,
  },
  {
    name: 'a hero with two hero spaces',
    pack: 'heroes',
    break: (f) => (cards(f, 'heroes.json')[0].pattern = ['HX.', 'XHX', '.X.']),
    file: 'heroes.json',
    pointer: '/cards/0/pattern',
    message: /the pattern needs exactly one hero space 'H', found 2/,
  },
  {
    name: 'a hero attacking nothing',
    pack: 'heroes',
    break: (f) => (cards(f, 'heroes.json')[2].pattern = ['H']),
    file: 'heroes.json',
    pointer: '/cards/2/pattern',
    message: /the pattern attacks no space/,
  },
  {
    name: 'two solo titles at one rating',
    break: (f) => (f['pack.json'].soloTitles[1].min = 30),
    file: 'pack.json',
    pointer: '/soloTitles/1/min',
    message: /two solo titles start at 30/,
  },
];

const show = (ps: Problem[]) => ps.map((p) => `${p.file} ${p.pointer}: ${problemSentence(p)}`).join('\n');

describe('broken packs are rejected with located messages', () => {
  it(`has at least 20 cases (${cases.length})`, () => expect(cases.length).toBeGreaterThanOrEqual(20));

  for (const c of cases) {
    it(`rejects ${c.name}`, () => {
      const files = clone(c.pack ?? 'base');
      c.break(files);
      const problems = validatePack(files);
      const hit = problems.find((p) => p.file === c.file && p.pointer === c.pointer && c.message.test(problemSentence(p)));
      expect(hit, `expected ${c.file} ${c.pointer} ${c.message} among:\n${show(problems)}`).toBeDefined();
      expect(() => loadPack(files)).toThrow(ContentError);
    });
  }

  it('reports every problem at once, across files and passes', () => {
    const files = clone('base');
    cards(files, 'explore.json')[2].terrains = ['lava']; // schema, explore.json
    cards(files, 'ambush.json')[0].pass = 'sideways'; // schema, ambush.json
    cards(files, 'maps.json')[0].rows[3] = '. .'; // integrity, maps.json
    cards(files, 'seasons.json')[3].order = 1; // integrity, seasons.json
    const problems = validatePack(files);
    expect(problems.map((p) => `${p.file} ${p.pointer}`)).toEqual(
      expect.arrayContaining(['explore.json /cards/2/terrains/0', 'ambush.json /cards/0/pass', 'maps.json /cards/0/rows/3', 'seasons.json /cards/3/order']),
    );
    try {
      loadPack(files, { source: 'packs/mine' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ContentError);
      const err = e as ContentError;
      expect(err.code).toBe('content.invalid');
      expect(err.problems).toHaveLength(problems.length);
      expect(err.describe(problemSentence).split('\n')).toContain(
        'packs/mine/explore.json /cards/2/terrains/0: "lava" is not one of "forest", "village", "farm", "water", "monster", or "hero"',
      );
      // Without words, the engine names each problem by its code.
      expect(err.describe().split('\n')).toContain('packs/mine/explore.json /cards/2/terrains/0: schema.not-one-of');
    }
  });

  it('never throws from validatePack, whatever it is given', () => {
    for (const junk of [
      {},
      { 'pack.json': null },
      { 'pack.json': 'text' },
      { 'pack.json': { files: 'x' } },
      { 'pack.json': { id: 'p', name: 'P', files: ['explore.json'] }, 'explore.json': { cards: [null, 3] } },
    ]) {
      expect(validatePack(junk as Files).length).toBeGreaterThan(0);
    }
  });

  it('does not freeze or change the caller’s objects', () => {
    const files = clone('base');
    const pack = loadPack(files);
    expect(Object.isFrozen(files['explore.json'])).toBe(false);
    expect(pack.explore[0]).not.toBe(cards(files, 'explore.json')[0]);
  });
});
