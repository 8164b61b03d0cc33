/**
 * Saying what happened: the log entries of a game turned into happenings with stable codes and
 * plain parameters (cards and players by id and index, spaces as [row, col]), for a banner, a live
 * region, a game record. Pure and independent of wording: components/news/sentences.ts makes the
 * English. Works on a GameState or a player's GameView (entries a view hides are simply absent).
 */
import type { AmbushCard, Corner, Rotation } from '../content/types.ts';
import { shapeCells } from '../content/pictures.ts';
import type { Cell } from '../grid/grid.ts';
import type { CoinReason } from '../rules/events.ts';
import { soloWalkOrder } from '../rules/ambush.ts';
import { sheetDrawnBy } from './seating.ts';
import type { GameState, LogEntry, OutcomeEvent, SeasonScore, TaskKind } from './types.ts';

/** Who acted: a player's index, or null when the engine did it on its own (a walk, a spread). */
type By = number | null;

export type Happening =
  /** A card was revealed in the explore phase. */
  | { readonly code: 'card.revealed'; readonly seq: number; readonly card: string; readonly kind: 'explore' | 'ruins' | 'ambush' | 'hero' }
  /** A player drew a shape (or the 1x1 square, option -1) from an explore card on their own map. */
  | {
      readonly code: 'shape.drawn';
      readonly seq: number;
      readonly sheet: number;
      readonly by: number;
      readonly card: string;
      readonly terrain: string;
      readonly cells: readonly Cell[];
      readonly option: number;
    }
  /** A player drew an ambush monster on the map passed to them. */
  | {
      readonly code: 'monster.drawn';
      readonly seq: number;
      readonly sheet: number;
      readonly by: number;
      readonly card: string;
      readonly cells: readonly Cell[];
    }
  /**
   * The solo walk drew a monster: from the card's corner, round ring `ring` (0 = the map's edge) in
   * `direction`; `path` is every space the walk stood on, in order, up to where the monster landed.
   */
  | {
      readonly code: 'monster.walked';
      readonly seq: number;
      readonly sheet: number;
      readonly card: string;
      readonly cells: readonly Cell[];
      readonly corner: Corner;
      readonly direction: Rotation;
      readonly ring: number;
      readonly path: readonly Cell[];
    }
  /** The solo walk found no room for the monster on this map: the ambush is ignored there. */
  | { readonly code: 'monster.ignored'; readonly seq: number; readonly sheet: number; readonly card: string }
  /** A player drew a hero space and marked its attack pattern. */
  | {
      readonly code: 'hero.drawn';
      readonly seq: number;
      readonly sheet: number;
      readonly by: number;
      readonly card: string;
      readonly cell: Cell;
      readonly marks: readonly Cell[];
    }
  /** Monster spaces inside a hero's attack pattern were destroyed (by a new hero, or drawn into a pattern). */
  | { readonly code: 'hero.kills'; readonly seq: number; readonly sheet: number; readonly by: By; readonly cells: readonly Cell[]; readonly count: number }
  /** A monster's effect destroyed spaces (Giant Troll Ravage after scoring, Gorgon Gaze after drawing), chosen by `by`. */
  | {
      readonly code: 'spaces.destroyed';
      readonly seq: number;
      readonly sheet: number;
      readonly by: number;
      readonly card: string;
      readonly cells: readonly Cell[];
      readonly when: 'after-drawing' | 'after-scoring';
    }
  /** Zombies spread into every empty space next to them after scoring. */
  | { readonly code: 'zombies.spread'; readonly seq: number; readonly sheet: number; readonly card: string; readonly cells: readonly Cell[] }
  /**
   * Coins filled on a map's coin track: `coins` credited (`earned` when the track had room), and
   * why: a shape with a coin, a mountain surrounded (`cell`), or an enclosed monster's reward (`card`).
   */
  | {
      readonly code: 'coins.gained';
      readonly seq: number;
      readonly sheet: number;
      readonly by: By;
      readonly coins: number;
      readonly earned: number;
      readonly reason: CoinReason;
      readonly cell?: Cell;
      readonly card?: string;
    }
  /** A player had nothing to do (their map is full): the turn went on without them. */
  | { readonly code: 'turn.skipped'; readonly seq: number; readonly player: number; readonly task: TaskKind }
  /** One player's scoring at the end of a season: both edicts' stars, coins, the monster penalty, the total. */
  | { readonly code: 'season.scored'; readonly seq: number; readonly season: number; readonly player: number; readonly score: SeasonScore };

export type HappeningCode = Happening['code'];

/** What happenings read of a game: a GameState or a GameView. */
export type HappeningSource = Pick<GameState, 'log' | 'cards' | 'sheets' | 'scores' | 'options'>;

/** The happenings of the log entries from index `from` on (0: the whole game), in log order. */
export function happeningsSince(game: HappeningSource, from: number): Happening[] {
  const out: Happening[] = [];
  let current: string | null = null; // the card being resolved, for logs saved without outcomes
  game.log.forEach((entry, i) => {
    if (entry.action.type === 'reveal') current = entry.action.card;
    if (i >= from) happeningsOf(game, entry, current, out);
  });
  return out;
}

