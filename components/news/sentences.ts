/**
 * Sentences for the engine's happenings (src/game/happenings.ts) in the reader's language: what the
 * banner and the live region say. Pure: names come in through the context, counts through
 * Intl.PluralRules ("1 star", "2 stars", never "1 stars"), and the viewer is "you" with sentences
 * of their own (verbs agree differently in German and Polish). Each sentence is one message.
 */
import { msg, str } from '../../i18n/localization.ts';
import { coins, monsterSpaces, spaces as spaceCount, stars } from '../../i18n/counts.ts';
import { formatList, formatNumber } from '../../i18n/format.ts';
import { fillName } from '../../i18n/terrain-names.ts';
import { isFill } from '../../src/grid/fills.ts';
import { cardName } from '../../i18n/content-words.ts';
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

/** "1 star", "2 stars": kept for callers that count in English words of their own. */
export function count(n: number, one: string, other = `${one}s`): string {
  return `${n} ${new Intl.PluralRules('en').select(n) === 'one' ? one : other}`;
}

/** A space as people count them: "row 3, column 5" (1-based). */
export function spaceName([r, c]: Cell): string {
  return msg(str`row ${formatNumber(r + 1)}, column ${formatNumber(c + 1)}`);
}

function span(kind: 'row' | 'column', a: number, b: number): string {
  const [x, y] = [formatNumber(a + 1), formatNumber(b + 1)];
  if (kind === 'row') return a === b ? msg(str`row ${x}`) : msg(str`rows ${x} to ${y}`);
  return a === b ? msg(str`column ${x}`) : msg(str`columns ${x} to ${y}`);
}

/** Where some spaces are: one space by name, several by the rows and columns they cover. */
export function whereOf(cells: readonly Cell[]): string {
  if (cells.length === 1) return spaceName(cells[0]!);
  const rows = cells.map(([r]) => r);
  const cols = cells.map(([, c]) => c);
  return formatList([span('row', Math.min(...rows), Math.max(...rows)), span('column', Math.min(...cols), Math.max(...cols))], 'unit');
}

/** Up to `max` spaces listed one by one ("row 3, column 4; row 4, column 4"), else only where they lie. */
function spaces(cells: readonly Cell[], max = 4): string {
  return cells.length <= max ? cells.map(spaceName).join('; ') : whereOf(cells);
}

const CORNER_NAMES: { readonly [C in Corner]: () => string } = {
  'top-left': () => msg('the top-left corner'),
  'top-right': () => msg('the top-right corner'),
  'bottom-left': () => msg('the bottom-left corner'),
  'bottom-right': () => msg('the bottom-right corner'),
};

/** The first leg of the walk from a corner in a direction (clockwise runs east along the top). */
const FIRST_LEG: { readonly [C in Corner]: { readonly [R in Rotation]: () => string } } = {
  'top-left': { clockwise: () => msg('east along the top edge'), counterclockwise: () => msg('south down the left edge') },
  'top-right': { clockwise: () => msg('south down the right edge'), counterclockwise: () => msg('west along the top edge') },
  'bottom-right': { clockwise: () => msg('west along the bottom edge'), counterclockwise: () => msg('north up the right edge') },
  'bottom-left': { clockwise: () => msg('north up the left edge'), counterclockwise: () => msg('east along the bottom edge') },
};

const terrain = (t: string) => (isFill(t) ? fillName(t) : t);

