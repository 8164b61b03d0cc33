/**
 * English sentences for the engine's happenings (src/game/happenings.ts): what the banner and the
 * live region say. Pure: names come in through the context, plurals through Intl.PluralRules
 * ("1 star", "2 stars", never "1 stars"), and the viewer's own map is "your map".
 */
import type { Corner, Rotation } from '../../src/content/types.ts';
import type { Cell } from '../../src/grid/grid.ts';
import type { Happening } from '../../src/game/happenings.ts';
import type { GameState, GameView } from '../../src/game/types.ts';

export interface SayContext {
  /** a player's name ("Ada"; "Player 2" when none was given) */
  readonly playerName: (player: number) => string;
  /** a card's printed name, for any card id of the game (explore, ambush, hero, scoring) */
  readonly cardName: (id: string) => string;
  /** a season's name by its index (0 spring) */
  readonly seasonName: (season: number) => string;
  /** the player reading: their own map is "your map", they are "you" */
  readonly viewer?: number;
}

const rules = new Intl.PluralRules('en');

/** "1 star", "2 stars", "-1 star", "0 stars". */
export function count(n: number, one: string, other = `${one}s`): string {
  return `${n} ${rules.select(n) === 'one' ? one : other}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A space as people count them: "row 3, column 5" (1-based). */
export function spaceName([r, c]: Cell): string {
  return `row ${r + 1}, column ${c + 1}`;
}

function span(label: string, a: number, b: number): string {
  return a === b ? `${label} ${a + 1}` : `${label}s ${a + 1} to ${b + 1}`;
}

/** Where some spaces are: one space by name, several by the rows and columns they cover. */
export function whereOf(cells: readonly Cell[]): string {
  if (cells.length === 1) return spaceName(cells[0]!);
  const rows = cells.map(([r]) => r);
  const cols = cells.map(([, c]) => c);
  return `${span('row', Math.min(...rows), Math.max(...rows))}, ${span('column', Math.min(...cols), Math.max(...cols))}`;
}

/** Up to `max` spaces listed one by one ("row 3, column 4; row 4, column 4"), else only where they lie. */
function spaces(cells: readonly Cell[], max = 4): string {
  return cells.length <= max ? cells.map(spaceName).join('; ') : whereOf(cells);
}

const CORNER_NAMES: Readonly<Record<Corner, string>> = {
  'top-left': 'top-left',
  'top-right': 'top-right',
  'bottom-left': 'bottom-left',
  'bottom-right': 'bottom-right',
};

/** The first leg of the walk from a corner in a direction (clockwise runs east along the top). */
const FIRST_LEG: Readonly<Record<Corner, Readonly<Record<Rotation, string>>>> = {
  'top-left': { clockwise: 'east along the top edge', counterclockwise: 'south down the left edge' },
  'top-right': { clockwise: 'south down the right edge', counterclockwise: 'west along the top edge' },
  'bottom-right': { clockwise: 'west along the bottom edge', counterclockwise: 'north up the right edge' },
  'bottom-left': { clockwise: 'north up the left edge', counterclockwise: 'east along the bottom edge' },
};

/** The sentence for one happening. */
export function sentenceFor(h: Happening, ctx: SayContext): string {
  const you = (p: number) => p === ctx.viewer;
  const who = (p: number) => (you(p) ? 'you' : ctx.playerName(p));
  const Who = (p: number) => capital(who(p));
  const whose = (p: number) => (you(p) ? 'your' : `${ctx.playerName(p)}'s`);
  const card = (id: string) => ctx.cardName(id);
  switch (h.code) {
    case 'card.revealed':
      if (h.kind === 'ruins') return `Revealed ${card(h.card)}: the next shape must cover a ruins space.`;
      if (h.kind === 'ambush') return `Ambush! ${card(h.card)} is revealed.`;
      if (h.kind === 'hero') return `A hero arrives: ${card(h.card)}.`;
      return `Revealed ${card(h.card)}.`;
    case 'shape.drawn':
      return h.option === -1
        ? `${Who(h.by)} drew a single ${h.terrain} space at ${spaceName(h.cells[0]!)}, as no shape of ${card(h.card)} fitted.`
        : `${Who(h.by)} drew ${h.terrain} from ${card(h.card)} at ${whereOf(h.cells)}.`;
    case 'monster.drawn':
      return `${Who(h.by)} drew the ${card(h.card)} monster on ${whose(h.sheet)} map at ${whereOf(h.cells)}.`;
    case 'monster.walked': {
      const at = `was drawn on ${whose(h.sheet)} map at ${whereOf(h.cells)}`;
      const from = `the ${CORNER_NAMES[h.corner]} corner`;
      if (h.path.length === 1) return `${card(h.card)}: the walk starts in ${from}, and the monster fitted there at once: it ${at}.`;
      const inward = h.ring === 0 ? '' : ` It found no room further out, so it walked the ring ${count(h.ring, 'space')} in from the edge.`;
      return `${card(h.card)}: the monster walked ${count(h.path.length - 1, 'space')} from ${from}, heading ${FIRST_LEG[h.corner][h.direction]}, and ${at}.${inward}`;
    }
    case 'monster.ignored':
      return `${card(h.card)}: the monster fits nowhere on ${whose(h.sheet)} map, so it is ignored there.`;
    case 'hero.drawn':
      return `${Who(h.by)} drew the hero ${card(h.card)} at ${spaceName(h.cell)}; its attack pattern marks ${count(h.marks.length, 'space')}.`;
    case 'hero.kills':
      return `A hero destroyed ${count(h.count, 'monster space')} on ${whose(h.sheet)} map: ${spaces(h.cells)}.`;
    case 'spaces.destroyed': {
      const chooser = h.by === h.sheet ? '' : ` (${who(h.by)} chose)`;
      const when = h.when === 'after-scoring' ? 'after scoring' : 'as it was drawn';
      return `${card(h.card)} destroyed ${count(h.cells.length, 'space')} on ${whose(h.sheet)} map ${when}: ${spaces(h.cells)}${chooser}.`;
    }
    case 'zombies.spread':
      return `${card(h.card) || 'Zombies'}: zombies spread into ${count(h.cells.length, 'space')} on ${whose(h.sheet)} map: ${spaces(h.cells, 6)}.`;
    case 'coins.gained': {
      const why =
        h.reason === 'shape'
          ? `for the coin on the shape of ${card(h.card ?? '')}`
          : h.reason === 'mountain'
            ? `for surrounding the mountain at ${h.cell ? spaceName(h.cell) : 'the edge'}`
            : `for surrounding the ${card(h.card ?? '')} monster`;
      if (h.coins === 0) return `${capital(whose(h.sheet))} coin track is full: no coin ${why}.`;
      const lost = h.coins < h.earned ? ` (the track had room for only ${count(h.coins, 'coin')} of ${h.earned})` : '';
      return `${Who(h.sheet)} gained ${count(h.coins, 'coin')} ${why}${lost}.`;
    }
    case 'turn.skipped':
      return h.task === 'monster' ? `There is no empty space for ${who(h.player)} to draw the monster on.` : `${capital(whose(h.player))} map is full: nothing to draw this turn.`;
    case 'season.scored': {
      const s = h.score;
      const parts = s.edicts.map((e) => `${count(e.stars, 'star')} from ${card(e.card)} (${e.letter})`);
      parts.push(`${count(s.coins, 'star')} from coins`);
      parts.push(s.monsters < 0 ? `${count(-s.monsters, 'star')} lost to monsters` : 'nothing lost to monsters');
      return `${capital(whose(h.player))} ${ctx.seasonName(h.season).toLowerCase()} score: ${list(parts)}; ${count(s.total, 'star')} in all.`;
    }
  }
}

/** Sentences for a list of happenings, in order. */
export function sentencesFor(happenings: readonly Happening[], ctx: SayContext): string[] {
  return happenings.map((h) => sentenceFor(h, ctx));
}

/**
 * The context for a game: names of the players (missing ones are "Player N"), card names from the
 * game's decks and its scoring cards, season names from its season cards.
 */
export function sayContext(game: Pick<GameState | GameView, 'cards' | 'edicts' | 'seasons'>, names: readonly string[], viewer?: number): SayContext {
  const scoring = new Map(Object.values(game.edicts).map((c) => [c.id, c.name]));
  return {
    playerName: (p) => names[p]?.trim() || `Player ${p + 1}`,
    cardName: (id) => game.cards[id]?.name ?? scoring.get(id) ?? id,
    seasonName: (i) => game.seasons[i]?.name ?? `Season ${i + 1}`,
    ...(viewer !== undefined ? { viewer } : {}),
  };
}
