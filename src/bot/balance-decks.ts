/**
 * The balance report of a designer's deck card (src/bot/balance.ts tells the scoring card's).
 *
 * An explore card is shuffled into the game's deck: the report says how often it is drawn, and how
 * often its shape is drawn rather than the 1x1 fallback, with each option and terrain chosen.
 *
 * An ambush or hero card is compared with the official cards of its kind in the game (the base game's
 * ambushes; Heroes' heroes) on the very same deals:
 * game g of every card uses the same seed with that card alone in its deck, so it comes out in
 * spring, shuffled into the same explore cards. An ambush is measured by the stars its monster
 * costs the player over the game; a hero by the player's whole score, which it is there to raise.
 */
import { playBotGame } from './play.ts';
import type { TableContent } from '../content/combine.ts';
import type { AmbushCard, HeroCard } from '../content/types.ts';
import { botFor, OFFICIAL_IDS, type BalanceLevel, type BalanceOptions, type BalanceProgress } from './balance-setup.ts';
import { distribution, round2, type Distribution } from './balance-stats.ts';

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

/** One ambush or hero card's measure, per game, by player level. */
export interface DeckCardResult {
  readonly id: string;
  readonly name: string;
  readonly designer: boolean;
  readonly perGame: Readonly<Partial<Record<BalanceLevel, Distribution>>>;
}

export interface DeckBalance {
  readonly kind: 'ambush' | 'hero';
  readonly card: string;
  readonly games: number;
  readonly seed: string;
  /** What each game gives: `monsters`, the stars lost to monsters (an ambush); `score`, the player's total (a hero). */
  readonly measure: 'monsters' | 'score';
  /** The designer's card first, then the official cards of its kind. */
  readonly cards: readonly DeckCardResult[];
}

type LogEntry = {
  readonly action: { readonly type: string; readonly card?: string; readonly option?: number; readonly terrain?: string };
  readonly outcome?: { readonly card?: string };
};

export function* exploreRun(
  table: TableContent,
  cardId: string,
  levels: readonly BalanceLevel[],
  options: BalanceOptions,
): Generator<BalanceProgress, ExploreBalance> {
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
          if (option >= 0) placed++, (perOption[option] = (perOption[option] ?? 0) + 1);
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

function* deckRun<C extends AmbushCard | HeroCard>(
  table: TableContent,
  card: C,
  deck: 'ambush' | 'heroes',
  measure: DeckBalance['measure'],
  levels: readonly BalanceLevel[],
  options: BalanceOptions,
): Generator<BalanceProgress, DeckBalance> {
  // Beside the official cards of its kind that the game deals (the designer's other cards are not the yardstick).
  const official = (table[deck] as readonly (AmbushCard | HeroCard)[]).filter((c) => OFFICIAL_IDS.has(c.id) && c.id !== card.id) as unknown as readonly C[];
  const candidates = [card, ...official];
  const total = candidates.length * levels.length * options.games;
  let done = 0;
  const cards: DeckCardResult[] = [];
  for (const c of candidates) {
    // The card alone in its deck: the same deals for every card compared.
    const byId = { ...table.byId, [c.id]: c };
    const alone: TableContent = c.kind === 'ambush' ? { ...table, ambush: [c as AmbushCard], byId } : { ...table, heroes: [c as HeroCard], byId };
    const perGame: Partial<Record<BalanceLevel, Distribution>> = {};
    for (const level of levels) {
      const samples: number[] = [];
      for (let g = 0; g < options.games; g++) {
        const game = playBotGame(alone, { players: 1 }, `${options.seed}/${g}`, [botFor(level, options)]);
        const seasons = game.state.scores[0]!;
        samples.push(measure === 'monsters' ? -seasons.reduce((s, x) => s + x.monsters, 0) : seasons.reduce((s, x) => s + x.total, 0));
        yield { done: ++done, total };
      }
      perGame[level] = distribution(samples);
    }
    cards.push({ id: c.id, name: c.name, designer: c === card, perGame });
  }
  return { kind: card.kind, card: card.id, games: options.games, seed: options.seed, measure, cards };
}

/** An ambush: the stars its monster costs, beside the official ambushes'. */
export function ambushRun(
  table: TableContent,
  card: AmbushCard,
  levels: readonly BalanceLevel[],
  options: BalanceOptions,
): Generator<BalanceProgress, DeckBalance> {
  return deckRun(table, card, 'ambush', 'monsters', levels, options);
}

/** A hero: the player's score with it, beside the official heroes'. */
export function heroRun(
  table: TableContent,
  card: HeroCard,
  levels: readonly BalanceLevel[],
  options: BalanceOptions,
): Generator<BalanceProgress, DeckBalance> {
  return deckRun(table, card, 'heroes', 'score', levels, options);
}
