/**
 * What the editor reads and writes as files (machines/editor.machine.ts): packs imported from files
 * or pasted JSON (read asynchronously), and the print-and-play PDF.
 */
import { fromPromise } from 'xstate';
import { loadPack } from '../../src/content/load.ts';
import type { Paper } from '../../src/print/sheets.ts';
import type { PrintLabels } from '../../src/print/cards.ts';
import { CartoError } from '../../src/errors.ts';
import { readImport, serializeDraft, type Draft, type ImportSource } from '../../src/content/draft.ts';
import type { Download } from '../../src/content/test-case.ts';
import type { ImportFile } from './context.ts';

/** The print-and-play PDF of a valid pack (the PDF library is loaded only now: most visits never print). */
export const printPack = fromPromise<Download, { draft: Draft; paper: Paper; labels?: PrintLabels }>(async ({ input }) => {
  const pack = loadPack(input.draft);
  const { printedCards, sheetPages, sheetsPdf } = await import('../../src/print/sheets.ts');
  const pages = sheetPages(printedCards(pack), pack.maps, input.paper, input.labels);
  if (pages.length === 0) throw new CartoError('print.empty', 'the pack has no card or map side to print');
  return { name: `${pack.id}-${input.paper}.pdf`, type: 'application/pdf', text: '', bytes: new Uint8Array(await sheetsPdf(pages, input.paper, pack.name)) };
});

export const readFiles = fromPromise<Draft, readonly ImportFile[]>(async ({ input }) => {
  const sources: ImportSource[] = await Promise.all(input.map(async (f) => ({ name: f.name, text: await f.read() })));
  return readImport(sources);
});

/** The exported pack: one JSON file named after the pack's id. */
export function packDownload(draft: Draft): Download {
  const id = (draft['pack.json'] as { id?: unknown } | undefined)?.id;
  return { name: `${typeof id === 'string' && id ? id : 'pack'}.pack.json`, type: 'application/json', text: serializeDraft(draft) };
}
