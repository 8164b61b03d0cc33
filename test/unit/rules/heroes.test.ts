import { describe, expect, it } from 'vitest';
import heroesAmbush from '../../../content/heroes/ambush.json' with { type: 'json' };
import heroesHeroes from '../../../content/heroes/heroes.json' with { type: 'json' };
import type { AmbushCard, HeroCard } from '../../../src/content/types.ts';
import { drawMonster } from '../../../src/rules/ambush.ts';
import { applyAfterScoring, destructionOptions, resolveDestruction } from '../../../src/rules/destroy.ts';
import { drawShape } from '../../../src/rules/draw.ts';
import { checkHero, patternOrientations, placeHero } from '../../../src/rules/heroes.ts';
import { rowsOf, sheetOf } from './helpers.ts';

const ambush = (id: string) => (heroesAmbush.cards as unknown as AmbushCard[]).find((c) => c.id === id)!;
const hero = (id: string) => (heroesHeroes.cards as unknown as HeroCard[]).find((c) => c.id === id)!;
const dobrik = hero('dobrik-of-lorkheim'); // .X. / XHX / .X.
const freyla = hero('freyla-the-true'); // HXXX

describe('heroes', () => {
  it('draws the hero and destroys every monster space in its pattern at once', () => {
    // Dobrik at (1,1) attacks (0,1) (1,0) (1,2) (2,1): the monster at (0,1) is destroyed, the one at (0,0) (diagonal) is not.
    const { sheet, events } = placeHero(sheetOf('XX.\n...\n...'), [1, 1], dobrik);
    expect(rowsOf(sheet)).toEqual(['X*.', '.H.', '...']);
    expect(sheet.heroMarks).toEqual([1, 3, 5, 7]);
    expect(events).toContainEqual({ type: 'destroyed-by-hero', cells: [[0, 1]] });
  });

  it('lets the pattern overlap filled spaces and leave the map (marks kept inside only)', () => {
    const { sheet } = placeHero(sheetOf('.F\nM.'), [0, 0], dobrik);
    expect(sheet.heroes).toEqual([{ card: 'dobrik-of-lorkheim', cell: 0, orientation: 0, marks: [1, 2] }]);
    expect(rowsOf(sheet)).toEqual(['HF', 'M.']);
  });

  it('destroys a monster drawn inside the pattern two seasons later, however it arrives', () => {
    // Freyla at (0,0) attacks (0,1) (0,2) (0,3). Two seasons of other drawings pass, then a 2x1
    // monster lands on (0,2) and (1,2): only (0,2) is inside the pattern and is destroyed.
    let s = placeHero(sheetOf('....\n....\n....'), [0, 0], freyla).sheet;
    s = drawShape(
      s,
      [
        [2, 0],
        [2, 1],
      ],
      'farm',
    ).sheet;
    s = applyAfterScoring(s).sheet;
    s = drawShape(s, [[2, 3]], 'water').sheet;
    s = applyAfterScoring(s).sheet;
    const { sheet, events } = drawMonster(
      s,
      [
        [0, 2],
        [1, 2],
      ],
      ambush('giant-troll-ravage'),
    );
    expect(rowsOf(sheet)).toEqual(['H.*.', '..X.', 'AA.W']);
    expect(events).toContainEqual({ type: 'destroyed-by-hero', cells: [[0, 2]] });
  });

  it("keeps a destroyed hero's pattern active", () => {
    // Freyla at (0,1) attacks (0,2) (0,3) (0,4). The Gorgon (X.X/.X. at box (1,1): (1,1) (1,3) (2,2))
    // destroys the hero space next to it; a monster later drawn at (0,2) is still destroyed.
    let s = placeHero(sheetOf('.....\n.....\n.....'), [0, 1], freyla).sheet;
    const drawn = drawMonster(
      s,
      [
        [1, 1],
        [1, 3],
        [2, 2],
      ],
      ambush('gorgon-gaze'),
    );
    expect(drawn.pending?.options).toContainEqual([0, 1]);
    s = resolveDestruction(drawn.sheet, drawn.monster, [[0, 1]]).sheet;
    expect(rowsOf(s)[0]).toBe('.*...');
    const later = drawShape(s, [[0, 2]], 'monster');
    expect(rowsOf(later.sheet)[0]).toBe('.**..');
  });

  it('marks the pattern as printed: turning it is refused unless the table allows it', () => {
    expect(patternOrientations(freyla.pattern)).toHaveLength(4);
    expect(patternOrientations(dobrik.pattern)).toHaveLength(1);
    expect(checkHero(sheetOf('....'), [0, 3], freyla, { orientation: 2 })?.code).toBe('hero.orientation');
    // Turned 180 degrees, Freyla at (0,3) attacks (0,2) (0,1) (0,0).
    const { sheet } = placeHero(sheetOf('X...'), [0, 3], freyla, { orientation: 2, rotatable: true });
    expect(rowsOf(sheet)).toEqual(['*..H']);
    expect(checkHero(sheetOf('F...'), [0, 0], freyla)?.code).toBe('hero.overlap');
    expect(() => placeHero(sheetOf('F...'), [0, 0], freyla)).toThrow(expect.objectContaining({ code: 'rules.hero.overlap' }));
  });
});

