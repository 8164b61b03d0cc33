/**
 * Saying what happened (src/game/happenings.ts) on seeded random games: every happening is checked
 * against the maps before and after the action that caused it. The seeds were found by a small
 * search over `news-<i>` games (heroes solo and 2 players, base solo and 2 players) for the first
 * game that reaches each kind: they are kept here so each case is always reached.
 */
import { describe, expect, it } from 'vitest';
import { officialTable } from '../../../src/content/tables.ts';
import { shapeCells } from '../../../src/content/pictures.ts';
import type { AmbushCard } from '../../../src/content/types.ts';
import { apply, happeningsSince, newGame, randomAction, sheetDrawnBy, type GameState, type Happening } from '../../../src/game/index.ts';
import type { Cell } from '../../../src/grid/grid.ts';
import { Rng, seedRng } from '../../../src/random/prng.ts';

interface Step {
  readonly before: GameState;
  readonly after: GameState;
  readonly happenings: readonly Happening[];
}

/** A seeded random game (as playRandomly plays it), step by step, with each step's happenings. */
function steps(packs: string[], side: string, players: number, i: number): Step[] {
  const rng = new Rng(seedRng(i));
  let s = newGame(officialTable(packs, side), { players }, `news-${i}`);
  const out: Step[] = [];
  while (s.stage !== 'gameOver') {
    const player = s.tasks.findIndex((q) => q.length > 0);
    const r = apply(s, randomAction(s, player, rng)!);
    if (r.violation) throw new Error(r.violation.message);
    out.push({ before: s, after: r.state, happenings: happeningsSince(r.state, s.log.length) });
    s = r.state;
  }
  return out;
}

const fill = (s: GameState, sheet: number, [r, c]: Cell) => s.sheets[sheet]!.grid.fills[r * s.sheets[sheet]!.grid.cols + c];
const key = ([r, c]: Cell) => `${r},${c}`;
const adjacent = ([a, b]: Cell, [c, d]: Cell) => Math.abs(a - c) + Math.abs(b - d) === 1;
const all = (list: readonly Step[]) => list.flatMap((st) => st.happenings.map((h) => ({ h, st })));
const of = <C extends Happening['code']>(list: readonly Step[], code: C) =>
  all(list).filter((x): x is { h: Extract<Happening, { code: C }>; st: Step } => x.h.code === code);

const heroesSolo0 = steps(['heroes'], 'side-c', 1, 0);
const heroesSolo1 = steps(['heroes'], 'side-c', 1, 1);
const heroesSolo6 = steps(['heroes'], 'side-c', 1, 6);
const heroes2p0 = steps(['heroes'], 'side-c', 2, 0);
const heroes2p13 = steps(['heroes'], 'side-c', 2, 13);
const baseSolo6 = steps(['base'], 'side-a', 1, 6);
const baseSolo13 = steps(['base'], 'side-a', 1, 13);
const games = [heroesSolo0, heroesSolo1, heroesSolo6, heroes2p0, heroes2p13, baseSolo6, baseSolo13];

