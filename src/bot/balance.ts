/**
 * The balance report of a designer's card, by simulation: seeded solo games played by the computer
 * player (the look-ahead bot and the greedy one).
 *
 * A scoring card is compared with the official cards of its stack on the very same deals: game g of
 * every card uses the same seed and puts the card under the same edict letter (letters rotate from
 * game to game, so each card is scored in every pair of seasons alike), and the bot plays to win.
 * The report gives the card's stars in each season it is scored, next to the official cards', and
 * a solo value in line with theirs (their printed solo values over their average stars, times the
 * card's average). An explore card is shuffled into the game's deck: the report says how often it
 * is drawn, and how often its shape is drawn rather than the 1x1 fallback, with each option and
 * terrain chosen.
 *
 * A generator: it yields after every game (progress for a bar) and returns the report, so the
 * command line runs it straight through and the editor runs it in a Web Worker. Pure: no clock.
 */
import type { BotOptions } from './decide.ts';
import { playBotGame } from './play.ts';
import { playTable, type PlaytestOptions } from '../content/play-table.ts';
import { validatePack } from '../content/load.ts';
import { ContentError, type Problem } from '../content/problems.ts';
import type { Draft } from '../content/draft.ts';
import { EDICT_LETTERS, type ScoringStack } from '../content/stacks.ts';
import type { TableContent } from '../content/combine.ts';
import type { ScoringCard } from '../content/types.ts';
import { CartoError } from '../errors.ts';
import { officialPacks } from '../content/official.ts';

const OFFICIAL_IDS = new Set(officialPacks.flatMap((p) => Object.keys(p.byId)));

/** The players the report is run with. */
export const BALANCE_LEVELS = ['lookahead', 'greedy'] as const;
export type BalanceLevel = (typeof BALANCE_LEVELS)[number];

/** The look-ahead's budget in the report: its best two candidates only, so that hundreds of games take minutes, not hours. */
export const BALANCE_BUDGET = 1_500;

export interface BalanceOptions {
  /** Games per card compared (each a solo game). */
  readonly games: number;
  readonly seed: string;
  /** Default: both. */
  readonly levels?: readonly BalanceLevel[];
  /** Look-ahead positions per decision (default BALANCE_BUDGET). */
  readonly budget?: number;
  /** The game the card is played in (default: the base game). */
  readonly game?: PlaytestOptions['game'];
}

export interface Distribution {
  /** every sample, in game order */
  readonly samples: readonly number[];
  readonly mean: number;
  readonly min: number;
  readonly max: number;
}

export interface CardStars {
  readonly id: string;
  readonly name: string;
  readonly designer: boolean;
  readonly solo: number;
  /** Stars per season the card is scored, by player level. */
  readonly perSeason: Readonly<Partial<Record<BalanceLevel, Distribution>>>;
}

export interface ScoringBalance {
  readonly kind: 'scoring';
  readonly card: string;
  readonly stack: ScoringStack;
  readonly games: number;
  readonly seed: string;
  /** The designer's card first, then the official cards of its stack. */
  readonly cards: readonly CardStars[];
  /** A solo value in line with the official cards' (by the strongest level run). */
  readonly suggestedSolo: number;
}

export interface ExploreUse {
  readonly games: number;
  /** times revealed, in all games */
  readonly drawn: number;
  readonly drawnPerGame: number;
  /** draws of its shape (not the 1x1 fallback) */
  readonly placed: number;
  readonly fallback: number;
  /** draws per option, by index */
  readonly options: readonly number[];
  readonly terrains: Readonly<Record<string, number>>;
  /** the official deck's cards, drawn per game on average (for comparison) */
  readonly deckDrawnPerGame: number;
}

export interface ExploreBalance {
  readonly kind: 'explore';
  readonly card: string;
  readonly games: number;
  readonly seed: string;
  readonly use: Readonly<Partial<Record<BalanceLevel, ExploreUse>>>;
}

export type BalanceReport = ScoringBalance | ExploreBalance;

