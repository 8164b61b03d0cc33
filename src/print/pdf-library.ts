/**
 * Where the PDF library (@cantoo/pdf-lib, an optional peer dependency) comes from. The editor's
 * modules never import it by name, so an app that uses the editor without printing builds without it
 * installed (a bundler fails on an import it cannot resolve, even a lazy one). Whoever wants PDFs
 * provides a loader once: the package's `cartographers-live/print.js` entry, the command line, or a page
 * with its own copy. Until then, printing fails with a sentence that says how to enable it.
 */
import { CartoError } from '../errors.ts';

export type PdfLibrary = typeof import('@cantoo/pdf-lib');

let loader: (() => Promise<PdfLibrary>) | undefined;

/** Makes `load` the way PDFs get their library (it runs on the first print only). */
export function providePdfLibrary(load: () => Promise<PdfLibrary>): void {
  loader = load;
}

/** The PDF library, or an error saying how to provide it. */
export async function pdfLibrary(): Promise<PdfLibrary> {
  if (!loader) {
    throw new CartoError(
      'print.no-pdf-library',
      "print-and-play needs the optional package @cantoo/pdf-lib: install it (npm install @cantoo/pdf-lib) and import 'cartographers-live/print.js' once",
    );
  }
  try {
    return await loader();
  } catch (e) {
    throw new CartoError(
      'print.no-pdf-library',
      `print-and-play could not load @cantoo/pdf-lib (${(e as Error).message}): install it with npm install @cantoo/pdf-lib`,
    );
  }
}
