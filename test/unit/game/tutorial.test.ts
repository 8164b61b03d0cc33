/**
 * The guided first game (content/tutorial/first-game.json) played through the engine: every step
 * opens on what it explains, its guided drawing is legal and completes it, and a drawing that
 * misses the point (not turned, not on ruins) does not. The spring score at the end is worked out
 * by hand from the map the script draws (shown below).
 */
import { describe, expect, it } from 'vitest';
import script from '../../../content/tutorial/first-game.json' with { type: 'json' };
import { apply, happeningsSince, legalActions, type Action, type GameState } from '../../../src/game/index.ts';
import { startTutorial, tutorialStepDone, tutorialStepShows, type TutorialScript } from '../../../src/game/tutorial.ts';
import { sheetText } from './scripted.ts';

const tutorial = script as TutorialScript;

interface Played {
  readonly step: string;
  readonly from: number;
  readonly state: GameState;
}

/** Plays the script: each step's guided drawing, or Next. */
function play(): Played[] {
  let s = startTutorial(tutorial);
  let from = 0;
  const out: Played[] = [];
  for (const step of tutorial.steps) {
    expect(tutorialStepShows(step, s, from), `${step.id} opens on what it explains`).toBe(true);
    out.push({ step: step.id, from, state: s });
    if (step.done.kind === 'next') continue;
    expect(tutorialStepDone(step, s, from), `${step.id} is not done before the player acts`).toBeNull();
    const t = step.target!;
    const r = apply(s, { type: 'draw', player: 0, option: t.option, terrain: t.terrain, cells: t.cells });
    expect(r.violation, step.id).toBeUndefined();
    s = r.state!;
    const next = tutorialStepDone(step, s, from);
    expect(next, `${step.id} is done by its guided drawing`).not.toBeNull();
    from = next!;
  }
  out.push({ step: 'end', from, state: s });
  return out;
}

const played = play();
const at = (id: string) => played.find((p) => p.step === id)!;

describe('the guided first game', () => {
  it("teaches, in order: a shape, turning, mirroring, a ruins card, an ambush and a season's scoring", () => {
    expect(tutorial.steps.map((s) => s.id)).toEqual([
      'welcome',
      'first-shape',
      'turn-shape',
      'mirror-shape',
      'ruins',
      'ambush',
      'fight-back',
      'scoring',
      'goodbye',
    ]);
    expect(tutorial.steps.every((s) => s.hint.length > 40 && s.do.length > 10)).toBe(true);
    // Short: five drawings and four reads.
    expect(tutorial.steps.filter((s) => s.done.kind === 'draw')).toHaveLength(5);
  });

  it('plays through the engine to the end of spring, on the map worked out by hand', () => {
    const end = played.at(-1)!.state;
    expect(end.scores[0]).toHaveLength(1);
    // The map as spring was scored (the engine then went on: summer's first walk drew Gnoll Raid top left).
    // Sentinel Wood: forests on the edge (4,10) (5,10) (6,10) (7,10) and (10,1) (10,2) (10,3) = 7.
    // Canal Lake: waters (4,1) (5,1) (6,1) beside farms, farms (4,2) (5,2) (6,2) beside water = 6.
    // One coin (Great River's straight shape). Monster (8,0) (9,0) (9,1) (10,0): empty neighbours
    // (7,0), the ruins (8,1), and (9,2) = -3. Total 7 + 6 + 1 - 3 = 11.
    expect(end.scores[0]![0]).toEqual({
      edicts: [
        { letter: 'A', card: 'sentinel-wood', stars: 7 },
        { letter: 'B', card: 'canal-lake', stars: 6 },
      ],
      coins: 1,
      monsters: -3,
      total: 11,
    });
    expect(sheetText(at('fight-back').state)).toBe(
      [
        '...........',
        '...M.r.....',
        '.r......Mr.',
        '...........',
        '.WA.......F',
        '.WA..M..FFF',
        '.WAAA.....F',
        '.........FF',
        'XrM....FFf.',
        'XX...r.M...',
        'X..........',
      ].join('\n'),
    );
  });

  it('opens the ruins step on the ruins card, with the ruins requirement on the next drawing', () => {
    const ruins = at('ruins');
    expect(
      happeningsSince(ruins.state, ruins.from)
        .filter((h) => h.code === 'card.revealed')
        .map((h) => h.code === 'card.revealed' && h.card),
    ).toEqual(['outpost-ruins', 'treetop-village']);
    expect(ruins.state.tasks[0]![0]).toMatchObject({ kind: 'draw', card: 'treetop-village', ruins: true });
  });

  it('opens the ambush step after the monster walked in from the bottom-left corner', () => {
    const ambush = at('ambush');
    const walk = happeningsSince(ambush.state, ambush.from).find((h) => h.code === 'monster.walked');
    expect(walk).toMatchObject({
      card: 'kobold-onslaught',
      corner: 'bottom-left',
      cells: [
        [8, 0],
        [9, 0],
        [9, 1],
        [10, 0],
      ],
    });
  });

  it('does not count a drawing that skips the lesson', () => {
    const check = (id: string, choose: (a: Action) => boolean) => {
      const p = at(id);
      const step = tutorial.steps.find((s) => s.id === id)!;
      const missed = legalActions(p.state, 0).find(choose)!;
      expect(missed, id).toBeDefined();
      return tutorialStepDone(step, apply(p.state, missed).state!, p.from);
    };
    const printed = (cells: readonly (readonly [number, number])[], picture: readonly [number, number][]) =>
      cells.every(([r, c], i) => r - cells[0]![0] === picture[i]![0] - picture[0]![0] && c - cells[0]![1] === picture[i]![1] - picture[0]![1]);
    // Hinterland Stream drawn as printed (XXX / X.. / X..): not turned.
    expect(
      check(
        'turn-shape',
        (a) =>
          a.type === 'draw' &&
          a.option === 0 &&
          printed(a.cells, [
            [0, 0],
            [0, 1],
            [0, 2],
            [1, 0],
            [2, 0],
          ]),
      ),
    ).toBeNull();
    // Marshlands drawn as printed (X.. / XXX / X..): not mirrored.
    expect(
      check(
        'mirror-shape',
        (a) =>
          a.type === 'draw' &&
          printed(a.cells, [
            [0, 0],
            [1, 0],
            [1, 1],
            [1, 2],
            [2, 0],
          ]),
      ),
    ).toBeNull();
    // Any legal drawing of Treetop Village covers ruins (the engine requires it), so it completes the ruins step.
    expect(check('ruins', (a) => a.type === 'draw' && a.terrain === 'village')).not.toBeNull();
  });

  it('ends each step done by the game just after its drawing, so the next step sees what followed', () => {
    const first = at('turn-shape');
    // The first drawing's entry and its coin come before; Hinterland Stream's reveal after.
    expect(happeningsSince(first.state, first.from).map((h) => h.code)).toEqual(['card.revealed']);
  });
});