/** The sentence for one happening. */
export function sentenceFor(h: Happening, ctx: SayContext): string {
  const you = (p: number) => p === ctx.viewer;
  const name = (p: number) => ctx.playerName(p);
  /** "on your map" / "on Ada's map": one phrase, translated whole */
  const onMap = (p: number) => (you(p) ? msg('on your map') : msg(str`on ${name(p)}'s map`));
  const card = (id: string) => ctx.cardName(id);
  switch (h.code) {
    case 'card.revealed':
      if (h.kind === 'ruins') return msg(str`Revealed ${card(h.card)}: the next shape must cover a ruins space.`);
      if (h.kind === 'ambush') return msg(str`Ambush! ${card(h.card)} is revealed.`);
      if (h.kind === 'hero') return msg(str`A hero arrives: ${card(h.card)}.`);
      return msg(str`Revealed ${card(h.card)}.`);
    case 'shape.drawn': {
      const [t, c] = [terrain(h.terrain), card(h.card)];
      if (h.option === -1) {
        const at = spaceName(h.cells[0]!);
        return you(h.by)
          ? msg(str`You drew a single ${t} space at ${at}, as no shape of ${c} fitted.`)
          : msg(str`${name(h.by)} drew a single ${t} space at ${at}, as no shape of ${c} fitted.`);
      }
      const at = whereOf(h.cells);
      return you(h.by) ? msg(str`You drew ${t} from ${c} at ${at}.`) : msg(str`${name(h.by)} drew ${t} from ${c} at ${at}.`);
    }
    case 'monster.drawn': {
      const [c, on, at] = [card(h.card), onMap(h.sheet), whereOf(h.cells)];
      return you(h.by) ? msg(str`You drew the monster of ${c} ${on} at ${at}.`) : msg(str`${name(h.by)} drew the monster of ${c} ${on} at ${at}.`);
    }
    case 'monster.walked': {
      const [c, on, at, from] = [card(h.card), onMap(h.sheet), whereOf(h.cells), CORNER_NAMES[h.corner]()];
      if (h.path.length === 1) return msg(str`${c}: the walk starts in ${from}, and the monster fitted there at once: it was drawn ${on} at ${at}.`);
      const walked = msg(
        str`${c}: the monster walked ${spaceCount(h.path.length - 1)} from ${from}, heading ${FIRST_LEG[h.corner][h.direction]()}, and was drawn ${on} at ${at}.`,
      );
      return h.ring === 0 ? walked : `${walked} ${msg(str`It found no room further out, so it walked the ring ${spaceCount(h.ring)} in from the edge.`)}`;
    }
    case 'monster.ignored':
      return msg(str`${card(h.card)}: the monster fits nowhere ${onMap(h.sheet)}, so it is ignored there.`);
    case 'hero.drawn': {
      const [c, at, marks] = [card(h.card), spaceName(h.cell), spaceCount(h.marks.length)];
      return you(h.by)
        ? msg(str`You drew the hero ${c} at ${at}; its attack pattern marks ${marks}.`)
        : msg(str`${name(h.by)} drew the hero ${c} at ${at}; its attack pattern marks ${marks}.`);
    }
    case 'hero.kills':
      return msg(str`A hero destroyed ${monsterSpaces(h.count)} ${onMap(h.sheet)}: ${spaces(h.cells)}.`);
    case 'spaces.destroyed': {
      const [c, n, on, list] = [card(h.card), spaceCount(h.cells.length), onMap(h.sheet), spaces(h.cells)];
      const sentence =
        h.when === 'after-scoring'
          ? msg(str`${c} destroyed ${n} ${on} after scoring: ${list}.`)
          : msg(str`${c} destroyed ${n} ${on} as it was drawn: ${list}.`);
      if (h.by === h.sheet) return sentence;
      if (h.cells.length === 1) return `${sentence} ${you(h.by) ? msg('You chose it.') : msg(str`${name(h.by)} chose it.`)}`;
      return `${sentence} ${you(h.by) ? msg('You chose them.') : msg(str`${name(h.by)} chose them.`)}`;
    }
    case 'zombies.spread':
      return msg(str`${card(h.card) || msg('Zombies')}: zombies spread into ${spaceCount(h.cells.length)} ${onMap(h.sheet)}: ${spaces(h.cells, 6)}.`);
    case 'coins.gained': {
      const why =
        h.reason === 'shape'
          ? msg(str`for the coin on the shape of ${card(h.card ?? '')}`)
          : h.reason === 'mountain'
            ? h.cell
              ? msg(str`for surrounding the mountain at ${spaceName(h.cell)}`)
              : msg('for surrounding a mountain')
            : msg(str`for surrounding the monster of ${card(h.card ?? '')}`);
      if (h.coins === 0)
        return you(h.sheet) ? msg(str`Your coin track is full: no coin ${why}.`) : msg(str`${name(h.sheet)}'s coin track is full: no coin ${why}.`);
      const gained = you(h.sheet) ? msg(str`You gained ${coins(h.coins)} ${why}.`) : msg(str`${name(h.sheet)} gained ${coins(h.coins)} ${why}.`);
      return h.coins < h.earned ? `${gained} ${msg(str`The track had room for only ${coins(h.coins)} of ${formatNumber(h.earned)}.`)}` : gained;
    }
    case 'turn.skipped':
      if (h.task === 'monster')
        return you(h.player)
          ? msg('There is no empty space for you to draw the monster on.')
          : msg(str`There is no empty space for ${name(h.player)} to draw the monster on.`);
      return you(h.player) ? msg('Your map is full: nothing to draw this turn.') : msg(str`${name(h.player)}'s map is full: nothing to draw this turn.`);
    case 'season.scored': {
      const s = h.score;
      const parts = s.edicts.map((e) => msg(str`${stars(e.stars)} from ${card(e.card)} (${e.letter})`));
      parts.push(msg(str`${stars(s.coins)} from coins`));
      parts.push(s.monsters < 0 ? msg(str`${stars(-s.monsters)} lost to monsters`) : msg('nothing lost to monsters'));
      const [season, all, total] = [ctx.seasonName(h.season), formatList(parts), stars(s.total)];
      return you(h.player)
        ? msg(str`Your score for ${season}: ${all}; ${total} in all.`)
        : msg(str`${name(h.player)}'s score for ${season}: ${all}; ${total} in all.`);
    }
  }
}

/** Sentences for a list of happenings, in order. */
export function sentencesFor(happenings: readonly Happening[], ctx: SayContext): string[] {
  return happenings.map((h) => sentenceFor(h, ctx));
}

/**
 * The context for a game: names of the players (missing ones are "Player N"), card names from the
 * game's decks and its scoring cards, season names from its season cards, all in the reader's language.
 */
export function sayContext(game: Pick<GameState | GameView, 'cards' | 'edicts' | 'seasons'>, names: readonly string[], viewer?: number): SayContext {
  const scoring = new Map(Object.values(game.edicts).map((c) => [c.id, c]));
  return {
    playerName: (p) => names[p]?.trim() || msg(str`Player ${formatNumber(p + 1)}`),
    cardName: (id) => {
      const c = game.cards[id] ?? scoring.get(id);
      return c ? cardName(c) : id;
    },
    seasonName: (i) => {
      const season = game.seasons[i];
      return season ? cardName(season) : msg(str`season ${formatNumber(i + 1)}`);
    },
    ...(viewer !== undefined ? { viewer } : {}),
  };
}