describe('happenings', () => {
  it('say every solo ambush walk: the printed shape, unturned, on empty spaces, with the path from the card corner', () => {
    const walks = [...of(heroesSolo0, 'monster.walked'), ...of(baseSolo6, 'monster.walked')];
    expect(walks.length).toBeGreaterThanOrEqual(6);
    for (const { h, st } of walks) {
      const card = st.after.cards[h.card] as AmbushCard;
      expect(h.corner).toBe(card.solo.corner);
      expect(h.direction).toBe(card.solo.direction);
      for (const cell of h.cells) expect(fill(st.before, h.sheet, cell)).toBe('empty');
      for (const cell of h.cells) expect(['monster', 'destroyed']).toContain(fill(st.after, h.sheet, cell));
      // The landed spaces are the printed shape moved, never turned.
      const printed = shapeCells(card.shape);
      const dr = Math.min(...h.cells.map(([r]) => r)) - Math.min(...printed.map(([r]) => r));
      const dc = Math.min(...h.cells.map(([, c]) => c)) - Math.min(...printed.map(([, c]) => c));
      expect(h.cells.map(key).sort()).toEqual(printed.map(([r, c]) => key([r + dr, c + dc])).sort());
      // The walk starts on the named corner of the map and ends where the shape landed (its box holds the last step).
      const [r0, c0] = h.path[0]!;
      expect([r0 === 0 ? 'top' : 'bottom', c0 === 0 ? 'left' : 'right'].join('-')).toBe(card.solo.corner);
      const [rl, cl] = h.path[h.path.length - 1]!;
      expect(rl >= dr && rl < dr + card.shape.length && cl >= dc && cl < dc + card.shape[0]!.length).toBe(true);
      for (let k = 1; k < h.path.length; k++) {
        // Each step moves to a neighbour along the ring, or starts the next ring one space in.
        const moved = adjacent(h.path[k - 1]!, h.path[k]!) || (h.path[k]![0] === h.path[k - 1]![0] && h.path[k]![1] === h.path[k - 1]![1]);
        const newRing =
          Math.min(h.path[k]![0], h.path[k]![1], 10 - h.path[k]![0], 10 - h.path[k]![1]) >
          Math.min(h.path[k - 1]![0], h.path[k - 1]![1], 10 - h.path[k - 1]![0], 10 - h.path[k - 1]![1]);
        expect(moved || newRing, `step ${k} of ${h.card}`).toBe(true);
      }
    }
    // A walk that found no room on the edge goes on one ring in (seed 6 of the base game).
    expect(of(baseSolo6, 'monster.walked').some(({ h }) => h.ring > 0 && h.path.length > 40)).toBe(true);
  });

  it('say when a walked monster fits nowhere (ignored on that map)', () => {
    const ignored = of(baseSolo13, 'monster.ignored');
    expect(ignored.length).toBeGreaterThan(0);
    for (const { h, st } of ignored) expect(st.after.sheets[h.sheet]!.monsters.length).toBe(st.before.sheets[h.sheet]!.monsters.length);
  });

  it("say who drew a monster on whose map: the neighbour the card's arrow points to", () => {
    const drawn = of(heroes2p0, 'monster.drawn');
    expect(drawn.length).toBeGreaterThanOrEqual(6);
    for (const { h, st } of drawn) {
      const card = st.after.cards[h.card] as AmbushCard;
      expect(card.kind).toBe('ambush');
      expect(h.sheet).toBe(sheetDrawnBy(h.by, card.pass, 2));
      expect(h.sheet).not.toBe(h.by);
      for (const cell of h.cells) expect(fill(st.before, h.sheet, cell)).toBe('empty');
    }
  });

  it('say where zombies spread: empty spaces next to a zombie, now zombies (or destroyed in a hero pattern)', () => {
    const spread = [...of(heroesSolo1, 'zombies.spread'), ...of(heroes2p0, 'zombies.spread')];
    expect(spread.length).toBeGreaterThanOrEqual(3);
    for (const { h, st } of spread) {
      expect(h.card).toBe('zombie-plague');
      const zombies = st.before.sheets[h.sheet]!.monsters.filter((m) => m.card === 'zombie-plague').flatMap((m) => m.cells);
      const cols = st.before.sheets[h.sheet]!.grid.cols;
      const living = zombies.filter((i) => st.before.sheets[h.sheet]!.grid.fills[i] === 'monster').map((i): Cell => [Math.floor(i / cols), i % cols]);
      expect(h.cells.length).toBeGreaterThan(0);
      for (const cell of h.cells) {
        expect(fill(st.before, h.sheet, cell)).toBe('empty');
        expect(['monster', 'destroyed']).toContain(fill(st.after, h.sheet, cell));
      }
      // The first ring of a spread touches the zombies that were there before (later rings are next season's).
      expect(h.cells.every((c) => living.some((z) => adjacent(c, z)))).toBe(true);
    }
  });

  it("say what the Giant Troll destroyed after scoring (the owner's choice) and what the Gorgon destroyed as drawn", () => {
    const troll = [...of(heroesSolo6, 'spaces.destroyed'), ...of(heroes2p0, 'spaces.destroyed')].filter(({ h }) => h.when === 'after-scoring');
    expect(troll.length).toBeGreaterThan(0);
    for (const { h, st } of troll) {
      expect(h.card).toBe('giant-troll-ravage');
      expect(h.by).toBe(h.sheet); // the sheet's owner chose
      for (const cell of h.cells) {
        expect(fill(st.before, h.sheet, cell)).toBe('empty');
        expect(fill(st.after, h.sheet, cell)).toBe('destroyed');
      }
    }
    const gorgon = of(heroes2p0, 'spaces.destroyed').filter(({ h }) => h.when === 'after-drawing');
    expect(gorgon.length).toBe(2);
    for (const { h, st } of gorgon) {
      expect(h.card).toBe('gorgon-gaze');
      expect(h.by).not.toBe(h.sheet); // the neighbour who drew the Gorgon chose
      for (const cell of h.cells) expect(fill(st.after, h.sheet, cell)).toBe('destroyed');
    }
  });

  it('say how many monster spaces a hero destroyed, and which', () => {
    const kills = [...of(heroesSolo6, 'hero.kills'), ...of(heroes2p0, 'hero.kills')];
    expect(kills.some(({ h }) => h.count > 1)).toBe(true);
    for (const { h, st } of kills) {
      expect(h.count).toBe(h.cells.length);
      const sheet = st.after.sheets[h.sheet]!;
      for (const cell of h.cells) {
        expect(fill(st.after, h.sheet, cell)).toBe('destroyed');
        expect(sheet.heroMarks).toContain(cell[0] * sheet.grid.cols + cell[1]);
      }
    }
    const heroes = of(heroesSolo6, 'hero.drawn');
    expect(heroes.length).toBeGreaterThan(0);
    for (const { h, st } of heroes) expect(fill(st.after, h.sheet, h.cell)).toBe('hero');
  });

  it('account for every coin a map gains, with its reason (shape, mountain, the Dragon)', () => {
    const reasons = new Set<string>();
    for (const game of games) {
      for (const st of game) {
        st.after.sheets.forEach((sheet, p) => {
          const said = st.happenings
            .filter((h) => h.code === 'coins.gained' && h.sheet === p)
            .reduce((n, h) => n + (h.code === 'coins.gained' ? h.coins : 0), 0);
          expect(said, `seq ${st.before.log.length}, sheet ${p}`).toBe(sheet.coins - st.before.sheets[p]!.coins);
        });
        for (const h of st.happenings) if (h.code === 'coins.gained') reasons.add(h.reason);
      }
    }
    expect([...reasons].sort()).toEqual(['monster-enclosed', 'mountain', 'shape']);
    const dragon = of(heroes2p13, 'coins.gained').filter(({ h }) => h.reason === 'monster-enclosed');
    expect(dragon.map(({ h }) => [h.card, h.coins])).toEqual([['dragon-inferno', 3]]);
    for (const { h } of of(heroesSolo0, 'coins.gained').filter(({ h }) => h.reason === 'mountain'))
      expect(fill(heroesSolo0.at(-1)!.after, h.sheet, h.cell!)).toBe('mountain');
  });

  it("give each season's breakdown for every player: both edicts, coins, monsters, total", () => {
    const seasons = of(heroes2p0, 'season.scored');
    expect(seasons.map(({ h }) => [h.season, h.player])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [3, 0],
      [3, 1],
    ]);
    const end = heroes2p0.at(-1)!.after;
    for (const { h } of seasons) {
      expect(h.score).toEqual(end.scores[h.player]![h.season]);
      expect(h.score.total).toBe(h.score.edicts[0].stars + h.score.edicts[1].stars + h.score.coins + h.score.monsters);
    }
  });

  it("work on a player's view (what it hides is not said) and on a game saved without outcomes", () => {
    const full = heroes2p0.at(-1)!.after;
    const everything = happeningsSince(full, 0);
    // An old saved log has no outcomes: the monster's sheet is still worked out from the seating.
    const old = { ...full, log: full.log.map(({ outcome: _, ...e }) => e) };
    const drawn = happeningsSince(old, 0).filter((h) => h.code === 'monster.drawn');
    expect(drawn).toEqual(everything.filter((h) => h.code === 'monster.drawn'));
    // From an index on: only the entries after it.
    const from = full.log.length - 5;
    expect(happeningsSince(full, from).every((h) => h.seq >= from)).toBe(true);
  });
});
