// The card editor page (editor.html): the editor, its print sheet and the page's language switch.
import '../../../components/editor-entry.ts';
import '../../../components/print-entry.ts';
import './language.ts';
