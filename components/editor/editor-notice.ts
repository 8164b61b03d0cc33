/** The editor's notice (data from the editor statechart, machines/editor/context.ts) in the reader's language. */
import { msg, str } from '../../i18n/localization.ts';
import type { EditorNotice } from '../../machines/editor.machine.ts';

export function noticeText(n: EditorNotice): string {
  switch (n.kind) {
    case 'import.failed':
      return msg(str`Nothing was imported: ${n.problem}`);
    case 'testcase.refused':
      return msg('This card cannot be exported as a test case until its rule is valid.');
    case 'play.blocked':
      return n.count === 1
        ? msg('The pack cannot be played yet: 1 problem stops it (listed below).')
        : msg(str`The pack cannot be played yet: ${n.count} problems stop it (listed below).`);
    case 'shared.failed':
      return msg(str`The shared link cannot be opened: ${n.problem}`);
    case 'share.too-big':
      return msg('The pack is too big for a link: its file was downloaded instead, to share as a file (Import files opens it).');
    case 'print.blocked':
      return n.count === 1
        ? msg('Nothing was printed: the pack has 1 problem (listed below).')
        : msg(str`Nothing was printed: the pack has ${n.count} problems (listed below).`);
    case 'print.failed':
      return msg(str`Nothing was printed: ${n.problem}`);
    case 'shared.added':
      return n.count === 1
        ? msg('The shared card was added to your pack (Undo takes it out again).')
        : msg(str`The shared pack’s ${n.count} cards were added to your pack (Undo takes them out again).`);
  }
}
