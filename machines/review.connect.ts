/**
 * The review screen's view model (the connect pattern): from the table's review progress to the
 * rows and the two maps `<carto-review>` shows, and the intents its keys and buttons send. Words are
 * the element's (it says them in the reader's language); this gives it names and numbers.
 */
import type { MapGrid } from '../src/grid/grid.ts';
import { ghostOfAction, type Ghost } from './placement.connect.ts';
import type { TableEvent } from './table/context.ts';
import type { ReviewTableView } from './table.connect.ts';
import type { ReviewTurn } from './table/review.ts';
import type { TableWording } from './table/wording.ts';

export interface ReviewRow {
  readonly index: number;
  /** the season's name ("Spring"), in the reader's language */
  readonly season: string;
  /** the card's name, in the reader's language */
  readonly card: string;
  /** stars the player's move led to by the end (null until worked out) */
  readonly yours: number | null;
  /** stars the computer's move led to (null until worked out) */
  readonly bot: number | null;
  /** stars lost to the computer's move (negative: the player's was better) */
  readonly cost: number | null;
  readonly costly: boolean;
}

export interface ReviewView {
  readonly rows: readonly ReviewRow[];
  readonly done: number;
  readonly total: number;
  readonly problem: string;
  /** the player's real final score */
  readonly final: number;
  /** the turn shown on the two maps */
  readonly selected: number;
  readonly maps: {
    readonly grid: MapGrid;
    readonly yours: Ghost | undefined;
    readonly bot: Ghost | undefined;
  } | null;
}

const known = (n: number) => (Number.isFinite(n) ? n : null);

export function connectReview(c: ReviewTableView | null, w: Pick<TableWording, 'card'>): ReviewView | null {
  if (!c) return null;
  const review = c.review;
  const shown = c.shown;
  if (!review || !shown) return null;
  const name = (t: ReviewTurn) => {
    const card = shown.cards[t.card];
    return card ? w.card(card) : t.card;
  };
  const rows = review.turns.map((t) => ({
    index: t.index,
    season: shown.seasons[t.season] ? w.card(shown.seasons[t.season]!) : '',
    card: name(t),
    yours: known(t.yours.stars),
    bot: t.bot?.stars ?? null,
    cost: t.cost,
    costly: t.costly,
  }));
  const selected = Math.min(c.reviewTurn, Math.max(0, rows.length - 1));
  const turn = review.turns[selected];
  return {
    rows,
    done: review.done,
    total: review.turns.length,
    problem: review.problem,
    final: shown.result?.players.find((p) => p.player === review.player)?.total ?? 0,
    selected,
    maps: turn ? { grid: turn.grid, yours: ghostOfAction(turn.yours.action), bot: ghostOfAction(turn.bot?.action) } : null,
  };
}

/** What a key does on the review's list of turns (arrows, Home, End), or null. */
export function reviewKeyEvent(view: Pick<ReviewView, 'selected' | 'total'>, key: string): TableEvent | null {
  const last = view.total - 1;
  const to =
    key === 'ArrowDown' || key === 'ArrowRight'
      ? view.selected + 1
      : key === 'ArrowUp' || key === 'ArrowLeft'
        ? view.selected - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  if (to === null || last < 0) return null;
  return { type: 'table.review.turn', turn: Math.max(0, Math.min(last, to)) };
}