function happeningsOf(game: HappeningSource, e: LogEntry, current: string | null, out: Happening[]): void {
  const a = e.action;
  const seq = e.seq;
  switch (a.type) {
    case 'reveal': {
      const card = game.cards[a.card];
      const kind = card?.kind === 'explore' ? (card.ruins === true ? 'ruins' : 'explore') : (card?.kind ?? 'explore');
      out.push({ code: 'card.revealed', seq, card: a.card, kind });
      return;
    }
    case 'draw':
      out.push({
        code: 'shape.drawn',
        seq,
        sheet: a.player,
        by: a.player,
        card: e.outcome?.card ?? current ?? '',
        terrain: a.terrain,
        cells: a.cells,
        option: a.option,
      });
      break;
    case 'monster': {
      const card = e.outcome?.card ?? current ?? '';
      const ambush = game.cards[card];
      const sheet = e.outcome?.sheet ?? (ambush?.kind === 'ambush' ? sheetDrawnBy(a.player, ambush.pass, game.options.players) : a.player);
      out.push({ code: 'monster.drawn', seq, sheet, by: a.player, card, cells: a.cells });
      break;
    }
    case 'destroy':
      // What it destroyed is in its outcome (a Troll's or a Gorgon's choice).
      break;
    case 'hero':
      // The hero's own event (below) carries its marks; an old log without outcomes has only the space.
      if (!e.outcome) out.push({ code: 'hero.drawn', seq, sheet: a.player, by: a.player, card: current ?? '', cell: a.cell, marks: [] });
      break;
    case 'walk': {
      const card = game.cards[a.card];
      if (a.cells.length === 0 || card?.kind !== 'ambush') {
        out.push({ code: 'monster.ignored', seq, sheet: a.sheet, card: a.card });
        return;
      }
      const sheet = game.sheets[a.sheet];
      out.push({
        code: 'monster.walked',
        seq,
        sheet: a.sheet,
        card: a.card,
        cells: a.cells,
        ...walkOf(card, a.cells, sheet?.grid.rows ?? 11, sheet?.grid.cols ?? 11),
      });
      break;
    }
    case 'spread':
      out.push({ code: 'zombies.spread', seq, sheet: a.sheet, card: e.outcome?.card ?? '', cells: a.cells });
      break;
    case 'skip':
      out.push({ code: 'turn.skipped', seq, player: a.player, task: a.task });
      return;
    case 'season.scored':
      a.totals.forEach((_, player) => {
        const score = game.scores[player]?.[e.season];
        if (score) out.push({ code: 'season.scored', seq, season: e.season, player, score });
      });
      return;
    default:
      return;
  }
  const outcome = e.outcome;
  if (!outcome) return;
  const by: By = e.player;
  for (const ev of outcome.events) eventHappening(game, seq, outcome.sheet, outcome.card, by, ev, out);
}

/** One rules event of an entry's outcome as a happening (a surrounded mountain is said with its coin). */
function eventHappening(game: HappeningSource, seq: number, sheet: number, card: string, by: By, ev: OutcomeEvent, out: Happening[]): void {
  switch (ev.type) {
    case 'coin': {
      const monster = ev.monster !== undefined ? game.sheets[sheet]?.monsters[ev.monster]?.card : undefined;
      const why = ev.reason === 'shape' ? { card } : ev.reason === 'mountain' && ev.cell ? { cell: ev.cell } : monster ? { card: monster } : {};
      out.push({ code: 'coins.gained', seq, sheet, by, coins: ev.credited, earned: ev.earned, reason: ev.reason, ...why });
      return;
    }
    case 'destroyed-by-hero':
      out.push({ code: 'hero.kills', seq, sheet, by, cells: ev.cells, count: ev.cells.length });
      return;
    case 'destroyed': {
      const m = game.sheets[sheet]?.monsters[ev.monster];
      const when = m?.effect?.type === 'destroy-adjacent-after-scoring' ? 'after-scoring' : 'after-drawing';
      out.push({ code: 'spaces.destroyed', seq, sheet, by: by ?? sheet, card: m?.card ?? card, cells: ev.cells, when });
      return;
    }
    case 'hero':
      out.push({ code: 'hero.drawn', seq, sheet, by: by ?? sheet, card, cell: ev.cell, marks: ev.marks });
      return;
    case 'mountain-surrounded':
      return;
  }
}

/**
 * Where the walk went (docs/RULINGS.md "Solo ambush walk"): every space walked, in order, from the
 * card's corner to the one where the printed shape (never turned) fitted on the landed spaces.
 */
export function walkOf(
  card: AmbushCard,
  cells: readonly Cell[],
  rows: number,
  cols: number,
): { corner: Corner; direction: Rotation; ring: number; path: Cell[] } {
  const picture = shapeCells(card.shape);
  const height = card.shape.length;
  const width = card.shape[0]!.length;
  const top = Math.min(...cells.map(([r]) => r)) - Math.min(...picture.map(([r]) => r));
  const left = Math.min(...cells.map(([, c]) => c)) - Math.min(...picture.map(([, c]) => c));
  const path: Cell[] = [];
  let ring = 0;
  for (const step of soloWalkOrder(rows, cols, height, width, card.solo.corner, card.solo.direction)) {
    ring = step.ring;
    if (step.row === top && step.col === left) {
      path.push(step.square); // it fitted here: the walk stops
      break;
    }
    path.push(...step.squares);
  }
  return { corner: card.solo.corner, direction: card.solo.direction, ring, path };
}
