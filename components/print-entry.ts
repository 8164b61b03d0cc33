/**
 * `cartographers-live/print.js`: lets the editor's "Print and play" make PDFs. It names the optional
 * peer dependency @cantoo/pdf-lib, which loads on the first print only; import this module once in
 * an app that has it installed (editor.js alone builds and runs without it: src/print/pdf-library.ts).
 */
import { providePdfLibrary } from '../src/print/pdf-library.ts';

providePdfLibrary(() => import('@cantoo/pdf-lib'));
