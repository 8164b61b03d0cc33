/**
 * The statecharts and view models hold no words of any language: what they want said travels as
 * codes and values (Refusal, TableNotice), and the view models word their lines through a
 * TableWording that the element passes in, in its reader's language
 * (components/words/table-wording.ts). So a language switch re-words a running game without
 * touching its state.
 */
import type { ViolationParams } from '../../src/codes.ts';
import type { Card } from '../../src/content/types.ts';
import type { TaskKind } from '../../src/game/types.ts';
import type { Phase } from './phase.ts';
import type { DailyDate } from '../../src/game/daily.ts';

/** A refused action: the engine's code and values, and its English sentence for codes an element does not know. */
export interface Refusal {
  readonly code: string;
  readonly params?: ViolationParams;
  readonly message: string;
}

/** The table's own announcements and problems, kept in its context as data. */
export type TableNotice =
  | { readonly kind: 'resumed' }
  | { readonly kind: 'started'; readonly players: number; readonly code: string }
  | { readonly kind: 'tutorial' }
  | { readonly kind: 'daily'; readonly date: DailyDate }
  | { readonly kind: 'daily.unavailable'; readonly problem: string }
  | { readonly kind: 'hint.failed'; readonly problem: string }
  | { readonly kind: 'bot.stuck'; readonly problem: string }
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  /** online: the host (seat `by`) played this seat's turn: it was past the deadline, or had left */
  | { readonly kind: 'skipped'; readonly by: number }
  | { readonly kind: 'save.unreadable'; readonly problem: SaveProblem }
  /** `code`: the engine's or the validator's code of what stopped the replay (shown as is, for a bug report); none when it was not a refusal with a code */
  | { readonly kind: 'save.unresumable'; readonly code?: string };

/**
 * Why a saved game could not be read, as data (the element words it): not JSON, JSON with no
 * format (not a save of this app at all), a format this version does not know (named), or this
 * version's format without its game or setup.
 */
export type SaveProblem =
  | { readonly reason: 'not-json' }
  | { readonly reason: 'no-format' }
  | { readonly reason: 'unknown-format'; readonly format: string }
  | { readonly reason: 'incomplete' };

/** What a task asks of the player at the device, for its sentence. */
export interface TaskWords {
  readonly kind: TaskKind;
  readonly card: Pick<Card, 'id' | 'name'>;
  /** the name of the player whose map it is drawn on */
  readonly owner: string;
  readonly ruins: boolean;
  /** no shape fits: a single square instead */
  readonly fallback: boolean;
  /** destroy: how many spaces */
  readonly count: number;
}

/** The line under the placement controls when nothing is refused. */
export type PlacementHint = 'destroy.choose' | 'destroy.chosen' | 'placed' | 'hero.point' | 'point';

/** How the player at the device last played (the status line says the next thing for that): not game state. */
export type InputDevice = 'mouse' | 'touch' | 'keyboard';

export interface TableWording {
  /** the language the lines are worded in now (a view model keeps what it worded per language); none: always the same */
  locale?(): string;
  /** the name of a player who gave none ("Player 2"); `p` counts from 0 */
  player(p: number): string;
  /** a card's name in the reader's language (season, explore, ambush, hero, scoring) */
  card(card: Pick<Card, 'id' | 'name'>): string;
  /** a solo title in the reader's language (the English title as printed) */
  soloTitle(title: string): string;
  /** "Spring: everyone draws" */
  phase(season: string, phase: Phase): string;
  /** the play screen's heading in a daily challenge: "Daily challenge, 27 November 2026" */
  dailyHeading(date: DailyDate): string;
  /** "Ada's map" */
  mapOf(name: string): string;
  /** nobody named: "Waiting for the other players." */
  waitingForOthers(): string;
  /** "Waiting for 2 players." */
  waitingCount(n: number): string;
  /** "Waiting for Ada and Bo." */
  waitingFor(names: readonly string[]): string;
  /** online, before the game starts */
  seated(names: readonly string[], seats: number): string;
  connecting(): string;
  /** online, a confirmed move not yet answered: "Sending your move…" */
  sending(): string;
  /** the same while the server cannot be reached */
  sendingWhenBack(): string;
  /** after the last season */
  nextSeason(): string;
  task(task: TaskWords): string;
  /** the status line for the input device the player last used */
  hint(hint: PlacementHint, device: InputDevice): string;
  refusal(refusal: Refusal): string;
}
