/**
 * The game as plain JSON (docs/DESIGN.md §2): GameState, the actions players send, the log, violations.
 * No classes, Maps or functions anywhere in a GameState: JSON.parse(JSON.stringify(s)) deep-equals s.
 */
import type { Violation } from '../codes.ts';
import type { AmbushCard, EdictLetter, ExploreCard, HeroCard, MapSide, ScoringCard, ScoringStack, SeasonCard, SoloTitle } from '../content/types.ts';
import type { DrawableTerrain } from '../grid/fills.ts';
import type { Cell } from '../grid/grid.ts';
import type { RngState } from '../random/prng.ts';
import type { TableContent } from '../content/combine.ts';
import type { Sheet } from '../rules/sheet.ts';
import type { DrawEvent } from '../rules/events.ts';

/**
 * What a table plays with (the result of choosing packs): every card that can enter the explore
 * deck, the ambush and hero decks, the season cards in order, the scoring pool of each stack (one
 * card per stack is drawn at setup), the map side, the coin track and the solo titles.
 * The part of `combinePacks`'s `TableContent` (src/content/combine.ts) that a game needs.
 */
export type GameContent = Pick<TableContent, 'packs' | 'explore' | 'ambush' | 'heroes' | 'seasons' | 'scoring' | 'map' | 'coinTrack' | 'soloTitles'>;

/**
 * How an ambush monster is placed in multiplayer: 'neighbour' (each player draws it on the sheet
 * passed to them, docs/RULES.md §5) or 'walk' (the solo algorithm places it on every sheet). Solo always walks.
 */
export type AmbushPlacement = 'neighbour' | 'walk';

export interface GameOptions {
  /** 1 to 6 */
  readonly players: number;
  readonly ambushPlacement?: AmbushPlacement;
  /**
   * Fixes the scoring card under each edict instead of drawing them (a table may choose its cards;
   * tests use it). Card ids from the content's scoring pools.
   */
  readonly edicts?: Readonly<Partial<Record<EdictLetter, string>>>;
}

export type Seed = number | string;

/** Player actions. `player` is always the player who sends it. Cells are [row, col], 0-based. */
export type Action =
  /**
   * Draw the current explore card on one's own sheet: `option` indexes the card's shape options;
   * -1 is the 1x1 square drawn when no shape fits (or the ruins requirement cannot be met).
   */
  | { readonly type: 'draw'; readonly player: number; readonly option: number; readonly terrain: DrawableTerrain; readonly cells: readonly Cell[] }
  /** Draw the ambush monster on the sheet passed to you (multiplayer, 'neighbour' placement). */
  | { readonly type: 'monster'; readonly player: number; readonly cells: readonly Cell[] }
  /** Choose the space(s) a monster's effect destroys (right after drawing it, or after scoring). */
  | { readonly type: 'destroy'; readonly player: number; readonly cells: readonly Cell[] }
  /** Draw the 1x1 hero space of the current hero card on one's own sheet. */
  | { readonly type: 'hero'; readonly player: number; readonly cell: Cell };

export type ActionType = Action['type'];

/** Random outcomes and engine steps, logged so that a replay can prove it took the same path. */
export type ChanceEntry =
  | { readonly type: 'chance.shuffle'; readonly deck: 'explore' | 'ambush' | 'hero'; readonly order: readonly string[] }
  | { readonly type: 'chance.scoring'; readonly edicts: Readonly<Record<EdictLetter, string>> };

export type EngineEntry =
  | { readonly type: 'reveal'; readonly card: string }
  /** The solo walk (or the table option) placed a monster on `sheet`, or found no room (cells empty). */
  | { readonly type: 'walk'; readonly sheet: number; readonly card: string; readonly cells: readonly Cell[] }
  /** A player had nothing to do (a full sheet): no task for them. */
  | { readonly type: 'skip'; readonly player: number; readonly task: TaskKind }
  | { readonly type: 'season.scored'; readonly totals: readonly number[] }
  | { readonly type: 'spread'; readonly sheet: number; readonly cells: readonly Cell[] };

export interface LogEntry {
  readonly seq: number;
  /** 0 spring ... 3 winter */
  readonly season: number;
  readonly turn: number;
  /** the acting player, or null for chance and engine entries */
  readonly player: number | null;
  readonly action: Action | ChanceEntry | EngineEntry;
  /**
   * What the entry did to a sheet beyond drawing its own spaces, for saying what happened: on every
   * player action, on a walk that drew its monster, on a zombie spread. Derived by the rules from
   * the action, so a replay regenerates it; games saved before it was recorded lack it, and replay
   * accepts them (see firstDifference).
   */
  readonly outcome?: EntryOutcome;
}

/** The sheet an entry changed, the card it resolved, and what followed from the rules. */
export interface EntryOutcome {
  readonly sheet: number;
  /** the explore, ambush or hero card being resolved (for a spread: the zombies' ambush card) */
  readonly card: string;
  /** coins, surrounded mountains, destroyed spaces, hero marks, in order (never the drawing itself) */
  readonly events: readonly OutcomeEvent[];
}

/** The rules' events an outcome keeps: all but the drawing and the spread, which the entry itself holds. */
export type OutcomeEvent = Exclude<DrawEvent, { readonly type: 'drawn' } | { readonly type: 'spread' }>;

