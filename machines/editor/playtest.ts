/**
 * "Play this pack" (machines/editor.machine.ts): the table a pack is played on, built from the
 * designer's pack or from a shared one played without copying it, or why it cannot be.
 */
import { playTable } from '../../src/content/play-table.ts';
import type { EditorContext, EditorNotice } from './context.ts';

/** The table of the designer's pack (`shared`: of the shared pack), or the problems that stop play. */
export function builtTable(c: EditorContext, shared = false): Partial<EditorContext> {
  const draft = shared && c.shared ? c.shared.draft : c.draft;
  const problems = shared && c.shared ? c.shared.problems : c.problems;
  const played = playTable(draft, problems, c.playtest);
  if (!Array.isArray(played)) return { table: played.table, playingShared: shared, playWarnings: played.warnings, playProblems: [], notice: null };
  return {
    table: null,
    playingShared: false,
    playWarnings: [],
    playProblems: played,
    notice: { kind: 'play.blocked', count: played.length } satisfies EditorNotice,
  };
}

/** The table to resume after a reload: the designer's pack was being played (and still can be), or none. */
export function resumedTable(c: EditorContext, playing: boolean | undefined): Partial<EditorContext> {
  if (!playing) return {};
  const played = playTable(c.draft, c.problems, c.playtest);
  return Array.isArray(played) ? {} : { table: played.table, playWarnings: played.warnings };
}
