/**
 * A pack shared by link, seen from both ends (machines/editor.machine.ts): the designer's link, and
 * the recipient's read-only view of what came with one, which they may play as it is, or take into
 * their editor by adding its cards to their pack or replacing their pack with it (one undo step).
 */
import { CartoError } from '../../src/errors.ts';
import { addPackCards } from '../../src/content/draft.ts';
import { readShareFragment, SHARE_KEY, shareFragment } from '../../src/content/share.ts';
import { edited } from './history.ts';
import type { EditorContext, EditorNotice } from './context.ts';

/** The pack in the address's fragment, or why it cannot be opened; a fragment without a pack changes nothing. */
export function openShared(fragment: string): Partial<EditorContext> {
  try {
    const shared = readShareFragment(fragment);
    return shared ? { shared, notice: null } : {};
  } catch (e) {
    return { shared: null, notice: { kind: 'shared.failed', problem: e instanceof CartoError ? e.message : String(e) } satisfies EditorNotice };
  }
}

/** The shared pack taken into the editor: its cards added to the designer's, or in place of them. */
export function copyShared(c: EditorContext, mode: 'add' | 'replace' = 'replace'): Partial<EditorContext> {
  const shared = c.shared!.draft;
  if (mode === 'replace') return { ...edited(c, { draft: shared, selected: null }), shared: null };
  const { draft, count } = addPackCards(c.draft, shared);
  return { ...edited(c, { draft, selected: null }), shared: null, notice: { kind: 'shared.added', count } satisfies EditorNotice };
}

/** Whether an address fragment (with or without '#') carries a pack, readable or not. */
export function carriesPack(fragment: string): boolean {
  return new URLSearchParams(fragment.replace(/^#/, '')).has(SHARE_KEY);
}

/** Whether the designer's pack fits in a link. */
export const fitsLink = (c: EditorContext): boolean => shareFragment(c.draft) !== null;

/** "Share by link": the link's fragment, or (a pack too big for a link) null and the notice that its file was downloaded instead. */
export function shared(c: EditorContext): Partial<EditorContext> {
  const fragment = shareFragment(c.draft);
  return fragment !== null ? { shareFragment: fragment, notice: null } : { shareFragment: null, notice: { kind: 'share.too-big' } satisfies EditorNotice };
}
