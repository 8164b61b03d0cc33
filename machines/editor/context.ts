/**
 * The editor statechart's vocabulary (machines/editor.machine.ts): what it holds, what it is told,
 * what it tells the element. Data only: the element words every notice in the reader's language.
 */
import type { Paper } from '../../src/print/sheets.ts';
import type { PrintLabels } from '../../src/print/cards.ts';
import type { Problem } from '../../src/content/problems.ts';
import type { CardKind } from '../../src/content/types.ts';
import type { TableContent } from '../../src/content/combine.ts';
import type { Fill } from '../../src/grid/fills.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import type { Draft, NewCardWords } from '../../src/content/draft.ts';
import type { CardTextWarning } from '../../src/content/card-texts.ts';
import type { SharedPack } from '../../src/content/share.ts';
import type { PlaytestOptions, PlaytestWarning } from '../../src/content/play-table.ts';
import type { Download } from '../../src/content/test-case.ts';

/** What the editor tells the designer, as data: the element words it in the reader's language. */
export type EditorNotice =
  | { readonly kind: 'import.failed'; readonly problem: string }
  | { readonly kind: 'testcase.refused' }
  | { readonly kind: 'play.blocked'; readonly count: number }
  | { readonly kind: 'shared.failed'; readonly problem: string }
  | { readonly kind: 'share.too-big' }
  | { readonly kind: 'print.blocked'; readonly count: number }
  | { readonly kind: 'print.failed'; readonly problem: string }
  /** the shared pack's cards were added to the designer's pack (`count` cards) */
  | { readonly kind: 'shared.added'; readonly count: number };

/** The card shown in the detail pane: its file and position. */
export interface Selection {
  readonly file: string;
  readonly index: number;
}

/** What one undo step restores. */
export interface Snapshot {
  readonly draft: Draft;
  readonly sample: MapGrid;
  readonly selected: Selection | null;
}

/** What the element keeps across reloads; `playing`: the designer's pack was open in a game. */
export type SavedWork = Partial<Snapshot> & { readonly playtest?: PlaytestOptions; readonly playing?: boolean };

export interface EditorContext extends Snapshot {
  readonly past: readonly Snapshot[];
  readonly future: readonly Snapshot[];
  readonly problems: readonly Problem[];
  /** Scoring cards whose reworded text no longer names their rule's numbers or terrains (warnings: the pack stays valid). */
  readonly textWarnings: readonly CardTextWarning[];
  /** Why the last import, export or play did not happen, or null. */
  readonly notice: EditorNotice | null;
  /** The table being played, while `playing`. */
  readonly table: TableContent | null;
  /** Whose pack is played: the designer's own, or the shared one (played without copying it). */
  readonly playingShared: boolean;
  /** How the pack is played: in which game, which decks it replaces, whether its scoring cards are forced. */
  readonly playtest: PlaytestOptions;
  /** A pack opened from a link, shown read-only (already validated) until copied or closed. */
  readonly shared: SharedPack | null;
  /** The address fragment that shares the pack, after "share". */
  readonly shareFragment: string | null;
  /** What the designer should know about the table being played (a deck too short for a season). */
  readonly playWarnings: readonly PlaytestWarning[];
  /** Why the last "play" was refused (the pack's own problems, or the table's). */
  readonly playProblems: readonly Problem[];
  /** The field (file + pointer) being typed in: its keystrokes make one undo step. */
  readonly typingAt: string | null;
}

export interface EditorInput {
  /** Work saved before a reload. */
  readonly saved?: SavedWork;
}

/** A file to import: its name and a way to read its text (File.text(), or a pasted string). */
export interface ImportFile {
  readonly name: string;
  readonly read: () => Promise<string>;
}

export type EditorEvent =
  /** `typing`: a keystroke; the edits of one field typed in a row are one undo step */
  | { type: 'draft.edited'; file: string; pointer: string; value: unknown; typing?: boolean }
  | { type: 'draft.item.removed'; file: string; pointer: string }
  /** `from`: the id of an official card to start from (a copy under a fresh id) */
  | { type: 'card.added'; kind: CardKind; from?: string; words?: NewCardWords }
  | { type: 'card.removed'; file: string; index: number }
  | { type: 'card.selected'; file: string; index: number }
  /** back to the pack settings */
  | { type: 'card.deselected' }
  | { type: 'sample.painted'; row: number; col: number; fill: Fill }
  | { type: 'sample.cleared' }
  | { type: 'history.undone' }
  | { type: 'history.redone' }
  | { type: 'pack.created' }
  | { type: 'pack.imported'; files: readonly ImportFile[] }
  | { type: 'pack.exported' }
  | { type: 'testcase.exported'; file: string; index: number }
  | { type: 'play.started' }
  | { type: 'playtest.set'; options: PlaytestOptions }
  /** the page was opened with this address fragment, or it changed (it may carry a shared pack) */
  | { type: 'shared.opened'; fragment: string }
  /** take the shared pack: `replace` the designer's (the default), or `add` its cards to it */
  | { type: 'shared.copied'; mode?: 'add' | 'replace' }
  /** play the shared pack as it is, without copying it */
  | { type: 'shared.played' }
  | { type: 'shared.closed' }
  | { type: 'pack.shared' }
  /** print-and-play: the pack's cards and map sides as a PDF to download (`labels`: the words on the cards) */
  | { type: 'print.requested'; paper: Paper; labels?: PrintLabels }
  | { type: 'play.closed' };

export type EditorEmitted =
  | { type: 'editor.download'; files: readonly Download[] }
  /** a game starts afresh (not resumed after a reload): the element forgets the one saved before */
  | { type: 'editor.game.fresh'; shared: boolean };
