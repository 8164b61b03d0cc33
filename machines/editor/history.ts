/**
 * Undo and redo of the editor (machines/editor.machine.ts): every edit pushes what it replaces, and
 * validates the pack again at once, so the problem list always describes what is on screen.
 */
import { validatePack } from '../../src/content/load.ts';
import { cardTextWarnings, followRules } from '../../src/content/card-texts.ts';
import type { EditorContext, Snapshot } from './context.ts';

/** Undo keeps this many steps; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

export function snapshot(c: Snapshot): Snapshot {
  return { draft: c.draft, sample: c.sample, selected: c.selected };
}

/** How many undo steps back a card's text is judged against its last sound rule (a rule is unsound for a step or two while edited). */
const FOLLOW_BACK = 20;

/** The context after an edit: the old state pushed for undo, redo cleared, the pack validated again. */
export function edited(c: EditorContext, next: Partial<Snapshot>): Partial<EditorContext> {
  // A generated card text follows its rule (until the designer rewords it).
  const draft = next.draft
    ? followRules(
        [
          c.draft,
          ...c.past
            .slice(-FOLLOW_BACK)
            .map((p) => p.draft)
            .reverse(),
        ],
        next.draft,
      )
    : c.draft;
  return {
    ...next,
    ...(next.draft ? { draft } : {}),
    past: [...c.past, snapshot(c)].slice(-HISTORY_LIMIT),
    future: [],
    problems: draft === c.draft ? c.problems : validatePack(draft),
    textWarnings: draft === c.draft ? c.textWarnings : cardTextWarnings(draft),
    notice: null,
    playProblems: [],
    typingAt: null,
  };
}

/** The context with an undo (or redo) step put back. */
export function restore(c: EditorContext, s: Snapshot): Partial<EditorContext> {
  return {
    ...s,
    problems: s.draft === c.draft ? c.problems : validatePack(s.draft),
    textWarnings: s.draft === c.draft ? c.textWarnings : cardTextWarnings(s.draft),
    notice: null,
    typingAt: null,
  };
}

/** One step back. */
export function undone(c: EditorContext): Partial<EditorContext> {
  return { ...restore(c, c.past[c.past.length - 1]!), past: c.past.slice(0, -1), future: [snapshot(c), ...c.future] };
}

/** One step forward again. */
export function redone(c: EditorContext): Partial<EditorContext> {
  return { ...restore(c, c.future[0]!), past: [...c.past, snapshot(c)], future: c.future.slice(1) };
}