export interface BalanceProgress {
  readonly done: number;
  readonly total: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function distribution(samples: number[]): Distribution {
  const n = samples.length;
  return { samples, mean: n ? round2(samples.reduce((a, b) => a + b, 0) / n) : 0, min: n ? Math.min(...samples) : 0, max: n ? Math.max(...samples) : 0 };
}

function botFor(level: BalanceLevel, options: BalanceOptions): BotOptions {
  return level === 'greedy' ? { level, seed: `${options.seed}/bot` } : { level, seed: `${options.seed}/bot`, budget: options.budget ?? BALANCE_BUDGET };
}

function tableOf(draft: Draft, options: BalanceOptions): TableContent {
  const problems: Problem[] = validatePack(draft);
  const out = playTable(draft, problems, { game: options.game ?? 'base', scoring: 'mix' });
  if (Array.isArray(out)) throw new ContentError(out, 'the pack');
  return out.table;
}

/** Runs the report for one card of the designer's pack. Throws a CartoError for an unknown card or a kind it cannot report on. */
export function* balanceRun(draft: Draft, cardId: string, options: BalanceOptions): Generator<BalanceProgress, BalanceReport> {
  if (!Number.isInteger(options.games) || options.games < 1) throw new CartoError('balance.games', 'the report needs at least one game');
  const table = tableOf(draft, options);
  const card = table.byId[cardId];
  const levels = options.levels?.length ? options.levels : BALANCE_LEVELS;
  if (!card || !Object.values(draft).some((f) => (f as { cards?: Array<{ id?: unknown }> })?.cards?.some?.((c) => c.id === cardId))) {
    throw new CartoError('balance.card', `the pack has no card "${cardId}"`);
  }
  if (card.kind === 'scoring') return yield* scoringRun(table, card, levels, options);
  if (card.kind === 'explore') return yield* exploreRun(table, cardId, levels, options);
  throw new CartoError('balance.kind', `the balance report covers scoring and explore cards; "${cardId}" is a ${card.kind} card`);
}

function* scoringRun(table: TableContent, card: ScoringCard, levels: readonly BalanceLevel[], options: BalanceOptions): Generator<BalanceProgress, ScoringBalance> {
  // Compared with the official cards of its stack (the designer's other cards are not the yardstick).
  const candidates = [card, ...table.scoring[card.stack].filter((c) => OFFICIAL_IDS.has(c.id))];
  const total = candidates.length * levels.length * options.games;
  let done = 0;
  const cards: CardStars[] = [];
  for (const c of candidates) {
    const perSeason: Partial<Record<BalanceLevel, Distribution>> = {};
    for (const level of levels) {
      const samples: number[] = [];
      for (let g = 0; g < options.games; g++) {
        const letter = EDICT_LETTERS[g % EDICT_LETTERS.length]!;
        const game = playBotGame(table, { players: 1, edicts: { [letter]: c.id } }, `${options.seed}/${g}`, [botFor(level, options)]);
        for (const season of game.state.scores[0]!) for (const e of season.edicts) if (e.card === c.id) samples.push(e.stars);
        yield { done: ++done, total };
      }
      perSeason[level] = distribution(samples);
    }
    cards.push({ id: c.id, name: c.name, designer: c === card, solo: c.solo, perSeason });
  }
  return { kind: 'scoring', card: card.id, stack: card.stack, games: options.games, seed: options.seed, cards, suggestedSolo: suggestSolo(cards, levels[0]!) };
}

/**
 * Printed solo value per average star per season, over the official cards, times the card's.
 * The printed values sum two seasons of a strong player: the ratio carries that scale.
 */
export function suggestSolo(cards: readonly CardStars[], level: BalanceLevel): number {
  const official = cards.filter((c) => !c.designer);
  const mine = cards.find((c) => c.designer);
  const stars = official.reduce((s, c) => s + (c.perSeason[level]?.mean ?? 0), 0);
  const solo = official.reduce((s, c) => s + c.solo, 0);
  if (!mine || official.length === 0) return 0;
  if (stars <= 0) return Math.round(solo / official.length);
  return Math.round((solo / stars) * (mine.perSeason[level]?.mean ?? 0));
}

type LogEntry = { readonly action: { readonly type: string; readonly card?: string; readonly option?: number; readonly terrain?: string }; readonly outcome?: { readonly card?: string } };

function* exploreRun(table: TableContent, cardId: string, levels: readonly BalanceLevel[], options: BalanceOptions): Generator<BalanceProgress, ExploreBalance> {
  const total = levels.length * options.games;
  const explore = table.byId[cardId]!;
  const optionCount = explore.kind === 'explore' ? explore.options.length : 0;
  const official = table.explore.filter((c) => OFFICIAL_IDS.has(c.id)).map((c) => c.id);
  let done = 0;
  const use: Partial<Record<BalanceLevel, ExploreUse>> = {};
  for (const level of levels) {
    let drawn = 0;
    let placed = 0;
    let fallback = 0;
    let deckDrawn = 0;
    const perOption = Array.from({ length: optionCount }, () => 0);
    const terrains: Record<string, number> = {};
    for (let g = 0; g < options.games; g++) {
      const game = playBotGame(table, { players: 1 }, `${options.seed}/${g}`, [botFor(level, options)]);
      for (const e of game.state.log as readonly LogEntry[]) {
        if (e.action.type === 'reveal') {
          if (e.action.card === cardId) drawn++;
          else if (official.includes(e.action.card ?? '')) deckDrawn++;
        }
        if (e.action.type === 'draw' && e.outcome?.card === cardId) {
          const option = e.action.option ?? -1;
          if (option >= 0) (placed++, (perOption[option] = (perOption[option] ?? 0) + 1));
          else fallback++;
          const t = e.action.terrain ?? '';
          terrains[t] = (terrains[t] ?? 0) + 1;
        }
      }
      yield { done: ++done, total };
    }
    use[level] = {
      games: options.games,
      drawn,
      drawnPerGame: round2(drawn / options.games),
      placed,
      fallback,
      options: perOption,
      terrains,
      deckDrawnPerGame: round2(deckDrawn / options.games / Math.max(1, official.length)),
    };
  }
  return { kind: 'explore', card: cardId, games: options.games, seed: options.seed, use };
}

/** Runs the whole report at once (the command line). */
export function balanceReport(draft: Draft, cardId: string, options: BalanceOptions, onProgress?: (p: BalanceProgress) => void): BalanceReport {
  const run = balanceRun(draft, cardId, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    onProgress?.(step.value);
  }
}
