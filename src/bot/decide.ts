/**
 * A computer player: given what one player may see (`viewFor`), the action it sends for its first
 * open task. Pure and deterministic: the same view and options give the same action. It reads only
 * the view: never the deck's order or the game's generator (test/unit/bot/hidden.test.ts poisons
 * them). Levels: 'random' (uniform legal moves, seeded), 'greedy' (the best drawing by the value of
 * the map after it), 'lookahead' (greedy's best few, valued again by the expected best drawing of
 * the next card; late in a season its best three compared again two cards deep, within its budget).
 */
import type { AmbushCard, ExploreCard, HeroCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import { FILL_CODE } from '../grid/fills.ts';
import { randomAction } from '../game/random-player.ts';
import type { Action, DestroyTask, DrawTask, GameView, HeroTask, MonsterTask, Seed } from '../game/types.ts';
import { Rng, seedRng } from '../random/prng.ts';
import { fallbackTerrains } from '../rules/draw.ts';
import { placeHero } from '../rules/heroes.ts';
import { codeAt, MAX_BIT_ROWS as R, setFill } from '../scoring/bits-board.ts';
import { deckKnowledge, type DeckKnowledge } from './knowledge.ts';
import { Position } from './position.ts';
import { afterNext } from './after-next.ts';
import { learnedValuer, type LearnedModel } from './learned.ts';
import { drawAction } from './candidates.ts';
import { lookAhead, rankDraws } from './search.ts';
import { cellsAt, forEachPlacement } from './shapes.ts';
import { DEFAULT_WEIGHTS, Valuer, type ValueWeights } from './value.ts';

/**
 * The look-ahead's work per decision (Valuer.work: positions weighted by the cost of the cards scored
 * on them, costs.ts). Counted in positions (400,000, never reached) it did not bound a combined
 * game's decisions (615 ms of CPU); at 1,200,000 units the heaviest decisions of base and combined
 * games alike stop at about 1.2 of the 1.3-1.7 million units they would take (docs/BOT.md, "The budget").
 */
export const DEFAULT_BUDGET = 1_200_000;
/**
 * The look-ahead's weight of the cards' open spaces (ValueWeights.open, src/scoring/bits-open.ts)
 * when no weights are given; greedy keeps DEFAULT_WEIGHTS (none). Off: 0.2, chosen on tuning deals
 * (greedy +1.1 at 0.3 over 400, the look-ahead +2.0 +- 1.7 over 24), was no stronger than the
 * default on the measuring deals played side by side, and its slowest decision took over 500 ms
 * (docs/BOT.md, "Open spaces"). `--open 0.2` plays it.
 */
export const DEFAULT_OPEN = 0;
/**
 * How many of the look-ahead's best drawings are compared two cards deep (`deep`), within its
 * budget, following the next card's DEFAULT_DEEP_DRAWS best drawings, while at most
 * DEFAULT_DEEP_CARDS shape cards may come next (late in a season). Six, three and no limit made
 * +1.06 +- 0.48 stars on 140 tuning deals but +0.19 +- 0.16 on the 1,000 measuring deals, at twice
 * the median CPU a decision: not the default (docs/BOT.md, "Two cards deep everywhere").
 */
export const DEFAULT_DEEP = 3;
/** with `deep`: the next card's drawings followed further */
export const DEFAULT_DEEP_DRAWS = 2;
/** with `deep`: only while at most this many shape cards may come next (the work grows with its square) */
export const DEFAULT_DEEP_CARDS = 8;
/**
 * Orders of the deck's shape cards the best candidates are played out on (rollouts.ts; 0: none).
 * Off by default: 12 orders made +2.3 +- 1.5 stars on 26 tuning deals, no gain shown on the
 * 50 measuring deals played, at about twice the p95 CPU of a decision (docs/BOT.md).
 */
export const DEFAULT_ROLLOUTS = 0;
const ROLLOUT_TOP = 4;
const ROLLOUT_MIX = 0.5;
const ROLLOUT_BUDGET = 100_000;

export const BOT_LEVELS = ['random', 'greedy', 'lookahead'] as const;
export const SETTLES = ['season', 'next', 'none'] as const;
export type Settle = (typeof SETTLES)[number];
export type BotLevel = (typeof BOT_LEVELS)[number];

export interface BotOptions {
  readonly level?: BotLevel;
  /** the bot's own seed (its random choices; never the game's) */
  readonly seed?: Seed;
  /** look-ahead: how many greedy candidates are valued again (default 16) */
  readonly width?: number;
  /**
   * look-ahead: the work (Valuer.work) after which it starts no further candidate (DEFAULT_BUDGET).
   * A count, not a time: the same seed gives the same game on any machine.
   */
  readonly budget?: number;
  readonly weights?: ValueWeights;
  /** look-ahead without `weights`: the weight of the cards' open spaces (default DEFAULT_OPEN) */
  readonly open?: number;
  /** look-ahead: cards played greedily after the next one, within the season (default 0) */
  readonly depth?: number;
  /**
   * look-ahead: the position after the next card is valued with the season's time left after it
   * (after-next.ts): 'season' (the default) within this season, 'next' also for the next season's
   * first card, 'none' with the time left now
   */
  readonly settle?: Settle;
  /** look-ahead: how many of the best candidates are compared two cards deep (DEFAULT_DEEP; 0 or 1: none) */
  readonly deep?: number;
  /** look-ahead: with `deep`, how many of the next card's best drawings are followed further (DEFAULT_DEEP_DRAWS) */
  readonly deepDraws?: number;
  /** look-ahead: with `deep`, only while at most this many shape cards may come next (DEFAULT_DEEP_CARDS) */
  readonly deepCards?: number;
  /**
   * look-ahead: how many sampled orders of the shape cards still in the deck the best candidates are
   * played on to the season's end (Monte-Carlo rollouts, rollouts.ts; in place of `deep`); 0: none
   */
  readonly rollouts?: number;
  /** look-ahead: with `rollouts`, how many of the best candidates are played out (default 4) */
  readonly rolloutTop?: number;
  /** look-ahead: with `rollouts`, the share of a candidate's one-card value in its value (0 to 1; the rest is its rollouts' mean) */
  readonly rolloutMix?: number;
  /** look-ahead: with `rollouts`, positions the rollouts may value before they stop sampling orders (at least two are played) */
  readonly rolloutBudget?: number;
  /**
   * look-ahead: the learned evaluation (learned.ts) as the value of the map after the next card,
   * in place of the hand-set weights there; null: the hand-set weights everywhere
   */
  readonly learned?: LearnedModel | null;
  /**
   * A safety net, not the bound: the look-ahead's work is bounded by `budget`, a count, so a seed
   * gives the same game on any machine. On a machine far slower than the one the budget was set on
   * (a cold start under a load of 30), the look-ahead also stops starting further candidates (after
   * two) and two-card comparisons once `clock()` says `ms` have passed since the decision began.
   * Set well above what the budget takes on a normal machine, it never changes a result there.
   * `stopped` is called when it did. The engine has no clock: the caller passes one.
   */
  readonly safety?: { readonly clock: () => number; readonly ms: number; readonly stopped?: () => void } | null;
}

/** What the bot decided and what it expects from it (the projected stars of a hint). */
export interface BotDecision {
  readonly action: Action;
  /** the bot's value of the position after the action, in stars (null for random moves) */
  readonly value: number | null;
}

export function decide(view: GameView, options: BotOptions = {}): BotDecision | null {
  const player = view.viewer;
  const task = view.tasks[player]?.[0];
  if (!task || view.stage === 'gameOver') return null;
  const level = options.level ?? 'lookahead';
  if (level === 'random') {
    const action = randomAction(view, player, new Rng(seedRng(`${String(options.seed ?? 0)}/${view.log.length}/${player}`)));
    return action ? { action, value: null } : null;
  }
  const weights = options.weights ?? (level === 'lookahead' ? { ...DEFAULT_WEIGHTS, open: options.open ?? DEFAULT_OPEN } : DEFAULT_WEIGHTS);
  switch (task.kind) {
    case 'draw':
      return drawDecision(view, task, level, options, weights);
    case 'monster':
      return monsterDecision(view, task, weights);
    case 'destroy':
      return destroyDecision(view, task, weights);
    case 'hero':
      return heroDecision(view, task, weights);
  }
}

function drawDecision(view: GameView, task: DrawTask, level: BotLevel, options: BotOptions, weights: ValueWeights): BotDecision {
  const width = options.width ?? 16;
  const depth = options.depth ?? 0;
  const card = view.cards[task.card] as ExploreCard;
  const p = Position.of(view.sheets[task.sheet]!);
  const fallback = fallbackTerrains({ heroes: view.heroTerrain });
  const deck = deckKnowledge(view);
  const left = deck.timeLeft / Math.max(1, view.seasons[view.season]?.time ?? 1);
  const valuer = new Valuer(view, view.season, view.seasons.length, weights, left);
  const safety = options.safety ?? null;
  const began = safety?.clock();
  const greedy = rankDraws(p, card, task.ruins === true, fallback, valuer, level === 'lookahead' ? width : 1);
  let best = greedy[0]!;
  const learned = options.learned ?? null;
  if (level === 'lookahead' && greedy.length > 1) {
    const last = view.seasons.length - 1;
    best = lookAhead(p, greedy, fallback, {
      deck,
      allShapes: Object.values(view.cards).filter((c): c is ExploreCard => c.kind === 'explore' && c.ruins !== true),
      valuer,
      thisSeason: new Valuer(view, view.season, view.season + 1, weights, 0),
      nextSeasons:
        view.season < last
          ? learned
            ? learnedValuer(view, learned, view.season + 1, 1, weights)
            : new Valuer(view, view.season + 1, view.seasons.length, weights)
          : null,
      afterNext: options.settle === 'none' ? null : afterNext(view, deck, weights, options.settle === 'next', learned),
      width,
      overtime: safety
        ? () => {
            if (safety.clock() - began! <= safety.ms) return false;
            safety.stopped?.();
            return true;
          }
        : null,
      // Greedy's ranking of this card's drawings is part of the decision's work.
      budget: Math.max(0, (options.budget ?? DEFAULT_BUDGET) - valuer.work),
      ...ambushOutlook(view, deck),
      deep: options.deep ?? DEFAULT_DEEP,
      deepDraws: options.deepDraws ?? DEFAULT_DEEP_DRAWS,
      deepCards: options.deepCards ?? DEFAULT_DEEP_CARDS,
      depth,
      rollouts:
        (options.rollouts ?? DEFAULT_ROLLOUTS) > 0
          ? {
              top: options.rolloutTop ?? ROLLOUT_TOP,
              samples: options.rollouts ?? DEFAULT_ROLLOUTS,
              depth: 64,
              budget: options.rolloutBudget ?? ROLLOUT_BUDGET,
              mix: options.rolloutMix ?? ROLLOUT_MIX,
              rng: new Rng(seedRng(`${String(options.seed ?? 0)}/${view.log.length}/rollouts`)),
            }
          : null,
      orders: depth > 0 ? continuationOrders(deck.shapes, new Rng(seedRng(`${String(options.seed ?? 0)}/${view.log.length}/orders`))) : [],
    })[0]!;
  }
  return { action: drawAction(task.player, best), value: best.value };
}

/**
 * Solo walk (or the table's walk option): the ambush cards not yet out of the game, any of which may
 * be in the deck, and the chance that the next card is one of them (the deck's unknown cards are
 * ambushes or heroes in proportion).
 */
function ambushOutlook(view: GameView, deck: DeckKnowledge): { ambushes: AmbushCard[]; ambushChance: number } {
  const walks = view.options.players === 1 || view.options.ambushPlacement === 'walk';
  const removed = new Set(view.removed);
  const out = Object.values(view.cards).filter((c) => !removed.has(c.id));
  const ambushes = out.filter((c): c is AmbushCard => c.kind === 'ambush');
  const heroes = out.filter((c) => c.kind === 'hero').length;
  if (!walks || ambushes.length === 0 || view.deck === 0) return { ambushes: [], ambushChance: 0 };
  return { ambushes, ambushChance: (deck.unknown / view.deck) * (ambushes.length / (ambushes.length + heroes)) };
}

/** The sheet's owner's value of it; a monster drawn on someone else's sheet should make it least. */
function ownerValuer(view: GameView, weights: ValueWeights, from: number): Valuer {
  return new Valuer(view, Math.min(from, view.seasons.length), view.seasons.length, weights);
}

function monsterDecision(view: GameView, task: MonsterTask, weights: ValueWeights): BotDecision {
  const sheet = view.sheets[task.sheet]!;
  const card = view.cards[task.card] as AmbushCard;
  const p = Position.of(sheet);
  const valuer = ownerValuer(view, weights, view.season);
  // Monster spaces inside a hero's pattern are destroyed at once (docs/RULES.md §7).
  const marks = new Int32Array(R);
  for (const i of sheet.heroMarks) marks[(i / sheet.grid.cols) | 0]! |= 1 << (i % sheet.grid.cols);
  let best: { cells: Cell[]; value: number } | null = null;
  const consider = (masks: readonly number[], row: number, col: number, cells: () => Cell[]) => {
    const live = masks.map((m, i) => (m << col) & ~marks[row + i]!);
    const dead = masks.map((m, i) => (m << col) & marks[row + i]!);
    p.drawRows(row, live, 0, FILL_CODE.monster, false);
    p.drawRows(row, dead, 0, FILL_CODE.destroyed, false);
    const v = valuer.value(p);
    p.takeBack();
    p.takeBack();
    if (!best || v < best.value) best = { cells: cells(), value: v };
  };
  const found = forEachPlacement(p.board, card, false, (s, row, col) => consider(s.masks, row, col, () => cellsAt(s, row, col)));
  if (found === 0) for (const cell of emptyCells(p)) consider([1 << cell[1]], cell[0], 0, () => [cell]);
  const chosen = best as { cells: Cell[]; value: number } | null;
  return { action: { type: 'monster', player: task.player, cells: chosen ? chosen.cells : [] }, value: chosen ? chosen.value : null };
}

function emptyCells(p: Position): Cell[] {
  const out: Cell[] = [];
  const b = p.board;
  for (let r = 0; r < b.rows; r++) for (let c = 0; c < b.cols; c++) if ((b.m[FILL_CODE.empty * R + r]! >>> c) & 1) out.push([r, c]);
  return out;
}

function destroyDecision(view: GameView, task: DestroyTask, weights: ValueWeights): BotDecision {
  const own = task.sheet === task.player;
  // After scoring, this season is already counted: the choice matters from the next one on.
  const valuer = ownerValuer(view, weights, view.stage === 'effects' ? view.season + 1 : view.season);
  const p = Position.of(view.sheets[task.sheet]!);
  const left = task.options.slice();
  const chosen: Cell[] = [];
  let value: number | null = null;
  for (let k = 0; k < task.count && left.length > 0; k++) {
    let at = 0;
    let best = 0;
    left.forEach((cell, i) => {
      const code = FILL_CODE.destroyed;
      const was = codeAt(p.board, cell[0], cell[1]);
      setFill(p.board, cell[0], cell[1], code);
      const v = valuer.value(p) * (own ? 1 : -1);
      setFill(p.board, cell[0], cell[1], was);
      if (i === 0 || v > best) (best = v), (at = i);
    });
    const [cell] = left.splice(at, 1);
    setFill(p.board, cell![0], cell![1], FILL_CODE.destroyed);
    chosen.push(cell!);
    value = own ? best : -best;
  }
  return { action: { type: 'destroy', player: task.player, cells: chosen }, value };
}

function heroDecision(view: GameView, task: HeroTask, weights: ValueWeights): BotDecision {
  const sheet = view.sheets[task.sheet]!;
  const hero = view.cards[task.card] as HeroCard;
  const valuer = ownerValuer(view, weights, view.season);
  let best: { cell: Cell; value: number } | null = null;
  for (const cell of emptyCells(Position.of(sheet))) {
    const v = valuer.value(Position.of(placeHero(sheet, cell, hero).sheet));
    if (!best || v > best.value) best = { cell, value: v };
  }
  const chosen = best as { cell: Cell; value: number } | null;
  return { action: { type: 'hero', player: task.player, cell: chosen ? chosen.cell : [0, 0] }, value: chosen ? chosen.value : null };
}

/** For each card, the others in a random order (the bot's own generator): what follows it in a continuation. */
function continuationOrders(cards: readonly ExploreCard[], rng: Rng): ExploreCard[][] {
  return cards.map((card) => {
    const rest = cards.filter((c) => c !== card);
    for (let i = rest.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [rest[i], rest[j]] = [rest[j]!, rest[i]!];
    }
    return rest;
  });
}
