/**
 * Setup (docs/RULES.md §2, §7): every player gets the same map side; one scoring card is drawn from
 * each stack and the four are laid under edicts A-D in random order; the ambush (and hero) decks
 * are shuffled; the explore deck is shuffled with the top ambush (and hero) card in it. Then the
 * first card is revealed, so a new game already waits for its first players' decisions.
 */
import type { AmbushCard, ExploreCard, HeroCard, MapSide, SeasonCard } from '../content/types.ts';
import type { MapGrid } from '../grid/grid.ts';
import { CartoError } from '../errors.ts';
import { parseNotation } from '../grid/notation.ts';
import { Rng, seedRng } from '../random/prng.ts';
import { newSheet } from '../rules/sheet.ts';
import { tableHash } from './content-hash.ts';
import { settle } from './flow.ts';
import type { GameContent, GameOptions, GameState, Seed } from './types.ts';
import { record, type Work } from './work.ts';
import { EDICT_LETTERS, SCORING_STACKS } from '../content/stacks.ts';
import { dealEdicts } from './deal.ts';

export { EDICT_LETTERS };

export const MAX_PLAYERS = 6;

export function checkOptions(content: GameContent, options: GameOptions): void {
  const n = options.players;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PLAYERS) throw new CartoError('game.players', `a game has 1 to ${MAX_PLAYERS} players (got ${n})`);
  if (options.ambushPlacement !== undefined && options.ambushPlacement !== 'neighbour' && options.ambushPlacement !== 'walk') {
    throw new CartoError('game.ambush-placement', `ambushPlacement is 'neighbour' or 'walk' (got '${String(options.ambushPlacement)}')`);
  }
  if (content.seasons.length !== 4) throw new CartoError('game.seasons', `a game needs 4 season cards (got ${content.seasons.length})`);
  if (!content.explore.some((c) => c.ruins !== true)) throw new CartoError('game.explore', 'the explore deck has no card with shapes');
  for (const stack of SCORING_STACKS) {
    if ((content.scoring[stack] ?? []).length === 0) throw new CartoError('game.scoring', `the '${stack}' scoring stack is empty`);
  }
}

const grids = new WeakMap<MapSide, MapGrid>();

/** The printed map side as a grid, parsed once per side object (grids are immutable, so sheets share it). */
function mapGrid(map: MapSide): MapGrid {
  let grid = grids.get(map);
  if (!grid) {
    grid = parseNotation(map.rows.join('\n'));
    grids.set(map, grid);
  }
  return grid;
}

/** What every game on one table shares (read-only inside states): computed once per content object. */
interface TablePrep {
  readonly cards: Readonly<Record<string, ExploreCard | AmbushCard | HeroCard>>;
  readonly seasons: readonly SeasonCard[];
  readonly explore: readonly string[];
  readonly ambush: readonly string[];
  readonly heroes: readonly string[];
  readonly id: string;
  readonly hash: string;
}

const tables = new WeakMap<GameContent, TablePrep>();

function prepareTable(content: GameContent): TablePrep {
  const hit = tables.get(content);
  if (hit) return hit;
  const cards: Record<string, ExploreCard | AmbushCard | HeroCard> = {};
  for (const c of [...content.explore, ...content.ambush, ...content.heroes]) {
    if (cards[c.id]) throw new CartoError('game.duplicate-card', `card '${c.id}' is twice in this table's decks`);
    cards[c.id] = c;
  }
  const prep: TablePrep = {
    cards,
    seasons: [...content.seasons].sort((a, b) => a.order - b.order),
    explore: content.explore.map((c) => c.id),
    ambush: content.ambush.map((c) => c.id),
    heroes: content.heroes.map((c) => c.id),
    id: content.packs.join('+'),
    hash: tableHash(content),
  };
  tables.set(content, prep);
  return prep;
}

/**
 * The options as plain JSON of their own (the caller's object may change later): what
 * JSON.parse(JSON.stringify(o)) gives, without its cost for the common flat fields.
 */
function copyOptions(o: GameOptions): GameOptions {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) {
    const v = (o as unknown as Record<string, unknown>)[k];
    if (v === undefined || typeof v === 'function') continue;
    out[k] = typeof v === 'object' && v !== null ? JSON.parse(JSON.stringify(v)) : v;
  }
  return out as unknown as GameOptions;
}

export function newGame(content: GameContent, options: GameOptions, seed: Seed): GameState {
  checkOptions(content, options);
  const table = prepareTable(content);
  const rng = new Rng(seedRng(seed));
  const grid = mapGrid(content.map);
  const edicts = dealEdicts(content.scoring, options.edicts ?? {}, rng);
  const cards = table.cards;
  const ambushDeck = rng.shuffle(table.ambush);
  const heroDeck = rng.shuffle(table.heroes);
  const first = [...ambushDeck.slice(0, 1), ...heroDeck.slice(0, 1)];
  const deck = rng.shuffle([...table.explore, ...first]);
  const n = options.players;
  const seasons = table.seasons;
  const w: Work = {
    format: 'carto-game/1',
    content: { id: table.id, hash: table.hash },
    options: copyOptions(options),
    seed,
    rng: rng.state(),
    cards,
    seasons,
    edicts,
    soloTitles: content.soloTitles,
    heroTerrain: content.heroes.length > 0,
    deck,
    ambushDeck: ambushDeck.slice(1),
    heroDeck: heroDeck.slice(1),
    revealed: [],
    removed: [],
    season: 0,
    turn: 0,
    time: 0,
    ruins: false,
    stage: 'draw',
    card: null,
    sheets: [],
    tasks: [],
    before: [],
    scores: [],
    result: null,
    log: [],
  };
  // Plain loops: Array.from and Object.fromEntries were a visible share of starting a simulated game.
  const sheet = newSheet(grid, { coinTrack: content.coinTrack });
  for (let p = 0; p < n; p++) {
    w.sheets.push(sheet); // sheets are immutable: every player starts from the same blank one
    w.tasks.push([]);
    w.before.push(null);
    w.scores.push([]);
  }
  record(w, null, { type: 'chance.scoring', edicts: { A: edicts.A.id, B: edicts.B.id, C: edicts.C.id, D: edicts.D.id } });
  record(w, null, { type: 'chance.shuffle', deck: 'ambush', order: ambushDeck });
  if (heroDeck.length > 0) record(w, null, { type: 'chance.shuffle', deck: 'hero', order: heroDeck });
  record(w, null, { type: 'chance.shuffle', deck: 'explore', order: deck });
  // The first explore phase: reveal until someone has a decision to make.
  settle(w, rng);
  w.rng = rng.state();
  return w as GameState;
}
