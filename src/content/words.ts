/**
 * A pack's words in another language (words/<locale>.json): checked like the rest of the content.
 * Every card needs a name, every scoring card with a text needs its text, and every solo title
 * its title; a translation may not name cards the pack does not have. Pure: the CLI and the
 * tests read the files.
 */
import { problem, type Problem } from './problems.ts';
import { FILE_SCHEMAS, type WordsFile } from './schema.ts';
import { schemaProblems } from './schema-errors.ts';
import type { Pack } from './types.ts';

export type { WordsFile };

const ptr = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every problem of one translation of `pack` (schema first; then what is missing or unknown). */
export function wordsProblems(pack: Pack, words: unknown, file: string): Problem[] {
  const schema = schemaProblems(FILE_SCHEMAS.words, words, file);
  if (schema.length) return schema;
  const w = words as WordsFile;
  const problems: Problem[] = [];
  const cards = Object.values(pack.byId);
  for (const card of cards) {
    if (!w.names[card.id]) problems.push(problem(file, '/names', 'words.no-name', { locale: w.locale, id: card.id, name: card.name }));
    if (card.kind === 'scoring' && card.text && !w.texts?.[card.id])
      problems.push(problem(file, '/texts', 'words.no-text', { locale: w.locale, id: card.id, name: card.name }));
  }
  for (const t of pack.soloTitles ?? []) {
    if (!w.titles?.[t.title]) problems.push(problem(file, '/titles', 'words.no-title', { locale: w.locale, title: t.title }));
  }
  for (const id of Object.keys(w.names)) if (!pack.byId[id]) problems.push(problem(file, `/names/${ptr(id)}`, 'words.unknown-card', { id }));
  for (const id of Object.keys(w.texts ?? {})) if (!pack.byId[id]) problems.push(problem(file, `/texts/${ptr(id)}`, 'words.unknown-text', { id }));
  const titles = new Set((pack.soloTitles ?? []).map((t) => t.title));
  for (const t of Object.keys(w.titles ?? {})) if (!titles.has(t)) problems.push(problem(file, `/titles/${ptr(t)}`, 'words.unknown-title', { title: t }));
  return problems;
}
