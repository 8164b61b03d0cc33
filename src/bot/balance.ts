/**
 * The balance report of a designer's card, by simulation: seeded solo games played by the computer
 * player (the look-ahead bot and the greedy one).
 *
 * A scoring card is compared with the official cards of its stack on the very same deals: game g of
 * every card uses the same seed and puts the card under the same edict letter (letters rotate from
 * game to game, so each card is scored in every pair of seasons alike), and the bot plays to win.
 * The report gives the card's stars in each season it is scored, next to the official cards', and
 * a solo value in line with theirs, with its 95% spread (src/bot/balance-stats.ts). An explore,
 * ambush or hero card: src/bot/balance-decks.ts.
 *
 * The editor and `carto balance` run the same report by default (BALANCE_GAMES games, seed
 * BALANCE_SEED, both players), so they suggest the same value; more games narrow its spread.
 *
 * A generator: it yields after every game (progress for a bar) and returns the report, so the
 * command line runs it straight through and the editor runs it in a Web Worker. Pure: no clock.
 */
import { playBotGame } from './play.ts';
import { playTable } from '../content/play-table.ts';
import { validatePack } from '../content/load.ts';
import { ContentError, type Problem } from '../content/problems.ts';
import type { Draft } from '../content/draft.ts';
import { EDICT_LETTERS, type ScoringStack } from '../content/stacks.ts';
import type { TableContent } from '../content/combine.ts';
import type { ScoringCard } from '../content/types.ts';
import { CartoError } from '../errors.ts';
import { BALANCE_LEVELS, botFor, OFFICIAL_IDS, type BalanceLevel, type BalanceOptions, type BalanceProgress } from './balance-setup.ts';
import { distribution, suggestSolo, type Distribution, type Interval } from './balance-stats.ts';
import { ambushRun, exploreRun, heroRun, type DeckBalance, type ExploreBalance } from './balance-decks.ts';

export type { Distribution, Interval } from './balance-stats.ts';
export type { DeckBalance, DeckCardResult, ExploreBalance, ExploreUse } from './balance-decks.ts';

export {
  BALANCE_BUDGET,
  BALANCE_GAMES,
  BALANCE_LEVELS,
  BALANCE_SEED,
  OFFICIAL_IDS,
  type BalanceLevel,
  type BalanceOptions,
  type BalanceProgress,
} from './balance-setup.ts';

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
  /** Its 95% spread (null with too few games to tell). */
  readonly soloInterval: Interval | null;
}

export type BalanceReport = ScoringBalance | ExploreBalance | DeckBalance;

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
  if (card.kind === 'ambush') return yield* ambushRun(table, card, levels, options);
  // A hero is measured in the game that has heroes, whatever the game the pack is played in.
  if (card.kind === 'hero') return yield* heroRun(options.game === 'heroes' ? table : tableOf(draft, { ...options, game: 'heroes' }), card, levels, options);
  throw new CartoError('balance.kind', `the balance report covers scoring, explore, ambush and hero cards; "${cardId}" is a ${card.kind} card`);
}

function* scoringRun(
  table: TableContent,
  card: ScoringCard,
  levels: readonly BalanceLevel[],
  options: BalanceOptions,
): Generator<BalanceProgress, ScoringBalance> {
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
  const level = levels[0]!;
  const solo = suggestSolo(cards.map((c) => ({ designer: c.designer, solo: c.solo, stars: c.perSeason[level] })));
  return {
    kind: 'scoring',
    card: card.id,
    stack: card.stack,
    games: options.games,
    seed: options.seed,
    cards,
    suggestedSolo: solo.value,
    soloInterval: solo.interval,
  };
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