/** What every task has: who acts, on which sheet, resolving which card. */
interface TaskBase {
  readonly player: number;
  /** the sheet it happens on */
  readonly sheet: number;
  /** the card being resolved (explore, ambush or hero card id) */
  readonly card: string;
}

/** Draw the revealed explore card on one's own sheet. */
export interface DrawTask extends TaskBase {
  readonly kind: 'draw';
  /** the ruins requirement applies (absent otherwise) */
  readonly ruins?: true;
}

/** Draw an ambush card's monster on a sheet (a neighbour's, or one's own in solo). */
export interface MonsterTask extends TaskBase {
  readonly kind: 'monster';
}

/** Choose the spaces a monster's effect destroys. */
export interface DestroyTask extends TaskBase {
  readonly kind: 'destroy';
  /** which monster of the sheet */
  readonly monster: number;
  /** how many spaces to choose */
  readonly count: number;
  /** the spaces that may be chosen */
  readonly options: readonly Cell[];
}

/** Draw a hero (Heroes) on one's own sheet. */
export interface HeroTask extends TaskBase {
  readonly kind: 'hero';
}

/** Something a player must do before play goes on, by kind. */
export type Task = DrawTask | MonsterTask | DestroyTask | HeroTask;
export type TaskKind = Task['kind'];

/**
 * Where the flow stands. 'draw', 'ambush', 'hero' and 'effects' wait for players (see `tasks`);
 * the others are passed through by the engine on its own and only show in a state between steps.
 */
export type Stage = 'draw' | 'ambush' | 'hero' | 'effects' | 'gameOver';

export interface EdictScore {
  readonly letter: EdictLetter;
  readonly card: string;
  readonly stars: number;
}

/** One box row of the scoresheet for one season. */
export interface SeasonScore {
  readonly edicts: readonly [EdictScore, EdictScore];
  readonly coins: number;
  /** 0 or negative */
  readonly monsters: number;
  readonly total: number;
}

export interface PlayerResult {
  readonly player: number;
  readonly total: number;
  /** stars lost to monsters over the four seasons (0 or negative): the tie-break */
  readonly monsters: number;
  /** 1 = winner; tied players share a rank */
  readonly rank: number;
}

export interface GameResult {
  readonly players: readonly PlayerResult[];
  /** every player with rank 1 (several on a shared victory) */
  readonly winners: readonly number[];
  /** solo: the score after subtracting the scoring cards' solo values, and the title */
  readonly solo?: { readonly score: number; readonly cardValues: number; readonly title: string };
}

export interface GameState {
  readonly format: 'carto-game/1';
  readonly content: { readonly id: string; readonly hash: string };
  readonly options: GameOptions;
  readonly seed: Seed;
  readonly rng: RngState;
  /** every explore, ambush and hero card that can enter the explore deck, by id */
  readonly cards: Readonly<Record<string, ExploreCard | AmbushCard | HeroCard>>;
  readonly seasons: readonly SeasonCard[];
  readonly edicts: Readonly<Record<EdictLetter, ScoringCard>>;
  readonly soloTitles: readonly SoloTitle[];
  /** the 1x1 fallback may be a hero space (Heroes in play) */
  readonly heroTerrain: boolean;
  /** explore deck, top card first (hidden by viewFor) */
  readonly deck: readonly string[];
  /** ambush cards not yet shuffled into the explore deck, top first (hidden) */
  readonly ambushDeck: readonly string[];
  readonly heroDeck: readonly string[];
  /** this season's column of revealed cards, in order */
  readonly revealed: readonly string[];
  /** revealed ambush and hero cards: out of the game */
  readonly removed: readonly string[];
  /** 0 spring ... 3 winter */
  readonly season: number;
  /** explore phases so far in the game (1-based once the first card is revealed) */
  readonly turn: number;
  /** time on this season's revealed cards */
  readonly time: number;
  /** a ruins card was revealed and no shape card has consumed it yet */
  readonly ruins: boolean;
  readonly stage: Stage;
  /** the card being resolved, or null */
  readonly card: string | null;
  readonly sheets: readonly Sheet[];
  /** per player, what they still have to do, first task first: the barrier waits until all are empty */
  readonly tasks: readonly (readonly Task[])[];
  /**
   * per sheet, the sheet as it was before someone changed it in the open simultaneous phase, and
   * who changed it: viewFor shows this to everyone else until the phase closes.
   */
  readonly before: readonly ({ readonly sheet: Sheet; readonly by: number } | null)[];
  /** per player, per season played */
  readonly scores: readonly (readonly SeasonScore[])[];
  readonly result: GameResult | null;
  readonly log: readonly LogEntry[];
}

export type ApplyResult = { readonly state: GameState; readonly violation?: undefined } | { readonly violation: Violation; readonly state?: undefined };

/** The canonical saved game (docs/DESIGN.md §2): everything else is derived by replaying it. */
export interface SavedGame {
  readonly format: 'carto-game/1';
  readonly content: { readonly id: string; readonly hash: string };
  readonly options: GameOptions;
  readonly seed: Seed;
  readonly log: readonly LogEntry[];
}

/**
 * What viewFor returns: the state without its seed and generator, decks replaced by counts.
 * `viewer` is the seat it was made for, or -1 for a spectator (no seat).
 */
export interface GameView extends Omit<GameState, 'deck' | 'ambushDeck' | 'heroDeck' | 'rng' | 'seed'> {
  readonly deck: number;
  readonly ambushDeck: number;
  readonly heroDeck: number;
  readonly viewer: number;
}
