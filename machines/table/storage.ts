/**
 * Saving a running game in the browser so that a reload resumes exactly where it was. What is kept is
 * the canonical saved game (seed + log, docs/DESIGN.md §2) plus the table's setup; the state is rebuilt by
 * replaying it, so a save never goes stale against the engine. The format is versioned: a save from
 * another version is set aside (kept under a backup key), never silently misread.
 */
import type { SavedGame } from '../../src/game/types.ts';
import type { GameContent } from '../../src/game/types.ts';
import type { TableSetup } from './setup.ts';
import type { TentativeChoice } from '../placement.machine.ts';
import type { TutorialProgress } from './tutorial.ts';
import type { SaveProblem } from './wording.ts';
import { isObject } from './untrusted.ts';

/** Set once the guided game has been offered (taken or declined), so it is offered on the first visit only. */
export const tutorialOfferedKey = (key: string) => `${key}.tutorial-offered`;

export const SAVE_FORMAT = 'carto-live-save/1';

/** What saving needs of localStorage (tests and other hosts pass their own). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LocalSave {
  readonly format: typeof SAVE_FORMAT;
  readonly setup: TableSetup;
  readonly game: SavedGame;
  /** a custom table (a designer's pack), kept whole because it is in no official pack */
  readonly table?: GameContent;
  /** seasons whose end screen was seen: a reload on a season summary returns to it, and only then */
  readonly seasonsSeen?: number;
  /** the acting player's unconfirmed choice, for the task `key` (a reload puts it back) */
  readonly tentative?: SavedTentative;
  /** the guided first game's progress */
  readonly tutorial?: TutorialProgress;
}

export interface SavedTentative {
  readonly key: string;
  readonly choice: TentativeChoice;
}

export type LoadResult = { readonly save: LocalSave } | { readonly none: true } | { readonly problem: SaveProblem };

/** What a save keeps besides the game: the table's own content, the seasons seen, the unconfirmed choice. */
export interface SaveExtras {
  readonly table?: GameContent;
  readonly seasonsSeen?: number;
  readonly tentative?: SavedTentative | null;
  readonly tutorial?: TutorialProgress | null;
}

export function writeSave(storage: StorageLike, key: string, setup: TableSetup, game: SavedGame, extras: SaveExtras = {}): void {
  const { table, seasonsSeen, tentative, tutorial } = extras;
  const save: LocalSave = {
    format: SAVE_FORMAT,
    setup,
    game,
    ...(table ? { table } : {}),
    ...(seasonsSeen !== undefined ? { seasonsSeen } : {}),
    ...(tentative ? { tentative } : {}),
    ...(tutorial ? { tutorial } : {}),
  };
  storage.setItem(key, JSON.stringify(save));
}

export function readSave(storage: StorageLike, key: string): LoadResult {
  const text = storage.getItem(key);
  if (text === null) return { none: true };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return setAside(storage, key, text, { reason: 'not-json' });
  }
  const format = isObject(data) ? data.format : undefined;
  if (!isObject(data) || typeof format !== 'string' || format === '') return setAside(storage, key, text, { reason: 'no-format' });
  if (format !== SAVE_FORMAT) return setAside(storage, key, text, { reason: 'unknown-format', format: format.slice(0, 60) });
  if (!isSave(data)) return setAside(storage, key, text, { reason: 'incomplete' });
  return { save: data };
}

/** A save's frame: its setup and its game are objects (the game is checked whole when it is replayed, src/game/replay.ts). */
function isSave(data: { readonly [key: string]: unknown }): data is { readonly [key: string]: unknown } & LocalSave {
  return isObject(data.setup) && isObject(data.game);
}

export function clearSave(storage: StorageLike, key: string): void {
  storage.removeItem(key);
}

function setAside(storage: StorageLike, key: string, text: string, problem: SaveProblem): LoadResult {
  // Keep the unreadable save where a person can recover it, and start clean.
  storage.setItem(`${key}.unreadable`, text);
  storage.removeItem(key);
  return { problem };
}
