import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cardSvg } from '../../src/print/cards.ts';
import { PAPERS, printedCards, sheetPages, sheetsPdf, type Paper } from '../../src/print/sheets.ts';
import { arg, type ParsedArgs } from './command.ts';
import { EXIT_OK, UsageError, type CliIo } from './io.ts';
import { loadInput, readPack } from './packs.ts';
import { providePdfLibrary } from '../../src/print/pdf-library.ts';

// The command line carries the PDF library in its bundle (tools/scripts/build-cli.mjs).
providePdfLibrary(() => import('@cantoo/pdf-lib'));

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const paper = (arg.one(args, 'paper') ?? 'a4') as Paper;
  if (!(paper in PAPERS)) throw new UsageError(`--paper is ${Object.keys(PAPERS).join(' or ')} (got '${paper}')`);
  const pack = loadInput(await readPack(args.positionals[0]!, io));
  const cards = printedCards(pack);
  const pages = sheetPages(cards, pack.maps, paper);
  if (pages.length === 0) throw new UsageError(`pack "${pack.id}" has no card or map side to print`);
  const svg = arg.flag(args, 'svg');
  const out = arg.one(args, 'out') ?? (svg ? `${pack.id}-print` : `${pack.id}.pdf`);
  const abs = resolve(io.cwd, out);
  if (svg) {
    mkdirSync(abs, { recursive: true });
    pages.forEach((p, i) => writeFileSync(join(abs, `page-${String(i + 1).padStart(2, '0')}.svg`), p));
    for (const c of cards) writeFileSync(join(abs, `${c.id}.svg`), cardSvg(c));
  } else writeFileSync(abs, await sheetsPdf(pages, paper, pack.name));
  const summary = { out, paper, pages: pages.length, cards: cards.length, maps: pack.maps.length };
  if (arg.flag(args, 'json')) io.stdout(JSON.stringify(summary) + '\n');
  else io.stdout(`${out}: ${summary.pages} page(s) on ${paper}, ${summary.cards} card(s) and ${summary.maps} map side(s)\n`);
  return EXIT_OK;
}