describe('special ambushes', () => {
  it('Dragon Inferno pays 3 coins once, when every dragon space is surrounded', () => {
    // Dragon ..X/XXX/X.. in rows 0-2. After drawing it only (2,2) is missing around it (next to (1,2)).
    const start = sheetOf(`
      F F .
      . . .
      . F .
      F . .`);
    const drawn = drawMonster(
      start,
      [
        [0, 2],
        [1, 0],
        [1, 1],
        [1, 2],
        [2, 0],
      ],
      ambush('dragon-inferno'),
    );
    expect(drawn.sheet.coins).toBe(0);
    const closed = drawShape(drawn.sheet, [[2, 2]], 'forest');
    expect(closed.sheet.coins).toBe(3);
    expect(closed.events).toContainEqual({ type: 'coin', reason: 'monster-enclosed', earned: 3, credited: 3, monster: 0 });
    expect(closed.sheet.monsters[0]?.paid).toBe(true);
    const again = drawShape(
      closed.sheet,
      [
        [3, 1],
        [3, 2],
      ],
      'forest',
    );
    expect(again.sheet.coins).toBe(3);
  });

  it('Dragon Inferno counts destroyed dragon spaces as done', () => {
    // A 1x3 strip with a 2-space dragon (the Dragon's data, a smaller shape) at (0,0) (0,1): (0,2) is
    // empty. A hero at (0,2) fills it and Dobrik's pattern destroys the dragon space (0,1): paid.
    const drawn = drawMonster(
      sheetOf('...'),
      [
        [0, 0],
        [0, 1],
      ],
      { ...ambush('dragon-inferno'), shape: ['XX'] },
    );
    expect(drawn.sheet.coins).toBe(0);
    const { sheet } = placeHero(drawn.sheet, [0, 2], dobrik);
    expect(rowsOf(sheet)).toEqual(['X*H']);
    expect(sheet.coins).toBe(3);
  });

  it('Zombie Plague spreads one ring after each scoring, and new zombies spread next time', () => {
    const zombie = ambush('zombie-plague');
    let s = drawMonster(sheetOf('.....\n.....\n.....'), [[1, 2]], zombie).sheet;
    s = applyAfterScoring(s).sheet;
    expect(rowsOf(s)).toEqual(['..X..', '.XXX.', '..X..']);
    s = applyAfterScoring(s).sheet;
    expect(rowsOf(s)).toEqual(['.XXX.', 'XXXXX', '.XXX.']);
    expect(s.monsters[0]?.cells).toHaveLength(11);
  });

  it('Zombie Plague: zombies spreading into a hero pattern are destroyed, and can surround a mountain', () => {
    // Zombie at (0,0); mountain at (1,1) has (0,1) and (1,0) empty, (1,2) and (2,1) forest.
    // Dobrik at (2,0) marks (1,0) and (2,1).
    let s = sheetOf('...\n.MF\n.F.');
    s = drawMonster(s, [[0, 0]], ambush('zombie-plague')).sheet;
    s = placeHero(s, [2, 0], dobrik).sheet;
    const { sheet, events } = applyAfterScoring(s);
    // Spread to (0,1) and (1,0); (1,0) lies in Dobrik's pattern and is destroyed; the mountain is surrounded.
    expect(rowsOf(sheet)).toEqual(['XX.', '*MF', 'HF.']);
    expect(sheet.coins).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['spread', 'drawn', 'destroyed-by-hero', 'mountain-surrounded', 'coin']);
  });

  it('Gorgon Gaze drawn wholly inside a hero pattern is destroyed at once and destroys nothing', () => {
    // Dobrik at (1,1) marks (0,1) (1,0) (1,2) (2,1). The Gorgon turned upside down (.X./X.X, as a
    // neighbour may turn it) lands on (0,1) (1,0) (1,2): all three are destroyed, no gaze follows.
    const s = placeHero(sheetOf('...\n...\n...'), [1, 1], dobrik).sheet;
    const drawn = drawMonster(
      s,
      [
        [1, 0],
        [0, 1],
        [1, 2],
      ],
      ambush('gorgon-gaze'),
    );
    expect(rowsOf(drawn.sheet)).toEqual(['.*.', '*H*', '...']);
    expect(drawn.pending).toBeNull();
    expect(JSON.parse(JSON.stringify(drawn.sheet))).toEqual(drawn.sheet);
  });

  it('Giant Troll Ravage: after scoring the owner destroys one empty space next to it', () => {
    // Troll XXX/.X. at rows 0-1, columns 0-2 of a 3x4 map. Empty neighbours: (0,3) (1,0) (1,2) (2,1).
    const troll = ambush('giant-troll-ravage');
    const s = drawMonster(
      sheetOf('....\n....\n....'),
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 1],
      ],
      troll,
    ).sheet;
    const first = applyAfterScoring(s);
    expect(first.pending).toEqual({
      monster: 0,
      count: 1,
      options: [
        [0, 3],
        [1, 0],
        [1, 2],
        [2, 1],
      ],
      chooser: 'owner',
    });
    expect(() => applyAfterScoring(first.sheet, { from: 0, choice: [[2, 2]] })).toThrow(expect.objectContaining({ code: 'rules.destroy-not-allowed' }));
    const done = applyAfterScoring(first.sheet, { from: 0, choice: [[2, 1]] });
    expect(done.pending).toBeNull();
    expect(rowsOf(done.sheet)).toEqual(['XXX.', '.X..', '.*..']);
  });

  it('resolves ongoing effects in reveal order: a Troll revealed first destroys before the Zombie spreads', () => {
    // Troll (1x1 here) at (0,0), Zombie at (0,2) on a 1x4 strip: (0,1) is next to both.
    let s = sheetOf('....');
    s = drawMonster(s, [[0, 0]], { ...ambush('giant-troll-ravage'), shape: ['X'] }).sheet;
    s = drawMonster(s, [[0, 2]], ambush('zombie-plague')).sheet;
    const first = applyAfterScoring(s);
    expect(first.pending?.options).toEqual([[0, 1]]);
    const done = applyAfterScoring(first.sheet, { from: first.pending!.monster, choice: [[0, 1]] });
    expect(rowsOf(done.sheet)).toEqual(['X*XX']);
  });

  it('Gorgon Gaze: right after drawing, the drawer destroys one adjacent non-mountain space (filled or not)', () => {
    // Gorgon X.X/.X. at box (0,0): (0,0) (0,2) (1,1). Spaces next to it: (0,1) forest, (0,3) empty,
    // (2,1) water, and the mountains (1,0) and (1,2), which are not offered.
    const drawn = drawMonster(
      sheetOf('.F..\nM.M.\n.W..'),
      [
        [0, 0],
        [0, 2],
        [1, 1],
      ],
      ambush('gorgon-gaze'),
    );
    expect(drawn.pending).toEqual({
      monster: 0,
      count: 1,
      options: [
        [0, 1],
        [0, 3],
        [2, 1],
      ],
      chooser: 'drawer',
    });
    expect(destructionOptions(drawn.sheet, 0)).not.toContainEqual([1, 0]);
    const { sheet } = resolveDestruction(drawn.sheet, 0, [[0, 1]]);
    expect(rowsOf(sheet)).toEqual(['X*X.', 'MXM.', '.W..']);
    expect(() => resolveDestruction(drawn.sheet, 0, [[1, 0]])).toThrow(expect.objectContaining({ code: 'rules.destroy-not-allowed' }));
    expect(() => resolveDestruction(drawn.sheet, 0, [])).toThrow(expect.objectContaining({ code: 'rules.destroy-count' }));
  });
});
